import type { FastifyInstance } from 'fastify';
import type { PublicClientConfig } from './config.js';

function origins(urls: string[]): string[] {
  return [...new Set(urls.map((url) => new URL(url).origin))];
}

/**
 * The Content-Security-Policy of the web app. Scripts come only from this server and from the login
 * script's origin (never inline or eval); the browser talks only to this server and to the configured API
 * and sign-in services, so a deployment that points elsewhere gets a matching policy.
 */
export function contentSecurityPolicy(client: PublicClientConfig): string {
  const scriptSrc = origins([client.provisioning.hfurl]);
  // The assistant API is forwarded by this server ('self'); sign-in and its script may be elsewhere.
  const self = new URL(client.creditUrl).origin;
  const connectSrc = origins([client.apiUrl, client.gqlEndpoint, client.provisioning.hfurl]).filter(
    (origin) => origin !== self,
  );
  return [
    `default-src 'self'`,
    `script-src 'self' ${scriptSrc.join(' ')}`,
    `connect-src 'self' ${connectSrc.join(' ')}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data:`,
    `media-src 'self' https:`,
    `frame-src https:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** Sets the security headers on every response, errors and 404s included. */
export function registerSecurityHeaders(app: FastifyInstance, client: PublicClientConfig): void {
  const headers = {
    'content-security-policy': contentSecurityPolicy(client),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
  };
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
