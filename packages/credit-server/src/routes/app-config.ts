import type { FastifyInstance } from 'fastify';
import type { PublicClientConfig } from '../config.js';

/** The public client configuration the web app reads at start; never cached so that a redeploy applies. */
export function registerAppConfigRoute(app: FastifyInstance, client: PublicClientConfig): void {
  const body = JSON.stringify(client);
  app.get('/app-config.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store').type('application/json; charset=utf-8');
    return body;
  });
}
