import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SettingsError } from './errors.js';
import { openSettings } from './settings.js';
import { fakeJwt } from './test-utils.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ccnl-settings-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const session = { token: fakeJwt('u-1'), userId: 'u-1', name: 'Mario Rossi', roles: ['FULLCCNLPIU-IA'] };

describe('settings', () => {
  it('creates the settings file inside CCNL_CONFIG_DIR, readable by its owner only', () => {
    const settings = openSettings({ CCNL_CONFIG_DIR: dir });
    settings.saveSession(session);
    expect(settings.path).toBe(join(dir, 'config.json'));
    expect(statSync(settings.path).mode & 0o777).toBe(0o600);
    expect(openSettings({ CCNL_CONFIG_DIR: dir }).session()).toEqual({ session, sessionSource: 'file' });
  });

  it('gives the embedded product server (the assistant API forwarded and metered) as defaults and no session', () => {
    expect(openSettings({ CCNL_CONFIG_DIR: dir }).effective()).toEqual({
      apiUrl: 'http://127.0.0.1:3000/api/assistente/',
      creditUrl: 'http://127.0.0.1:3000/',
      gqlEndpoint: 'http://127.0.0.1:8787/graphql',
      salesFormUrl: 'https://www.example.com/contatta-un-agente',
      connectTimeout: 30,
      streamTimeout: 120,
      session: null,
      sessionSource: null,
    });
  });

  it('reads the timeouts from the file, the environment winning, and refuses one that is not a positive number', () => {
    const stored = openSettings({ CCNL_CONFIG_DIR: dir });
    stored.set('connectTimeout', '12.5');
    expect(openSettings({ CCNL_CONFIG_DIR: dir }).effective().connectTimeout).toBe(12.5);
    const env = openSettings({ CCNL_CONFIG_DIR: dir, CCNL_CONNECT_TIMEOUT: '4', CCNL_STREAM_TIMEOUT: '9' });
    expect(env.effective()).toMatchObject({ connectTimeout: 4, streamTimeout: 9 });
    expect(() => openSettings({ CCNL_CONFIG_DIR: dir, CCNL_STREAM_TIMEOUT: '0' }).effective()).toThrow(
      'Valore non valido per streamTimeout (da CCNL_STREAM_TIMEOUT): serve un numero di secondi maggiore di zero',
    );
    expect(() => stored.set('streamTimeout', 'presto')).toThrow('streamTimeout');
  });

  it('lets the environment win over the file', () => {
    const stored = openSettings({ CCNL_CONFIG_DIR: dir });
    stored.set('apiUrl', 'http://127.0.0.1:9000/');
    stored.set('gqlEndpoint', 'http://127.0.0.1:9000/graphql');
    stored.saveSession(session);
    const settings = openSettings({
      CCNL_CONFIG_DIR: dir,
      CCNL_API_URL: 'http://127.0.0.1:9100/',
      CCNL_CREDIT_URL: 'http://127.0.0.1:9200/',
      CCNL_TOKEN: fakeJwt('u-env'),
    }).effective();
    expect(settings.apiUrl).toBe('http://127.0.0.1:9100/');
    expect(settings.creditUrl).toBe('http://127.0.0.1:9200/');
    expect(settings.gqlEndpoint).toBe('http://127.0.0.1:9000/graphql');
    // CCNL_TOKEN's subject names the user; name and roles are not known without the server.
    expect(settings.session).toEqual({ token: fakeJwt('u-env'), userId: 'u-env', name: null, roles: [] });
    expect(settings.sessionSource).toBe('env');
  });

  it('refuses a bad value with a clear error naming the key and where it came from', () => {
    const settings = openSettings({ CCNL_CONFIG_DIR: dir });
    expect(() => settings.set('apiUrl', 'non un indirizzo')).toThrow(SettingsError);
    expect(() => settings.set('apiUrl', 'non un indirizzo')).toThrow(
      /Valore non valido per apiUrl: serve un URL/,
    );
    expect(settings.url('apiUrl')).toBe('http://127.0.0.1:3000/api/assistente/');

    const fromEnv = openSettings({ CCNL_CONFIG_DIR: dir, CCNL_GQL_ENDPOINT: 'graphql' });
    expect(() => fromEnv.effective()).toThrow(/gqlEndpoint \(da CCNL_GQL_ENDPOINT\)/);

    expect(() => openSettings({ CCNL_CONFIG_DIR: dir, CCNL_TOKEN: 'non-un-jwt' }).session()).toThrow(
      'CCNL_TOKEN non contiene un token (JWT) valido',
    );
  });

  it('names the file when a hand-edited value is bad, and still lets the user repair it', () => {
    const path = join(dir, 'config.json');
    writeFileSync(path, JSON.stringify({ creditUrl: 42, session: { token: '' } }));
    const settings = openSettings({ CCNL_CONFIG_DIR: dir });
    expect(() => settings.effective()).toThrow(`Valore non valido per creditUrl (in ${path})`);
    expect(() => settings.session()).toThrow(`Sessione salvata non valida in ${path}`);
    settings.set('creditUrl', 'http://127.0.0.1:3001/');
    settings.saveSession(session);
    expect(openSettings({ CCNL_CONFIG_DIR: dir }).effective().creditUrl).toBe('http://127.0.0.1:3001/');
  });

  it('reports a settings file that is not JSON', () => {
    writeFileSync(join(dir, 'config.json'), '{ non json');
    expect(() => openSettings({ CCNL_CONFIG_DIR: dir })).toThrow(
      new RegExp(`^Impossibile leggere le impostazioni ${join(dir, 'config.json')}: `),
    );
  });
});
