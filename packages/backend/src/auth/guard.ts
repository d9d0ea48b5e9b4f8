import {
  CREDIT_CODE,
  isCreditExhausted,
  isMeteredTier,
  METERED_HEADER,
  PRODUCT_SERVER_HEADER,
  serverTexts,
  texts,
  tierFromRoles,
} from '@ccnl/core';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Database } from '../db/database.js';
import { sameSecret } from '../documents/storage.js';
import { sendError } from '../http/errors.js';
import type { BackendLimits } from './limits.js';
import type { TokenService } from './tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, from the verified bearer token's `sub`. Set by the auth guard on API routes. */
    userId: string;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer[ ]+([A-Za-z0-9._~+/-]+=*)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

function unauthorized(reply: FastifyReply): FastifyReply {
  return sendError(
    reply.header('www-authenticate', 'Bearer realm="ccnl"'),
    401,
    serverTexts.http.unauthorized,
  );
}

/** The agent calls: the ones that spend an iteration, so the ones refused without access or credit. */
const AGENT_ROUTES = new Set(['/main-agent', '/calcola-agent']);

function meteredByProductServer(request: FastifyRequest, secret: string): boolean {
  const forwarded = sameSecret(request.headers[PRODUCT_SERVER_HEADER], secret);
  return forwarded && request.headers[METERED_HEADER] === '1';
}

/**
 * Runs before the body is read: who asks (a valid bearer JWT of an existing user), then whose data the path
 * names. A userId other than the caller's, or a session or document the caller does not own, is 404 exactly
 * like a missing one, so ids of other users cannot be probed.
 */
export function authGuard(
  tokens: TokenService,
  db: Database,
  options: { productServerSecret: string; limits: BackendLimits },
): onRequestAsyncHookHandler {
  return async (request, reply) => {
    if (await options.limits.floodRefused(request, reply)) return reply;
    const token = bearerToken(request);
    const userId = token ? await tokens.verifyToken(token) : null;
    const user = userId ? await db.users.findById(userId) : undefined;
    if (!userId || !user) {
      await options.limits.countInvalid(request);
      return unauthorized(reply);
    }
    request.userId = userId;
    const params = request.params as { userId?: string; sessionId?: string; fileId?: string };
    if (params.userId !== undefined && params.userId !== userId)
      return sendError(reply, 404, serverTexts.http.notFound);
    if (params.sessionId !== undefined && !(await db.sessions.findOwned(params.sessionId, userId)))
      return sendError(reply, 404, serverTexts.http.notFound);
    if (params.fileId !== undefined && !(await db.documents.findOwned(params.fileId, userId)))
      return sendError(reply, 404, serverTexts.http.notFound);
    // The server's own credit check (spec §4, §6): no answer without a tier, nor in the Iterazioni tier
    // without credit, whatever the client shows.
    if (AGENT_ROUTES.has(request.routeOptions.url ?? '')) {
      const tier = tierFromRoles(user.roles);
      if (!tier) return sendError(reply, 403, texts.credit[CREDIT_CODE.forbidden]);
      if (isCreditExhausted(tier, user.credit))
        return sendError(reply, 402, texts.credit[CREDIT_CODE.noCredit]);
      // A paid answer starts only where it is paid for: the product server reserves the credit and debits
      // it. Called directly, this server would answer for free.
      if (isMeteredTier(tier) && !meteredByProductServer(request, options.productServerSecret))
        return sendError(reply, 403, texts.credit.meteredThroughProductServer);
    }
  };
}
