import { gunzipSync } from 'node:zlib';
import { collect } from '@ccnl/core/testing';
import { describe, expect, it } from 'vitest';
import { clientFor, removeDir, signIn, startBackend, tempDir } from '../testing/backend.js';
import { acceptsGzip, createHistoryCache } from './history-cache.js';

describe('history cache', () => {
  it('serves an entry only for its version, and drops the least recently used beyond its size', () => {
    const cache = createHistoryCache(200);
    const first = cache.set('a', 1, [{ message: 'uno' }]);
    expect(JSON.parse(first.json.toString())).toEqual([{ message: 'uno' }]);
    expect(JSON.parse(gunzipSync(first.gzip).toString())).toEqual([{ message: 'uno' }]);
    expect(cache.get('a', 1)).toBe(first);
    expect(cache.get('a', 2)).toBeUndefined();
    expect(cache.get('a', 1)).toBeUndefined();

    cache.set('a', 1, 'a'.repeat(40));
    cache.set('b', 1, 'b'.repeat(40));
    cache.get('a', 1);
    // Over 200 bytes: 'b', the least recently used, goes.
    cache.set('c', 1, 'c'.repeat(40));
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBeDefined();
    expect(cache.get('c', 1)).toBeDefined();
  });

  it('reads Accept-Encoding as HTTP does', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('deflate, gzip;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });

  it('answers the same history compressed or not, and sees a change made by another process on the same file', async () => {
    const dataDir = tempDir();
    const one = await startBackend({ dataDir });
    const two = await startBackend({ dataDir });
    try {
      const user = await signIn(one.url, 'demo-full');
      const session = await clientFor(one.url, user.jwt).createEmptySession(user.userId);
      const read = async (backend: typeof one, encoding: string) => {
        const response = await backend.app.inject({
          url: `/conversation-history/${user.userId}/${session}`,
          headers: { authorization: `Bearer ${user.jwt}`, 'accept-encoding': encoding },
        });
        expect(response.headers.vary).toBe('accept-encoding');
        const body =
          response.headers['content-encoding'] === 'gzip'
            ? gunzipSync(response.rawPayload)
            : response.rawPayload;
        return JSON.parse(body.toString()) as { message: string }[];
      };
      expect(await read(one, 'gzip')).toEqual([]);
      await collect(
        clientFor(two.url, user.jwt).streamAgent({
          message: 'Quanti giorni di ferie?',
          user_id: user.userId,
          session_id: session,
          agent_name: 'main-agent',
        }),
      );
      const compressed = await read(one, 'gzip');
      expect(compressed.map((m) => m.message)[0]).toBe('Quanti giorni di ferie?');
      expect(compressed).toHaveLength(2);
      expect(await read(one, 'identity')).toEqual(compressed);
    } finally {
      await one.close();
      await two.close();
      removeDir(dataDir);
    }
  });
});
