import type { CreditClient } from '../api/credit.js';
import { ApiError } from '../api/errors.js';
import type { CreditData } from '../model/consumption.js';
import { isCreditExhausted, isMeteredTier, isTrialEnded } from '../rules/tiers.js';
import type { AuthStore } from './auth-store.js';
import type { LoadStatus } from './chat-store.js';
import { createStoreCore, type Store } from './store.js';

/** Did the server refuse an answer for want of credit (result code 5098, HTTP 402)? That ends the trial. */
export const refusedForCredit = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 402;

/** Whether the balance is known: the trial-ended modal waits for a real balance, not the initial 0. */
export interface CreditState {
  status: LoadStatus;
}

export interface CreditStoreDeps {
  client: Pick<CreditClient, 'credit' | 'registerConsumption'>;
  auth: Pick<AuthStore, 'getState' | 'subscribe' | 'setCredit'>;
  log?: (message: string) => void;
}

/**
 * The credit lifecycle of the Iterazioni tier, once for both clients: the balance read at sign-in and held
 * in the auth state (`credito`), known or not; replaced by each registration's answer; re-read after an
 * answer the server refused (the credit went elsewhere); and the trial-ended decision from it.
 */
export function createCreditStore(deps: CreditStoreDeps) {
  const core = createStoreCore<CreditState>({ status: 'idle' });
  const { auth } = deps;
  const log = deps.log ?? (() => {});
  let generation = 0;
  const metered = () => isMeteredTier(auth.getState().tier);

  async function track(call: () => Promise<CreditData>): Promise<void> {
    const current = generation;
    if (core.getState().status !== 'success') core.setState({ status: 'pending' });
    try {
      const data = await call();
      if (current !== generation) return;
      auth.setCredit(data.availableCredit);
      core.setState({ status: 'success' });
    } catch (error) {
      if (current !== generation) return;
      if (core.getState().status !== 'success') core.setState({ status: 'error' });
      throw error;
    }
  }

  /** Reads the balance; nothing to read outside the Iterazioni tier. */
  function refresh(): Promise<void> {
    return metered() ? track(() => deps.client.credit()) : Promise.resolve();
  }

  function reset(): void {
    generation++;
    core.setState({ status: 'idle' });
  }

  // A new user (sign-in, another ticket, sign-out) starts from an unknown balance, read at once.
  let userId = auth.getState().user?.userId ?? null;
  const unsubscribe = auth.subscribe(() => {
    const next = auth.getState().user?.userId ?? null;
    if (next === userId) return;
    userId = next;
    reset();
    if (next) refresh().catch((error: unknown) => log(`Credit not read: ${String(error)}`));
  });

  const store: Store<CreditState> = { getState: core.getState, subscribe: core.subscribe };
  return {
    ...store,
    refresh,
    /** Registers an answer under its own id: the server's debit replays, with the new balance. */
    registerConsumption: (answerId: string) => track(() => deps.client.registerConsumption(answerId)),
    /** An answer was refused or failed: in the Iterazioni tier the balance may have gone, so it is re-read. */
    afterFailedAnswer(): void {
      if (metered()) refresh().catch((error: unknown) => log(`Credit not read: ${String(error)}`));
    },
    /** Is the balance read from the server (as opposed to the initial 0)? */
    known: () => core.getState().status === 'success',
    /** The Iterazioni credit is known to be spent. */
    exhausted: () =>
      core.getState().status === 'success' &&
      isCreditExhausted(auth.getState().tier, auth.getState().credito),
    /** The trial is over: no access, or the Iterazioni credit known to be spent (spec §2, §4). */
    trialEnded: () =>
      isTrialEnded(auth.getState().tier, auth.getState().credito, core.getState().status === 'success'),
    reset,
    dispose: unsubscribe,
  };
}

export type CreditStore = ReturnType<typeof createCreditStore>;
