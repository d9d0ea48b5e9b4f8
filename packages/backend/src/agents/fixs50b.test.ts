import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLines, TEST_TODAY, testKb } from '../testing/agents.js';

// Session 50 (fixs50b): a figure derived from a part-time share or from the previous turn's figure — a part-time
// share with decimal hours, a minimum weighed against a figure someone else says, a domestic month's hours, a
// payslip's INPS checked on the gross of the answer before.
const read = (message: string, history: string[] = []) =>
  readQuestion({ kb: testKb, message, history, today: TEST_TODAY } as never);

describe('a part-time share with decimal hours', () => {
  it('reads 22,5 hours over 38, not 5 over 38', () => {
    const slots = read('Sono part time 22,5 ore su 38 in una cooperativa sociale, livello C1: minimo?').slots;
    expect(slots.partTimePercent).toBe(59.21);
    expect(slots.weeklyHours).toBe(22.5);
  });
});

describe("a part-timer's minimum with a figure someone else says", () => {
  it('opens with the proportioned minimum and weighs the figure said', () => {
    const text = askAgent(
      'calcolo',
      'commessa part-time a 20 ore, 5° livello commercio: minimo lordo mensile a novembre 2026? il mio capo sostiene 900 euro',
    ).text;
    const opening = openingLines(text);
    expect(opening).toContain('845,85 €');
    expect(opening).toContain('54,15 € sopra il minimo proporzionato');
  });
});

describe("a domestic month's hours beyond 24 a week", () => {
  it("opens with the worker's share of that month's hours", () => {
    const text = askAgent(
      'calcolo',
      'e a marzo il cedolino ha 173 ore: quanto trattengo di contributi alla lavoratrice?',
      {
        history: [
          'Assistente familiare convivente, 40 ore settimanali, quanto costano i contributi INPS del trimestre?',
        ],
      },
    ).text;
    expect(openingLines(text)).toContain('53,63 €');
  });
});

describe("a payslip's INPS on the gross of the answer before", () => {
  it("checks the INPS on the level's minimum just asked", () => {
    const text = askAgent(
      'calcolo',
      'con quel lordo lì nel cedolino mi hanno trattenuto 190 euro di inps, è corretto?',
      { history: ['Commercio 3° livello, minimo lordo a novembre 2026?'] },
    ).text;
    const opening = openingLines(text);
    expect(opening).toContain('186,04 €');
    expect(opening).toContain('2.024,38 €');
  });
});
