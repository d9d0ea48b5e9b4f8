import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { collect } from '@ccnl/core/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { clientFor, removeDir, signIn, tempDir } from './testing/backend.js';
import { openTestDatabase } from './testing/database.js';
import {
  type BackendProcess,
  runBackend as run,
  startBackendProcess,
  waitForLine,
} from './testing/process.js';

const FIREWALL_KEY = 'chiave-firewall-segreta-123';
const CONSUMPTION_PASSWORD = 'password-consumo-segreta';

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
  it('prints its URL, never logs tokens, tickets or credentials, and shuts down cleanly mid-stream on SIGTERM', async () => {
    server = run({
      CCNL_DATA_DIR: dataDir,
      BACKEND_PORT: '0',
      CCNL_STREAM_DELAY_MS: '20',
      CCNL_LOGGER: 'true',
      CCNL_FIREWALL_KEY: FIREWALL_KEY,
      CCNL_CONSUMPTION_PASSWORD: CONSUMPTION_PASSWORD,
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
    const form = new FormData();
    form.append('files[]', new Blob(['Nota riservata']), 'nota.txt');
    form.append('session_id', session);
    const upload = await fetch(`${base}api/upload-documents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${jwt}`, 'x-firewall-pass': FIREWALL_KEY },
      body: form,
    });
    expect(upload.status).toBe(200);
    for (const path of ['check', 'register']) {
      const consumption = await fetch(`${base}consumption/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          Ticket: 'demo-iterazioni',
          CRMID: 'CRM-100004',
          Username: 'credit-server',
          Password: CONSUMPTION_PASSWORD,
        }),
      });
      expect(consumption.status).toBe(200);
    }
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
    expect(output).not.toMatch(/(?<!u-)demo-iterazioni/);
    expect(output).not.toContain(FIREWALL_KEY);
    expect(output).not.toContain(CONSUMPTION_PASSWORD);
  });

  it('keeps conversations, documents, payslip fields and credit through a crash (SIGKILL)', async () => {
    const crashDir = tempDir();
    try {
      const first = await startBackendProcess({ CCNL_DATA_DIR: crashDir, CCNL_STREAM_DELAY_MS: '5' });
      const { jwt, userId } = await signIn(first.url, 'demo-iterazioni');
      const api = clientFor(first.url, jwt, { asProductServer: true });
      const session = await api.createEmptySession(userId);
      const question = { user_id: userId, session_id: session, agent_name: 'main-agent' };
      const answer = (
        await collect(api.streamAgent({ ...question, message: 'Quanti giorni di ferie?' }))
      ).join('');
      const upload = await api.uploadDocuments(session, [{ name: 'nota.txt', data: new Blob(['Nota']) }]);
      await api.updatePayslipField(session, 'livello', '4');
      for await (const _chunk of api.streamAgent({ ...question, message: 'E il preavviso?' })) {
        // Killed mid-answer: no shutdown code runs.
        first.child.kill('SIGKILL');
        break;
      }
      await first.exited;

      const second = await startBackendProcess({ CCNL_DATA_DIR: crashDir });
      try {
        const again = clientFor(second.url, jwt, { asProductServer: true });
        const history = await again.conversationHistory(userId, session);
        expect(history.slice(0, 3).map((m) => [m.role, m.content])).toEqual([
          ['user', 'Quanti giorni di ferie?'],
          ['assistant', answer],
          ['user', 'E il preavviso?'],
        ]);
        expect((await again.recentConversations(userId)).map((c) => c.session_id)).toContain(session);
        const db = await openTestDatabase(crashDir);
        try {
          expect((await db.documents.list(session)).map((d) => d.id)).toEqual(
            upload.files.map((f) => f.file_id),
          );
          expect(Object.keys(await db.payslips.fields(session))).toEqual(['livello']);
          expect((await db.users.findById(userId))?.credit).toBe(5);
        } finally {
          await db.close();
        }
      } finally {
        await second.stop();
      }
    } finally {
      removeDir(crashDir);
    }
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
