import { serverTexts } from '@ccnl/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Identity, IdentityVerifier } from './credit/identity.js';
import type { Limits } from './limits.js';

function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer[ ]+([A-Za-z0-9._~+/-]+=*)$/i.exec(request.headers.authorization?.trim() ?? '');
  return match?.[1] ?? null;
}

export function sendError(reply: FastifyReply, status: number, error: string, message: string): FastifyReply {
  return reply.code(status).send({ statusCode: status, error, message });
}

/**
 * Who calls, from the bearer token alone: the verified identity, or null once the refusal is sent (401,
 * 503 when the keys cannot be fetched, 429 for an address that keeps sending bad tokens).
 */
export function createCallerCheck(identity: IdentityVerifier, limits: Limits) {
  return async function caller(request: FastifyRequest, reply: FastifyReply): Promise<Identity | null> {
    reply.header('cache-control', 'no-store');
    if (await limits.floodRefused(request, reply)) return null;
    const token = bearerToken(request);
    const result = token ? await identity.verify(token) : ({ kind: 'invalid' } as const);
    if (result.kind === 'unavailable') {
      request.log.error('JWKS unreachable: callers cannot be verified');
      sendError(reply, 503, 'Service Unavailable', serverTexts.authUnavailable);
      return null;
    }
    if (result.kind === 'invalid') {
      await limits.countInvalid(request);
      sendError(
        reply.header('www-authenticate', 'Bearer realm="ccnl"'),
        401,
        'Unauthorized',
        serverTexts.unauthorized,
      );
      return null;
    }
    return result.identity;
  };
}

export type CallerCheck = ReturnType<typeof createCallerCheck>;
