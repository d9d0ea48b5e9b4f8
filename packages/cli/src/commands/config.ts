import { cliTexts as cli } from '@ccnl/core/strings';
import type { CliContext } from '../context.js';
import { UsageError } from '../errors.js';
import { isSettingKey, openSettings, SETTING_KEYS } from '../settings.js';

function requireKey(key: string) {
  if (!isSettingKey(key)) throw new UsageError(cli.config.unknownKey(key, SETTING_KEYS.join(', ')));
  return key;
}

/** Prints one value, or every setting as JSON; the session is shown without its token. */
export function configGet(ctx: CliContext, key: string | undefined): void {
  const settings = openSettings(ctx.env);
  if (key !== undefined) {
    ctx.stdout.write(`${settings.text(requireKey(key))}\n`);
    return;
  }
  const { session, sessionSource, ...urls } = settings.effective();
  const shown = session
    ? { userId: session.userId, name: session.name, roles: session.roles, sessionSource }
    : null;
  ctx.stdout.write(`${JSON.stringify({ ...urls, session: shown }, null, 2)}\n`);
}

export function configSet(ctx: CliContext, key: string, value: string): void {
  const settings = openSettings(ctx.env);
  const settingKey = requireKey(key);
  settings.set(settingKey, value);
  const variable = settings.overriddenBy(settingKey);
  if (variable) ctx.stderr.write(`${cli.config.envOverrides(variable)}\n`);
}

export function configPath(ctx: CliContext): void {
  ctx.stdout.write(`${openSettings(ctx.env).path}\n`);
}
