import { createApiClient, type FetchLike, resolveConfig } from '@ccnl/core';
import type { CliContext } from './context.js';
import type { EffectiveSettings } from './settings.js';

/**
 * Core's API client with the session's JWT as bearer token, over Node's own fetch: it is built into the
 * runtime, so a command does not pay for loading a second HTTP client (undici from disk) on every start,
 * and its idle keep-alive sockets never hold the process open. `server` names the URL that the command is
 * about to reach, for the error line if it cannot.
 */
export function connect(
  ctx: CliContext,
  settings: Pick<
    EffectiveSettings,
    'apiUrl' | 'gqlEndpoint' | 'session' | 'connectTimeout' | 'streamTimeout'
  >,
  server: 'apiUrl' | 'gqlEndpoint',
  /** Another transport: `batch` uses core's undici pool, whose start-up cost pays off over many requests. */
  fetch?: FetchLike,
) {
  ctx.serverUrl = settings[server];
  return createApiClient({
    baseUrl: settings.apiUrl,
    gqlEndpoint: settings.gqlEndpoint,
    getToken: () => settings.session?.token,
    // The pass-key header of uploads comes from configuration (spec §6); the terminal uses core's.
    firewall: resolveConfig().firewall,
    ...(fetch ? { fetch } : {}),
    timeouts: { connectMs: settings.connectTimeout * 1000, streamMs: settings.streamTimeout * 1000 },
  });
}

export type Api = ReturnType<typeof connect>;
