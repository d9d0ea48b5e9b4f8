import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('gives the embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', backendUrl: 'http://127.0.0.1:8787' });
    expect(config.webDist).toMatch(/packages\/web\/dist$/);
  });

  it('gives the credit settings of the embedded backend, derived from its URL', () => {
    const { credit } = loadConfig({ CCNL_BACKEND_URL: 'http://10.0.0.5:9000/' });
    expect(credit).toMatchObject({
      consumptionUrl: 'http://10.0.0.5:9000/consumption',
      jwksUrl: 'http://10.0.0.5:9000/.well-known/jwks.json',
      issuer: 'http://10.0.0.5:9000',
      username: 'credit-server',
      password: 'ccnl-local-consumption-secret',
      productId: 'CCNL-IA-ITERAZIONI',
      measurementUnit: 'ITERAZIONI',
      consumptionType: 'ITERAZIONE',
      quantity: 1,
      rateLimitPerMinute: 30,
    });
    expect(credit.dataDir).toBe(resolve('.data', 'credit-server'));
    expect(loadConfig({ CCNL_DATA_DIR: '/srv/ccnl' }).credit.dataDir).toBe('/srv/ccnl/credit-server');
    expect(loadConfig({ CCNL_CREDIT_DATA_DIR: '/srv/crediti' }).credit.dataDir).toBe('/srv/crediti');
  });

  it('keeps the state in SQLite unless DATABASE_URL names a PostgreSQL database', () => {
    expect(loadConfig({}).credit).toMatchObject({ databaseUrl: undefined, inFlightWaitMs: 3_000 });
    const url = 'postgres://crediti:segreto@db.interno:5432/ccnl';
    expect(loadConfig({ DATABASE_URL: url }).credit.databaseUrl).toBe(url);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db.interno/ccnl' })).toThrow(/postgres:\/\//);
  });

  it('sizes the PostgreSQL pool from DATABASE_POOL_SIZE (10 by default), refusing sizes that cannot work', () => {
    expect(loadConfig({}).credit.poolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '25' }).credit.poolSize).toBe(25);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '1' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ WEB_PORT: '', CCNL_BACKEND_URL: '', CCNL_PUBLIC_API_URL: ' ' });
    expect(config.port).toBe(3000);
    expect(config.client.apiUrl).toBe('http://127.0.0.1:3000/api/assistente/');
  });

  it('forwards the assistant API to the backend, metered, at 120 answers a minute by default', () => {
    const config = loadConfig({ CCNL_BACKEND_URL: 'http://10.0.0.5:9000/' });
    expect(config.assistant).toMatchObject({
      upstreamUrl: 'http://10.0.0.5:9000',
      agentRateLimitPerMinute: 120,
    });
    // The clients' one origin is this server.
    expect(config.client.apiUrl).toBe('http://127.0.0.1:3000/api/assistente/');
    expect(loadConfig({ CCNL_AGENT_RATE_LIMIT: '5' }).assistant.agentRateLimitPerMinute).toBe(5);
  });

  it('names its own URL after the port it listens on', () => {
    expect(loadConfig({ WEB_PORT: '4100' }).client.creditUrl).toBe('http://127.0.0.1:4100/');
  });

  it.each([
    ['WEB_PORT', '70000'],
    ['WEB_PORT', 'tremila'],
    ['CCNL_SALES_FORM_URL', 'vendite'],
    ['CCNL_CONSUMPTION_URL', 'consumi'],
    ['CCNL_CREDIT_QUANTITY', '0'],
    ['CCNL_CONSUMPTION_RETRIES', '9'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});

describe('a bad password', () => {
  it('is refused without being shown', () => {
    let message = '';
    try {
      loadConfig({ CCNL_CONSUMPTION_PASSWORD: 'corta' });
    } catch (error) {
      message = String(error);
    }
    expect(message).toContain('CCNL_CONSUMPTION_PASSWORD');
    expect(message).not.toContain('corta');
  });
});
