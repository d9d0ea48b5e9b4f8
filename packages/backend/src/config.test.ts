import { resolve } from 'node:path';
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
      streamDelayMs: 12,
    });
    expect(config.kbDir).toMatch(/packages\/backend\/data\/?$/);
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
    });
    expect(config).toMatchObject({
      dataDir: '/tmp/ccnl-x',
      port: 9000,
      host: '0.0.0.0',
      publicUrl: 'https://api.example.it',
      corsOrigins: ['https://app.example.it', 'http://localhost:5173'],
      logger: false,
      streamDelayMs: 0,
    });
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
    ];
    for (const env of bad) {
      const name = Object.keys(env)[0] as string;
      expect(() => loadConfig(env), name).toThrow(ConfigError);
      expect(() => loadConfig(env), name).toThrow(name);
    }
  });
});
