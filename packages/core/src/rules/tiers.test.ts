import { describe, expect, it } from 'vitest';
import { hasAccess, isCreditExhausted, isLoggedIn, tierFromRoles } from './tiers.js';

const roles = (...pos: string[]) => pos.map((p) => ({ pos: p }));

describe('tierFromRoles', () => {
  it.each([
    [roles('IterazioniCCNLPIU-IA', 'FULLCCNLPIU-IA'), 'FULLCCNLPIU-IA'],
    [roles('BASECCNLPIU-IA', 'DemoCCNLPIU-IA'), 'DemoCCNLPIU-IA'],
    [roles('IterazioniCCNLPIU-IA', 'BASECCNLPIU-IA'), 'BASECCNLPIU-IA'],
    [roles('IterazioniCCNLPIU-IA'), 'IterazioniCCNLPIU-IA'],
    [roles('ALTRO'), null],
    [[], null],
    [null, null],
  ])('%j → %s', (input, tier) => {
    expect(tierFromRoles(input)).toBe(tier);
  });
});

describe('access rules', () => {
  it('logged in means a userId exists', () => {
    expect(isLoggedIn({ userId: 'u1' })).toBe(true);
    expect(isLoggedIn({ userId: '' })).toBe(false);
    expect(isLoggedIn(null)).toBe(false);
  });
  it('any access means a tier exists', () => {
    expect(hasAccess('BASECCNLPIU-IA')).toBe(true);
    expect(hasAccess(null)).toBe(false);
  });
  it.each([
    ['IterazioniCCNLPIU-IA', 0, true],
    ['IterazioniCCNLPIU-IA', -1, true],
    ['IterazioniCCNLPIU-IA', 1, false],
    ['FULLCCNLPIU-IA', 0, false],
  ] as const)('%s with credit %d exhausted: %s', (tier, credit, exhausted) => {
    expect(isCreditExhausted(tier, credit)).toBe(exhausted);
  });
});
