import { describe, expect, it } from 'vitest';
import { isTokenExpired, tokenClaims } from './token.js';

const jwt = (payload: object) => `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`;

describe('session token claims', () => {
  it('reads the subject and the expiry, and judges expiry against the clock given', () => {
    const token = jwt({ sub: 'u-1', exp: 1_800_000_000 });
    expect(tokenClaims(token)).toEqual({ sub: 'u-1', exp: 1_800_000_000, tier: null });
    expect(isTokenExpired(token, new Date(1_799_999_999_000))).toBe(false);
    expect(isTokenExpired(token, new Date(1_800_000_000_000))).toBe(true);
  });

  it('reads the tier the backend signed in, and only a tier it knows', () => {
    expect(tokenClaims(jwt({ sub: 'u-1', tier: 'IterazioniCCNLPIU-IA' }))?.tier).toBe('IterazioniCCNLPIU-IA');
    expect(tokenClaims(jwt({ sub: 'u-1', tier: 'admin' }))?.tier).toBeNull();
    expect(tokenClaims(jwt({ sub: 'u-1', tier: 7 }))?.tier).toBeNull();
  });

  it('does not judge a token it cannot read or that states no expiry', () => {
    expect(tokenClaims('not-a-token')).toBeNull();
    expect(isTokenExpired('not-a-token')).toBe(false);
    expect(isTokenExpired(jwt({ sub: 'u-1' }))).toBe(false);
  });
});
