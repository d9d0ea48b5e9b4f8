import {
  ApiError,
  type CreditData,
  creditLookupAnswerSchema,
  type FetchLike,
  NetworkError,
  ValidationError,
} from '@ccnl/core';

/**
 * The credit lookup of the credit server (`GET api/credit` with the bearer JWT): the smallest local client
 * until core has its own (packages/core/src/api/credit.ts), with core's typed errors.
 */
export async function fetchCredit(
  creditUrl: string,
  token: string,
  fetch: FetchLike = (input, init) => globalThis.fetch(input, init),
  signal?: AbortSignal,
): Promise<CreditData> {
  const url = new URL('api/credit', creditUrl.endsWith('/') ? creditUrl : `${creditUrl}/`).toString();
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'GET',
      headers: { accept: 'application/json', authorization: `Bearer ${token}` },
      signal: signal ?? null,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    const cause =
      error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : '';
    throw new NetworkError(cause || 'fetch failed', { cause: error });
  }
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!response.ok) {
    const message = (body as { message?: unknown } | null)?.message;
    throw new ApiError(response.status, typeof message === 'string' ? message : response.statusText);
  }
  const parsed = creditLookupAnswerSchema.safeParse(body);
  if (!parsed.success) throw new ValidationError('unexpected answer from api/credit', parsed.error.issues);
  return parsed.data.data;
}
