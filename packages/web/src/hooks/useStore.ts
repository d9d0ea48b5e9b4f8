import type { Store } from '@ccnl/core';
import { useSyncExternalStore } from 'react';

/**
 * Subscribes a component to a slice of a core store. The selector must return a value that keeps its
 * identity while the slice is unchanged (a state field, not a fresh `?? []`), or React re-renders forever.
 */
export function useStore<S, T>(store: Store<S>, selector: (state: S) => T): T {
  const read = () => selector(store.getState());
  return useSyncExternalStore(store.subscribe, read, read);
}
