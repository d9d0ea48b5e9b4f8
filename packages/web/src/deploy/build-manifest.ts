import { emptyRouting, parseRouting, type RoutingManifest } from '../routing/route-rules.js';

declare const __BUILD_ID__: string;

/** This build's id, written by the Vite build next to `builds/latest.json`. */
export const BUILD_ID: string = __BUILD_ID__;

type Fetch = typeof fetch;

async function getJson(url: string, doFetch: Fetch): Promise<unknown> {
  const response = await doFetch(url, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok || !response.headers.get('content-type')?.includes('json')) {
    await response.body?.cancel();
    throw new Error(`${url}: HTTP ${response.status}`);
  }
  return response.json();
}

/**
 * The route rules and redirects of this build (`builds/meta/{buildId}.json`). A failed fetch is only logged:
 * the app then routes without rules.
 */
export async function loadBuildManifest(
  options: { buildId?: string; fetch?: Fetch } = {},
): Promise<RoutingManifest> {
  const { buildId = BUILD_ID, fetch: doFetch = globalThis.fetch } = options;
  try {
    return parseRouting(await getJson(`/builds/meta/${encodeURIComponent(buildId)}.json`, doFetch));
  } catch (error) {
    console.warn(`Build manifest not loaded: ${error instanceof Error ? error.message : String(error)}`);
    return emptyRouting;
  }
}

export interface DeploymentWatcher {
  /** True once `builds/latest.json` names another build than the one running. */
  getState(): boolean;
  subscribe(listener: () => void): () => void;
  check(): Promise<void>;
  stop(): void;
}

/**
 * Polls `builds/latest.json` (with a timestamp query, past any cache) and when the page becomes visible
 * again, to offer a reload when a new build is out. Failures are only logged.
 */
export function watchDeployments(
  options: { buildId?: string; intervalMs?: number; fetch?: Fetch; win?: Window } = {},
): DeploymentWatcher {
  const {
    buildId = BUILD_ID,
    intervalMs = 5 * 60_000,
    fetch: doFetch = globalThis.fetch,
    win = window,
  } = options;
  const listeners = new Set<() => void>();
  let outdated = false;

  async function check(): Promise<void> {
    if (outdated) return;
    try {
      const latest = (await getJson(`/builds/latest.json?${Date.now()}`, doFetch)) as { id?: unknown };
      if (typeof latest.id === 'string' && latest.id !== buildId) {
        outdated = true;
        for (const listener of listeners) listener();
      }
    } catch (error) {
      console.warn(`New build check failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  const onVisible = () => {
    if (win.document.visibilityState === 'visible') void check();
  };
  const timer = win.setInterval(() => void check(), intervalMs);
  win.document.addEventListener('visibilitychange', onVisible);

  return {
    getState: () => outdated,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    check,
    stop() {
      win.clearInterval(timer);
      win.document.removeEventListener('visibilitychange', onVisible);
    },
  };
}
