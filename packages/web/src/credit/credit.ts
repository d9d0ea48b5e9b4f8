import type { AuthStore, CreditClient, CreditData, LoadStatus, Store } from '@ccnl/core';

/** Whether the balance is known: the trial-ended modal waits for a real balance, not the initial 0. */
export interface CreditState {
  status: LoadStatus;
}

export interface CreditStore extends Store<CreditState> {
  /** Loads the balance into the auth state (`credito`). */
  refresh(): Promise<void>;
  registerConsumption(idempotencyKey: string): Promise<void>;
  reset(): void;
}

/** The balance of the Iterazioni tier, from core's credit client (`GET api/credit`, registrations). */
export function createCreditStore(
  client: Pick<CreditClient, 'credit' | 'registerConsumption'>,
  auth: Pick<AuthStore, 'setCredit'>,
): CreditStore {
  const listeners = new Set<() => void>();
  let state: CreditState = { status: 'idle' };
  let generation = 0;
  const set = (status: LoadStatus) => {
    state = { status };
    for (const listener of listeners) listener();
  };
  async function track(call: () => Promise<CreditData>): Promise<void> {
    const current = generation;
    if (state.status !== 'success') set('pending');
    try {
      const data = await call();
      if (current !== generation) return;
      auth.setCredit(data.availableCredit);
      set('success');
    } catch (error) {
      if (current !== generation) return;
      if (state.status !== 'success') set('error');
      throw error;
    }
  }
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refresh: () => track(() => client.credit()),
    // The registration answers with the new balance: no second call to show it.
    registerConsumption: (key) => track(() => client.registerConsumption(key)),
    reset() {
      generation++;
      set('idle');
    },
  };
}
