import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';

const read = (message: string) =>
  readQuestion({ message, kb, categories: [], perimetri: [], today: TEST_TODAY } as never);

describe('a rule named by the renewal that fixed it asks the rule, not the renewal', () => {
  it('overtime limits "fissati dal rinnovo 2022-2025" are the working time asked', () => {
    const r = read(
      'Quali sono i limiti giornalieri e settimanali di straordinario fissati dal rinnovo 2022-2025 del CCNL operai agricoli?',
    );
    expect(r.intent).not.toBe('renewal');
  });

  it('the renewal asked outright stays the subject', () => {
    expect(
      read('di quanto sono gli aumenti fissati dal rinnovo 2022-2025 del CCNL operai agricoli?').intent,
    ).toBe('renewal');
  });
});
