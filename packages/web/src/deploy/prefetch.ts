interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** Prefetching is skipped on slow connections or with data saver on (spec §9). */
export function canPrefetch(nav: Navigator = navigator): boolean {
  const connection = (nav as Navigator & { connection?: NetworkInformationLike }).connection;
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

/** Warms lazy chunks once the browser is idle, unless the connection is slow or saves data. */
export function prefetchWhenIdle(loaders: readonly (() => Promise<unknown>)[], win: Window = window): void {
  if (!canPrefetch(win.navigator)) return;
  const run = () => {
    for (const load of loaders) load().catch(() => {});
  };
  if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(run, { timeout: 3000 });
  else win.setTimeout(run, 1000);
}
