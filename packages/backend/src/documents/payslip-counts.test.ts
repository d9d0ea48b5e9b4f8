import { describe, expect, it } from 'vitest';
import type { Passage } from '../kb/passages.js';
import { labelledAnswer } from './labelled-answer.js';
import { askedBalances } from './leave-balance.js';

const slip = [
  {
    fileName: 'busta.txt',
    text: 'CEDOLINO PAGA Voci: Retribuzione base 2.190,00 | Straordinario 25% ore 6,00 = 99,30 | Totale competenze 2.373,30 NETTO IN BUSTA: 1.756,30 Ferie: maturate 13,33 gg, godute 11,00 gg, residue 2,33 gg | ROL residui: 38 ore',
  },
] as unknown as Passage[];

describe("a payslip's counts read as counts", () => {
  it('reads "ore 6,00 = 99,30" as 6 hours paid 99,30 €, not 99,30 hours', () => {
    const q = 'Nel cedolino allegato: quante ore di straordinario sono state pagate e per quale importo?';
    const line = labelledAnswer(q, q.toLowerCase(), slip)?.line ?? '';
    expect(line).toContain('**6 ore** (99,30 €)');
    expect(line).not.toContain('99,30 ore');
  });

  it('reads the ROL left after a colon ("ROL residui: 38 ore") beside the holidays left in days', () => {
    const left = askedBalances('guardando la mia busta quante ferie e quanti rol mi restano?', slip);
    expect(left.map((b) => `${b.kind} ${b.count} ${b.unit}`)).toEqual(['ferie 2,33 giorni', 'rol 38 ore']);
  });
});
