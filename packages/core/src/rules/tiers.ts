import { TIER_ROLES } from '../config/config.js';

export type Tier = (typeof TIER_ROLES)[number];

/** The tier from the roles' `pos` values, by the spec's priority; null when none matches. */
export function tierFromRoles(roles: ReadonlyArray<{ pos: string }> | null | undefined): Tier | null {
  const held = new Set((roles ?? []).map((role) => role.pos));
  return TIER_ROLES.find((tier) => held.has(tier)) ?? null;
}

export const isLoggedIn = (user: { userId?: string | null } | null | undefined): boolean =>
  Boolean(user?.userId);

export const hasAccess = (tier: Tier | null): boolean => tier !== null;

/** The Iterazioni tier with a credit of 0 or less has exhausted its credit. */
export const isCreditExhausted = (tier: Tier | null, credit: number | null | undefined): boolean =>
  tier === 'IterazioniCCNLPIU-IA' && (credit ?? 0) <= 0;
