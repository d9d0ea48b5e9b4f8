import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { cliTexts as cli } from '@ccnl/core/strings';

/**
 * The settings file: one JSON object, mode 0600, written whole through a temporary file and a rename so
 * that a crash never leaves half a file. Where `conf` kept it (`ccnl-nodejs` in the platform's config
 * directory), so existing sign-ins carry over; conf itself loaded a JSON-schema compiler on every start.
 */
export interface SettingsFile {
  path: string;
  get(key: string): unknown;
  has(key: string): boolean;
  set(key: string, value: unknown): void;
  delete(key: string): void;
}

type Env = Record<string, string | undefined>;

/** The platform's per-user configuration directory for ccnl, as env-paths names it for conf. */
export function defaultSettingsDir(env: Env = process.env): string {
  const name = 'ccnl-nodejs';
  const home = homedir();
  if (process.platform === 'darwin') return join(home, 'Library', 'Preferences', name);
  if (process.platform === 'win32')
    return join(env.APPDATA || join(home, 'AppData', 'Roaming'), name, 'Config');
  return join(env.XDG_CONFIG_HOME || join(home, '.config'), name);
}

/** Opens (without creating) the settings file of `dir`; a file that is not a JSON object throws. */
export function openSettingsFile(dir: string): SettingsFile {
  const path = join(dir, 'config.json');
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      throw new Error(cli.config.notAnObject);
    data = parsed as Record<string, unknown>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const save = () => {
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    const temporary = `${path}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(data, null, '\t')}\n`, { mode: 0o600 });
    chmodSync(temporary, 0o600);
    renameSync(temporary, path);
  };
  return {
    path,
    get: (key) => data[key],
    has: (key) => Object.hasOwn(data, key),
    set(key, value) {
      data = { ...data, [key]: value };
      save();
    },
    delete(key) {
      const { [key]: _removed, ...rest } = data;
      data = rest;
      save();
    },
  };
}
