import { isAbort, NetworkError } from './errors.js';

/**
 * Decodes a byte stream into text chunks. A multi-byte character split across chunks is held back until
 * it is whole. Abort is a normal end: the iterable simply finishes. The body is always released.
 */
export async function* decodeTextStream(
  body: ReadableStream<Uint8Array>,
  signal?: AbortSignal,
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
        result = await reader.read();
      } catch (error) {
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
