import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clientFor, removeDir, signIn, tempDir } from './testing/backend.js';
import { type BackendProcess, runBackend as run, waitForLine } from './testing/process.js';

const dataDir = tempDir();
let server: BackendProcess | undefined;

afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  removeDir(dataDir);
});

describe('the backend process (dist/main.js)', () => {
  it('prints its URL, never logs tokens or tickets, and shuts down cleanly mid-stream on SIGTERM', async () => {
    server = run({
      CCNL_DATA_DIR: dataDir,
      BACKEND_PORT: '0',
      CCNL_STREAM_DELAY_MS: '20',
      CCNL_LOGGER: 'true',
    });
    const [, url] = await waitForLine(server, /^backend: (http:\/\/127\.0\.0\.1:\d+)$/m);
    const base = `${url}/`;
    expect((await fetch(`${base}healthz`).then((r) => r.json())) as unknown).toEqual({ status: 'ok' });

    const { jwt, userId } = await signIn(base, 'demo-prova');
    await fetch(`${base}recent-conversations/${userId}`, {
      headers: { authorization: 'Bearer forged.token.x' },
    });
    const api = clientFor(base, jwt);
    const session = await api.createEmptySession(userId);
    let text = '';
    const payload = {
      message: 'Quanti giorni di ferie?',
      user_id: userId,
      session_id: session,
      agent_name: 'main-agent',
    };
    for await (const chunk of api.streamAgent(payload)) {
      if (!text) server.child.kill('SIGTERM');
      text += chunk;
    }
    // The answer ended as a normal end of stream, before the whole text was sent.
    expect(text.length).toBeGreaterThan(0);
    expect(text).not.toContain('Nota:');
    expect(await server.exited).toBe(0);

    const output = server.output();
    expect(output).toContain('"msg":"incoming request"');
    expect(output).not.toContain(jwt);
    expect(output).not.toContain(jwt.split('.')[2]);
    expect(output).not.toContain('forged.token.x');
    expect(output).not.toMatch(/(?<!u-)demo-prova/);
  });

  it('refuses a bad setting or a bad knowledge-base file with one clear line', async () => {
    const badPort = run({ CCNL_DATA_DIR: dataDir, BACKEND_PORT: 'ottanta' });
    expect(await badPort.exited).toBe(1);
    expect(badPort.output().trim()).toMatch(/^backend: Invalid BACKEND_PORT="ottanta": [^\n]+$/);

    const kbDir = join(dataDir, 'kb');
    mkdirSync(kbDir);
    writeFileSync(join(kbDir, 'vuoto.json'), '{"schema_version": 1}');
    const badKb = run({ CCNL_DATA_DIR: dataDir, BACKEND_PORT: '0', CCNL_KB_DIR: kbDir });
    expect(await badKb.exited).toBe(1);
    const lines = badKb.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(join(kbDir, 'vuoto.json'));
    expect(lines[0]).toContain('field "id"');
  });
});
