import { createApiClient } from '@ccnl/core';
import { closeNodeFetch, createNodeFetch } from '@ccnl/core/node';
import type { CliContext } from './context.js';
import type { EffectiveSettings } from './settings.js';

/**
 * Core's API client over undici, with the session's JWT as bearer token. `server` names the URL that the
 * command is about to reach, for the error line if it cannot.
 */
export function connect(
  ctx: CliContext,
  settings: Pick<EffectiveSettings, 'apiUrl' | 'gqlEndpoint' | 'session'>,
  server: 'apiUrl' | 'gqlEndpoint',
) {
  ctx.serverUrl = settings[server];
  ctx.cleanups.push(closeNodeFetch);
  return createApiClient({
    baseUrl: settings.apiUrl,
    gqlEndpoint: settings.gqlEndpoint,
    getToken: () => settings.session?.token,
    fetch: createNodeFetch(),
  });
}
