import { serverTexts } from '@ccnl/core';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitCounters } from './credit/store.js';
import { sharedRateLimitStore } from './rate-limit-store.js';

export interface LimitSettings {
  /** Credit route calls per minute per user. */
  creditPerMinute: number;
  /** Agent calls (answers) per minute per user. */
  answersPerMinute: number;
  /** Refused tokens per minute per client address, before even a valid one is answered 429. */
  invalidTokensPerMinute: number;
}

const MINUTE = 60_000;

/**
 * The server's abuse limits, over @fastify/rate-limit: counted in memory for one server, in the database
 * (`counters`) for replicas sharing it. Each answers 429 with `Retry-After` and an Italian text.
 */
export async function createLimits(
  app: FastifyInstance,
  counters: RateLimitCounters | undefined,
  settings: LimitSettings,
) {
  await app.register(rateLimit, {
    global: false,
    ...(counters ? { store: sharedRateLimitStore(counters) } : {}),
  });
  // The key of a call is known only once its token is verified: handed to the limiter beside the request.
  const keys = new WeakMap<FastifyRequest, string>();
  const byKey = (request: FastifyRequest) => keys.get(request) ?? request.ip;
  const credit = app.createRateLimit({
    max: settings.creditPerMinute,
    timeWindow: MINUTE,
    keyGenerator: byKey,
  });
  const answers = app.createRateLimit({
    max: settings.answersPerMinute,
    timeWindow: MINUTE,
    keyGenerator: byKey,
  });
  const invalidTokens = app.createRateLimit({
    max: settings.invalidTokensPerMinute,
    timeWindow: MINUTE,
    keyGenerator: (request) => request.ip,
  });

  function refuse(reply: FastifyReply, seconds: number, message: string): void {
    reply
      .code(429)
      .header('retry-after', String(seconds))
      .send({ statusCode: 429, error: 'Too Many Requests', message });
  }

  async function take(
    limiter: typeof credit,
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    message: (seconds: number) => string,
  ): Promise<boolean> {
    keys.set(request, key);
    const limit = await limiter(request);
    if (limit.isAllowed || !limit.isExceeded) return true;
    const seconds = Math.max(1, limit.ttlInSeconds);
    refuse(reply, seconds, message(seconds));
    return false;
  }

  return {
    /** One credit route call of `userId`; false (429 sent) when over the limit. */
    credit: (request: FastifyRequest, reply: FastifyReply, userId: string) =>
      take(credit, request, reply, `credit:${userId}`, serverTexts.rateLimited),
    /** One answer of `userId`; false (429 sent) when over the limit. */
    answer: (request: FastifyRequest, reply: FastifyReply, userId: string) =>
      take(answers, request, reply, `answer:${userId}`, serverTexts.tooManyAnswers),
    /** Is this address flooding with bad tokens? Then 429 is sent before any verification, and true returned. */
    async floodRefused(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
      // A peek counts nothing: once the bad tokens reach the limit, the address waits out the window.
      const limit = await invalidTokens(request, { increment: false });
      if (limit.isAllowed || limit.remaining > 0) return false;
      const seconds = Math.max(1, limit.ttlInSeconds);
      refuse(reply, seconds, serverTexts.rateLimited(seconds));
      return true;
    },
    /** Counts a refused token against its address. */
    async countInvalid(request: FastifyRequest): Promise<void> {
      await invalidTokens(request);
    },
  };
}

export type Limits = Awaited<ReturnType<typeof createLimits>>;
