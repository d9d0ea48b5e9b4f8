import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

describe('Cassa Edile set-aside and travel', () => {
  it('says the travel allowance stays out of the 18,50% set-aside base', () => {
    const answer = (
      askAgent(
        'main-agent',
        'Sono muratore, CCNL edilizia industria, e lavoro spesso in trasferta. La tredicesima che mi paga la Cassa Edile cresce con la diaria di trasferta? Quanto accantonano in percentuale?',
        { today: '2026-12-01' },
      ) as { text: string }
    ).text;
    expect(answer).toContain('18,50%');
    expect(answer).toMatch(/Trasferte escluse dalla base/);
  });
});
