import { describe, expect, it } from 'vitest';
import { payslip104Accrual } from './payslip-104-accrual.js';

const payslip = [
  {
    fileName: 'cedolino.txt',
    text: 'CEDOLINO OTTOBRE 2026\nPermessi L.104/92 (c/INPS) ore 24,00\nFerie: maturate mese 0,00 gg (sospese per assenze L.104)',
  },
] as never;

describe("a payslip's 104 permits and the holidays' accrual", () => {
  it('holidays not accrued in a month of 104 permits: No, and who pays those days', () => {
    const answer = payslip104Accrual(
      'Ho preso 3 giorni di 104 e le ferie del mese non me le hanno maturate. È giusto? E quei giorni chi me li paga davvero, l’azienda?',
      payslip,
    );
    expect(answer?.text).toMatch(/^\*\*No, non è corretto\*\*/);
    expect(answer?.text).toContain('non riducono la maturazione delle ferie');
    expect(answer?.text).toContain('l’indennità è anticipata dal datore per conto dell’INPS');
  });

  it('a payslip without 104 permits is left to its own checks', () => {
    const other = [{ fileName: 'c.txt', text: 'CEDOLINO\nFerie maturate 2,17' }] as never;
    expect(payslip104Accrual('le ferie del mese non me le hanno maturate, è giusto?', other)).toBeUndefined();
  });
});
