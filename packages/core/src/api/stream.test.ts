import { describe, expect, it } from 'vitest';
import { collect } from '../testing/index.js';
import { decodeTextStream } from './stream.js';

function streamOf(parts: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(part);
      controller.close();
    },
  });
}

describe('decodeTextStream', () => {
  const text = 'Perché l’età è più: 🇮🇹 €1.234,56 — già';
  const bytes = new TextEncoder().encode(text);

  it('decodes multi-byte characters split at every byte offset', async () => {
    for (let cut = 0; cut <= bytes.length; cut++) {
      const chunks = await collect(decodeTextStream(streamOf([bytes.slice(0, cut), bytes.slice(cut)])));
      expect(chunks.join('')).toBe(text);
      expect(chunks.join('')).not.toContain('\uFFFD');
    }
  });

  it('decodes a stream delivered one byte at a time', async () => {
    const chunks = await collect(decodeTextStream(streamOf([...bytes].map((b) => Uint8Array.of(b)))));
    expect(chunks.join('')).toBe(text);
  });

  it('ends normally and cancels the body when the signal aborts', async () => {
    let cancelled = false;
    const controller = new AbortController();
    const body = new ReadableStream<Uint8Array>({
      pull(c) {
        c.enqueue(new TextEncoder().encode('ciao '));
      },
      cancel() {
        cancelled = true;
      },
    });
    const seen: string[] = [];
    for await (const chunk of decodeTextStream(body, controller.signal)) {
      seen.push(chunk);
      if (seen.length === 3) controller.abort();
    }
    expect(seen).toHaveLength(3);
    expect(cancelled).toBe(true);
  });
});
