import { shouldReloadAfterChunkError } from '@ccnl/core';

/** When each path last reloaded after a failed chunk load (per tab: sessionStorage). */
const STORAGE_KEY = 'ccnl-chunk-reload';

function readRecord(win: Window): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(win.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * After a code chunk failed to load (usually: a new deployment removed it), reloads the page once per path,
 * with core's 10-second guard. Returns whether it reloads.
 */
export function reloadAfterChunkError(win: Window = window, now: number = Date.now()): boolean {
  const path = win.location.pathname;
  const record = readRecord(win);
  if (!shouldReloadAfterChunkError(path, record, now)) return false;
  record[path] = now;
  try {
    win.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Without storage the guard cannot hold: do not risk a reload loop.
    return false;
  }
  win.location.reload();
  return true;
}

/** Loads a lazy chunk; when that fails, reloads the page (guarded) or passes the error on. */
export function loadChunk<T>(load: () => Promise<T>, win: Window = window): Promise<T> {
  return load().catch((error: unknown) => {
    if (!reloadAfterChunkError(win)) throw error;
    // The page is reloading: nothing renders meanwhile.
    return new Promise<T>(() => {});
  });
}

/** Vite reports failed preloads of a chunk's dependencies with this event. */
export function listenForPreloadErrors(win: Window = window): void {
  win.addEventListener('vite:preloadError', (event) => {
    if (reloadAfterChunkError(win)) event.preventDefault();
  });
}
