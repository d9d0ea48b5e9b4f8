import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

// "il matrimonio lo paga l'INPS?": employer-paid leave says so; a rule that shares the pay with INPS is not denied.
describe('who pays the marriage leave', () => {
  it('does not deny the INPS allowance where the agreement gives it to blue-collar workers', () => {
    const a = askAgent(
      'main-agent',
      'operaio, CCNL metalmeccanici industria, mi sposo a luglio: è vero che una parte la paga l’INPS? quanti giorni?',
    );
    expect(a.text).not.toContain('non l’INPS');
    expect(a.text).not.toContain("non l'INPS");
    expect(openingLines(a.text)).toContain('assegno INPS');
  });

  it('keeps the employer as the payer where the agreement says so', () => {
    const a = askAgent(
      'main-agent',
      'commessa, ccnl commercio: il congedo matrimoniale di 15 giorni lo paga l’inps?',
    );
    expect(openingLines(a.text)).toMatch(/datore di lavoro/);
  });
});
