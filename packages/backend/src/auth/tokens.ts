import { tierFromRoles } from '@ccnl/core';
import { errors, jwtVerify, SignJWT } from 'jose';
import { SIGNING_ALG, type SigningKey } from './signing-key.js';

const TOKEN_AUDIENCE = 'ccnl';
const TOKEN_LIFETIME = '12h';

/** Who a token is for: the credit server builds its upstream calls from these verified claims only. */
export interface TokenSubject {
  id: string;
  crmid: string;
  customerType: string;
  /** The SSO ticket the user signed in with: sealed in the token, never readable in its payload. */
  ticket: string;
  /** The roles whose tier the product server meters by (spec §4). */
  roles: readonly { pos: string }[];
}

export interface TokenService {
  issueToken(subject: TokenSubject): Promise<string>;
  /** The token's subject (userId), or null for any token this server did not issue or that is no longer valid. */
  verifyToken(token: string): Promise<string | null>;
  jwks(): { keys: SigningKey['publicJwk'][] };
}

/** Verified tokens remembered, so that a client's every call does not pay for an ECDSA verification. */
const VERIFIED_CACHE_ENTRIES = 10_000;
/** Far longer than any token this server issues; longer ones are refused unread. */
const MAX_TOKEN_CHARS = 4_096;

export function createTokenService(
  key: SigningKey,
  issuer: string,
  sealTicket: (ticket: string) => Promise<string>,
): TokenService {
  // Token text → subject and expiry. Only tokens that passed full verification enter; expiry is checked on
  // every use, so a remembered token stops working exactly when it would have.
  const verified = new Map<string, { sub: string; exp: number }>();
  return {
    async issueToken(subject) {
      const tier = tierFromRoles(subject.roles);
      return new SignJWT({
        crmid: subject.crmid,
        ctype: subject.customerType,
        tkt: await sealTicket(subject.ticket),
        ...(tier ? { tier } : {}),
      })
        .setProtectedHeader({ alg: SIGNING_ALG, kid: key.kid, typ: 'JWT' })
        .setIssuer(issuer)
        .setAudience(TOKEN_AUDIENCE)
        .setSubject(subject.id)
        .setIssuedAt()
        .setExpirationTime(TOKEN_LIFETIME)
        .sign(key.privateKey);
    },

    async verifyToken(token) {
      if (token.length > MAX_TOKEN_CHARS) return null;
      const known = verified.get(token);
      if (known) {
        if (known.exp * 1000 > Date.now()) return known.sub;
        verified.delete(token);
        return null;
      }
      try {
        // Pinning the algorithm refuses `alg: none` and HMAC tokens forged with the public key.
        const { payload } = await jwtVerify(token, key.publicKey, {
          algorithms: [SIGNING_ALG],
          issuer,
          audience: TOKEN_AUDIENCE,
          requiredClaims: ['sub', 'exp'],
        });
        if (typeof payload.sub !== 'string' || !payload.sub || typeof payload.exp !== 'number') return null;
        if (verified.size >= VERIFIED_CACHE_ENTRIES) verified.delete(verified.keys().next().value as string);
        verified.set(token, { sub: payload.sub, exp: payload.exp });
        return payload.sub;
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },

    jwks() {
      return { keys: [key.publicJwk] };
    },
  };
}
