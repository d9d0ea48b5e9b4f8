import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

const FIRST =
  'Lavoro come magazziniere in una fabbrica metalmeccanica, CCNL Metalmeccanici industria, livello D2: quanto dovrebbe essere il minimo in busta oggi?';

describe('a level changed in a follow-up on the minimum (session 67)', () => {
  it('a task that names another sector’s work does not move the level or the agreement, and the minimum stays the answer', async () => {
    const a = await askAgent(
      'calcolo',
      'e se mi passano a C1 perché seguo anche le spedizioni al gestionale?',
      {
        today: '2026-12-01',
        history: [FIRST],
      },
    );
    const opening = a.text.split('\n')[0] ?? '';
    expect(opening).toContain('minimo mensile lordo del livello C1');
    expect(opening).toContain('Metalmeccanici industria');
    expect(opening).not.toMatch(/netto stimato/i);
  });
});
