import { isCreditExhausted, it, tierFromRoles } from '@ccnl/core';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Database } from '../db/database.js';
import { messages, sendError } from '../http/errors.js';
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
  return sendError(reply.header('www-authenticate', 'Bearer realm="ccnl"'), 401, messages.unauthorized);
}

/** The agent calls: the ones that spend an iteration, so the ones refused without access or credit. */
const AGENT_ROUTES = new Set(['/main-agent', '/calcola-agent']);

/**
 * Runs before the body is read: who asks (a valid bearer JWT of an existing user), then whose data the path
 * names. A userId other than the caller's, or a session or document the caller does not own, is 404 exactly
 * like a missing one, so ids of other users cannot be probed.
 */
export function authGuard(tokens: TokenService, db: Database): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const token = bearerToken(request);
    const userId = token ? await tokens.verifyToken(token) : null;
    const user = userId ? db.findUserById(userId) : undefined;
    if (!userId || !user) return unauthorized(reply);
    request.userId = userId;
    const params = request.params as { userId?: string; sessionId?: string; fileId?: string };
    if (params.userId !== undefined && params.userId !== userId)
      return sendError(reply, 404, messages.notFound);
    if (params.sessionId !== undefined && !db.findOwnedSession(params.sessionId, userId))
      return sendError(reply, 404, messages.notFound);
    if (params.fileId !== undefined && !db.findOwnedDocument(params.fileId, userId))
      return sendError(reply, 404, messages.notFound);
    // The server's own credit check (spec §4, §6): no answer without a tier, nor in the Iterazioni tier
    // without credit, whatever the client shows.
    if (AGENT_ROUTES.has(request.routeOptions.url ?? '')) {
      const tier = tierFromRoles(user.roles);
      if (!tier) return sendError(reply, 403, it.credit[5092]);
      if (isCreditExhausted(tier, user.credit)) return sendError(reply, 402, it.credit[5098]);
    }
  };
}
