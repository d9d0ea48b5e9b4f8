import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The web build's files. Hashed assets (Vite's `assets/`) never change: cached for a year. Everything else
 * (index.html, manifests) is revalidated. The build writes `.br` and `.gz` beside each text asset, and the
 * one the browser accepts is sent as it is: compressed once at build time, never per request.
 */
export async function registerStaticFiles(app: FastifyInstance, webDist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    preCompressed: true,
    setHeaders(reply, path) {
      const hashed = relative(webDist, path).startsWith(`assets${sep}`);
      reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
    },
  });
}
