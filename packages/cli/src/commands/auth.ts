import { createInterface } from 'node:readline/promises';
import { AuthError, resolveConfig, tierFromRoles } from '@ccnl/core';
import { connect } from '../api.js';
import type { CliContext } from '../context.js';
import { CancelledError, NoAccessError, UsageError } from '../errors.js';
import { writeOut } from '../io.js';
import { openSettings } from '../settings.js';
import { signedIn } from '../signed-in.js';
import { cli } from '../strings.js';
import { creditLine, isMetered, sessionTier } from './credit.js';

/** Asks for the ticket on the terminal; the prompt goes to stderr so that stdout stays clean. */
async function promptTicket(ctx: CliContext): Promise<string> {
  const rl = createInterface({ input: ctx.stdin, output: ctx.stderr, terminal: true });
  const controller = new AbortController();
  rl.once('SIGINT', () => controller.abort());
  try {
    return await rl.question(cli.login.prompt, { signal: controller.signal });
  } catch (error) {
    if (controller.signal.aborted) {
      ctx.stderr.write('\n');
      throw new CancelledError(cli.login.cancelled);
    }
    throw error;
  } finally {
    rl.close();
  }
}

export async function login(ctx: CliContext, options: { ticket?: string | undefined }): Promise<void> {
  const settings = openSettings(ctx.env);
  let ticket = options.ticket ?? (ctx.env.CCNL_TICKET || undefined);
  if (ticket === undefined) {
    if (!ctx.stdin.isTTY) throw new UsageError(cli.login.noTicket);
    ticket = await promptTicket(ctx);
  }
  ticket = ticket.trim();
  if (!ticket) {
    // An empty ticket resets the auth state (spec §4).
    settings.clearSession();
    throw new UsageError(cli.login.emptyTicket);
  }
  const api = connect(
    ctx,
    { apiUrl: settings.url('apiUrl'), gqlEndpoint: settings.url('gqlEndpoint'), session: null },
    'gqlEndpoint',
  );
  const { filtergroup, prodgroup } = resolveConfig().provisioning;
  let result: Awaited<ReturnType<typeof api.signAuth>>;
  try {
    result = await api.signAuth({ ticket, provisioning: { filtergroup, prodgroup } });
  } catch (error) {
    // A refused sign-in resets the auth state (spec §8); a network failure leaves the session alone.
    if (error instanceof AuthError) settings.clearSession();
    throw error;
  }
  const { profile } = result;
  settings.saveSession({
    token: result.jwt,
    userId: profile.userId,
    name: profile.name ?? null,
    roles: result.roles.map((role) => role.pos),
  });
  const name = profile.name || profile.email || profile.userId;
  const tier = tierFromRoles(result.roles);
  if (!tier) throw new NoAccessError(cli.login.noAccess(name));
  ctx.stderr.write(`${cli.login.signedIn(name, tier)}\n`);
}

export function logout(ctx: CliContext): void {
  const removed = openSettings(ctx.env).clearSession();
  ctx.stderr.write(`${removed ? cli.logout.done : cli.logout.none}\n`);
  if (ctx.env.CCNL_TOKEN) ctx.stderr.write(`${cli.logout.envStillSet}\n`);
}

/** Who is signed in, with which tier, and the credit of the Iterazioni tier. */
export async function whoami(ctx: CliContext): Promise<void> {
  const settings = signedIn(ctx);
  const { session, sessionSource } = settings;
  const tier = sessionTier(settings);
  const tierText = tier ?? (sessionSource === 'env' ? cli.whoami.unknownTier : cli.whoami.noTier);
  const lines = [cli.whoami.user(session.name ?? session.userId, session.userId), cli.whoami.tier(tierText)];
  if (isMetered(settings)) lines.push(await creditLine(ctx, settings));
  await writeOut(ctx, `${lines.join('\n')}\n`);
}
