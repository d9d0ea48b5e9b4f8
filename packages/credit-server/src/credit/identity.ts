import { hkdfSync } from 'node:crypto';
import { TICKET_SEAL_INFO } from '@ccnl/core';
import { compactDecrypt, createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from 'jose';

/** Who calls, from the verified token only: the upstream calls are built from these fields, never a body. */
export interface Identity {
  userId: string;
  crmid: string;
  customerType: string;
  /** The SSO ticket the user signed in with, opened from the token's sealed claim. Never logged. */
  ticket: string;
  /** The tier the backend signed in the token (spec §4), or null: what decides metering. */
  tier: string | null;
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

/** Opens the `tkt` claim the backend sealed with the shared secret; null when it is not one of ours. */
async function openTicket(sealed: string, key: Uint8Array): Promise<string | null> {
  try {
    const { plaintext } = await compactDecrypt(sealed, key, {
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
    });
    return new TextDecoder().decode(plaintext);
  } catch {
    return null;
  }
}

export function createIdentityVerifier(options: {
  jwksUrl: string;
  issuer: string;
  productServerSecret: string;
}): IdentityVerifier {
  const jwks = createRemoteJWKSet(new URL(options.jwksUrl), { timeoutDuration: 5_000 });
  const sealKey = new Uint8Array(
    hkdfSync('sha256', options.productServerSecret, new Uint8Array(0), TICKET_SEAL_INFO, 32),
  );
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
      const sealed = stringClaim(payload, 'tkt');
      const ticket = sealed ? await openTicket(sealed, sealKey) : null;
      if (!userId || !crmid || !customerType || !ticket) return { kind: 'invalid' };
      const identity = { userId, crmid, customerType, ticket, tier: stringClaim(payload, 'tier') ?? null };
      if (cache.size >= CACHE_SIZE) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
      cache.set(token, { identity, expiresAt: (payload.exp ?? 0) * 1000 });
      return { kind: 'ok', identity };
    },
  };
}
