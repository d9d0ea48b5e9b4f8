import { isAbort, NetworkError, TimeoutError } from './errors.js';

/**
 * Decodes a byte stream into text chunks. A multi-byte character split across chunks is held back until
 * it is whole. Abort is a normal end: the iterable simply finishes. The body is always released.
 * With `idleMs`, a silence longer than that between two reads raises TimeoutError.
 */
export async function* decodeTextStream(
  body: ReadableStream<Uint8Array>,
  signal?: AbortSignal,
  idleMs?: number,
): AsyncGenerator<string, void, undefined> {
  const reader = body.getReader();
  const decoder = new TextDecoder('utf-8');
  const onAbort = () => {
    reader.cancel().catch(() => {});
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  let done = false;
  try {
    while (!signal?.aborted) {
      let result: Awaited<ReturnType<typeof reader.read>>;
      try {
        result = idleMs ? await readWithin(reader, idleMs) : await reader.read();
      } catch (error) {
        if (error instanceof TimeoutError) throw error;
        if (isAbort(error, signal)) return;
        throw new NetworkError(error instanceof Error ? error.message : String(error), { cause: error });
      }
      if (result.done) {
        done = true;
        const tail = decoder.decode();
        if (tail) yield tail;
        return;
      }
      const text = decoder.decode(result.value, { stream: true });
      if (text) yield text;
    }
  } finally {
    signal?.removeEventListener('abort', onAbort);
    if (!done) await reader.cancel().catch(() => {});
    reader.releaseLock();
  }
}

/** One read that fails with TimeoutError when nothing arrives within `ms` (the finally above cancels the body). */
function readWithin<T>(reader: ReadableStreamDefaultReader<T>, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const silence = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError('stream', ms)), ms);
  });
  return Promise.race([reader.read(), silence]).finally(() => clearTimeout(timer));
}
