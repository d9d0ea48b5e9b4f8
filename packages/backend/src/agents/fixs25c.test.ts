import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

// Session 25 (fixs25c): domestic work and pay questions told as a story.
const answer = (agent: Parameters<typeof askAgent>[0], message: string, history?: string[]) =>
  askAgent(agent, message, history ? { history } : undefined).text;
const opening = (agent: Parameters<typeof askAgent>[0], message: string, history?: string[]) =>
  answer(agent, message, history).split('\n')[0] ?? '';

const COLF =
  "lavoro da una famiglia come colf, 20 ore a settimana a 10 euro l'ora, contratto a tempo indeterminato. mi tolgono 0,43 euro all'ora di contributi inps: va bene così?";
const BADANTE =
  "Mio padre ha una badante a ore, tempo indeterminato, 22 ore a settimana. Nel 2023 le davamo 8 euro l'ora, da quest'anno 9,50 € l'ora. Nel secondo trimestre 2026 le ore pagate sono state 310. Quanto dobbiamo versare all'INPS in tutto per quel trimestre?";

describe('a domestic worker’s INPS share is the hourly table’s, never 9,19%', () => {
  it('a payslip’s share per hour doubted is checked per hour against the band of the effective pay', () => {
    const text = opening(
      'calcolo',
      "faccio la colf da una signora, 9,20 euro l'ora per 18 ore alla settimana, indeterminato. nel cedolino mi scala 0,43 € per ogni ora di inps: è corretto?",
    );
    expect(text).toMatch(/^\*\*No\*\*: la quota INPS a carico del lavoratore è \*\*0,48 € l'ora\*\*/);
    expect(text).not.toMatch(/9,19%/);
  });
  it('a share per hour doubted without a payslip is checked the same way', () => {
    const text = opening('calcolo', COLF);
    expect(text).toMatch(/^\*\*No\*\*: la quota INPS a carico del lavoratore è \*\*0,48 € l'ora\*\*/);
    expect(text).not.toMatch(/9,19%/);
  });
  it('the net of a week is the gross less the hourly share, with no IRPEF withheld', () => {
    const text = opening('calcolo', 'e alla fine di una settimana quanto mi rimane netto in tasca?', [COLF]);
    expect(text).toMatch(/\*\*190,40 € netti\*\*/);
    expect(text).toMatch(/9,60 €/);
    expect(text).toMatch(/nessuna IRPEF trattenuta/);
  });
  it('a quarter’s paid hours told count, with the pay in force, not an earlier year’s', () => {
    const text = opening('calcolo', BADANTE);
    expect(text).toMatch(/\*\*595,20 €\*\*/);
    expect(text).not.toMatch(/2023|8,00 €/);
    expect(opening('calcolo', 'e la parte che posso togliere dalla sua paga quanto è?', [BADANTE])).toMatch(
      /148,80 €/,
    );
  });
  it('"con CUAF" describes the case: the contributions are computed, not a CUAF gap', () => {
    const text = opening(
      'calcolo',
      "colf non parente, quindi con la quota CUAF, 18 ore a settimana a 9 euro l'ora, tempo indeterminato: nel 2026 quanto paghiamo noi di contributi ogni settimana?",
    );
    expect(text).toMatch(/\*\*25,92 € a carico del datore di lavoro\*\*/);
    expect(text).not.toMatch(/non è nella base di conoscenza/);
  });
});

describe('the split stays whole when the contributions themselves are asked too', () => {
  it('"quanto versiamo all\'ora? e quanto le possiamo togliere?" opens with the hourly contribution', () => {
    expect(
      opening(
        'calcolo',
        "Colf a ore, 20 ore a settimana a 10 euro l'ora, tempo indeterminato. Nel 2026 quanto versiamo di contributi all'ora? E quanto ne possiamo trattenere a lei?",
      ),
    ).toMatch(/^Con 10,00 € l'ora.*\*\*1,92 € l'ora\*\*/);
  });
  it('"al netto della quota che le tratteniamo" is the employer’s cost, not the worker’s net', () => {
    expect(
      opening(
        'calcolo',
        "Colf a ore, 20 ore a settimana a 10 euro l'ora, tempo indeterminato: nel trimestre quanto ci costano i contributi al netto della quota che le tratteniamo?",
      ),
    ).not.toMatch(/netti/);
  });
  it('a net asked "nel 2026" on the minimum of an earlier month keeps that month’s minimum', () => {
    expect(
      opening(
        'calcolo',
        'commessa 4 livello commercio a milano, tempo pieno, minimo di novembre 2025, 14 mensilità: quanto netto al mese nel 2026?',
      ),
    ).toMatch(/1\.783,75 €/);
  });
});

describe('hours valued in a later turn, after the day’s schedule', () => {
  it('hours after the 8 of the day, at night, are night overtime at 50%', () => {
    const text = opening(
      'calcolo',
      "e se un venerdì oltre le sue 8 ore di servizio rimane dalle 23 all'1 con il nonno, quanto le spetta per quelle 2 ore?",
      [
        "la nostra badante non convivente prende 9 euro l'ora per 30 ore a settimana, tempo indeterminato: quanto costa di contributi all'ora?",
      ],
    );
    expect(text).toMatch(/straordinario notturno.*50%.*\*\*27,00 €\*\*/);
  });
});

describe('the 13ª up to a leaving day', () => {
  it('a day before the 15th leaves its month out; from the 15th it counts', () => {
    const q = (day: number) =>
      `faccio la badante presso una famiglia dal primo gennaio 2026, prendo 1.000 euro al mese; ho trovato di meglio e me ne vado il ${day} giugno. di tredicesima quanto mi tocca?`;
    expect(opening('calcolo', q(10))).toMatch(/per 5 mesi \(5\/12\) è di \*\*416,67 €\*\*/);
    expect(opening('calcolo', q(30))).toMatch(/per 6 mesi \(6\/12\) è di \*\*500,00 €\*\*/);
  });
});

describe('the day a story’s figures are asked at', () => {
  it('"con riferimento a dicembre 2025" picks the 2025 table', () => {
    expect(
      opening(
        'main-agent',
        'Da maggio 2022 ho in casa una badante convivente di livello A, pagata al minimo. Riferendoci a novembre 2025, con il minimo del 2025, quanto dovevano valere in tutto gli scatti al mese?',
      ),
    ).toMatch(/\*\*29,45 €\*\*/);
  });
  it('the asking clause’s year wins over the story’s first month', () => {
    expect(
      opening(
        'calcolo',
        "Ho lavorato come colf non convivente livello B da febbraio 2024 fino a settembre 2025, pagata 7 euro l'ora. Per il 2025, dal 1° gennaio, quale era il minimo orario?",
      ),
    ).toMatch(/al 1° gennaio 2025 è di \*\*6,68 € l'ora\*\*/);
  });
  it('a renewal "sottoscritto nell\'ottobre 2025" is asked for its increases, with the tranches', () => {
    const text = answer(
      'main-agent',
      "Il rinnovo del contratto colf e badanti sottoscritto nell'ottobre 2025: di quanto sale il minimo del livello BS convivente da gennaio 2026 e quali sono le rate successive?",
    );
    expect(text.split('\n')[0]).toMatch(/livello BS aumenta/);
    expect(text).toMatch(/40,00 € dal 1° gennaio 2026, 30,00 € dal 1° gennaio 2027, 15,00 €/);
  });
  it('a pay told for a period now over is not the pay of a later turn', () => {
    const text = opening('calcolo', "e se lavoro un sabato come straordinario, un'ora quanto vale lorda?", [
      'lavoro come magazziniere 5 livello commercio confcommercio, fino a settembre avevo 1.650,00 di minimo in busta. adesso qual è il minimo giusto?',
    ]);
    expect(text).toMatch(/5° livello del CCNL Commercio \(minimo 1\.691,70 €/);
    expect(text).not.toMatch(/1\.650/);
  });
});
