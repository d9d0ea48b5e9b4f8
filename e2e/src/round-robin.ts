import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { createProxyServer } from 'http-proxy-3';

/**
 * A small round-robin load balancer on 127.0.0.1, over http-proxy-3: each request goes to the next target;
 * a target that refuses the connection (a replica that died) is skipped for the next one, as a load
 * balancer's "next upstream on error" does. Bodies are read first (they are small JSON here), so that a
 * request can be sent again.
 */
export interface RoundRobin {
  url: string;
  /** Which target answered each request (index into the targets), in the order the answers came. */
  served: { method: string; path: string; target: number }[];
  /** Sends every request to one target (null: round-robin again). */
  pin(target: number | null): void;
  close(): Promise<void>;
}

const CONNECT_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE']);

export async function startRoundRobin(targets: readonly string[]): Promise<RoundRobin> {
  const proxy = createProxyServer({ xfwd: false, proxyTimeout: 120_000 });
  const served: RoundRobin['served'] = [];
  const chosen = new WeakMap<IncomingMessage, number>();
  let next = 0;
  let pinned: number | null = null;

  proxy.on('proxyRes', (proxyRes, req, res) => {
    const target = chosen.get(req as IncomingMessage);
    if (target !== undefined) served.push({ method: req.method ?? '', path: req.url ?? '', target });
    // A replica that dies mid-answer cuts its answer short: the client must see the cut, not a stall.
    proxyRes.once('close', () => {
      if (!proxyRes.complete) res.destroy();
    });
  });

  function forward(req: IncomingMessage, res: ServerResponse, body: Buffer, target: number, tries: number) {
    chosen.set(req, target);
    proxy.web(
      req,
      res,
      { target: targets[target], buffer: Readable.from(body.length ? [body] : []) },
      (error: Error) => {
        const code = (error as NodeJS.ErrnoException).code ?? '';
        // Not connected yet: nothing reached the replica, so the next one may serve the request.
        if (!res.headersSent && CONNECT_ERRORS.has(code) && tries < targets.length) {
          forward(req, res, body, (target + 1) % targets.length, tries + 1);
          return;
        }
        // Broken after the answer began (a replica killed mid-stream): the client sees the cut.
        if (res.headersSent) res.destroy(error);
        else res.writeHead(502, { 'content-type': 'text/plain' }).end('bad gateway');
      },
    );
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const target = pinned ?? next++ % targets.length;
      forward(req, res, Buffer.concat(chunks), target, 1);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    pin: (target) => {
      pinned = target;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          proxy.close();
          resolve();
        });
      }),
  };
}
