import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

// Figures a renewal's sources state beside its tranches (issue 12, session 78): the EDR's start and amount, the
// night-shift allowance, the share of the increase, the montante, the clause on the expiry, and the sum of the
// tranches named by their months.
describe("a renewal's EDR asked with its start", () => {
  it('Chimico D1: 26 € from July 2027, even in a budget story that names the cost of labour', () => {
    for (const message of [
      'edr chimici col nuovo contratto da quando torna e quanto vale x la D1??',
      "Preparo il budget del costo del lavoro fino al 2028 per uno stabilimento farmaceutico Federchimica. Da quando cambia l'EDR per la categoria D1 e a quanto arriva?",
    ]) {
      const opening = openingLines(askAgent('main-agent', message).text);
      expect(opening).toContain('26 euro');
      expect(opening).toContain('1° luglio 2027');
    }
  });

  it("a month's tranche asked: the EDR starting that month is said beside it", () => {
    const answer = askAgent('main-agent', 'e da luglio 2027 cosa arriva in più in busta per una D1?', {
      history: [
        'Per il rinnovo 2025-2028 del CCNL chimico-farmaceutico, come sono ripartiti gli aumenti del TEM?',
      ],
    });
    expect(answer.text).toContain('60,00 €');
    expect(answer.text).toContain('26 euro');
  });
});

describe('the night-shift allowance asked by name', () => {
  const first =
    "Sono conduttore d'impianto in un'azienda farmaceutica e faccio i turni a ciclo continuo. Col rinnovo firmato ad aprile 2025 a quanto arriverà l'indennità di turno notturno e da che mese?";
  it('Chimico: 15,50 € from July 2027 (the plant operator is not an installer of the metal craft)', () => {
    const opening = openingLines(askAgent('main-agent', first).text);
    expect(opening).toContain('CCNL Chimico-farmaceutico');
    expect(opening).toContain('15,50 €');
    expect(opening).toContain('1° luglio 2027');
  });

  it('the Fibre sector asked next: its own 6 €', () => {
    const answer = askAgent('main-agent', 'e x chi lavora nel settore fibre chimiche invece quanto sara?', {
      history: [first],
    });
    expect(openingLines(answer.text)).toContain('6 € nel settore Fibre');
  });
});

describe('Multiservizi 2025: share, montante and expiry clause', () => {
  it('the whole increase with its share of the minimums', () => {
    const answer = askAgent(
      'main-agent',
      'e in percentuale quanto fa? e le tranche fino a quando arrivano?',
      {
        history: [
          'A quanto ammonta l’incremento a regime dei minimi del 2° livello nel rinnovo del CCNL Multiservizi?',
        ],
      },
    );
    expect(openingLines(answer.text)).toContain('16,6%');
  });

  it('what a 2nd level receives in all over the validity, asked without the word montante', () => {
    const answer = askAgent(
      'main-agent',
      'col rinnovo delle pulizie multiservizi quanto prende in più in tutto, sommando tutti gli anni, una lavoratrice al secondo livello?',
    );
    expect(openingLines(answer.text)).toContain('5.705');
  });

  it('after the expiry: the automatic extension and the notice by September 2029', () => {
    const answer = askAgent(
      'main-agent',
      'il ccnl multiservizi scade a fine 2028, poi che succede? si rinnova da solo o no? entro quando va data disdetta',
    );
    const opening = openingLines(answer.text);
    expect(opening).toContain('settembre 2029');
    expect(opening).toContain('2030');
  });
});

describe('the tranches named by their months, summed', () => {
  it('Metalmeccanici B3: June 2026, 2027 and 2028 without the June 2025 one', () => {
    const answer = askAgent(
      'main-agent',
      "Federmeccanica, impiegati al livello B3: l'importo di ciascuna delle tre tranche di giugno 2026, giugno 2027 e giugno 2028 e quanto fanno in totale (escludendo quanto già erogato a giugno 2025)?",
    );
    expect(openingLines(answer.text)).toContain('228,02 €');
  });

  it('Chimico D1: the rise up to July 2026 since June 2025', () => {
    const answer = askAgent(
      'main-agent',
      'quindi a luglio 2026 quanto ho preso in più in tutto sui minimi rispetto a giugno 2025, sempre D1?',
      { history: ['CCNL chimico-farmaceutico, rinnovo 2025-2028: tranche del TEM della D1 di luglio 2026?'] },
    );
    expect(openingLines(answer.text)).toContain('181,00 €');
  });
});

describe("the extras' hourly pay asked as «compenso orario minimo»", () => {
  it('Turismo, 4th level, extra waiters for an evening: the art. 155 rate of May 2026', () => {
    const answer = askAgent(
      'main-agent',
      'Ho un hotel 4 stelle, applichiamo il contratto Federalberghi. Per un matrimonio sabato sera prendo due camerieri extra solo per la serata e li inquadro al 4° livello. Qual è il compenso orario minimo che devo pagare adesso?',
    );
    expect(openingLines(answer.text)).toContain('15,58');
  });
});

describe('the minimum a coming tranche brings the level to', () => {
  it('Metalmeccanici C1 after the last tranche of June 2028: the minimum opens, before the total', () => {
    const answer = askAgent(
      'main-agent',
      "ok e a regime? cioè dopo l'ultima tranche di giugno 2028 quanto sarà il C1?",
      { history: ['Quanto è il minimo del livello C1 nei metalmeccanici industria da giugno 2026?'] },
    );
    expect(openingLines(answer.text)).toContain('2.135,89 €');
  });
});

describe('a follow-up on another subject after the night-shift allowance', () => {
  it('the holiday surcharge asked next is the holiday’s, not the allowance again', () => {
    const answer = askAgent(
      'main-agent',
      'e se lavoro il 2 giugno quanto è la maggiorazione festiva nel chimico?',
      {
        history: ["Nel chimico a quanto arriverà l'indennità di turno notturno e da che mese?"],
      },
    );
    expect(openingLines(answer.text)).toContain('50%');
  });
});
