import { createApiClient, type FetchLike, resolveConfig } from '@ccnl/core';
import { closeNodeFetch, createNodeFetch } from '@ccnl/core/node';
import { FormData as UndiciFormData } from 'undici';
import type { CliContext } from './context.js';
import type { EffectiveSettings } from './settings.js';

let transport: FetchLike | undefined;

/**
 * undici's own fetch does not know the platform's FormData (it sends "[object FormData]"): uploads are
 * re-built as undici's FormData. The smallest local fix until core's Node transport does it.
 */
function withUndiciForms(fetch: FetchLike): FetchLike {
  return (input, init) => {
    if (!(init.body instanceof FormData)) return fetch(input, init);
    const form = new UndiciFormData();
    for (const [name, value] of init.body.entries()) {
      if (typeof value === 'string') form.append(name, value);
      else form.append(name, value, value.name);
    }
    return fetch(input, { ...init, body: form as unknown as RequestInit['body'] });
  };
}

/** The one undici pool of the process; closed after the command so that the process exits at once. */
export function nodeFetch(ctx: CliContext): FetchLike {
  if (!transport) {
    transport = withUndiciForms(createNodeFetch());
    ctx.cleanups.push(async () => {
      transport = undefined;
      await closeNodeFetch();
    });
  }
  return transport;
}

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
  return createApiClient({
    baseUrl: settings.apiUrl,
    gqlEndpoint: settings.gqlEndpoint,
    getToken: () => settings.session?.token,
    // The pass-key header of uploads comes from configuration (spec §6); the terminal uses core's.
    firewall: resolveConfig().firewall,
    fetch: nodeFetch(ctx),
  });
}

export type Api = ReturnType<typeof connect>;
