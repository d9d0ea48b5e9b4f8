import { describe, expect, it } from 'vitest';
import { testKb } from '../testing/agents.js';
import { askedFormerLevel } from './former-levels.js';

const metal = () =>
  testKb.agreements.find((c) => /federmeccanica/i.test(`${c.short_name} ${c.aliases.join(' ')}`));

describe('a former category asked as "what it once was"', () => {
  it.each([
    ['e quello che una volta era la 7ª categoria?', 'B3'],
    ['e chi un tempo era in 5ª categoria super?', 'B1'],
  ])('%s → %s', (message, level) => {
    const ccnl = metal();
    expect(ccnl).toBeDefined();
    if (ccnl) expect(askedFormerLevel(ccnl, message)).toBe(level);
  });
});
