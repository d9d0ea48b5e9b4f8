import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp as createBackend, loadConfig as loadBackendConfig } from '@ccnl/backend';
import { createApp as createCreditServer, loadConfig as loadCreditConfig } from '@ccnl/credit-server';
import { WEB_DIST } from './paths.js';
import { freePort } from './ports.js';

export interface Servers {
  /** The backend's base URL, without a trailing slash. */
  backendUrl: string;
  /** The credit server's (web app's) base URL, without a trailing slash. */
  webUrl: string;
  dataDir: string;
  /** Stops the backend only (to test clients against a server that went away). */
  stopBackend(): Promise<void>;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Pause between streamed chunks of the built-in agents. */
  streamDelayMs?: number;
}

function isAddressInUse(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'EADDRINUSE';
}

/**
 * Starts the REAL backend (temp data dir) and the REAL credit server (the real web build) on 127.0.0.1.
 * Both ports are picked up front because each server needs the other's URL at creation: the backend's CORS
 * origins name the web app, and the web app's configuration names the backend.
 */
export async function startServers(options: StartOptions = {}): Promise<Servers> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ccnl-e2e-'));
  // A picked port can be taken by someone else before we bind it: pick again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOn(dataDir, await freePort(), await freePort(), options);
    } catch (error) {
      if (!isAddressInUse(error) || attempt >= 3) {
        await rm(dataDir, { recursive: true, force: true });
        throw error;
      }
    }
  }
}

async function startOn(
  dataDir: string,
  backendPort: number,
  webPort: number,
  options: StartOptions,
): Promise<Servers> {
  const backendUrl = `http://127.0.0.1:${backendPort}`;
  const webUrl = `http://127.0.0.1:${webPort}`;

  const backend = await createBackend(
    loadBackendConfig({
      CCNL_DATA_DIR: dataDir,
      BACKEND_PORT: String(backendPort),
      CCNL_BACKEND_URL: backendUrl,
      CCNL_CORS_ORIGINS: webUrl,
      CCNL_LOGGER: 'false',
      CCNL_STREAM_DELAY_MS: String(options.streamDelayMs ?? 2),
      // Every browser and CLI test signs in from 127.0.0.1, far faster than a person would.
      CCNL_SIGNIN_RATE_LIMIT: '100000',
      CCNL_INVALID_TOKEN_RATE_LIMIT: '100000',
    }),
  );
  let credit: Awaited<ReturnType<typeof createCreditServer>> | undefined;
  try {
    await backend.listen({ port: backendPort, host: '127.0.0.1' });
    credit = await createCreditServer(
      loadCreditConfig({
        WEB_PORT: String(webPort),
        CCNL_BACKEND_URL: backendUrl,
        CCNL_WEB_DIST: WEB_DIST,
        // Its own store (keys, balances, reservations) in the test's data dir, fresh like the backend's.
        CCNL_DATA_DIR: dataDir,
        CCNL_LOG_LEVEL: 'silent',
      }),
    );
    await credit.listen({ port: webPort, host: '127.0.0.1' });
  } catch (error) {
    await credit?.close();
    await backend.close();
    throw error;
  }

  let backendStopped: Promise<void> | undefined;
  const stopBackend = () => {
    backendStopped ??= (async () => {
      const closing = backend.close();
      // The service going away is abrupt: a stream or keep-alive connection left open by an earlier test must
      // not hold the close (it waited for them, and the test that stops the service timed out on a busy machine).
      backend.server.closeAllConnections();
      await closing;
    })();
    return backendStopped;
  };
  let closed: Promise<void> | undefined;
  return {
    backendUrl,
    webUrl,
    dataDir,
    stopBackend,
    close() {
      closed ??= (async () => {
        await Promise.all([credit?.close(), stopBackend()]);
        await rm(dataDir, { recursive: true, force: true });
      })();
      return closed;
    },
  };
}
