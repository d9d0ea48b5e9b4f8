import { type CreditData, creditLookupAnswerSchema } from '../model/consumption.js';
import type { FetchLike, RequestOptions } from './client.js';
import { ApiError, isAbort, NetworkError, ValidationError } from './errors.js';

export interface CreditClientOptions {
  /** The credit server (the web app's own server): `creditUrl` of the configuration. */
  baseUrl: string;
  /** The signed-in user's bearer token, read on every call: the server knows the customer from it alone. */
  getToken: () => string | null | undefined;
  fetch?: FetchLike;
}

/**
 * The credit server's calls. Every answer carries the customer's credit data; a refusal is an ApiError
 * whose status says which screen to show (402 credit exhausted, 403 no access, 401 sign in again, 409 the
 * same registration still in flight, 429 too many requests, 502/504 the consumption service failed) and
 * whose message is the server's Italian text.
 */
export function createCreditClient(options: CreditClientOptions) {
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;

  async function call(
    method: 'GET' | 'POST',
    path: string,
    opts: RequestOptions,
    extraHeaders: Record<string, string> = {},
  ): Promise<CreditData> {
    const token = options.getToken();
    let response: Response;
    try {
      response = await doFetch(new URL(path, base).toString(), {
        method,
        headers: {
          accept: 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...extraHeaders,
        },
        signal: opts.signal ?? null,
      });
    } catch (error) {
      if (isAbort(error, opts.signal)) throw error;
      const cause =
        error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : '';
      throw new NetworkError(cause || 'fetch failed', { cause: error });
    }
    const text = await response.text().catch(() => '');
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (a proxy's error page): the status still says what happened.
    }
    if (!response.ok) {
      const message = (body as { message?: unknown } | null)?.message;
      throw new ApiError(
        response.status,
        typeof message === 'string' ? message : response.statusText || `HTTP ${response.status}`,
      );
    }
    const parsed = creditLookupAnswerSchema.safeParse(body);
    if (!parsed.success) throw new ValidationError(`unexpected answer from ${path}`, parsed.error.issues);
    return parsed.data.data;
  }

  return {
    /** The credit lookup: the balance (0 when exhausted, which is an answer, not an error). */
    credit: (opts: RequestOptions = {}) => call('GET', 'api/credit', opts),
    /** The consumption check: may the user spend an iteration now? 402 when the credit is exhausted. */
    checkConsumption: (opts: RequestOptions = {}) => call('POST', 'api/consumption', opts),
    /**
     * Registers one consumption. The key is minted once per answer and sent again on any retry: the
     * server debits once per key and replays its first answer.
     */
    registerConsumption: (idempotencyKey: string, opts: RequestOptions = {}) =>
      call('POST', 'api/registerConsumption', opts, { 'idempotency-key': idempotencyKey }),
  };
}

export type CreditClient = ReturnType<typeof createCreditClient>;
