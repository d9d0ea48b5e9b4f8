import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RouteHandler = (
  req: IncomingMessage & { body: string; url: string },
  res: ServerResponse,
) => unknown;

export interface ContractServer {
  url: string;
  /** Every request seen, in order: method, path with query, headers and body. */
  requests: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[];
  close(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 that answers the routes given as `"METHOD /path"` (path without query;
 * a trailing `*` matches any suffix). Unknown routes get 404. For tests of clients at the HTTP boundary.
 */
export async function startContractServer(routes: Record<string, RouteHandler>): Promise<ContractServer> {
  const requests: ContractServer['requests'] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = req.url ?? '/';
    requests.push({ method: req.method ?? 'GET', url, headers: req.headers, body });
    const path = url.split('?')[0] ?? '/';
    const key = `${req.method} ${path}`;
    const handler =
      routes[key] ??
      Object.entries(routes).find(
        ([route]) => route.endsWith('*') && key.startsWith(route.slice(0, -1)),
      )?.[1];
    if (!handler) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not found"}');
      return;
    }
    await handler(Object.assign(req, { body, url }), res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
