import { describe, expect, it, vi } from 'vitest';
import { createHistoryRouter } from './router.js';
import { parseRouting } from './routing/route-rules.js';

/** A window whose location can be watched: jsdom cannot load another page. */
function fakeWindow(path: string) {
  const url = new URL(path, 'http://127.0.0.1:3000');
  const assign = vi.fn();
  const win = {
    location: {
      get pathname() {
        return url.pathname;
      },
      get search() {
        return url.search;
      },
      get hash() {
        return url.hash;
      },
      get href() {
        return url.href;
      },
      origin: url.origin,
      assign,
    },
    history: {
      pushState: vi.fn((_s: unknown, _t: string, to: string) => {
        url.href = new URL(to, url).href;
      }),
      replaceState: vi.fn((_s: unknown, _t: string, to: string) => {
        url.href = new URL(to, url).href;
      }),
    },
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
  return { win: win as unknown as Window, assign, history: win.history };
}

describe('router', () => {
  it('an external redirect of the manifest is a full page load; internal ones rewrite the address', () => {
    const { win, assign, history } = fakeWindow('/tutorial?x=1');
    const router = createHistoryRouter(win);
    router.applyRouting(
      parseRouting({
        redirects: { '/tutorial': '/video-tutorial', '/contatti': 'https://www.example.com/vendite' },
      }),
    );
    expect(history.replaceState).toHaveBeenCalledWith(null, '', '/video-tutorial?x=1');
    expect(router.getState()).toEqual({ path: '/video-tutorial', failed: false });

    router.navigate('/contatti');
    expect(assign).toHaveBeenCalledWith('https://www.example.com/vendite');
    router.navigate('https://www.example.com/altro');
    expect(assign).toHaveBeenLastCalledWith('https://www.example.com/altro');
  });

  it('notifies subscribers once per change and listens to back/forward only while subscribed', () => {
    const { win } = fakeWindow('/');
    const router = createHistoryRouter(win);
    const listener = vi.fn();
    const stop = router.subscribe(listener);
    expect(win.addEventListener).toHaveBeenCalledWith('popstate', expect.any(Function));
    router.navigate('/cookie');
    router.navigate('/cookie');
    expect(listener).toHaveBeenCalledOnce();
    stop();
    expect(win.removeEventListener).toHaveBeenCalledWith('popstate', expect.any(Function));
  });
});
