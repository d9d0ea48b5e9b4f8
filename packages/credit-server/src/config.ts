import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Config, LOCAL_PRODUCT_SERVER_SECRET, resolveConfig, serverTexts } from '@ccnl/core';
import { z } from 'zod';

/**
 * What the browser is told at start (`/app-config.json`): a partial of core's `configSchema` holding only
 * public URLs and settings. Service credentials and the firewall pass-key never go here.
 */
export interface PublicClientConfig {
  apiUrl: string;
  gqlEndpoint: string;
  creditUrl: string;
  provisioning: { hfurl: string };
  upload: Config['upload'];
  salesFormUrl: string;
  videoTutorialUrl: string;
}

export type LogLevel = 'silent' | 'fatal' | 'error' | 'warn' | 'info' | 'debug';

export interface CreditServerConfig {
  port: number;
  host: string;
  /** The backend's base URL, without a trailing slash. */
  backendUrl: string;
  /** The web app's build folder (index.html + assets/). */
  webDist: string;
  /** This server's own public URL, with a trailing slash. */
  publicUrl: string;
  client: PublicClientConfig;
  logLevel: LogLevel;
  credit: CreditSettings;
  assistant: AssistantSettings;
  /** Refused tokens per minute per client address before the address gets 429s. */
  invalidTokenRateLimit: number;
}

/** The assistant API this server forwards (and meters) for the clients. */
export interface AssistantSettings {
  /** The assistant API it forwards to, without a trailing slash. */
  upstreamUrl: string;
  /** Shared with the backend: marks the calls this server forwarded and opens the sealed SSO ticket. */
  productServerSecret: string;
  /** Agent calls (answers) per minute per user, then 429 with `Retry-After`. */
  agentRateLimitPerMinute: number;
  /** How long a reservation holds a credit when its answer never settles (a crash): then it lapses. */
  reservationLeaseMs: number;
}

/** Where the clients reach the assistant API on this server. */
export const ASSISTANT_PREFIX = '/api/assistente';

/** The credit routes' settings: every upstream URL and credential comes from here, never from a request. */
export interface CreditSettings {
  /** The consumption service, without a trailing slash: `${url}/check` and `${url}/register`. */
  consumptionUrl: string;
  /** The service credentials sent upstream; they never reach a client. */
  username: string;
  password: string;
  productId: string;
  measurementUnit: string;
  consumptionType: string;
  quantity: number;
  /** Each upstream attempt's time limit, and how many times a failed attempt is retried. */
  timeoutMs: number;
  retries: number;
  /** Where the idempotency keys and the stored balances live without `databaseUrl` (SQLite). */
  dataDir: string;
  /** `postgres://…`: all state in PostgreSQL, shared by every replica (DATABASE_URL). */
  databaseUrl: string | undefined;
  /** PostgreSQL connections per process (DATABASE_POOL_SIZE; default 10). */
  poolSize: number;
  /** Requests per minute per user on the credit routes. */
  rateLimitPerMinute: number;
  /** How long a registration waits for the same key's call in flight to replay its answer, before 409. */
  inFlightWaitMs: number;
  /** Who signs the callers' tokens: the backend's JWKS and issuer. */
  jwksUrl: string;
  issuer: string;
}

// Both src/ and dist/ sit directly in the package folder, so the web build is two levels up from either.
const defaultWebDist = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'dist');

const optionalUrl = z.url().optional();

const envSchema = z.object({
  WEB_PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  CCNL_WEB_HOST: z.string().trim().min(1).default('127.0.0.1'),
  CCNL_BACKEND_URL: z.url().default('http://127.0.0.1:8787'),
  CCNL_WEB_DIST: z.string().trim().min(1).optional(),
  CCNL_CREDIT_URL: optionalUrl,
  CCNL_PUBLIC_API_URL: optionalUrl,
  CCNL_GQL_ENDPOINT: optionalUrl,
  CCNL_HF_URL: optionalUrl,
  CCNL_SALES_FORM_URL: optionalUrl,
  CCNL_VIDEO_TUTORIAL_URL: optionalUrl,
  CCNL_LOG_LEVEL: z.enum(['silent', 'fatal', 'error', 'warn', 'info', 'debug']).default('warn'),
  CCNL_DATA_DIR: z.string().trim().min(1).default('./.data'),
  CCNL_CREDIT_DATA_DIR: z.string().trim().min(1).optional(),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\//i, serverTexts.startup.databaseUrlInvalid)
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(500).default(10),
  CCNL_CONSUMPTION_URL: optionalUrl,
  // Same defaults as the backend's consumption service, so that the embedded product needs no configuration.
  CCNL_CONSUMPTION_USERNAME: z.string().min(1).default('credit-server'),
  CCNL_CONSUMPTION_PASSWORD: z.string().min(8).default('ccnl-local-consumption-secret'),
  CCNL_CREDIT_PRODUCT_ID: z.string().trim().min(1).default('CCNL-IA-ITERAZIONI'),
  CCNL_CREDIT_MEASUREMENT_UNIT: z.string().trim().min(1).default('ITERAZIONI'),
  CCNL_CREDIT_CONSUMPTION_TYPE: z.string().trim().min(1).default('ITERAZIONE'),
  CCNL_CREDIT_QUANTITY: z.coerce.number().int().min(1).max(1_000).default(1),
  CCNL_CONSUMPTION_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(5_000),
  CCNL_CONSUMPTION_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  CCNL_CREDIT_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(30),
  CCNL_IDEMPOTENCY_WAIT_MS: z.coerce.number().int().min(0).max(20_000).default(3_000),
  CCNL_JWKS_URL: optionalUrl,
  CCNL_JWT_ISSUER: z.string().trim().min(1).optional(),
  CCNL_ASSISTANT_URL: optionalUrl,
  CCNL_PRODUCT_SERVER_SECRET: z.string().min(16).default(LOCAL_PRODUCT_SERVER_SECRET),
  CCNL_AGENT_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(120),
  CCNL_INVALID_TOKEN_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(60),
  CCNL_RESERVATION_LEASE_MS: z.coerce.number().int().min(10_000).max(86_400_000).default(600_000),
});

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);
const withoutSlash = (url: string) => url.replace(/\/+$/, '');

/** Reads the credit server's configuration from environment variables; throws a ZodError when invalid. */
export function loadConfig(env: Record<string, string | undefined> = process.env): CreditServerConfig {
  // Empty variables count as unset, as shells often export them that way.
  const e = envSchema.parse(Object.fromEntries(Object.entries(env).filter(([, value]) => value?.trim())));
  const backendUrl = withoutSlash(e.CCNL_BACKEND_URL);
  const browserHost =
    e.CCNL_WEB_HOST === '0.0.0.0' || e.CCNL_WEB_HOST === '::' ? '127.0.0.1' : e.CCNL_WEB_HOST;
  const publicUrl = withSlash(e.CCNL_CREDIT_URL ?? `http://${browserHost}:${e.WEB_PORT}`);
  const defaults = resolveConfig();
  return {
    port: e.WEB_PORT,
    host: e.CCNL_WEB_HOST,
    backendUrl,
    webDist: resolve(e.CCNL_WEB_DIST ?? defaultWebDist),
    publicUrl,
    client: {
      // The browser reaches the assistant API through this server: one origin, metered.
      apiUrl: withSlash(e.CCNL_PUBLIC_API_URL ?? `${publicUrl}${ASSISTANT_PREFIX.slice(1)}`),
      gqlEndpoint: e.CCNL_GQL_ENDPOINT ?? `${backendUrl}/graphql`,
      creditUrl: publicUrl,
      provisioning: { hfurl: e.CCNL_HF_URL ?? `${backendUrl}/login-script.js` },
      upload: defaults.upload,
      salesFormUrl: e.CCNL_SALES_FORM_URL ?? defaults.salesFormUrl,
      videoTutorialUrl: e.CCNL_VIDEO_TUTORIAL_URL ?? defaults.videoTutorialUrl,
    },
    logLevel: e.CCNL_LOG_LEVEL,
    credit: {
      consumptionUrl: withoutSlash(e.CCNL_CONSUMPTION_URL ?? `${backendUrl}/consumption`),
      username: e.CCNL_CONSUMPTION_USERNAME,
      password: e.CCNL_CONSUMPTION_PASSWORD,
      productId: e.CCNL_CREDIT_PRODUCT_ID,
      measurementUnit: e.CCNL_CREDIT_MEASUREMENT_UNIT,
      consumptionType: e.CCNL_CREDIT_CONSUMPTION_TYPE,
      quantity: e.CCNL_CREDIT_QUANTITY,
      timeoutMs: e.CCNL_CONSUMPTION_TIMEOUT_MS,
      retries: e.CCNL_CONSUMPTION_RETRIES,
      dataDir: resolve(e.CCNL_CREDIT_DATA_DIR ?? join(e.CCNL_DATA_DIR, 'credit-server')),
      databaseUrl: e.DATABASE_URL,
      poolSize: e.DATABASE_POOL_SIZE,
      rateLimitPerMinute: e.CCNL_CREDIT_RATE_LIMIT,
      inFlightWaitMs: e.CCNL_IDEMPOTENCY_WAIT_MS,
      jwksUrl: e.CCNL_JWKS_URL ?? `${backendUrl}/.well-known/jwks.json`,
      // The backend signs with its public URL as issuer.
      issuer: e.CCNL_JWT_ISSUER ?? backendUrl,
    },
    invalidTokenRateLimit: e.CCNL_INVALID_TOKEN_RATE_LIMIT,
    assistant: {
      upstreamUrl: withoutSlash(e.CCNL_ASSISTANT_URL ?? backendUrl),
      productServerSecret: e.CCNL_PRODUCT_SERVER_SECRET,
      agentRateLimitPerMinute: e.CCNL_AGENT_RATE_LIMIT,
      reservationLeaseMs: e.CCNL_RESERVATION_LEASE_MS,
    },
  };
}
