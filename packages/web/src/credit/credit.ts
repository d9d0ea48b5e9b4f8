import {
  ApiError,
  type AuthStore,
  type CreditData,
  creditLookupAnswerSchema,
  type FetchLike,
  type LoadStatus,
  NetworkError,
  type Store,
} from '@ccnl/core';

/**
 * The credit calls of the web app's own server (same origin): `GET api/credit` and `POST
 * api/registerConsumption`. A local stand-in until core's credit client (packages/core/src/api/credit.ts)
 * lands; the answers are parsed with core's `creditLookupAnswerSchema`.
 */
export interface CreditClient {
  credit(): Promise<CreditData>;
  registerConsumption(idempotencyKey: string): Promise<CreditData>;
}

export function createCreditClient(options: {
  baseUrl: string;
  getToken: () => string | null | undefined;
  fetch?: FetchLike;
}): CreditClient {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  async function call(method: string, path: string, headers: Record<string, string> = {}) {
    const token = options.getToken();
    let response: Response;
    try {
      response = await doFetch(new URL(path, options.baseUrl).href, {
        method,
        headers: {
          accept: 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      });
    } catch (error) {
      throw new NetworkError(error instanceof Error ? error.message : 'fetch failed', { cause: error });
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const message = (body as { message?: unknown } | null)?.message;
      throw new ApiError(response.status, typeof message === 'string' ? message : `HTTP ${response.status}`);
    }
    const parsed = creditLookupAnswerSchema.safeParse(body);
    if (!parsed.success) throw new ApiError(502, `unexpected answer from ${path}`);
    return parsed.data.data;
  }
  return {
    credit: () => call('GET', 'api/credit'),
    registerConsumption: (key) => call('POST', 'api/registerConsumption', { 'idempotency-key': key }),
  };
}

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

export function createCreditStore(client: CreditClient, auth: Pick<AuthStore, 'setCredit'>): CreditStore {
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
