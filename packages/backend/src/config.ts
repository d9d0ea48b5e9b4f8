import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_PRODUCT_SERVER_SECRET, UPLOAD_MAX_MB } from '@ccnl/core';
import { z } from 'zod';
import type { ExtractionLimits } from './documents/extraction.js';

export interface BackendConfig {
  /** SQLite file, signing key and uploaded documents live here. */
  dataDir: string;
  /** postgres://…: every table in PostgreSQL (replicas share it); absent: SQLite in `dataDir`. */
  databaseUrl?: string;
  /** PostgreSQL connections per process (DATABASE_POOL_SIZE; default 10). */
  databasePoolSize?: number;
  /**
   * The signing key's file, when not `${dataDir}/signing-key.json`: replicas on other machines point it at
   * the same key material (a mounted secret).
   */
  signingKeyFile?: string;
  port: number;
  host: string;
  /** The URL clients use to reach this server: JWT issuer, base of the login script and JWKS. */
  publicUrl: string;
  /** Browser origins allowed to call the API. */
  corsOrigins: string[];
  logger: boolean;
  /** Pause between streamed chunks of the built-in agents; 0 streams as fast as possible. */
  streamDelayMs: number;
  /** A fixed today (AAAA-MM-GG) the answers look figures up for; Italy's today when unset. */
  today?: string;
  /** Folder of the knowledge-base JSON files, one per CCNL. */
  kbDir: string;
  /** The pass-key uploads must carry in the `x-firewall-pass` header (spec §6). */
  firewallKey: string;
  /** Largest accepted uploaded file, in MB (spec §5: MB × 1024 × 1024 bytes). */
  uploadMaxMb: number;
  /** The consumption service: the credentials its caller (the credit server) must send, and its product. */
  consumption: { username: string; password: string; productId: string };
  /** Bounds of reading an uploaded file (defaults in `documents/extraction.ts`); tests lower them. */
  documentLimits?: Partial<ExtractionLimits>;
  /**
   * Shared with the product server: proves that a metered user's agent call was forwarded (and metered) by
   * it, and seals the SSO ticket inside the tokens.
   */
  productServerSecret: string;
  /** Sign-ins per minute per client address and per ticket (then 429). */
  signInRateLimit: number;
  /** Requests per minute per client address refused for a missing or invalid token (then 429). */
  invalidTokenRateLimit: number;
}

// src/config.ts and the bundled dist/*.js both sit one level below the package root.
const DEFAULT_KB_DIR = fileURLToPath(new URL('../data/', import.meta.url));

const booleanText = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const DEFAULT_CONSUMPTION_PASSWORD = 'ccnl-local-consumption-secret';

const envSchema = z.object({
  CCNL_DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//i, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(500).default(10),
  CCNL_SIGNING_KEY_FILE: z.string().min(1).optional(),
  BACKEND_PORT: z.coerce.number().int().min(0).max(65_535).default(8787),
  CCNL_BACKEND_HOST: z.string().min(1).default('127.0.0.1'),
  CCNL_BACKEND_URL: z.url({ protocol: /^https?$/ }).optional(),
  CCNL_CORS_ORIGINS: z.string().default('http://127.0.0.1:3000,http://localhost:3000'),
  CCNL_LOGGER: booleanText.default(true),
  CCNL_STREAM_DELAY_MS: z.coerce.number().int().min(0).max(5_000).default(0),
  CCNL_KB_DIR: z.string().min(1).optional(),
  // A fixed "today" (AAAA-MM-GG) for evaluations and demos: the day whose tables answer a question naming none.
  CCNL_TODAY: z.iso.date().optional(),
  // Same default as core's `firewall.key`, so that the embedded product works with no configuration.
  CCNL_FIREWALL_KEY: z.string().min(8).default('ccnl-local-firewall-pass'),
  CCNL_UPLOAD_MAX_MB: z.coerce.number().positive().max(1024).default(UPLOAD_MAX_MB),
  CCNL_CONSUMPTION_USERNAME: z.string().min(1).default('credit-server'),
  CCNL_CONSUMPTION_PASSWORD: z.string().min(8).default(DEFAULT_CONSUMPTION_PASSWORD),
  CCNL_CREDIT_PRODUCT_ID: z.string().min(1).default('CCNL-IA-ITERAZIONI'),
  CCNL_PRODUCT_SERVER_SECRET: z.string().min(16).default(LOCAL_PRODUCT_SERVER_SECRET),
  CCNL_SIGNIN_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(20),
  CCNL_INVALID_TOKEN_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(60),
});

/** Loopback interfaces: the embedded default, where the local default secrets are acceptable. */
const isLoopback = (host: string) => host === 'localhost' || host === '::1' || /^127\./.test(host);

/** Variables whose value a startup error must not print. */
const SECRET_VARIABLES = new Set([
  'DATABASE_URL',
  'CCNL_FIREWALL_KEY',
  'CCNL_CONSUMPTION_PASSWORD',
  'CCNL_PRODUCT_SERVER_SECRET',
]);

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
    const shown = SECRET_VARIABLES.has(name) ? '[redatto]' : JSON.stringify(env[name] ?? '');
    throw new ConfigError(`Invalid ${name}=${shown}: ${issue?.message ?? ''}`);
  }
  const e = parsed.data;
  // Outside the embedded loopback setup, the consumption service and the metering guard must not answer to
  // secrets anyone can read in this repository.
  if (!isLoopback(e.CCNL_BACKEND_HOST)) {
    if (e.CCNL_CONSUMPTION_PASSWORD === DEFAULT_CONSUMPTION_PASSWORD)
      throw new ConfigError('CCNL_CONSUMPTION_PASSWORD must be set when the backend listens beyond loopback');
    if (e.CCNL_PRODUCT_SERVER_SECRET === LOCAL_PRODUCT_SERVER_SECRET)
      throw new ConfigError(
        'CCNL_PRODUCT_SERVER_SECRET must be set when the backend listens beyond loopback',
      );
  }
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
    ...(e.DATABASE_URL ? { databaseUrl: e.DATABASE_URL, databasePoolSize: e.DATABASE_POOL_SIZE } : {}),
    ...(e.CCNL_SIGNING_KEY_FILE ? { signingKeyFile: resolve(process.cwd(), e.CCNL_SIGNING_KEY_FILE) } : {}),
    port: e.BACKEND_PORT,
    host: e.CCNL_BACKEND_HOST,
    publicUrl: (e.CCNL_BACKEND_URL ?? `http://127.0.0.1:${e.BACKEND_PORT}`).replace(/\/+$/, ''),
    corsOrigins,
    logger: e.CCNL_LOGGER,
    streamDelayMs: e.CCNL_STREAM_DELAY_MS,
    kbDir: e.CCNL_KB_DIR ? resolve(process.cwd(), e.CCNL_KB_DIR) : DEFAULT_KB_DIR,
    ...(e.CCNL_TODAY ? { today: e.CCNL_TODAY } : {}),
    firewallKey: e.CCNL_FIREWALL_KEY,
    uploadMaxMb: e.CCNL_UPLOAD_MAX_MB,
    consumption: {
      username: e.CCNL_CONSUMPTION_USERNAME,
      password: e.CCNL_CONSUMPTION_PASSWORD,
      productId: e.CCNL_CREDIT_PRODUCT_ID,
    },
    productServerSecret: e.CCNL_PRODUCT_SERVER_SECRET,
    signInRateLimit: e.CCNL_SIGNIN_RATE_LIMIT,
    invalidTokenRateLimit: e.CCNL_INVALID_TOKEN_RATE_LIMIT,
  };
}
