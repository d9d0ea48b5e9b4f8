import { createApp } from './app.js';
import { loadConfig } from './config.js';

// Answers stream for seconds and requests are small: bound how long a client may take to send one, and
// how long an idle socket may stay open, without cutting a long answer short.
const HEADERS_TIMEOUT_MS = 15_000;
const REQUEST_TIMEOUT_MS = 60_000;
const KEEP_ALIVE_TIMEOUT_MS = 10_000;
const IDLE_SOCKET_TIMEOUT_MS = 120_000;
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  app.server.headersTimeout = HEADERS_TIMEOUT_MS;
  app.server.requestTimeout = REQUEST_TIMEOUT_MS;
  app.server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  app.server.timeout = IDLE_SOCKET_TIMEOUT_MS;

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // Ctrl-C reaches both the launcher and this process: the second signal must not cut the shutdown short.
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('backend: shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  const address = await app.listen({ host: config.host, port: config.port });
  const port = new URL(address).port;
  console.log(`backend: http://${config.host}:${port}`);
}

main().catch((error: unknown) => {
  // Configuration and knowledge-base errors are written for people: print the message, not a stack.
  const message = error instanceof Error ? error.message : String(error);
  console.error(`backend: ${message}`);
  process.exit(1);
});
