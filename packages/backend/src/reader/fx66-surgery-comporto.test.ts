import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

describe('an operation ahead, the job kept', () => {
  it('reads "mi devo operare … quanto mi tengono il posto" as the comporto', async () => {
    const { text } = await askAgent(
      'main-agent',
      'Metalmeccanico (CCNL Federmeccanica) da 2 anni: devo farmi operare al menisco. Per quanto tempo mi tengono il posto?',
    );
    expect(text).toContain('183 giorni');
  });
});
