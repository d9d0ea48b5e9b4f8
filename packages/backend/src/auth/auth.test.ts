import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serverTexts } from '@ccnl/core';
import { createLocalJWKSet, generateKeyPair, importJWK, type JSONWebKeySet, jwtVerify, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type RunningBackend, removeDir, signIn, startBackend } from '../testing/backend.js';
import { SIGNING_KEY_FILE } from './signing-key.js';

let backend: RunningBackend;
let jwt: string;

beforeAll(async () => {
  backend = await startBackend();
  ({ jwt } = await signIn(backend.url, 'demo-full'));
});
afterAll(async () => {
  await backend.close();
  removeDir(backend.config.dataDir);
});

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function storedKey() {
  return JSON.parse(readFileSync(join(backend.config.dataDir, SIGNING_KEY_FILE), 'utf8')) as {
    kid: string;
    privateJwk: Record<string, string>;
  };
}

/** A token signed with the server's own private key, with claims chosen by the test. */
async function ownKeyToken(claims: { iss?: string; aud?: string; sub?: string; exp?: number }) {
  const stored = storedKey();
  const key = await importJWK(stored.privateJwk, 'ES256');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: stored.kid })
    .setIssuer(claims.iss ?? backend.config.publicUrl)
    .setAudience(claims.aud ?? 'ccnl')
    .setSubject(claims.sub ?? 'u-demo-full')
    .setIssuedAt(now - 60)
    .setExpirationTime(claims.exp ?? now + 600)
    .sign(key);
}

async function call(authorization?: string) {
  const response = await backend.app.inject({
    method: 'GET',
    url: '/recent-conversations/u-demo-full',
    headers: authorization === undefined ? {} : { authorization },
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

describe('bearer JWT on API routes', () => {
  it('accepts the token signAuth issued', async () => {
    const { status, body } = await call(`Bearer ${jwt}`);
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });

  it('answers 401 with a message for every token it did not issue or that is no longer valid', async () => {
    const [header, payload] = jwt.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const hs256 = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', kid: storedKey().kid })
      .setIssuer(backend.config.publicUrl)
      .setAudience('ccnl')
      .setSubject('u-demo-full')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-shared-secret-of-at-least-32-bytes!'));
    // A forger's own ES256 key, presented under the server's key id.
    const forger = await generateKeyPair('ES256');
    const foreignKey = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: storedKey().kid })
      .setIssuer(backend.config.publicUrl)
      .setAudience('ccnl')
      .setSubject('u-demo-full')
      .setExpirationTime('1h')
      .sign(forger.privateKey);
    const now = Math.floor(Date.now() / 1000);
    const cases: Record<string, string | undefined> = {
      missing: undefined,
      empty: '',
      'no scheme': jwt,
      'basic scheme': `Basic ${Buffer.from('demo-full:x').toString('base64')}`,
      garbage: 'Bearer not-a-jwt',
      'alg none': `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      'HS256 signed': `Bearer ${hs256}`,
      'signed with another key': `Bearer ${foreignKey}`,
      expired: `Bearer ${await ownKeyToken({ exp: now - 10 })}`,
      'wrong issuer': `Bearer ${await ownKeyToken({ iss: 'http://evil.example' })}`,
      'wrong audience': `Bearer ${await ownKeyToken({ aud: 'altro' })}`,
      'unknown user': `Bearer ${await ownKeyToken({ sub: 'u-nessuno' })}`,
      'tampered subject': `Bearer ${header}.${b64({ ...claims, sub: 'u-demo-base' })}.${jwt.split('.')[2]}`,
      'tampered signature': `Bearer ${jwt.slice(0, -4)}${jwt.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`,
    };
    for (const [name, authorization] of Object.entries(cases)) {
      const { status, body, headers } = await call(authorization);
      expect(status, name).toBe(401);
      expect(body, name).toEqual({ message: serverTexts.http.unauthorized });
      expect(headers['www-authenticate'], name).toMatch(/^Bearer/);
    }
  });

  it('stops accepting a remembered token the moment it expires', async () => {
    const exp = Math.floor(Date.now() / 1000) + 2;
    const token = `Bearer ${await ownKeyToken({ exp })}`;
    expect((await call(token)).status).toBe(200);
    expect((await call(token)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, exp * 1000 - Date.now() + 20));
    expect((await call(token)).status).toBe(401);
  });

  it('checks who asks on every assistant route, before reading the body', async () => {
    const routes = [
      ['POST', '/create-empty-session/u-demo-full'],
      ['GET', '/get-latest-session/u-demo-full'],
      ['GET', '/recent-conversations/u-demo-full?limit=20'],
      ['GET', '/conversation-history/u-demo-full/any'],
      ['POST', '/main-agent'],
      ['POST', '/calcola-agent'],
      ['DELETE', '/delete-session/any'],
      ['POST', '/related-questions'],
      ['GET', '/api/riferimenti-risposta/any'],
    ] as const;
    for (const [method, url] of routes) {
      const response = await backend.app.inject({
        method,
        url,
        headers: { 'content-type': 'application/json' },
        payload: method === 'POST' ? '{broken' : undefined,
      });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('publishes the public key so that another server can verify the tokens', async () => {
    const response = await fetch(`${backend.url}.well-known/jwks.json`);
    const jwks = (await response.json()) as JSONWebKeySet;
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', kid: storedKey().kid });
    expect(jwks.keys[0]?.d).toBeUndefined();
    const { payload, protectedHeader } = await jwtVerify(jwt, createLocalJWKSet(jwks), {
      issuer: backend.config.publicUrl,
      audience: 'ccnl',
    });
    expect(payload.sub).toBe('u-demo-full');
    // The credit server builds its upstream calls from these verified claims, never from the client.
    expect(payload).toMatchObject({ crmid: 'CRM-100001', ctype: 'CLIENTE', tier: 'FULLCCNLPIU-IA' });
    // The SSO ticket is sealed (JWE): nobody reading the token's payload reads the ticket.
    expect(String(payload.tkt).split('.')).toHaveLength(5);
    expect(Object.values(payload)).not.toContain('demo-full');
    expect(protectedHeader.alg).toBe('ES256');
    // 12 hours of validity.
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(12 * 60 * 60);
  });

  it('keeps the signing key readable by its owner only', () => {
    const mode = statSync(join(backend.config.dataDir, SIGNING_KEY_FILE)).mode & 0o777;
    expect(mode).toBe(0o600);
  });
});

describe('invalid-token floods', () => {
  it('answer 429 to an address that keeps sending bad tokens, even with a good one; others are served', async () => {
    const limited = await startBackend({ invalidTokenRateLimit: 5 });
    try {
      const { jwt, userId } = await signIn(limited.url, 'demo-full');
      const call = (token: string, from?: string) =>
        limited.app.inject({
          method: 'GET',
          url: `/recent-conversations/${userId}?limit=20`,
          headers: { authorization: `Bearer ${token}` },
          ...(from ? { remoteAddress: from } : {}),
        });
      for (let i = 0; i < 5; i++) expect((await call(`non-valido-${i}`)).statusCode).toBe(401);
      const flooded = await call(jwt);
      expect(flooded.statusCode).toBe(429);
      expect(Number(flooded.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(flooded.json().message).toMatch(/^Troppe richieste: riprova tra \d+ second/);
      expect((await call(jwt, '10.0.0.9')).statusCode).toBe(200);
    } finally {
      await limited.close();
      removeDir(limited.config.dataDir);
    }
  });
});
