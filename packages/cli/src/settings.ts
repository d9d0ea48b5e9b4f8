import { join } from 'node:path';
import { configSchema, jwtSubject } from '@ccnl/core';
import { cliTexts as cli } from '@ccnl/core/strings';
import { z } from 'zod';
import { SettingsError } from './errors.js';
import { defaultSettingsDir, openSettingsFile, type SettingsFile } from './settings-file.js';

/** The signed-in user as stored after `ccnl login`: the JWT, never the SSO ticket. */
const sessionSchema = z.object({
  token: z.string().min(1),
  userId: z.string().min(1),
  name: z.string().nullable().default(null),
  roles: z.array(z.string()).default([]),
});
type StoredSession = z.infer<typeof sessionSchema>;

/** The timeouts a user gets without setting them, in seconds. */
export const DEFAULT_TIMEOUTS = { connectTimeout: 30, streamTimeout: 120 } as const;

const timeoutSchema = z.coerce.number().positive().max(86_400);

/**
 * The one schema of the terminal client's settings: it gives the defaults (core's, for the URLs) and
 * validates what the file holds, what `config set` writes and what the environment overrides.
 */
const settingsSchema = configSchema
  .pick({ apiUrl: true, creditUrl: true, gqlEndpoint: true, salesFormUrl: true })
  .extend({
    session: sessionSchema.nullable().default(null),
    // Seconds of silence before giving up: until a server's answer (its first byte for a stream), and
    // between two pieces of a streamed answer (an agent may think for a while between them).
    connectTimeout: timeoutSchema.default(DEFAULT_TIMEOUTS.connectTimeout),
    streamTimeout: timeoutSchema.default(DEFAULT_TIMEOUTS.streamTimeout),
  });
type Settings = z.infer<typeof settingsSchema>;

export const URL_KEYS = ['apiUrl', 'creditUrl', 'gqlEndpoint', 'salesFormUrl'] as const;
type UrlKey = (typeof URL_KEYS)[number];
export const TIMEOUT_KEYS = ['connectTimeout', 'streamTimeout'] as const;
export type TimeoutKey = (typeof TIMEOUT_KEYS)[number];
/** Every key `config get/set` accepts. */
export const SETTING_KEYS = [...URL_KEYS, ...TIMEOUT_KEYS] as const;
export type SettingKey = UrlKey | TimeoutKey;

/** The environment variable that overrides each setting. */
const ENV_OVERRIDES: Record<SettingKey, string> = {
  apiUrl: 'CCNL_API_URL',
  creditUrl: 'CCNL_CREDIT_URL',
  gqlEndpoint: 'CCNL_GQL_ENDPOINT',
  salesFormUrl: 'CCNL_SALES_FORM_URL',
  connectTimeout: 'CCNL_CONNECT_TIMEOUT',
  streamTimeout: 'CCNL_STREAM_TIMEOUT',
};

export interface EffectiveSettings extends Settings {
  /** Where the session comes from: the settings file, CCNL_TOKEN, or nowhere. */
  sessionSource: 'file' | 'env' | null;
}

export function isSettingKey(key: string): key is SettingKey {
  return (SETTING_KEYS as readonly string[]).includes(key);
}

function isTimeoutKey(key: string): key is TimeoutKey {
  return (TIMEOUT_KEYS as readonly string[]).includes(key);
}

/** A timeout in seconds as typed (flag, environment, `config set`), or null when it is not one. */
export function parseTimeout(value: string): number | null {
  const parsed = timeoutSchema.safeParse(value.trim() === '' ? Number.NaN : value);
  return parsed.success ? parsed.data : null;
}

type Env = Record<string, string | undefined>;

const badValue = (key: SettingKey, source: string) =>
  isTimeoutKey(key) ? cli.config.badTimeout(key, source) : cli.config.badValue(key, source);

/**
 * Opens the settings file (mode 0600, in CCNL_CONFIG_DIR when set). Every value is validated on
 * read, one key at a time, so that a bad value in one key never blocks `config set` or `login` from
 * repairing it.
 */
export function openSettings(env: Env = process.env) {
  const dir = env.CCNL_CONFIG_DIR || undefined;
  const folder = dir ?? defaultSettingsDir(env);
  let store: SettingsFile;
  try {
    store = openSettingsFile(folder);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new SettingsError(cli.config.unreadable(join(folder, 'config.json'), reason), { cause: error });
  }
  const path = store.path;
  const override = (key: SettingKey): string | undefined => env[ENV_OVERRIDES[key]] || undefined;

  function read<K extends SettingKey>(key: K): z.infer<(typeof settingsSchema.shape)[K]> {
    const fromEnv = override(key);
    const raw = fromEnv ?? store.get(key);
    const parsed = settingsSchema.shape[key].safeParse(raw);
    if (!parsed.success) {
      const source = fromEnv ? cli.config.fromEnv(ENV_OVERRIDES[key]) : cli.config.fromFile(path);
      throw new SettingsError(badValue(key, source));
    }
    return parsed.data as z.infer<(typeof settingsSchema.shape)[K]>;
  }
  const url = (key: UrlKey): string => read(key);

  function session(): Pick<EffectiveSettings, 'session' | 'sessionSource'> {
    const token = env.CCNL_TOKEN;
    if (token) {
      // The server verifies the token; here its subject only names the user.
      const userId = jwtSubject(token);
      if (!userId) throw new SettingsError(cli.config.badToken);
      return { session: { token, userId, name: null, roles: [] }, sessionSource: 'env' };
    }
    const parsed = settingsSchema.shape.session.safeParse(store.get('session') ?? null);
    if (!parsed.success) throw new SettingsError(cli.config.badSession(path));
    return { session: parsed.data, sessionSource: parsed.data ? 'file' : null };
  }

  return {
    path,
    url,
    session,
    /** Any setting's value as text, for `config get <key>`. */
    text(key: SettingKey): string {
      return String(read(key));
    },
    /** The name of the environment variable that overrides `key`, when it is set. */
    overriddenBy(key: SettingKey): string | null {
      return override(key) ? ENV_OVERRIDES[key] : null;
    },
    /** Every setting as the commands see it: the file, then the environment, then the defaults. */
    effective(): EffectiveSettings {
      return {
        apiUrl: url('apiUrl'),
        creditUrl: url('creditUrl'),
        gqlEndpoint: url('gqlEndpoint'),
        salesFormUrl: url('salesFormUrl'),
        connectTimeout: read('connectTimeout'),
        streamTimeout: read('streamTimeout'),
        ...session(),
      };
    },
    set(key: SettingKey, value: string): void {
      const parsed = settingsSchema.shape[key].safeParse(value);
      if (!parsed.success) throw new SettingsError(badValue(key, ''));
      store.set(key, parsed.data);
    },
    saveSession(value: StoredSession): void {
      store.set('session', sessionSchema.parse(value));
    },
    /** Removes the stored session; false when there was none. */
    clearSession(): boolean {
      if (!store.has('session')) return false;
      store.delete('session');
      return true;
    },
  };
}
