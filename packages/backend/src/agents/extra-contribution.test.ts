import { describe, expect, it } from 'vitest';
import { grossToNet } from '../payroll/index.js';
import { testKb } from '../testing/agents.js';
import { extraContributionClause } from './extra-contribution.js';

describe('the extra 1% of the worker’s contributions, told apart', () => {
  it('gives the 1% above the first band of a RAL of 80.000 in 2026: 237,76 €', () => {
    const { result } = grossToNet(testKb.surcharges, {
      year: 2026,
      ral: 80_000,
      location: { municipality: 'Milano' },
    });
    expect(extraContributionClause(result.detail)).toContain('237,76 €');
    expect(extraContributionClause(result.detail)).toContain('56.224,00 €');
  });

  it('says nothing below the band', () => {
    const { result } = grossToNet(testKb.surcharges, {
      year: 2026,
      ral: 30_000,
      location: { municipality: 'Milano' },
    });
    expect(extraContributionClause(result.detail)).toBe('');
  });
});
