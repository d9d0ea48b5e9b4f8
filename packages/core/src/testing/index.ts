/** Helpers that tests of every package share. */
export * from './chromium.js';
export * from './contract-server.js';

/** Drains an async iterable into an array. */
export async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}
