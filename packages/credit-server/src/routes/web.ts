import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { serverTexts } from '@ccnl/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { registerStaticFiles } from './web-static.js';

/** The web app's own routes (spec §2); every other page path renders its 404 page. */
export const APP_ROUTES = ['/', '/cookie', '/video-tutorial'] as const;

/** Raised at start when the web build is missing, so the operator knows what to run. */
export class WebDistMissingError extends Error {
  readonly code = 'WEB_DIST_MISSING';
  constructor(readonly webDist: string) {
    super(serverTexts.startup.webDistMissing(webDist));
    this.name = 'WebDistMissingError';
  }
}

export async function assertWebDist(webDist: string): Promise<void> {
  const index = await stat(join(webDist, 'index.html')).catch(() => null);
  if (!index?.isFile()) throw new WebDistMissingError(webDist);
}

/** A path the SPA would render (as opposed to a missing file or API call, which get a plain 404). */
function isPagePath(pathname: string): boolean {
  if (pathname.startsWith('/assets/') || pathname.startsWith('/api/')) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.');
}

export async function registerWebRoutes(app: FastifyInstance, webDist: string): Promise<void> {
  // Read on every request: index.html is small, and a rebuild while running must not serve stale asset names.
  async function sendIndex(reply: FastifyReply, status: number): Promise<FastifyReply> {
    const html = await readFile(join(webDist, 'index.html'));
    return reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  }

  await registerStaticFiles(app, webDist);

  for (const route of APP_ROUTES) {
    app.get(route, (_request, reply) => sendIndex(reply, 200));
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = new URL(request.url, 'http://localhost').pathname;
    if ((request.method === 'GET' || request.method === 'HEAD') && isPagePath(pathname)) {
      return sendIndex(reply, 404);
    }
    return reply
      .code(404)
      .header('cache-control', 'no-store')
      .send({
        statusCode: 404,
        error: 'Not Found',
        message: `Route ${request.method}:${pathname} not found`,
      });
  });
}
