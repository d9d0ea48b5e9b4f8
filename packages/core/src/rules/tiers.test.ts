import { describe, expect, it } from 'vitest';
import {
  hasAccess,
  isCreditExhausted,
  isLoggedIn,
  isMeteredTier,
  isTrialEnded,
  tierFromRoles,
} from './tiers.js';

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

describe('metering rules', () => {
  it('only the Iterazioni tier pays per answer', () => {
    expect(isMeteredTier('IterazioniCCNLPIU-IA')).toBe(true);
    for (const tier of ['FULLCCNLPIU-IA', 'DemoCCNLPIU-IA', 'BASECCNLPIU-IA', null, undefined, 'ALTRO'])
      expect(isMeteredTier(tier)).toBe(false);
  });
  it.each([
    [null, 5, false, true],
    ['FULLCCNLPIU-IA', 0, true, false],
    ['IterazioniCCNLPIU-IA', 0, false, false],
    ['IterazioniCCNLPIU-IA', 0, true, true],
    ['IterazioniCCNLPIU-IA', 2, true, false],
  ] as const)('tier %s, credit %d, known %s: trial ended %s', (tier, credit, known, ended) => {
    expect(isTrialEnded(tier, credit, known)).toBe(ended);
  });
});
