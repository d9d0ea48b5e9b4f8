import { type CreditData, formatNumber, isCreditExhausted, type Tier, tierFromRoles } from '@ccnl/core';
import type { CliContext } from '../context.js';
import { fetchCredit } from '../credit.js';
import { describeError, NoAccessError } from '../errors.js';
import { writeOut } from '../io.js';
import { type SignedIn, signedIn } from '../signed-in.js';
import { cli } from '../strings.js';

const METERED: Tier = 'IterazioniCCNLPIU-IA';

export const formatAmount = (value: number): string =>
  Number.isInteger(value) ? value.toLocaleString('it-IT') : formatNumber(value);

/** The tier of the stored session; null for a CCNL_TOKEN session, whose roles only the server knows. */
export function sessionTier(settings: SignedIn): Tier | null {
  return tierFromRoles(settings.session.roles.map((pos) => ({ pos })));
}

/** Whether credit applies: the Iterazioni tier, or a token whose tier is not known here. */
export const isMetered = (settings: SignedIn): boolean => {
  const tier = sessionTier(settings);
  return tier === METERED || (tier === null && settings.sessionSource === 'env');
};

export function lookupCredit(ctx: CliContext, settings: SignedIn): Promise<CreditData> {
  ctx.serverUrl = settings.creditUrl;
  return fetchCredit(settings.creditUrl, settings.session.token);
}

/** `ccnl credit`: the balance of the Iterazioni tier; exit 4 with the trial-ended message when it is spent. */
export async function credit(ctx: CliContext, options: { json?: boolean }): Promise<void> {
  const settings = signedIn(ctx);
  const tier = sessionTier(settings);
  if (!isMetered(settings)) {
    ctx.stderr.write(`${cli.credit.notMetered(tier ?? cli.whoami.noTier)}\n`);
    return;
  }
  const data = await lookupCredit(ctx, settings);
  if (options.json) {
    await writeOut(ctx, `${JSON.stringify(data, null, 2)}\n`);
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
  if (isCreditExhausted(tier ?? METERED, data.availableCredit)) {
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
