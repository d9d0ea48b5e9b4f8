import { createServer } from 'node:net';

/** A port free on 127.0.0.1 right now (the OS picks it); the caller binds it at once. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port assigned');
  return address.port;
}
