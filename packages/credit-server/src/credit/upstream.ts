import {
  type ConsumptionAnswer,
  type ConsumptionCheck,
  type ConsumptionRegistration,
  consumptionAnswerSchema,
} from '@ccnl/core';
import { Agent, request } from 'undici';

/** Why the consumption service gave no answer, after every allowed attempt. */
export type UpstreamFault = 'timeout' | 'unavailable';

export type UpstreamResult =
  | { kind: 'answer'; answer: ConsumptionAnswer }
  | { kind: 'fault'; fault: UpstreamFault };

export interface UpstreamOptions {
  /** The consumption service, without a trailing slash. */
  baseUrl: string;
  timeoutMs: number;
  retries: number;
  /** First backoff pause; each retry doubles it, with jitter. */
  backoffMs?: number;
  /** Longest `Retry-After` honoured; a longer one ends the retries. */
  maxRetryAfterMs?: number;
  /** Told about each failed attempt; never given a request or answer body (they hold credentials). */
  onAttemptFailed?: (event: { call: string; attempt: number; reason: string }) => void;
}

export interface ConsumptionUpstream {
  check(body: ConsumptionCheck): Promise<UpstreamResult>;
  /** Safe to retry only because the service is idempotent by `Key`: every attempt sends the same body. */
  register(body: ConsumptionRegistration): Promise<UpstreamResult>;
  /** The longest a call can take with every retry: the lease of an idempotency key in flight. */
  readonly maxDurationMs: number;
  close(): Promise<void>;
}

/** An answer that is not the protocol's shape: result code 0, 'Risposta non valida' (spec §8). */
const INVALID_ANSWER: ConsumptionAnswer = { nRetCode: 0, strDescription: 'invalid answer', crmidlist: [] };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retry-After in seconds or as an HTTP date; undefined when absent or unreadable. */
function retryAfterMs(header: string | string[] | undefined): number | undefined {
  if (typeof header !== 'string' || !header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

type Attempt =
  | { done: true; result: UpstreamResult }
  | { done: false; fault: UpstreamFault; reason: string; waitMs?: number };

export function createConsumptionUpstream(options: UpstreamOptions): ConsumptionUpstream {
  const backoffMs = options.backoffMs ?? 100;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 2_000;
  const backoffCap = 1_000;
  // undici's request over a keep-alive pool: a third of fetch's cost per call, which is most of a check's.
  const dispatcher = new Agent({ keepAliveTimeout: 10_000, connections: 64 });

  async function attempt(url: string, payload: string): Promise<Attempt> {
    // One limit for headers and body alike: a stall anywhere ends the attempt.
    const signal = AbortSignal.timeout(options.timeoutMs);
    let text: string;
    let status: number;
    try {
      const response = await request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: payload,
        signal,
        dispatcher,
      });
      status = response.statusCode;
      if (status === 429 || status >= 500) {
        await response.body.dump().catch(() => undefined);
        const waitMs = status === 429 ? retryAfterMs(response.headers['retry-after']) : undefined;
        return { done: false, fault: 'unavailable', reason: `HTTP ${status}`, waitMs };
      }
      // A connection that breaks mid-answer throws here: the service may have committed, so the same body
      // is sent again.
      text = await response.body.text();
    } catch (error) {
      if (signal.aborted) return { done: false, fault: 'timeout', reason: 'timeout' };
      const code = (error as NodeJS.ErrnoException).code;
      return { done: false, fault: 'unavailable', reason: code ?? 'network error' };
    }
    if (status < 200 || status >= 300)
      return { done: true, result: { kind: 'answer', answer: INVALID_ANSWER } };
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return { done: true, result: { kind: 'answer', answer: INVALID_ANSWER } };
    }
    const parsed = consumptionAnswerSchema.safeParse(json);
    return { done: true, result: { kind: 'answer', answer: parsed.success ? parsed.data : INVALID_ANSWER } };
  }

  async function call(path: 'check' | 'register', body: unknown): Promise<UpstreamResult> {
    const url = `${options.baseUrl}/${path}`;
    const payload = JSON.stringify(body);
    let last: UpstreamFault = 'unavailable';
    for (let attemptNo = 0; attemptNo <= options.retries; attemptNo++) {
      const outcome = await attempt(url, payload);
      if (outcome.done) return outcome.result;
      last = outcome.fault;
      options.onAttemptFailed?.({ call: path, attempt: attemptNo + 1, reason: outcome.reason });
      if (attemptNo === options.retries) break;
      if (outcome.waitMs !== undefined && outcome.waitMs > maxRetryAfterMs) break;
      const exponential = Math.min(backoffCap, backoffMs * 2 ** attemptNo);
      // Full jitter keeps many clients that failed together from retrying together.
      await sleep(outcome.waitMs ?? exponential / 2 + Math.random() * (exponential / 2));
    }
    return { kind: 'fault', fault: last };
  }

  return {
    check: (body) => call('check', body),
    register: (body) => call('register', body),
    maxDurationMs:
      (options.retries + 1) * options.timeoutMs + options.retries * Math.max(backoffCap, maxRetryAfterMs),
    close: () => dispatcher.close(),
  };
}
