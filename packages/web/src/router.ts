/** A tiny history-API router: the current path as an external store, and navigation by pushState. */
export interface Router {
  getPath(): string;
  subscribe(listener: () => void): () => void;
  navigate(to: string): void;
}

export function createHistoryRouter(win: Window = window): Router {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    getPath: () => win.location.pathname,
    subscribe(listener) {
      // Back/forward only matter while someone renders the path.
      if (listeners.size === 0) win.addEventListener('popstate', notify);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) win.removeEventListener('popstate', notify);
      };
    },
    navigate(to) {
      const url = new URL(to, win.location.href);
      // An external target is a full page load (spec §2).
      if (url.origin !== win.location.origin) {
        win.location.assign(url.href);
        return;
      }
      if (url.href === win.location.href) return;
      win.history.pushState(null, '', `${url.pathname}${url.search}${url.hash}`);
      notify();
    },
  };
}
