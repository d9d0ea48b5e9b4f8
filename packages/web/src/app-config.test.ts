import { resolveConfig } from '@ccnl/core';
import { type ContractServer, sendJson, startContractServer } from '@ccnl/core/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAppConfig } from './app-config.js';

let server: ContractServer;

beforeAll(async () => {
  server = await startContractServer({
    'GET /app-config.json': (_req, res) =>
      sendJson(res, 200, {
        apiUrl: 'http://127.0.0.1:4100/',
        gqlEndpoint: 'http://127.0.0.1:4100/graphql',
        provisioning: { hfurl: 'http://127.0.0.1:4100/login-script.js' },
      }),
    'GET /invalid.json': (_req, res) => sendJson(res, 200, { apiUrl: 'non è un url' }),
    // What `vite dev` answers for a missing file: the app's own index.html.
    'GET /spa.json': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><html lang="it"></html>');
    },
  });
});

afterAll(() => server.close());

describe('loadAppConfig', () => {
  it('takes the served partial and fills the rest with the defaults', async () => {
    const config = await loadAppConfig({ url: `${server.url}app-config.json` });
    expect(config.apiUrl).toBe('http://127.0.0.1:4100/');
    expect(config.provisioning.hfurl).toBe('http://127.0.0.1:4100/login-script.js');
    expect(config.provisioning.filtergroup).toBe(resolveConfig({}).provisioning.filtergroup);
    expect(config.upload).toEqual(resolveConfig({}).upload);
  });

  it('uses the defaults when the file is missing, is not JSON, or the server is down', async () => {
    const defaults = resolveConfig({});
    expect(await loadAppConfig({ url: `${server.url}missing.json` })).toEqual(defaults);
    expect(await loadAppConfig({ url: `${server.url}spa.json` })).toEqual(defaults);
    expect(await loadAppConfig({ url: 'http://127.0.0.1:9/app-config.json' })).toEqual(defaults);
  });

  it('logs and uses the defaults when the served configuration is invalid', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await loadAppConfig({ url: `${server.url}invalid.json` })).toEqual(resolveConfig({}));
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });
});
