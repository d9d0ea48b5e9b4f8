import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from 'jose';

/** Who calls, from the verified token only: the upstream calls are built from these fields, never a body. */
export interface Identity {
  userId: string;
  crmid: string;
  customerType: string;
  /** The SSO ticket the user signed in with. Never logged. */
  ticket: string;
}

export type IdentityResult =
  | { kind: 'ok'; identity: Identity }
  | { kind: 'invalid' }
  /** The keys could not be fetched: nobody can be verified right now. */
  | { kind: 'unavailable' };

export interface IdentityVerifier {
  verify(token: string): Promise<IdentityResult>;
}

const AUDIENCE = 'ccnl';
/** Verified tokens remembered, so that a busy user costs one signature check per token, not per call. */
const CACHE_SIZE = 5_000;

function stringClaim(payload: JWTPayload, name: string): string | undefined {
  const value = payload[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

export function createIdentityVerifier(options: { jwksUrl: string; issuer: string }): IdentityVerifier {
  const jwks = createRemoteJWKSet(new URL(options.jwksUrl), { timeoutDuration: 5_000 });
  const cache = new Map<string, { identity: Identity; expiresAt: number }>();

  return {
    async verify(token) {
      const cached = cache.get(token);
      if (cached) {
        if (cached.expiresAt > Date.now()) return { kind: 'ok', identity: cached.identity };
        cache.delete(token);
      }
      let payload: JWTPayload;
      try {
        // ES256 only: refuses `alg: none` and HMAC tokens forged with the public key.
        ({ payload } = await jwtVerify(token, jwks, {
          algorithms: ['ES256'],
          issuer: options.issuer,
          audience: AUDIENCE,
          requiredClaims: ['sub', 'exp'],
        }));
      } catch (error) {
        // A bad token is a specific JOSE error. The key set's own trouble is a timeout, the generic error
        // (no 200, not JSON) or fetch's own error, which jose lets through: nobody can be verified then.
        const keysUnreachable =
          error instanceof errors.JWKSTimeout ||
          !(error instanceof errors.JOSEError) ||
          error.code === errors.JOSEError.code;
        return { kind: keysUnreachable ? 'unavailable' : 'invalid' };
      }
      const userId = payload.sub;
      const crmid = stringClaim(payload, 'crmid');
      const customerType = stringClaim(payload, 'ctype');
      const ticket = stringClaim(payload, 'tkt');
      if (!userId || !crmid || !customerType || !ticket) return { kind: 'invalid' };
      const identity = { userId, crmid, customerType, ticket };
      if (cache.size >= CACHE_SIZE) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
      cache.set(token, { identity, expiresAt: (payload.exp ?? 0) * 1000 });
      return { kind: 'ok', identity };
    },
  };
}
