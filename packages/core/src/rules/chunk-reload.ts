/** After a failed code-chunk load the page reloads once per path, with a 10-second guard (spec §4, §9). */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

/**
 * Decides whether to reload after a chunk failed to load on `path`, given when this path last reloaded
 * (kept by the caller, e.g. in sessionStorage). Reload only if it has not within the guard window.
 */
export function shouldReloadAfterChunkError(
  path: string,
  lastReloadAt: Readonly<Record<string, number>>,
  now: number,
) {
  const last = lastReloadAt[path];
  return last === undefined || now - last >= CHUNK_RELOAD_GUARD_MS;
}
