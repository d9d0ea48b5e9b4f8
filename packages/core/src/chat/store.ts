/** A minimal external store: immutable snapshots, synchronous subscribers (Zustand's vanilla shape). */
export interface Store<S> {
  getState(): S;
  subscribe(listener: () => void): () => void;
}

export function createStoreCore<S>(initial: S) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: (): S => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setState(patch: Partial<S>): void {
      state = { ...state, ...patch };
      for (const listener of listeners) listener();
    },
  };
}
