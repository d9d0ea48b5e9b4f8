import { describe, expect, it } from 'vitest';
import { testKb as kb } from '../testing/agents.js';
import { ASKS_MINIMUM } from './asks-minimum.js';
import { readQuestion } from './read.js';

describe("the table minimum asked by the agreement's own name for it", () => {
  it("the Tessile's elemento retributivo nazionale (ERN) is the table minimum", () => {
    expect(ASKS_MINIMUM.test("qual e l'elemento retributivo nazionale dell'8° livello?")).toBe(true);
    expect(ASKS_MINIMUM.test("a quanto e l'ern del 4° livello?")).toBe(true);
  });
  it('a payslip check in the story does not override the ERN asked', () => {
    const request = readQuestion({
      kb,
      message:
        "Nella nostra azienda di confezioni (CCNL Tessile abbigliamento moda, Confindustria Moda - SMI) abbiamo un responsabile di produzione all'8° livello. Sto facendo la verifica delle buste paga di fine anno: qual è l'elemento retributivo nazionale dell'8° livello da applicare in questo mese di dicembre 2026?",
      categories: [],
      today: '2026-12-02',
      agent: 'calcolo',
    });
    expect(request.intent).toBe('minimum_pay');
    expect(request.slots.level).toBe('8');
  });
});
