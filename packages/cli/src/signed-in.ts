import { isLoggedIn } from '@ccnl/core';
import type { CliContext } from './context.js';
import { NotSignedInError } from './errors.js';
import { type EffectiveSettings, openSettings } from './settings.js';

export type SignedIn = EffectiveSettings & { session: NonNullable<EffectiveSettings['session']> };

/** The settings of a command that needs a signed-in user; exit 3 when there is none. */
export function signedIn(ctx: CliContext): SignedIn {
  const settings = openSettings(ctx.env);
  const salesFormUrl = settings.url('salesFormUrl');
  ctx.salesFormUrl = salesFormUrl;
  const { session, sessionSource } = settings.session();
  if (!isLoggedIn(session)) throw new NotSignedInError();
  return { ...settings.effective(), session, sessionSource };
}
