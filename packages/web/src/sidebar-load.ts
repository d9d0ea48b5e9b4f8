import type { ApiClient, Store } from '@ccnl/core';

export type SidebarLoadStatus = 'idle' | 'pending' | 'success' | 'error';

/**
 * How the last load of the conversations list went. Core's store ends failed list loads silently (spec §8);
 * the sidebar must still tell an empty list from one that did not load.
 */
export interface SidebarLoadStore extends Store<SidebarLoadStatus> {
  /** The API with `recentConversations` watched. */
  watch<A extends Pick<ApiClient, 'recentConversations'>>(api: A): A;
  reset(): void;
}

export function createSidebarLoadStore(): SidebarLoadStore {
  let status: SidebarLoadStatus = 'idle';
  let latest = 0;
  const listeners = new Set<() => void>();
  const set = (next: SidebarLoadStatus) => {
    if (next === status) return;
    status = next;
    for (const listener of listeners) listener();
  };
  return {
    getState: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    watch(api) {
      return {
        ...api,
        recentConversations: (...args: Parameters<ApiClient['recentConversations']>) => {
          const call = ++latest;
          set('pending');
          const result = api.recentConversations(...args);
          // Only the latest call decides: an older answer arriving late says nothing about the list shown.
          result.then(
            () => call === latest && set('success'),
            () => call === latest && set('error'),
          );
          return result;
        },
      };
    },
    reset() {
      latest++;
      set('idle');
    },
  };
}
