import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Config, resolveConfig } from '@ccnl/core';
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
      apiUrl: withSlash(e.CCNL_PUBLIC_API_URL ?? backendUrl),
      gqlEndpoint: e.CCNL_GQL_ENDPOINT ?? `${backendUrl}/graphql`,
      creditUrl: publicUrl,
      provisioning: { hfurl: e.CCNL_HF_URL ?? `${backendUrl}/login-script.js` },
      upload: defaults.upload,
      salesFormUrl: e.CCNL_SALES_FORM_URL ?? defaults.salesFormUrl,
      videoTutorialUrl: e.CCNL_VIDEO_TUTORIAL_URL ?? defaults.videoTutorialUrl,
    },
    logLevel: e.CCNL_LOG_LEVEL,
  };
}
