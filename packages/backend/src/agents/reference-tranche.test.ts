import { describe, expect, it } from 'vitest';
import { testKb } from '../testing/agents.js';
import { referenceTrancheLine } from './reference-tranche.js';

const logistica = () => {
  const ccnl = testKb.byId('logistica-trasporto-merci-spedizione');
  if (!ccnl) throw new Error('Logistica missing from the test KB');
  return ccnl;
};

describe('a minimum past the tables, derived from the tranches the sources split for that level', () => {
  it('derives the 3rd super level (the reference level) with the January 2027 EPA tranche', () => {
    expect(referenceTrancheLine(logistica(), '3S', '2027-01-01')?.text).toContain('2.030,37 €');
  });

  it('derives any other level whose tranches a source states (4th level: 1.823,56 + 26,67 + 26,67)', () => {
    const line = referenceTrancheLine(logistica(), '4', '2027-01-01')?.text;
    expect(line).toContain('**1.876,90 €**');
    expect(line).toContain("EPA (elemento professionale d'area) 53,34 €");
    expect(line).toContain('Valore derivato');
  });

  it('leaves a gap for a level whose tranches no source splits', () => {
    expect(referenceTrancheLine(logistica(), '5', '2027-01-01')).toBeUndefined();
  });
});
