import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { type BackendForFile, backendPerFile } from './backend.js';

const LLM_VARIABLES = ['CCNL_LLM_URL', 'CCNL_LLM_MODEL', 'CCNL_LLM_API_KEY'] as const;

/**
 * For a whole test file: a local server that speaks the OpenAI chat-completions protocol (each request's
 * parsed body goes to `handle`), and a backend configured to use it as its model (backendPerFile). The
 * model's variables are restored after the file.
 */
export function backendWithFakeLlm(
  models: string,
  handle: (body: Record<string, unknown>, res: ServerResponse, req: IncomingMessage) => void,
): BackendForFile {
  let fake: Server | undefined;
  const saved: Record<string, string | undefined> = {};

  // Registered before the backend's hooks: the server and the variables exist when it starts, and outlive it.
  beforeAll(async () => {
    const server = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk) => {
        text += chunk;
      });
      req.on('end', () => handle(JSON.parse(text), res, req));
    });
    fake = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const values = [`http://127.0.0.1:${port}/v1`, models, 'chiave-di-prova'];
    LLM_VARIABLES.forEach((name, index) => {
      saved[name] = process.env[name];
      process.env[name] = values[index];
    });
  });
  afterAll(async () => {
    // The backend's fetch keeps its connections alive: end them, or close() waits for their timeout.
    fake?.closeAllConnections();
    await new Promise((resolve) => (fake ? fake.close(resolve) : resolve(undefined)));
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });
  return backendPerFile();
}
