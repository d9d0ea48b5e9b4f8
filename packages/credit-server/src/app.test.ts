import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { configSchema, resolveConfig } from '@ccnl/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import { loadConfig } from './config.js';
import { WebDistMissingError } from './routes/web.js';
import { ASSET_JS, createFakeWebDist, createTempDir, INDEX_HTML, LATEST_BUILD } from './test-helpers.js';
import { databaseEnv } from './testing/database.js';

let dist: Awaited<ReturnType<typeof createFakeWebDist>>;
let data: Awaited<ReturnType<typeof createTempDir>>;
let app: FastifyInstance;
let database: Record<string, string>;

function config(env: Record<string, string> = {}) {
  return loadConfig({
    CCNL_WEB_DIST: dist.dir,
    CCNL_CREDIT_DATA_DIR: data.dir,
    CCNL_LOG_LEVEL: 'silent',
    ...database,
    ...env,
  });
}

beforeAll(async () => {
  dist = await createFakeWebDist();
  data = await createTempDir();
  database = await databaseEnv();
  app = await createApp(config());
});

afterAll(async () => {
  await app.close();
  await dist.cleanup();
  await data.cleanup();
});

describe('health', () => {
  it('answers ok', async () => {
    const res = await app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('/app-config.json', () => {
  it('names this server for the assistant API and the backend for sign-in; a valid client configuration', async () => {
    const res = await app.inject('/app-config.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({
      apiUrl: 'http://127.0.0.1:3000/api/assistente/',
      gqlEndpoint: 'http://127.0.0.1:8787/graphql',
      creditUrl: 'http://127.0.0.1:3000/',
      provisioning: { hfurl: 'http://127.0.0.1:8787/login-script.js' },
      upload: resolveConfig().upload,
    });
    expect(configSchema.safeParse(body).success).toBe(true);
  });

  it('holds no secret', async () => {
    const text = (await app.inject('/app-config.json')).body;
    const defaults = resolveConfig();
    expect(text).not.toContain(defaults.firewall.key);
    expect(text).not.toContain(config().credit.password);
    expect(text).not.toMatch(/firewall|secret|password|credential|token|jwt/i);
  });

  it('honours the environment overrides', async () => {
    const custom = await createApp(
      config({
        CCNL_BACKEND_URL: 'http://10.0.0.5:9000/',
        CCNL_PUBLIC_API_URL: 'https://api.example.it/v1',
        CCNL_GQL_ENDPOINT: 'https://sso.example.it/graphql',
        CCNL_HF_URL: 'https://hf.example.it/login.js',
        CCNL_SALES_FORM_URL: 'https://vendite.example.it/form',
        CCNL_VIDEO_TUTORIAL_URL: 'https://video.example.it/tutorial',
        CCNL_CREDIT_URL: 'https://ccnl.example.it',
      }),
    );
    try {
      const body = (await custom.inject('/app-config.json')).json();
      expect(body).toMatchObject({
        apiUrl: 'https://api.example.it/v1/',
        gqlEndpoint: 'https://sso.example.it/graphql',
        creditUrl: 'https://ccnl.example.it/',
        provisioning: { hfurl: 'https://hf.example.it/login.js' },
        salesFormUrl: 'https://vendite.example.it/form',
        videoTutorialUrl: 'https://video.example.it/tutorial',
      });
      const csp = (await custom.inject('/')).headers['content-security-policy'];
      expect(csp).toContain("script-src 'self' https://hf.example.it;");
      expect(csp).toContain(
        "connect-src 'self' https://api.example.it https://sso.example.it https://hf.example.it;",
      );
    } finally {
      await custom.close();
    }
  });

  it('refuses an invalid backend URL', () => {
    expect(() => config({ CCNL_BACKEND_URL: 'not a url' })).toThrow();
  });
});

describe('web build', () => {
  it('serves hashed assets as immutable', async () => {
    const res = await app.inject('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(ASSET_JS);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves index.html and other unhashed files to be revalidated', async () => {
    for (const path of ['/', '/index.html', '/robots.txt']) {
      const res = await app.inject(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['cache-control'], path).toBe('no-cache');
    }
  });

  it('serves the deployment manifests for new-deployment detection, never from a cache', async () => {
    for (const path of ['/builds/latest.json?1700000000000', `/builds/meta/${LATEST_BUILD.id}.json`]) {
      const res = await app.inject(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type'], path).toMatch(/^application\/json/);
      expect(res.headers['cache-control'], path).toBe('no-cache');
      expect(res.json(), path).toEqual(LATEST_BUILD);
    }
    const unknown = await app.inject('/builds/meta/build-sconosciuta.json');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain('<html');
  });

  it.each(['/', '/cookie', '/video-tutorial'])('renders the app at %s with status 200', async (path) => {
    const res = await app.inject(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe(INDEX_HTML);
  });

  it.each(['/pagina-inesistente', '/cookie/altro', '/video-tutorial/x/y'])(
    'renders the app with status 404 at the unknown path %s',
    async (path) => {
      const res = await app.inject(path);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX_HTML);
    },
  );

  it('answers a missing file or API call with a plain 404, not the app', async () => {
    for (const [method, path] of [
      ['GET', '/assets/index-missing.js'],
      ['GET', '/favicon.ico'],
      ['GET', '/api/inesistente'],
      ['POST', '/pagina-inesistente'],
    ] as const) {
      const res = await app.inject({ method, url: path });
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type'], path).toMatch(/^application\/json/);
      expect(res.body, path).not.toContain('<html');
    }
  });

  it('does not serve files outside the build', async () => {
    const res = await app.inject('/..%2f..%2fetc%2fpasswd');
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.body).not.toContain('root:');
  });

  it('refuses to start without a build, naming the path and the command to run', async () => {
    const missing = `${dist.dir}-assente`;
    const attempt = createApp(config({ CCNL_WEB_DIST: missing }));
    await expect(attempt).rejects.toBeInstanceOf(WebDistMissingError);
    await expect(attempt).rejects.toThrow(missing);
    await expect(attempt).rejects.toThrow('pnpm build');
  });
});

describe('errors', () => {
  it('answer a server failure without internal details', async () => {
    const broken = await createFakeWebDist();
    const server = await createApp(config({ CCNL_WEB_DIST: broken.dir }));
    try {
      // The build vanishes while the server runs (a rebuild in progress): index.html can no longer be read.
      await rm(join(broken.dir, 'index.html'));
      const res = await server.inject('/cookie');
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Errore interno del server',
      });
      expect(res.body).not.toContain(broken.dir);
      expect(res.headers['x-frame-options']).toBe('DENY');
    } finally {
      await server.close();
      await broken.cleanup();
    }
  });
});

describe('security headers', () => {
  it.each(['/', '/healthz', '/app-config.json', '/assets/index-abc123.js', '/pagina-inesistente'])(
    'are on %s',
    async (path) => {
      const res = await app.inject(path);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toBeTruthy();
    },
  );

  it('allow scripts only from this server and the backend, never inline or eval', async () => {
    const csp = String((await app.inject('/')).headers['content-security-policy']);
    const directives = new Map(
      csp.split(';').map((part) => {
        const [name = '', ...values] = part.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(directives.get('script-src')).toEqual(["'self'", 'http://127.0.0.1:8787']);
    expect(directives.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:8787']);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
  });
});

describe('over a real port', () => {
  let server: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    server = await createApp(config());
    base = await server.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await server.close();
  });

  it('serves the app, its assets and the 404 page over HTTP', async () => {
    const page = await fetch(`${base}/cookie`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(INDEX_HTML);

    const asset = await fetch(`${base}/assets/index-abc123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe(ASSET_JS);

    const missing = await fetch(`${base}/pagina-inesistente`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe(INDEX_HTML);
  });
});
