import { type Config, configSchema, resolveConfig } from '@ccnl/core';

export interface LoadAppConfigOptions {
  url?: string;
  fetch?: typeof fetch;
}

/**
 * Reads the runtime configuration that the credit server publishes at `/app-config.json`. Without one
 * (e.g. `vite dev`, which answers unknown paths with index.html), the defaults of the embedded setup apply.
 */
export async function loadAppConfig(options: LoadAppConfigOptions = {}): Promise<Config> {
  const { url = '/app-config.json', fetch: doFetch = globalThis.fetch } = options;
  let response: Response;
  try {
    response = await doFetch(url, { cache: 'no-store', headers: { accept: 'application/json' } });
  } catch {
    return resolveConfig({});
  }
  if (!response.ok || !response.headers.get('content-type')?.includes('json')) {
    await response.body?.cancel();
    return resolveConfig({});
  }
  const parsed = configSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) {
    console.error(`${url} is not a valid configuration: using the defaults`);
    return resolveConfig({});
  }
  return parsed.data;
}
