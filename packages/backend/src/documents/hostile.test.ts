import { readdirSync } from 'node:fs';
import { serverTexts } from '@ccnl/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, type RunningBackend, removeDir, signIn, startBackend } from '../testing/backend.js';
import { openTestDatabase } from '../testing/database.js';
import {
  cyclicPageTree,
  deepPageTree,
  docx,
  inflatingStream,
  repeatedStream,
  tjFlood,
  wordsDocx,
} from './hostile-files.js';
import { FIREWALL_HEADER } from './routes.js';
import { documentsDir } from './storage.js';

// Limits lowered so that each bound is reached quickly; the defaults are the same kind, only larger.
const LIMITS = {
  timeMs: 3_000,
  memoryMb: 192,
  maxChars: 200_000,
  maxInflatedBytes: 8 * 1024 * 1024,
  maxPages: 100,
};

let backend: RunningBackend;
let anna: { jwt: string; userId: string };

beforeAll(async () => {
  backend = await startBackend({ documentLimits: LIMITS });
  anna = await signIn(backend.url, 'demo-full');
});
afterAll(async () => {
  await backend.close();
  removeDir(backend.config.dataDir);
});

async function upload(sessionId: string, name: string, data: Buffer) {
  const form = new FormData();
  form.append('files[]', new Blob([data]), name);
  form.append('session_id', sessionId);
  const response = await fetch(`${backend.url}api/upload-documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${anna.jwt}`, [FIREWALL_HEADER]: 'ccnl-local-firewall-pass' },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { message?: string } };
}

/**
 * Uploads a file while asking /healthz one request after the other until the upload is answered: the
 * number of health answers received meanwhile, and their latencies.
 */
async function uploadWhileProbing(sessionId: string, name: string, data: Buffer) {
  let settled = false;
  const pending = upload(sessionId, name, data).finally(() => {
    settled = true;
  });
  const latencies: number[] = [];
  const statuses = new Set<number>();
  while (!settled) {
    const start = performance.now();
    const response = await fetch(`${backend.url}healthz`);
    await response.arrayBuffer();
    statuses.add(response.status);
    latencies.push(performance.now() - start);
  }
  return { answer: await pending, latencies, statuses };
}

const HOSTILE: [string, string, () => Buffer][] = [
  [
    'a < flood in a DOCX body',
    'meno.docx',
    () => docx(`<w:p><w:r><w:t>${'<'.repeat(160_000)}</w:t></w:r></w:p>`),
  ],
  ['160,000 Tj operators', 'tj.pdf', tjFlood],
  ['one 4 MB stream listed 100 times', 'ripetuto.pdf', repeatedStream],
  ['a 20,000-deep page tree', 'profondo.pdf', () => deepPageTree(20_000)],
  ['a cyclic page tree', 'ciclico.pdf', cyclicPageTree],
  ['a zip bomb that declares its size', 'bomba.docx', () => docx(Buffer.alloc(64 * 1024 * 1024, 0x20))],
  [
    'a zip bomb that lies about its size',
    'bugiarda.docx',
    () => docx(Buffer.alloc(64 * 1024 * 1024, 0x20), 2_000),
  ],
  ['a PDF stream inflating to 300 MB', 'gonfio.pdf', () => inflatingStream(300)],
  ['a DOCX inflating past the text cap', 'lungo.docx', () => wordsDocx(LIMITS.maxChars + 20_000)],
];

const KNOWN = (name: string) => [
  serverTexts.upload.tooMuchText(name, LIMITS.maxChars),
  serverTexts.upload.inflated(name, 8),
  serverTexts.upload.tooManyPages(name, LIMITS.maxPages),
  serverTexts.upload.unreadable(name),
  serverTexts.upload.timeout(name, 3),
  serverTexts.upload.memory(name),
  serverTexts.upload.noText(name),
];

describe('hostile files', () => {
  it.each(HOSTILE)(
    '%s: a 4xx with a clear message or a normal answer, never a 5xx; /healthz keeps answering',
    async (_label, name, make) => {
      const api = clientFor(backend.url, anna.jwt);
      const session = await api.createEmptySession(anna.userId);
      const before = readdirSync(documentsDir(backend.config.dataDir)).sort();
      const { answer, latencies, statuses } = await uploadWhileProbing(session, name, make());
      expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
      if (answer.status !== 200) {
        expect(KNOWN(name)).toContain(answer.body.message);
        // Refused: nothing of it is left, on disk or in the database.
        expect(readdirSync(documentsDir(backend.config.dataDir)).sort()).toEqual(before);
        const db = await openTestDatabase(backend.config.dataDir);
        expect(await db.documents.list(session)).toEqual([]);
        await db.close();
      }
      expect([...statuses]).toEqual(latencies.length ? [200] : []);
      const sorted = [...latencies].sort((a, b) => a - b);
      const p99 = sorted[Math.ceil(sorted.length * 0.99) - 1] ?? 0;
      console.log(
        `${name}: ${answer.status} ${answer.body.message ?? ''}, /healthz ${latencies.length} volte, p99 ${p99.toFixed(1)} ms`,
      );
    },
    60_000,
  );

  it('keeps answering /healthz while a slow file is read: dozens of answers during one extraction', async () => {
    const api = clientFor(backend.url, anna.jwt);
    const session = await api.createEmptySession(anna.userId);
    const { answer, latencies } = await uploadWhileProbing(session, 'ripetuto.pdf', repeatedStream());
    expect(answer.status).toBeLessThan(500);
    // The file takes seconds (it is stopped at the time limit at the latest); the server answers meanwhile.
    expect(latencies.length).toBeGreaterThanOrEqual(20);
  });

  it('refuses text over the cap with 413 and takes text under it', async () => {
    const api = clientFor(backend.url, anna.jwt);
    const session = await api.createEmptySession(anna.userId);
    const over = await upload(session, 'oltre.docx', wordsDocx(LIMITS.maxChars + 20_000));
    expect(over).toEqual({
      status: 413,
      body: { message: serverTexts.upload.tooMuchText('oltre.docx', LIMITS.maxChars) },
    });
    expect(over.body.message).toBe(
      'Il file oltre.docx contiene troppo testo: se ne possono leggere al massimo 200.000 caratteri',
    );
    const under = await upload(session, 'entro.docx', wordsDocx(LIMITS.maxChars - 20_000));
    expect(under.status).toBe(200);
  });

  it('refuses a zip bomb, honest or lying about its size, with 413', async () => {
    const api = clientFor(backend.url, anna.jwt);
    const session = await api.createEmptySession(anna.userId);
    const bomb = Buffer.alloc(64 * 1024 * 1024, 0x20);
    for (const [name, file] of [
      ['onesta.docx', docx(bomb)],
      ['bugiarda.docx', docx(bomb, 2_000)],
    ] as const) {
      expect(file.length).toBeLessThan(200_000);
      expect(await upload(session, name, file)).toEqual({
        status: 413,
        body: { message: serverTexts.upload.inflated(name, 8) },
      });
    }
  });
});
