import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export interface BackendConfig {
  /** SQLite file, signing key and (later) uploaded documents live here. */
  dataDir: string;
  port: number;
  host: string;
  /** The URL clients use to reach this server: JWT issuer, base of the login script and JWKS. */
  publicUrl: string;
  /** Browser origins allowed to call the API. */
  corsOrigins: string[];
  logger: boolean;
  /** Pause between streamed chunks of the built-in agents; 0 streams as fast as possible. */
  streamDelayMs: number;
  /** Folder of the knowledge-base JSON files, one per CCNL. */
  kbDir: string;
}

// src/config.ts and the bundled dist/*.js both sit one level below the package root.
const DEFAULT_KB_DIR = fileURLToPath(new URL('../data/', import.meta.url));

const booleanText = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const envSchema = z.object({
  CCNL_DATA_DIR: z.string().min(1).default('./.data'),
  BACKEND_PORT: z.coerce.number().int().min(0).max(65_535).default(8787),
  CCNL_BACKEND_HOST: z.string().min(1).default('127.0.0.1'),
  CCNL_BACKEND_URL: z.url({ protocol: /^https?$/ }).optional(),
  CCNL_CORS_ORIGINS: z.string().default('http://127.0.0.1:3000,http://localhost:3000'),
  CCNL_LOGGER: booleanText.default(true),
  CCNL_STREAM_DELAY_MS: z.coerce.number().int().min(0).max(5_000).default(12),
  CCNL_KB_DIR: z.string().min(1).optional(),
});

const originSchema = z.url({ protocol: /^https?$/ }).transform((url) => new URL(url).origin);

export class ConfigError extends Error {
  readonly code = 'CONFIG_ERROR';
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Reads the backend's settings from the environment; a bad value throws a ConfigError naming it. */
export function loadConfig(env: Record<string, string | undefined> = process.env): BackendConfig {
  // Empty variables count as unset, as shells often export them that way.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid ${name}=${JSON.stringify(env[name] ?? '')}: ${issue?.message ?? ''}`);
  }
  const e = parsed.data;
  const corsOrigins: string[] = [];
  for (const raw of e.CCNL_CORS_ORIGINS.split(',')) {
    const value = raw.trim();
    if (!value) continue;
    const origin = originSchema.safeParse(value);
    if (!origin.success) throw new ConfigError(`Invalid CCNL_CORS_ORIGINS entry ${JSON.stringify(value)}`);
    corsOrigins.push(origin.data);
  }
  return {
    dataDir: resolve(process.cwd(), e.CCNL_DATA_DIR),
    port: e.BACKEND_PORT,
    host: e.CCNL_BACKEND_HOST,
    publicUrl: (e.CCNL_BACKEND_URL ?? `http://127.0.0.1:${e.BACKEND_PORT}`).replace(/\/+$/, ''),
    corsOrigins,
    logger: e.CCNL_LOGGER,
    streamDelayMs: e.CCNL_STREAM_DELAY_MS,
    kbDir: e.CCNL_KB_DIR ? resolve(process.cwd(), e.CCNL_KB_DIR) : DEFAULT_KB_DIR,
  };
}
