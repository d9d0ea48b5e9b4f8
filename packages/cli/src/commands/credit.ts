import {
  type CreditData,
  createCreditClient,
  formatNumber,
  isCreditExhausted,
  isMeteredTier,
  METERED_TIER,
  type Tier,
  tierFromRoles,
  tokenClaims,
} from '@ccnl/core';
import { cliTexts as cli } from '@ccnl/core/strings';
import type { CliContext } from '../context.js';
import { describeError, NoAccessError } from '../errors.js';
import { writeOut } from '../io.js';
import { type SignedIn, signedIn } from '../signed-in.js';

export const formatAmount = (value: number): string =>
  Number.isInteger(value) ? value.toLocaleString('it-IT') : formatNumber(value);

/** The tier of the session: its stored roles, or the one a bare token (CCNL_TOKEN) names. */
export function sessionTier(settings: SignedIn): Tier | null {
  return (
    tierFromRoles(settings.session.roles.map((pos) => ({ pos }))) ??
    tokenClaims(settings.session.token)?.tier ??
    null
  );
}

/** Whether credit applies (core's rule: the Iterazioni tier pays per answer). */
export const isMetered = (settings: SignedIn): boolean => isMeteredTier(sessionTier(settings));

/** The credit lookup through core's credit client (`GET api/credit` with the session's bearer). */
export function lookupCredit(ctx: CliContext, settings: SignedIn): Promise<CreditData> {
  ctx.serverUrl = settings.creditUrl;
  return createCreditClient({ baseUrl: settings.creditUrl, getToken: () => settings.session.token }).credit();
}

/** `ccnl credit`: the balance of the Iterazioni tier; exit 4 with the trial-ended message when it is spent. */
export async function credit(ctx: CliContext, options: { json?: boolean }): Promise<void> {
  const settings = signedIn(ctx);
  const tier = sessionTier(settings);
  if (!isMetered(settings)) {
    // A script always gets an object: the tier, and that no credit applies to it.
    if (options.json) await writeOut(ctx, `${JSON.stringify({ tier, metered: false }, null, 2)}\n`);
    else ctx.stderr.write(`${cli.credit.notMetered(tier ?? cli.whoami.noTier)}\n`);
    return;
  }
  const data = await lookupCredit(ctx, settings);
  if (options.json) {
    const exhausted = isCreditExhausted(tier ?? METERED_TIER, data.availableCredit);
    await writeOut(ctx, `${JSON.stringify({ tier, metered: true, exhausted, ...data }, null, 2)}\n`);
  } else {
    await writeOut(
      ctx,
      [
        cli.credit.available(formatAmount(data.availableCredit), data.measurementUnit),
        cli.credit.consumed(formatAmount(data.totalConsumed)),
        cli.credit.purchased(formatAmount(data.totalPurchased)),
        '',
      ].join('\n'),
    );
  }
  if (isCreditExhausted(tier ?? METERED_TIER, data.availableCredit)) {
    throw new NoAccessError(cli.trialEnded(settings.salesFormUrl));
  }
}

/** The credit line of `whoami`: never fails the command, says why when the balance is not known. */
export async function creditLine(ctx: CliContext, settings: SignedIn): Promise<string> {
  try {
    const data = await lookupCredit(ctx, settings);
    return cli.whoami.credit(formatAmount(data.availableCredit), data.measurementUnit);
  } catch (error) {
    return cli.whoami.creditUnavailable(describeError(error, ctx) ?? String(error));
  }
}
