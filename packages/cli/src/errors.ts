import { CREDIT_CODE, resolveConfig, texts } from '@ccnl/core';
import { cliTexts as cli } from '@ccnl/core/strings';

const DEFAULT_SALES_URL = resolveConfig().salesFormUrl;

/** The documented exit codes of `ccnl` (listed in `ccnl --help`). */
export const ExitCode = {
  ok: 0,
  unexpected: 1,
  usage: 2,
  notSignedIn: 3,
  noAccess: 4,
  network: 5,
  cancelled: 130,
} as const;

/** Errors the CLI raises itself. Like core's errors they carry a stable `code`, which the handler maps. */
abstract class CliError extends Error {
  abstract readonly code: string;
}

/** Wrong usage: a bad argument, option or value. */
export class UsageError extends CliError {
  readonly code = 'USAGE';
  override readonly name = 'UsageError';
}

/** A stored setting or an environment override is not valid. */
export class SettingsError extends CliError {
  readonly code = 'INVALID_SETTINGS';
  override readonly name = 'SettingsError';
}

export class NotSignedInError extends CliError {
  readonly code = 'NOT_SIGNED_IN';
  override readonly name = 'NotSignedInError';
  constructor(message: string = cli.errors.notSignedIn) {
    super(message);
  }
}

/** Signed in, but the profile has no tier that gives access. */
export class NoAccessError extends CliError {
  readonly code = 'NO_ACCESS';
  override readonly name = 'NoAccessError';
}

/** The command could not do its job for a reason its message says in full (exit 1). */
export class CommandFailedError extends CliError {
  readonly code = 'COMMAND_FAILED';
  override readonly name = 'CommandFailedError';
}

/** The user stopped the operation (Ctrl-C). */
export class CancelledError extends CliError {
  readonly code = 'CANCELLED';
  override readonly name = 'CancelledError';
}

interface Coded {
  code?: unknown;
  status?: unknown;
  exitCode?: unknown;
  name?: unknown;
  message?: unknown;
  cause?: unknown;
}

function fields(error: unknown): Coded {
  return typeof error === 'object' && error !== null ? (error as Coded) : {};
}

/** Maps any error to its exit code by its `code` (and an ApiError's `status`), never by message text. */
export function exitCodeFor(error: unknown): number {
  const { code, status, exitCode, name } = fields(error);
  if (typeof code === 'string' && code.startsWith('commander.')) {
    // --help and --version end through commander's exit path too, with exit code 0.
    return exitCode === 0 ? ExitCode.ok : ExitCode.usage;
  }
  switch (code) {
    case 'USAGE':
    case 'INVALID_SETTINGS':
      return ExitCode.usage;
    case 'NOT_SIGNED_IN':
    case 'AUTH_ERROR':
      return ExitCode.notSignedIn;
    case 'NO_ACCESS':
      return ExitCode.noAccess;
    case 'NETWORK_ERROR':
    case 'TIMEOUT':
      return ExitCode.network;
    case 'CANCELLED':
    case 'ABORTED':
      return ExitCode.cancelled;
    case 'API_ERROR':
      if (status === 401) return ExitCode.notSignedIn;
      if (status === 402 || status === 403) return ExitCode.noAccess;
      // The product server could not reach the assistant API behind it: a network failure all the same.
      if (status === 502 || status === 503 || status === 504) return ExitCode.network;
      return ExitCode.unexpected;
  }
  if (name === 'AbortError') return ExitCode.cancelled;
  return ExitCode.unexpected;
}

/** The Italian reason of a network failure, from the first system error code found in the cause chain. */
function networkReason(error: unknown): string {
  const message = String(fields(error).message ?? '');
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const { code } = fields(current);
    if (typeof code === 'string' && cli.errors.networkReasons[code]) {
      return `${cli.errors.networkReasons[code]} (${code})`;
    }
    current = fields(current).cause;
  }
  return message || 'fetch failed';
}

function commanderMessage(code: string, message: string): string | null {
  const u = cli.errors.usage;
  const quoted = /'([^']+)'/.exec(message)?.[1] ?? '';
  const suggestion = /Did you mean (.+?)\?/.exec(message)?.[1];
  const hint = (suggestion ? u.didYouMean(suggestion) : '') + u.hint;
  switch (code) {
    case 'commander.help':
    case 'commander.helpDisplayed':
    case 'commander.version':
      return null; // commander has already printed the help or the version
    case 'commander.unknownOption':
      return u.unknownOption(quoted) + hint;
    case 'commander.unknownCommand':
      return u.unknownCommand(quoted) + hint;
    case 'commander.missingArgument':
      return u.missingArgument(quoted) + hint;
    case 'commander.optionMissingArgument':
      return u.optionMissingArgument(quoted) + hint;
    case 'commander.missingMandatoryOptionValue':
      return u.missingMandatoryOption(quoted) + hint;
    case 'commander.excessArguments':
      return u.excessArguments + hint;
    default:
      return `${u.invalid}: ${message.replace(/^error: /, '')}${hint}`;
  }
}

interface ErrorContext {
  /** The server the failed command was talking to, named in network errors. */
  serverUrl?: string | undefined;
  /** The sales form named by the trial-ended message. */
  salesFormUrl?: string | undefined;
}

/** The one Italian line that describes an error, or null when there is nothing to add. */
export function describeError(error: unknown, context: ErrorContext = {}): string | null {
  const { code, status, name } = fields(error);
  const message = String(fields(error).message ?? error);
  if (typeof code === 'string' && code.startsWith('commander.')) return commanderMessage(code, message);
  switch (code) {
    case 'USAGE':
    case 'INVALID_SETTINGS':
    case 'NOT_SIGNED_IN':
    case 'NO_ACCESS':
    case 'CANCELLED':
    case 'COMMAND_FAILED':
    case 'STREAM_UNAVAILABLE':
      return message;
    case 'AUTH_ERROR':
      return cli.login.refused(message);
    case 'ABORTED':
      return texts.chat.interrupted;
    case 'NETWORK_ERROR': {
      const reason = networkReason(error);
      return context.serverUrl
        ? cli.errors.unreachable(context.serverUrl, reason)
        : cli.errors.network(reason);
    }
    case 'TIMEOUT': {
      const { phase, ms } = fields(error) as { phase?: unknown; ms?: unknown };
      const seconds = Math.round(Number(ms) / 100) / 10;
      const url = context.serverUrl ?? '';
      return phase === 'stream'
        ? cli.errors.streamTimeout(url, seconds)
        : cli.errors.connectTimeout(url, seconds);
    }
    case 'VALIDATION_ERROR':
      return cli.errors.invalidAnswer;
    case 'API_ERROR':
      if (status === 401) return cli.errors.sessionExpired;
      // Exhausted credit is the end of the trial (spec §2 trial-ended modal), with the way to subscribe.
      if (status === 402)
        return `${texts.credit[CREDIT_CODE.noCredit]} — ${cli.trialEnded(context.salesFormUrl ?? DEFAULT_SALES_URL)}`;
      if (status === 403) return cli.errors.noAccess;
      return cli.errors.http(Number(status), message);
  }
  if (name === 'AbortError') return texts.chat.interrupted;
  return cli.errors.unexpected(message);
}

/** The stack of the error and of each cause, for --debug. */
function debugDetails(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const stack = current instanceof Error ? (current.stack ?? current.message) : String(current);
    parts.push(depth === 0 ? stack : `Causa: ${stack}`);
    current = fields(current).cause;
  }
  return parts.join('\n');
}

/**
 * The one top-level handler: writes one Italian line on stderr (and, with --debug, the stack and causes)
 * and returns the exit code.
 */
export function reportError(
  error: unknown,
  options: { debug: boolean; stderr: NodeJS.WritableStream } & ErrorContext,
): number {
  const line = describeError(error, options);
  if (line) options.stderr.write(`${line}\n`);
  if (line && options.debug) options.stderr.write(`${debugDetails(error)}\n`);
  return exitCodeFor(error);
}
