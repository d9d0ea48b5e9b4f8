import { serverTexts } from '@ccnl/core';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningBackend, removeDir, startBackend } from '../testing/backend.js';
import { installErrorHandlers } from './errors.js';

let backend: RunningBackend;
beforeAll(async () => {
  backend = await startBackend({ corsOrigins: ['http://127.0.0.1:3000'] });
});
afterAll(async () => {
  await backend.close();
  removeDir(backend.config.dataDir);
});

describe('HTTP basics', () => {
  it('answers /healthz without auth', async () => {
    const response = await fetch(`${backend.url}healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers an unknown route with 404 and a message', async () => {
    for (const [method, url] of [
      ['GET', '/nessuna-rotta'],
      ['DELETE', '/main-agent'],
    ] as const) {
      const response = await backend.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: serverTexts.http.notFound });
    }
  });

  it('lets the web app origin call with Authorization and Content-Type, and no one else', async () => {
    const preflight = await fetch(`${backend.url}main-agent`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();

    // A refused call still carries the header, so the browser can read the 401.
    const unauthorized = await fetch(`${backend.url}get-latest-session/u-demo-full`, {
      headers: { origin: 'http://127.0.0.1:3000' },
    });
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');

    const foreign = await fetch(`${backend.url}main-agent`, {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('says nothing internal in a 5xx body', async () => {
    const app = Fastify({ logger: false });
    installErrorHandlers(app);
    app.get('/guasto', async () => {
      throw new Error('SQLITE_CORRUPT at /srv/data/ccnl.sqlite');
    });
    const response = await app.inject({ url: '/guasto' });
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Errore interno del server' });
    expect(response.body).not.toContain('SQLITE');
  });
});
