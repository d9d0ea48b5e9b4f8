import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';
import { withoutRenewalYears } from './signing-dates.js';

const read = (message: string) =>
  readQuestion({ kb, message, history: [], categories: [], today: TEST_TODAY, agent: 'calcolo' });

describe('a law cited by number and year is no tax year', () => {
  it('blanks the year of "L. 207/2024", "legge n. 199/2025", "D.Lgs. 81/2015"', () => {
    expect(withoutRenewalYears('cuneo 2026 (l. 207/2024)')).toBe('cuneo 2026 (l. 207/)');
    expect(withoutRenewalYears('legge n. 199/2025')).toBe('legge n. 199/');
    expect(withoutRenewalYears('d.lgs. 81/2015, art. 7')).toBe('d.lgs. 81/, art. 7');
    expect(withoutRenewalYears('nel 2025')).toBe('nel 2025');
  });

  it('reads the year the question asks beside the law that set the rule', () => {
    const r = read(
      'Ulteriore detrazione cuneo fiscale 2026 (L. 207/2024): per un dipendente con reddito complessivo di 36.000 €, anno intero, a quanto ammonta?',
    );
    expect(r.slots.taxYear).toBe(2026);
  });
});
