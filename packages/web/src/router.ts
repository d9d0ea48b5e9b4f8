import {
  emptyRouting,
  type RouteGuard,
  type RoutingManifest,
  resolveRoute,
  routeGuards,
} from './routing/route-rules.js';

export interface RouteState {
  path: string;
  /** A navigation failed (e.g. an unknown route guard): the page shows 'Internal Server Error'. */
  failed: boolean;
}

/** A tiny history-API router: the current route as an external store, navigation by pushState. */
export interface Router {
  getState(): RouteState;
  subscribe(listener: () => void): () => void;
  navigate(to: string, options?: { replace?: boolean }): void;
  /** Applies a build manifest's route rules and redirects to the current path and every later navigation. */
  applyRouting(routing: RoutingManifest): void;
}

export function createHistoryRouter(
  win: Window = window,
  guards: Readonly<Record<string, RouteGuard>> = routeGuards,
): Router {
  const listeners = new Set<() => void>();
  let routing = emptyRouting;
  let state: RouteState = { path: win.location.pathname, failed: false };

  const notify = () => {
    for (const listener of listeners) listener();
  };

  /** Runs the rules for the location the browser shows now; rewrites it when a rule redirects. */
  function settle(): void {
    const { pathname, search, hash } = win.location;
    let next: RouteState;
    try {
      const resolution = resolveRoute(routing, guards, pathname, win.location.origin);
      if (resolution.kind === 'external') {
        // An external target is a full page load (spec §2).
        win.location.assign(resolution.url);
        return;
      }
      if (resolution.path !== pathname)
        win.history.replaceState(null, '', `${resolution.path}${search}${hash}`);
      next = { path: resolution.path, failed: false };
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      next = { path: pathname, failed: true };
    }
    if (next.path !== state.path || next.failed !== state.failed) {
      state = next;
      notify();
    }
  }

  const onPopState = () => settle();

  return {
    getState: () => state,
    subscribe(listener) {
      // Back/forward only matter while someone renders the route.
      if (listeners.size === 0) win.addEventListener('popstate', onPopState);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) win.removeEventListener('popstate', onPopState);
      };
    },
    navigate(to, options = {}) {
      const url = new URL(to, win.location.href);
      if (url.origin !== win.location.origin) {
        win.location.assign(url.href);
        return;
      }
      if (url.href !== win.location.href) {
        const target = `${url.pathname}${url.search}${url.hash}`;
        if (options.replace) win.history.replaceState(null, '', target);
        else win.history.pushState(null, '', target);
      }
      settle();
    },
    applyRouting(next) {
      routing = next;
      settle();
    },
  };
}
