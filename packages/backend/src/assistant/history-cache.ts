import { gzipSync } from 'node:zlib';

/**
 * Serialized histories by session and query, each valid for one session version: reading a long
 * conversation again costs a lookup instead of a database read, 100 JSON parses, a stringify and a gzip.
 * Versions come from the database on every read, so a change made by another replica (sharing the SQLite
 * file or the PostgreSQL database) is seen at once: nothing here needs invalidating across processes.
 */
export interface CachedHistory {
  json: Buffer;
  /** The same bytes gzip-compressed, for clients that accept it (browsers, fetch). */
  gzip: Buffer;
}

export interface HistoryCache {
  get(key: string, version: number): CachedHistory | undefined;
  set(key: string, version: number, value: unknown): CachedHistory;
}

/** Bounded by total bytes; the least recently used entries go first. */
export function createHistoryCache(maxBytes = 32 * 1024 * 1024): HistoryCache {
  const entries = new Map<string, { version: number; value: CachedHistory; bytes: number }>();
  let size = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    size -= entry.bytes;
  };
  return {
    get(key, version) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.version !== version) {
        drop(key);
        return undefined;
      }
      // Re-inserting moves it to the newest end of the Map's order.
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key, version, value) {
      const json = Buffer.from(JSON.stringify(value));
      const cached = { json, gzip: gzipSync(json) };
      const bytes = json.length + cached.gzip.length;
      if (bytes > maxBytes) return cached;
      drop(key);
      entries.set(key, { version, value: cached, bytes });
      size += bytes;
      for (const oldest of entries.keys()) {
        if (size <= maxBytes) break;
        drop(oldest);
      }
      return cached;
    },
  };
}

/** Whether the Accept-Encoding header admits gzip (present, and not with q=0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = [header ?? ''].flat().join(',');
  return value.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
