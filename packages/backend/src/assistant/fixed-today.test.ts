import { collect } from '@ccnl/core/testing';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { clientFor, removeDir, signIn, startBackend } from '../testing/backend.js';

// CCNL_TODAY pins the day a question naming no date is answered for (evaluations and demos): the Studi
// professionali 3° livello moved from 1.706,37 € to 1.726,37 € on 1 December 2026.
describe('a fixed today', () => {
  it('is read from CCNL_TODAY, and refused when it is no calendar day', () => {
    expect(loadConfig({ CCNL_TODAY: '2026-11-30' }).today).toBe('2026-11-30');
    expect(loadConfig({}).today).toBeUndefined();
    for (const bad of ['domani', '2026-13-01', '30/11/2026'])
      expect(() => loadConfig({ CCNL_TODAY: bad }), bad).toThrow('CCNL_TODAY');
  });

  it('answers a minimum asked with no date from the tables in force on that day', async () => {
    const ask = async (today: string) => {
      const backend = await startBackend({ today });
      try {
        const user = await signIn(backend.url, 'demo-full');
        const api = clientFor(backend.url, user.jwt);
        const session = await api.createEmptySession(user.userId);
        const chunks = await collect(
          api.streamAgent({
            message: 'Qual è il minimo mensile del 3° livello del CCNL Studi professionali?',
            user_id: user.userId,
            session_id: session,
            agent_name: 'main-agent',
          }),
        );
        return chunks.join('').split('\n')[0] ?? '';
      } finally {
        await backend.close();
        removeDir(backend.config.dataDir);
      }
    };
    expect(await ask('2026-11-30')).toContain('1.706,37 €');
    expect(await ask('2026-12-01')).toContain('1.726,37 €');
  });
});
