import { errors, jwtVerify, SignJWT } from 'jose';
import { SIGNING_ALG, type SigningKey } from './signing-key.js';

const TOKEN_AUDIENCE = 'ccnl';
const TOKEN_LIFETIME = '12h';

/** Who a token is for: the credit server builds its upstream calls from these verified claims only. */
export interface TokenSubject {
  id: string;
  crmid: string;
  customerType: string;
  /** The SSO ticket the user signed in with. */
  ticket: string;
}

export interface TokenService {
  issueToken(subject: TokenSubject): Promise<string>;
  /** The token's subject (userId), or null for any token this server did not issue or that is no longer valid. */
  verifyToken(token: string): Promise<string | null>;
  jwks(): { keys: SigningKey['publicJwk'][] };
}

export function createTokenService(key: SigningKey, issuer: string): TokenService {
  return {
    issueToken(subject) {
      return new SignJWT({ crmid: subject.crmid, ctype: subject.customerType, tkt: subject.ticket })
        .setProtectedHeader({ alg: SIGNING_ALG, kid: key.kid, typ: 'JWT' })
        .setIssuer(issuer)
        .setAudience(TOKEN_AUDIENCE)
        .setSubject(subject.id)
        .setIssuedAt()
        .setExpirationTime(TOKEN_LIFETIME)
        .sign(key.privateKey);
    },

    async verifyToken(token) {
      try {
        // Pinning the algorithm refuses `alg: none` and HMAC tokens forged with the public key.
        const { payload } = await jwtVerify(token, key.publicKey, {
          algorithms: [SIGNING_ALG],
          issuer,
          audience: TOKEN_AUDIENCE,
          requiredClaims: ['sub', 'exp'],
        });
        return typeof payload.sub === 'string' && payload.sub ? payload.sub : null;
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
