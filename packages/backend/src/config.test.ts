import { resolve } from 'node:path';
import { resolveConfig } from '@ccnl/core';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults with no environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      dataDir: resolve(process.cwd(), '.data'),
      port: 8787,
      host: '127.0.0.1',
      publicUrl: 'http://127.0.0.1:8787',
      corsOrigins: ['http://127.0.0.1:3000', 'http://localhost:3000'],
      logger: true,
      streamDelayMs: 0,
      firewallKey: 'ccnl-local-firewall-pass',
      uploadMaxMb: 10,
      consumption: {
        username: 'credit-server',
        password: 'ccnl-local-consumption-secret',
        productId: 'CCNL-IA-ITERAZIONI',
      },
    });
    // The embedded clients send core's default pass-key: the two must agree.
    expect(config.firewallKey).toBe(resolveConfig().firewall.key);
    expect(config.kbDir).toMatch(/packages\/backend\/data\/?$/);
  });

  it('refuses the local default secrets when listening beyond loopback', () => {
    expect(() => loadConfig({ CCNL_BACKEND_HOST: '0.0.0.0' })).toThrow(/CCNL_CONSUMPTION_PASSWORD/);
    expect(() =>
      loadConfig({ CCNL_BACKEND_HOST: '0.0.0.0', CCNL_CONSUMPTION_PASSWORD: 'segreto-lungo' }),
    ).toThrow(/CCNL_PRODUCT_SERVER_SECRET/);
    expect(loadConfig({ CCNL_BACKEND_HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      CCNL_DATA_DIR: '/tmp/ccnl-x',
      BACKEND_PORT: '9000',
      CCNL_BACKEND_HOST: '0.0.0.0',
      CCNL_BACKEND_URL: 'https://api.example.it/',
      CCNL_CORS_ORIGINS: 'https://app.example.it/, http://localhost:5173',
      CCNL_LOGGER: 'false',
      CCNL_STREAM_DELAY_MS: '0',
      CCNL_FIREWALL_KEY: 'chiave-del-firewall',
      CCNL_UPLOAD_MAX_MB: '2.5',
      CCNL_CONSUMPTION_USERNAME: 'servizio',
      CCNL_CONSUMPTION_PASSWORD: 'segreto-lungo',
      CCNL_CREDIT_PRODUCT_ID: 'PRODOTTO-X',
      CCNL_PRODUCT_SERVER_SECRET: 'segreto-condiviso-lungo',
    });
    expect(config).toMatchObject({
      dataDir: '/tmp/ccnl-x',
      port: 9000,
      host: '0.0.0.0',
      publicUrl: 'https://api.example.it',
      corsOrigins: ['https://app.example.it', 'http://localhost:5173'],
      logger: false,
      streamDelayMs: 0,
      firewallKey: 'chiave-del-firewall',
      uploadMaxMb: 2.5,
      consumption: { username: 'servizio', password: 'segreto-lungo', productId: 'PRODOTTO-X' },
    });
    expect(config.productServerSecret).toBe('segreto-condiviso-lungo');
    // The default public URL follows the port.
    expect(loadConfig({ BACKEND_PORT: '9100' }).publicUrl).toBe('http://127.0.0.1:9100');
  });

  it('stops on a bad value with a message naming the variable', () => {
    const bad: Record<string, string>[] = [
      { BACKEND_PORT: 'ottanta' },
      { BACKEND_PORT: '70000' },
      { CCNL_BACKEND_URL: 'non-un-url' },
      { CCNL_STREAM_DELAY_MS: '-5' },
      { CCNL_LOGGER: 'forse' },
      { CCNL_CORS_ORIGINS: 'http://ok.example, ftp://no' },
      { CCNL_UPLOAD_MAX_MB: '0' },
      { CCNL_FIREWALL_KEY: 'corta' },
    ];
    for (const env of bad) {
      const name = Object.keys(env)[0] as string;
      expect(() => loadConfig(env), name).toThrow(ConfigError);
      expect(() => loadConfig(env), name).toThrow(name);
    }
  });

  it('never prints a secret it refuses', () => {
    expect(() => loadConfig({ CCNL_CONSUMPTION_PASSWORD: 'breve' })).toThrow(
      /^Invalid CCNL_CONSUMPTION_PASSWORD=\[redatto\]: /,
    );
    expect(() => loadConfig({ CCNL_FIREWALL_KEY: 'breve' })).not.toThrow(/breve/);
    // A database URL carries its password: a wrong one is refused without showing it.
    expect(() => loadConfig({ DATABASE_URL: 'mysql://ccnl:parola-segreta@db/ccnl' })).toThrow(
      /^Invalid DATABASE_URL=\[redatto\]: must start with postgres:\/\//,
    );
  });

  it('takes PostgreSQL and the signing key file from the environment', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://ccnl:segreto@db.internal:5432/ccnl',
      CCNL_SIGNING_KEY_FILE: '/run/secrets/ccnl-signing-key.json',
    });
    expect(config.databaseUrl).toBe('postgres://ccnl:segreto@db.internal:5432/ccnl');
    expect(config.signingKeyFile).toBe('/run/secrets/ccnl-signing-key.json');
    expect(loadConfig({}).databaseUrl).toBeUndefined();
  });

  it('sizes the PostgreSQL pool from DATABASE_POOL_SIZE (10 by default), refusing sizes that cannot work', () => {
    const url = 'postgres://ccnl:segreto@db.internal:5432/ccnl';
    expect(loadConfig({ DATABASE_URL: url }).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '40' }).databasePoolSize).toBe(40);
    // One connection would deadlock a migration lock held while the migration runs.
    expect(() => loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '1' })).toThrow(
      /^Invalid DATABASE_POOL_SIZE=/,
    );
    expect(() => loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: 'molti' })).toThrow(
      /^Invalid DATABASE_POOL_SIZE=/,
    );
  });
});
