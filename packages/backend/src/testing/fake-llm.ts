import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { type RunningBackend, removeDir, signIn, startBackend } from './backend.js';

const LLM_VARIABLES = ['CCNL_LLM_URL', 'CCNL_LLM_MODEL', 'CCNL_LLM_API_KEY'] as const;

export interface BackendWithLlm {
  readonly backend: RunningBackend;
  /** demo-full, signed in. */
  readonly user: { jwt: string; userId: string };
}

/**
 * For a whole test file: a local server that speaks the OpenAI chat-completions protocol (each request's
 * parsed body goes to `handle`), and a backend configured to use it as its model, with demo-full signed in.
 * The model's variables are restored after the file.
 */
export function backendWithFakeLlm(
  models: string,
  handle: (body: Record<string, unknown>, res: ServerResponse, req: IncomingMessage) => void,
): BackendWithLlm {
  let fake: Server | undefined;
  let backend: RunningBackend | undefined;
  let user: BackendWithLlm['user'] | undefined;
  const saved: Record<string, string | undefined> = {};

  beforeAll(async () => {
    fake = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk) => {
        text += chunk;
      });
      req.on('end', () => handle(JSON.parse(text), res, req));
    });
    await new Promise<void>((resolve) => fake?.listen(0, '127.0.0.1', resolve));
    const { port } = fake.address() as AddressInfo;
    const values = [`http://127.0.0.1:${port}/v1`, models, 'chiave-di-prova'];
    LLM_VARIABLES.forEach((name, index) => {
      saved[name] = process.env[name];
      process.env[name] = values[index];
    });
    backend = await startBackend();
    user = await signIn(backend.url, 'demo-full');
  });

  afterAll(async () => {
    if (backend) {
      // After an aborted stream this process's HTTP client may hold a spare connection that never sends a
      // request; the server would wait for it until its headers timeout. Every request is done here.
      backend.app.server.closeAllConnections();
      await backend.close();
      removeDir(backend.config.dataDir);
    }
    // The backend's fetch keeps its connections alive: end them, or close() waits for their timeout.
    fake?.closeAllConnections();
    await new Promise((resolve) => (fake ? fake.close(resolve) : resolve(undefined)));
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('backendWithFakeLlm: used before its beforeAll ran');
    return value;
  };
  return {
    get backend() {
      return started(backend);
    },
    get user() {
      return started(user);
    },
  };
}
