import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';

const read = (history: string[], message: string) =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY });

describe('the same calculation asked again (sameCaseAgain)', () => {
  it('"Stesso 2025 ma su 14 mensilità" after "Idem 2025." keeps the RAL, the place and the year', () => {
    const r = read(
      ['RAL 35k, resid. Milano, 13 mens.: netto annuo 2026 con addizionali?', 'Idem 2025.'],
      'Stesso 2025 ma su 14 mensilità: netto mensile?',
    );
    expect(r.intent).toBe('gross_to_net');
    expect(r.slots.amounts).toEqual([{ kind: 'ral', value: 35000 }]);
    expect(r.slots.payments).toBe(14);
    expect(r.slots.taxYear).toBe(2025);
    expect(r.slots.municipality).toBe('Milano');
  });
});
