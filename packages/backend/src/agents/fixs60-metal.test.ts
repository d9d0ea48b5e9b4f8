import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, openingLines, withUpload } from '../testing/agents.js';

// Session 60 (fx60metal): the metalworkers' renewals (industria, Confapi PMI, artigianato) as workers ask them.
const today = '2026-12-02';

describe('arrears when the old minimum was kept', () => {
  it('two tranches inside the span: each month owes its own minimum less the pay kept', () => {
    const text = askAgent(
      'calcolo',
      'officina artigiana, sono 4° livello metalmeccanica artigianato e mi pagano sempre 1.631,98 € di tabellare: da marzo a dicembre 2026 quanto mi devono di arretrati?',
      { today },
    ).text;
    // March–October 8 × 25,00 + November–December 2 × 45,00 = 290,00.
    expect(openingLine(text)).toContain('290,00 €');
    expect(text).not.toContain('450,00 €');
  });

  it('a colleague at another level in the same situation: the same months at her level', () => {
    const text = askAgent(
      'calcolo',
      'e per un collega D2 con lo stesso problema, minimo vecchio anche lui, quanto gli devono?',
      {
        today,
        history: [
          'siamo metalmeccanici industria, io sono C3 e da giugno a settembre 2026 l’azienda mi ha tenuto il minimo vecchio: quanti arretrati mi spettano?',
        ],
      },
    ).text;
    // June–September 2026: 4 × 47,59.
    expect(openingLine(text)).toContain('190,36 €');
    expect(openingLine(text)).toContain('D2');
  });
});

describe('why a minimum moved, asked after the figures', () => {
  it('"come mai?" after two minimums: the tranche and its date, not a net', () => {
    const text = askAgent('main-agent', 'come mai?', {
      today,
      history: [
        'metalmeccanico industria C3: a maggio prendevo 2.158,26 di minimo, ora in busta ho 2.211,43, è giusto?',
      ],
    }).text;
    expect(openingLines(text)).toContain('53,17 €');
    expect(openingLines(text)).toContain('1° giugno 2026');
    expect(text).not.toMatch(/netto stimato/);
  });
});

describe('welfare of the Metalmeccanici industria renewal', () => {
  it('the deadline of one year’s welfare asked after its amount', () => {
    const text = askAgent('main-agent', 'e i flexible benefit del 2026 entro quando vanno usati?', {
      today,
      history: ['col rinnovo federmeccanica quanto è il welfare?'],
    }).text;
    expect(text).toContain('31 maggio 2027');
  });

  it('an employer letter with the old amount and deadline: the letter beside the agreement', () => {
    const letter =
      'Oggetto: welfare anno 2026. Ai sensi del CCNL Federmeccanica le abbiamo caricato 200,00 euro sulla piattaforma, da spendere entro il 31 dicembre 2026.';
    const text = askAgent(
      'main-agent',
      "l'azienda metalmeccanica mi ha scritto questa lettera sul welfare: vanno bene la cifra e la scadenza?",
      { today, ...withUpload('welfare.txt', letter) },
    ).text;
    expect(openingLine(text)).toContain('200,00 euro');
    expect(text).toContain('250 euro');
    expect(text).toContain('31 maggio 2027');
  });
});

describe('the Confapi published increase and the three agreements compared', () => {
  it('Confapi 4th level from June 2026: the increase the published table states', () => {
    const text = askAgent(
      'main-agent',
      'confapi metalmeccanici 4° livello: quanto sale il minimo a giugno 2026?',
      {
        today,
      },
    ).text;
    expect(openingLine(text)).toContain('46,68 €');
    expect(openingLine(text)).toContain('2.096,58 €');
  });

  it('industria listed with Confapi and the craft agreement is compared too', () => {
    const text = askAgent(
      'confronta',
      'metalmeccanici: industria, confapi e artigianato, quando scadono gli accordi sugli aumenti?',
      { today },
    ).text;
    expect(text).toContain('30 giugno 2028');
    expect(text).toContain('31 dicembre 2026');
  });
});

describe('former categories and a worker who changed agreement', () => {
  it('"la 1ª categoria esiste ancora?" after a former level: D1', () => {
    const text = askAgent('inquadra', 'e mio zio che stava al 1 livello? esiste ancora?', {
      today,
      history: ['metalmeccanici industria, la vecchia 4ª categoria oggi che livello è?'],
    }).text;
    expect(openingLine(text)).toContain('D1');
  });

  it('moved from a shop to a metalworking firm: overtime on the Metalmeccanici', () => {
    const text = askAgent(
      'calcolo',
      'mi sono trasferito da un supermercato (ccnl terziario) a una fabbrica col CCNL Metalmeccanici industria: 4 ore di straordinario feriale diurno con paga oraria 13,00 €, quanto mi spetta lordo?',
      { today },
    ).text;
    expect(openingLine(text)).toContain('Metalmeccanici industria');
    expect(openingLine(text)).not.toContain('Commercio');
  });
});
