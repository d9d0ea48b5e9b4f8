import { createHash } from 'node:crypto';
import { PRODUCT_SERVER_HEADER, serverTexts } from '@ccnl/core';
import type { Connection } from '@ccnl/storage';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sameSecret } from '../documents/storage.js';
import { databaseRateLimitStore } from './rate-limit-store.js';

const MINUTE = 60_000;

export interface BackendLimitSettings {
  signInPerMinute: number;
  invalidTokensPerMinute: number;
  productServerSecret: string;
  /** Where the counters live: the database every replica shares. */
  db: Connection;
}

/**
 * The client's address: the socket's, or the one the product server forwarded for (only when the call
 * carries the product server's secret, so nobody else can pick an address to be limited as).
 */
export function clientAddress(request: FastifyRequest, secret: string): string {
  const forwarded = request.headers['x-forwarded-for'];
  if (
    typeof forwarded === 'string' &&
    forwarded &&
    sameSecret(request.headers[PRODUCT_SERVER_HEADER], secret)
  )
    return forwarded.split(',')[0]?.trim() || request.ip;
  return request.ip;
}

const digest = (value: string) => createHash('sha256').update(value).digest('base64url');

/** Sign-in (per address and per ticket) and invalid-token limits, over @fastify/rate-limit in the database. */
export async function createBackendLimits(app: FastifyInstance, settings: BackendLimitSettings) {
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(settings.db) });
  const address = (request: FastifyRequest) => clientAddress(request, settings.productServerSecret);
  const tickets = new WeakMap<FastifyRequest, string>();
  const signInByAddress = app.createRateLimit({
    max: settings.signInPerMinute,
    timeWindow: MINUTE,
    keyGenerator: (request) => `signin-address:${address(request)}`,
  });
  const signInByTicket = app.createRateLimit({
    max: settings.signInPerMinute,
    timeWindow: MINUTE,
    // The ticket itself is a credential: only its digest is kept as a key.
    keyGenerator: (request) => `signin-ticket:${tickets.get(request) ?? ''}`,
  });
  const invalidTokens = app.createRateLimit({
    max: settings.invalidTokensPerMinute,
    timeWindow: MINUTE,
    keyGenerator: (request) => `invalid-token:${address(request)}`,
  });

  type Limit = Awaited<ReturnType<typeof signInByAddress>>;
  const exceeded = (limit: Limit) => !limit.isAllowed && limit.isExceeded;
  const seconds = (limit: Limit) => (limit.isAllowed ? 1 : Math.max(1, limit.ttlInSeconds));

  return {
    /** Seconds to wait when this sign-in is over a limit (by address, then by ticket); null when allowed. */
    async signIn(request: FastifyRequest, ticket: string): Promise<number | null> {
      const byAddress = await signInByAddress(request);
      if (exceeded(byAddress)) return seconds(byAddress);
      tickets.set(request, digest(ticket));
      const byTicket = await signInByTicket(request);
      return exceeded(byTicket) ? seconds(byTicket) : null;
    },
    /** An address that keeps sending bad tokens is answered 429 before any verification. */
    async floodRefused(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
      // A peek counts nothing: once the bad tokens reach the limit, the address waits out the window.
      const limit = await invalidTokens(request, { increment: false });
      if (limit.isAllowed || limit.remaining > 0) return false;
      const wait = seconds(limit);
      reply
        .code(429)
        .header('retry-after', String(wait))
        .type('application/json; charset=utf-8')
        .send({ message: serverTexts.limits.requests(wait) });
      return true;
    },
    async countInvalid(request: FastifyRequest): Promise<void> {
      await invalidTokens(request);
    },
  };
}

export type BackendLimits = Awaited<ReturnType<typeof createBackendLimits>>;
