import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('gives the embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', backendUrl: 'http://127.0.0.1:8787' });
    expect(config.webDist).toMatch(/packages\/web\/dist$/);
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ WEB_PORT: '', CCNL_BACKEND_URL: '', CCNL_PUBLIC_API_URL: ' ' });
    expect(config.port).toBe(3000);
    expect(config.client.apiUrl).toBe('http://127.0.0.1:8787/');
  });

  it('names its own URL after the port it listens on', () => {
    expect(loadConfig({ WEB_PORT: '4100' }).client.creditUrl).toBe('http://127.0.0.1:4100/');
  });

  it.each([
    ['WEB_PORT', '70000'],
    ['WEB_PORT', 'tremila'],
    ['CCNL_SALES_FORM_URL', 'vendite'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
