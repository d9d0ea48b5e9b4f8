import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLines, TEST_TODAY, testKb } from '../testing/agents.js';

// The 13th in a year not wholly worked: maternity and parental leave told with their dates, a hire day said before
// the verb, a household worker's contributions asked with the 13th only in the story.
const read = (message: string, history: string[] = []) =>
  readQuestion({ kb: testKb, message, history, today: TEST_TODAY } as never);

describe('maternity and parental leave in the 13th month', () => {
  it('opens with the amount and counts the months of both leaves from the dates told', () => {
    const text = askAgent(
      'calcolo',
      'Lavoro in un maglificio, CCNL tessile abbigliamento, 5° livello. Nel 2026 sono stata in congedo di maternità dal 1° febbraio al 30 giugno e poi in parentale da luglio ad agosto 2026: quanto prendo di tredicesima?',
    ).text;
    const opening = openingLines(text);
    expect(opening).toContain('per 12 mesi');
    expect(opening).toMatch(/congedo di maternità \(dal 1° febbraio 2026 al 30 giugno 2026: 5 mesi\)/);
    expect(opening).toMatch(/congedo parentale \(dal 1° luglio 2026 al 31 agosto 2026: 2 mesi\)/);
    expect(opening).toContain('D.Lgs. 105/2022');
  });

  it("shows the chemical agreement's own clause on leave for a child's first two years", () => {
    const text = askAgent(
      'calcolo',
      'CCNL chimico farmaceutico, lordo mensile 2.100 euro. Il dipendente ha preso il congedo parentale dal 1/3/2026 al 30/4/2026: quanto gli spetta di tredicesima quest’anno?',
    ).text;
    expect(openingLines(text)).toContain('2.100,00 €');
    expect(text).toContain('entro i primi due anni di vita del bambino');
  });

  it('does not take a colleague replaced in maternity for the worker’s own leave', () => {
    const text = askAgent(
      'calcolo',
      'Ho assunto una commessa il 1° aprile 2026 in sostituzione di una collega in maternità, CCNL commercio 4° livello: quanto le spetta di tredicesima?',
    ).text;
    expect(text).not.toContain('contano per la tredicesima come mesi lavorati');
  });
});

describe('a hire day said before the verb', () => {
  it("reads 'il 1° aprile di quest'anno ha assunto' as the hire", () => {
    expect(
      read(
        "Mio zio il 1° aprile di quest'anno ha assunto un garzone, CCNL commercio 5° livello: tredicesima?",
      ).slots.hireDate,
    ).toBe('2026-04-01');
  });
});

describe("a household worker's contributions with the 13th in the story", () => {
  it('answers the hourly contribution, never the ordinary 9,19%', () => {
    const message =
      "Ho una badante a ore da ottobre, 15 ore a settimana a 10 euro l'ora. Un'amica dice che nella fascia va messa anche la tredicesima. Quanto pago di contributi all'ora e quanto posso trattenerle?";
    expect(read(message).intent).toBe('payroll_rules');
    const text = askAgent('calcolo', message).text;
    expect(text).not.toContain('9,19%');
    expect(openingLines(text)).toMatch(/l'ora/);
  });
});
