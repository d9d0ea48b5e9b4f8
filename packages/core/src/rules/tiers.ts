/** The one tier that pays per answer from a credit balance (spec §6). */
export const METERED_TIER = 'IterazioniCCNLPIU-IA';

/** The tiers' role names (spec §4), by what they give. */
export const TIERS = {
  full: 'FULLCCNLPIU-IA',
  demo: 'DemoCCNLPIU-IA',
  base: 'BASECCNLPIU-IA',
  metered: METERED_TIER,
} as const;

/** Tier role names, by priority (spec §4). */
export const TIER_ROLES = [TIERS.full, TIERS.demo, TIERS.base, TIERS.metered] as const;

export type Tier = (typeof TIER_ROLES)[number];

/** The tier from the roles' `pos` values, by the spec's priority; null when none matches. */
export function tierFromRoles(roles: ReadonlyArray<{ pos: string }> | null | undefined): Tier | null {
  const held = new Set((roles ?? []).map((role) => role.pos));
  return TIER_ROLES.find((tier) => held.has(tier)) ?? null;
}

/**
 * Signed in means a user with a user id (spec §4): the auth store, the web app and the terminal's commands
 * all ask this, whatever the user's tier.
 */
export const isLoggedIn = <User extends { userId?: string | null }>(
  user: User | null | undefined,
): user is User & { userId: string } => Boolean(user?.userId);

export const hasAccess = (tier: Tier | null): boolean => tier !== null;

/** Does this tier pay per answer? Only the Iterazioni tier has a credit balance (spec §6). */
export const isMeteredTier = (tier: Tier | string | null | undefined): boolean => tier === METERED_TIER;

/** The Iterazioni tier with a credit of 0 or less has exhausted its credit. */
export const isCreditExhausted = (tier: Tier | null, credit: number | null | undefined): boolean =>
  isMeteredTier(tier) && (credit ?? 0) <= 0;

/**
 * Is the trial over for a signed-in user (spec §2 modal 3, §4)? No tier at all, or the Iterazioni credit
 * known to be spent: a balance not read yet is not a spent one, so nothing shows before it is known.
 */
export function isTrialEnded(
  tier: Tier | null,
  credit: number | null | undefined,
  creditKnown: boolean,
): boolean {
  return !hasAccess(tier) || (creditKnown && isCreditExhausted(tier, credit));
}
