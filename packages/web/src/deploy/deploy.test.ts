import { type ContractServer, sendJson, startContractServer } from '@ccnl/core/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadBuildManifest, watchDeployments } from './build-manifest.js';
import { listenForPreloadErrors, loadChunk, reloadAfterChunkError } from './chunk-reload.js';
import { canPrefetch } from './prefetch.js';

let server: ContractServer;
let latest = 'b1';
beforeAll(async () => {
  server = await startContractServer({
    'GET /builds/meta/b1.json': (_req, res) =>
      sendJson(res, 200, {
        id: 'b1',
        timestamp: 1,
        routeRules: {},
        redirects: { '/tutorial': '/video-tutorial' },
      }),
    'GET /builds/latest.json': (_req, res) => sendJson(res, 200, { id: latest, timestamp: 2 }),
  });
});
afterAll(() => server.close());

/** The app fetches same-origin paths; the test serves them from the contract server. */
const onServer = ((input: string, init?: RequestInit) =>
  fetch(new URL(input, server.url), init)) as typeof fetch;

describe('build manifest', () => {
  it('reads the route rules and redirects of this build', async () => {
    expect(await loadBuildManifest({ buildId: 'b1', fetch: onServer })).toEqual({
      routeRules: {},
      redirects: { '/tutorial': '/video-tutorial' },
    });
  });

  it('a failed manifest fetch is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await loadBuildManifest({ buildId: 'nope', fetch: onServer })).toEqual({
      routeRules: {},
      redirects: {},
    });
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('polls builds/latest.json with a timestamp query and tells when a new build is out', async () => {
    const watcher = watchDeployments({ buildId: 'b1', fetch: onServer, intervalMs: 60_000 });
    const changed = vi.fn();
    watcher.subscribe(changed);
    await watcher.check();
    expect(watcher.getState()).toBe(false);
    latest = 'b2';
    // Becoming visible again checks at once.
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(watcher.getState()).toBe(true));
    expect(changed).toHaveBeenCalledOnce();
    const polls = server.requests.filter((r) => r.url.startsWith('/builds/latest.json?'));
    expect(polls.length).toBe(2);
    expect(polls.every((r) => /\?\d+$/.test(r.url))).toBe(true);
    watcher.stop();
  });
});

function fakeWindow(path = '/') {
  const store = new Map<string, string>();
  const reload = vi.fn();
  const listeners: Record<string, (event: Event) => void> = {};
  const win = {
    location: { pathname: path, reload },
    sessionStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
    },
    addEventListener: (type: string, listener: (event: Event) => void) => {
      listeners[type] = listener;
    },
  } as unknown as Window;
  return { win, reload, listeners };
}

describe('chunk load failures', () => {
  it('reload once per path, again only after 10 s', () => {
    const { win, reload } = fakeWindow('/');
    expect(reloadAfterChunkError(win, 1_000)).toBe(true);
    expect(reloadAfterChunkError(win, 5_000)).toBe(false);
    expect(reloadAfterChunkError(win, 11_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('a failed lazy chunk reloads the page; within the guard the error goes on to the error page', async () => {
    const { win, reload } = fakeWindow('/cookie');
    const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    void loadChunk(failing, win);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    await expect(loadChunk(failing, win)).rejects.toThrow('dynamically imported');
  });

  it('handles Vite’s preload errors the same way', () => {
    const { win, reload, listeners } = fakeWindow('/');
    listenForPreloadErrors(win);
    const event = new Event('vite:preloadError', { cancelable: true });
    listeners['vite:preloadError']?.(event);
    expect(reload).toHaveBeenCalledOnce();
    expect(event.defaultPrevented).toBe(true);
  });
});

describe('prefetching', () => {
  const nav = (connection?: object) => ({ connection }) as unknown as Navigator;
  it('is skipped on slow connections and with data saver on', () => {
    expect(canPrefetch(nav())).toBe(true);
    expect(canPrefetch(nav({ effectiveType: '4g' }))).toBe(true);
    expect(canPrefetch(nav({ effectiveType: '2g' }))).toBe(false);
    expect(canPrefetch(nav({ effectiveType: 'slow-2g' }))).toBe(false);
    expect(canPrefetch(nav({ effectiveType: '4g', saveData: true }))).toBe(false);
  });
});
