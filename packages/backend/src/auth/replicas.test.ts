import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { LOGIN_PRODUCT_ID, SIGN_AUTH_MUTATION } from '@ccnl/core';
import { createLocalJWKSet, type JSONWebKeySet, jwtVerify } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import {
  PROVISIONING,
  type RunningBackend,
  removeDir,
  signIn,
  startBackend,
  tempDir,
} from '../testing/backend.js';
import { loadOrCreateSigningKey, SIGNING_KEY_FILE } from './signing-key.js';

/** Backends on one data dir and one database stand for replicas behind a load balancer. */

let dataDir = '';
const running: RunningBackend[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((backend) => backend.close()));
  removeDir(dataDir);
});

async function replicas(n: number, overrides: Parameters<typeof startBackend>[0] = {}) {
  dataDir = tempDir();
  const all = await Promise.all(Array.from({ length: n }, () => startBackend({ ...overrides, dataDir })));
  running.push(...all);
  return all;
}

const jwksOf = async (backend: RunningBackend) =>
  (await (await fetch(`${backend.url}.well-known/jwks.json`)).json()) as JSONWebKeySet;

describe('replicas', () => {
  it('starting together on one data dir share one signing key: a token of one is valid on the other', async () => {
    const [a, b] = await replicas(2);
    if (!a || !b) throw new Error('no replicas');
    const [keysA, keysB] = await Promise.all([jwksOf(a), jwksOf(b)]);
    expect(keysA.keys[0]?.kid).toBeDefined();
    expect(keysB).toEqual(keysA);
    const { jwt, userId } = await signIn(a.url, 'demo-full');
    await jwtVerify(jwt, createLocalJWKSet(keysB), { issuer: b.config.publicUrl, audience: 'ccnl' });
    const onB = await b.app.inject({
      url: `/recent-conversations/${userId}?limit=20`,
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(onB.statusCode).toBe(200);
  });

  it('on other machines (other data dirs) share the key through CCNL_SIGNING_KEY_FILE', async () => {
    dataDir = tempDir();
    const signingKeyFile = join(dataDir, 'secret', 'signing-key.json');
    const [a, b] = await Promise.all(
      [tempDir(), tempDir()].map((own) => startBackend({ dataDir: own, signingKeyFile })),
    );
    if (!a || !b) throw new Error('no replicas');
    running.push(a, b);
    try {
      expect(await jwksOf(b)).toEqual(await jwksOf(a));
      expect(existsSync(join(a.config.dataDir, SIGNING_KEY_FILE))).toBe(false);
    } finally {
      await Promise.all([a, b].map((backend) => backend.close()));
      running.splice(0);
      removeDir(a.config.dataDir);
      removeDir(b.config.dataDir);
    }
  });

  it('the key file is created once however many processes race for it', async () => {
    dataDir = tempDir();
    const keys = await Promise.all(Array.from({ length: 8 }, () => loadOrCreateSigningKey(dataDir)));
    expect(new Set(keys.map((key) => key.kid)).size).toBe(1);
  });

  it('count sign-ins together: calls spread over both meet one limit', async () => {
    const [a, b] = await replicas(2, { signInRateLimit: 4 });
    if (!a || !b) throw new Error('no replicas');
    const signInOn = (backend: RunningBackend) =>
      backend.app.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress: '10.1.2.3',
        payload: {
          query: SIGN_AUTH_MUTATION,
          variables: {
            ticketSso: 'demo-full',
            product: LOGIN_PRODUCT_ID,
            provisioning: PROVISIONING,
            acl: ['sso', 'provisioning'],
            includeRoles: false,
          },
        },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await signInOn(i % 2 ? a : b);
      statuses.push(response.statusCode);
      // Signed in for real while under the limit.
      if (response.statusCode === 200) expect(response.json().data.signAuth.jwt).toEqual(expect.any(String));
    }
    // Four sign-ins in the minute, alternating replicas; each replica alone saw only three of six.
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });
});
