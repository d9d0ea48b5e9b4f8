import { type Tier, tierFromRoles } from './tiers.js';

/**
 * What a client may read from its own session token without verifying it (the server verifies every call):
 * whose it is, until when it is valid (so that a client can say "session expired" before asking) and the tier
 * the backend signed into it (for a session whose roles are not known, such as a bare CCNL_TOKEN).
 */
export interface TokenClaims {
  sub: string | null;
  /** Expiry in seconds since the epoch, or null when the token states none. */
  exp: number | null;
  /** The `tier` claim, when it names a known tier. */
  tier: Tier | null;
}

export function tokenClaims(jwt: string): TokenClaims | null {
  const payload = jwt.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = JSON.parse(atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='))) as {
      sub?: unknown;
      exp?: unknown;
      tier?: unknown;
    };
    return {
      sub: typeof json.sub === 'string' && json.sub ? json.sub : null,
      exp: typeof json.exp === 'number' && Number.isFinite(json.exp) ? json.exp : null,
      tier: typeof json.tier === 'string' ? tierFromRoles([{ pos: json.tier }]) : null,
    };
  } catch {
    return null;
  }
}

/** Whether the token has expired at `now` (a token that cannot be read, or states no expiry, is not judged). */
export function isTokenExpired(jwt: string, now: Date = new Date()): boolean {
  const exp = tokenClaims(jwt)?.exp;
  return exp != null && exp * 1000 <= now.getTime();
}
