import {
  AuthError,
  formatItalianDate,
  isTokenExpired,
  resolveConfig,
  tierFromRoles,
  tokenClaims,
} from '@ccnl/core';
import { cliTexts as cli } from '@ccnl/core/strings';
import { connect } from '../api.js';
import type { CliContext } from '../context.js';
import { CancelledError, describeError, NoAccessError, NotSignedInError, UsageError } from '../errors.js';
import { readAll, writeOut } from '../io.js';
import { openSettings } from '../settings.js';
import { type SignedIn, signedIn } from '../signed-in.js';
import { creditLine, isMetered, lookupCredit, sessionTier } from './credit.js';

/**
 * Asks for the ticket on the terminal without echoing it (a ticket is a secret, like a password); the prompt
 * goes to stderr so that stdout stays clean. Backspace edits, Ctrl-C or Ctrl-D cancels.
 */
async function promptTicket(ctx: CliContext): Promise<string> {
  const stdin = ctx.stdin as NodeJS.ReadStream;
  ctx.stderr.write(cli.login.prompt);
  stdin.setRawMode?.(true);
  stdin.resume();
  try {
    return await new Promise<string>((resolve, reject) => {
      let ticket = '';
      const onData = (data: Buffer | string) => {
        for (const char of data.toString('utf8')) {
          if (char === '\r' || char === '\n') return done(() => resolve(ticket));
          if (char === '\u0003' || char === '\u0004')
            return done(() => reject(new CancelledError(cli.login.cancelled)));
          if (char === '\u007f' || char === '\b') ticket = ticket.slice(0, -1);
          else if (char >= ' ') ticket += char;
        }
      };
      const done = (settle: () => void) => {
        stdin.off('data', onData);
        settle();
      };
      stdin.on('data', onData);
    });
  } finally {
    stdin.setRawMode?.(false);
    stdin.pause();
    ctx.stderr.write('\n');
  }
}

export async function login(ctx: CliContext, options: { ticket?: string | undefined }): Promise<void> {
  const settings = openSettings(ctx.env);
  let ticket = options.ticket ?? (ctx.env.CCNL_TICKET || undefined);
  if (ticket === undefined) {
    // From a pipe (`pass ccnl | ccnl login`), the first line; on a terminal, typed without echo.
    ticket = ctx.stdin.isTTY ? await promptTicket(ctx) : ((await readAll(ctx.stdin)).split('\n')[0] ?? '');
    if (!ctx.stdin.isTTY && !ticket.trim()) throw new UsageError(cli.login.noTicket);
  }
  ticket = ticket.trim();
  if (!ticket) {
    // An empty ticket resets the auth state (spec §4).
    settings.clearSession();
    throw new UsageError(cli.login.emptyTicket);
  }
  const api = connect(
    ctx,
    {
      apiUrl: settings.url('apiUrl'),
      gqlEndpoint: settings.url('gqlEndpoint'),
      session: null,
      connectTimeout: Number(settings.text('connectTimeout')),
      streamTimeout: Number(settings.text('streamTimeout')),
    },
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

/**
 * Who is signed in, with which tier, until when, and the credit of the Iterazioni tier. An expired session
 * exits 3, as any command would once the server refuses it, so a script can test it before a long batch.
 */
export async function whoami(ctx: CliContext, options: { json?: boolean } = {}): Promise<void> {
  const settings = signedIn(ctx);
  const { session, sessionSource } = settings;
  if (isTokenExpired(session.token)) throw new NotSignedInError(cli.errors.sessionExpired);
  const tier = sessionTier(settings);
  const exp = tokenClaims(session.token)?.exp ?? null;
  const expiresAt = exp === null ? null : new Date(exp * 1000).toISOString();
  if (options.json) {
    const credit = isMetered(settings) ? await creditJson(ctx, settings) : undefined;
    const whoamiJson = {
      userId: session.userId,
      name: session.name,
      tier,
      source: sessionSource,
      expiresAt,
      credit,
    };
    await writeOut(ctx, `${JSON.stringify(whoamiJson, null, 2)}\n`);
    return;
  }
  const tierText = tier ?? (sessionSource === 'env' ? cli.whoami.unknownTier : cli.whoami.noTier);
  const lines = [cli.whoami.user(session.name ?? session.userId, session.userId), cli.whoami.tier(tierText)];
  if (expiresAt) lines.push(cli.whoami.expires(formatItalianDate(expiresAt)));
  if (isMetered(settings)) lines.push(await creditLine(ctx, settings));
  await writeOut(ctx, `${lines.join('\n')}\n`);
}

/** The credit as JSON: the balance, or why it could not be had. */
async function creditJson(ctx: CliContext, settings: SignedIn) {
  try {
    const data = await lookupCredit(ctx, settings);
    return { available: data.availableCredit, unit: data.measurementUnit };
  } catch (error) {
    return { error: describeError(error, ctx) ?? String(error) };
  }
}
