import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';

const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY, agent: 'calcolo' });

describe('the same RAL paid in another number of payments', () => {
  const history = [
    'ciao, lordo 1900 al mese x 14 mensilita, abito a milano, quanto mi resta netto quest anno 2026?',
  ];

  it('keeps the year’s pay (monthly gross × the payments before) and changes only the division', () => {
    const r = read(
      'e se la stessa RAL me la pagassero in 13 mensilità invece che 14, al mese quanto viene?',
      history,
    );
    expect(r.intent).toBe('gross_to_net');
    expect(r.slots.payments).toBe(13);
    expect(r.slots.amounts).toEqual([{ kind: 'ral', value: 26600 }]);
  });

  it('keeps the monthly gross when the follow-up does not say the year’s pay stays', () => {
    const r = read('e se fossero 13 mensilità?', history);
    expect(r.slots.payments).toBe(13);
    expect(r.slots.amounts).toEqual([{ kind: 'monthly_gross', value: 1900 }]);
  });
});
