import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { dirname, join } from 'node:path';
import { ApiError, serverTexts, texts, UPLOAD_MAX_FILES, uploadAnswerSchema } from '@ccnl/core';
import { exportDocx } from '@ccnl/core/export';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import type { Passage } from '../kb/passages.js';
import {
  clientFor,
  type RunningBackend,
  removeDir,
  signIn,
  startBackend,
  tempDir,
} from '../testing/backend.js';
import { openTestDatabase } from '../testing/database.js';
import { storedZip, textPdf } from '../testing/files.js';
import { FIREWALL_HEADER } from './routes.js';
import { documentsDir, PARTIAL_SUFFIX } from './storage.js';

// 0.05 MB: 52,428 bytes (spec §5: MB × 1024 × 1024), small enough to test the limit byte by byte.
const MAX_MB = 0.05;
const MAX_BYTES = Math.floor(MAX_MB * 1024 * 1024);
const FIREWALL_KEY = 'ccnl-local-firewall-pass';
const FIXTURE_PDF = readFileSync(new URL('./fixtures/contratto-integrativo.pdf', import.meta.url));

let backend: RunningBackend;
let db: Database;
let anna: { jwt: string; userId: string };
let bruno: { jwt: string; userId: string };

beforeAll(async () => {
  backend = await startBackend({ uploadMaxMb: MAX_MB });
  // A second connection to the same file, as the agents read it: documents by vector store id.
  db = await openTestDatabase(backend.config.dataDir);
  anna = await signIn(backend.url, 'demo-full');
  bruno = await signIn(backend.url, 'demo-base');
});
afterAll(async () => {
  await db.close();
  await backend.close();
  removeDir(backend.config.dataDir);
});

interface Upload {
  sessionId?: string;
  files: { name: string; data: Buffer | string }[];
  jwt?: string;
  firewall?: string | null;
  field?: string;
}

async function upload({
  sessionId,
  files,
  jwt = anna.jwt,
  firewall = FIREWALL_KEY,
  field = 'files[]',
}: Upload) {
  const form = new FormData();
  for (const file of files) form.append(field, new Blob([file.data]), file.name);
  if (sessionId !== undefined) form.append('session_id', sessionId);
  const response = await fetch(`${backend.url}api/upload-documents`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${jwt}`,
      ...(firewall === null ? {} : { [FIREWALL_HEADER]: firewall }),
    },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The passages an upload stored with a document, as the agents load them. */
function passagesOf(document: { stored(): object } | undefined): Passage[] {
  const stored = document?.stored();
  return stored && 'passages' in stored ? (JSON.parse(String(stored.passages)) as Passage[]) : [];
}
/** The documents behind a vector store id, their stored index already read. */
async function vectorStore(id: string, userId: string) {
  const documents = await db.documents.forVectorStore(id, userId);
  return Promise.all(
    documents.map(async ({ load, ...d }) => ({ ...d, stored: await load().then((s) => () => s) })),
  );
}
const textOf = (document: { stored(): object } | undefined) =>
  passagesOf(document)
    .map((p) => p.text)
    .join('\n');

const storedFiles = () => readdirSync(documentsDir(backend.config.dataDir)).sort();
const newSession = (user = anna) => clientFor(backend.url, user.jwt).createEmptySession(user.userId);
const txt = (name: string, text = `Contenuto di ${name}`) => ({ name, data: text });

describe('upload-documents', () => {
  it('stores PDF, DOCX and TXT, answers the conversation’s files and vector store id, and extracts their text', async () => {
    const api = clientFor(backend.url, anna.jwt);
    const session = await newSession();
    const docx = (await exportDocx(
      '<h1>Accordo aziendale</h1><p>Il buono pasto vale <b>8,00 €</b> al giorno.</p><p>Seconda riga</p>',
    )) as Buffer;
    const first = await api.uploadDocuments(session, [
      { name: 'contratto-integrativo.pdf', data: new Blob([FIXTURE_PDF]) },
      { name: 'Accordo aziendale.DOCX', data: new Blob([docx]) },
    ]);
    expect(first.vector_store_id).toBe(`vs_${session}`);
    expect(first.files.map((f) => f.file_name)).toEqual([
      'contratto-integrativo.pdf',
      'Accordo aziendale.DOCX',
    ]);
    const second = await api.uploadDocuments(session, [
      { name: 'note.txt', data: new Blob(['\uFEFFFerie: 26 giorni lavorativi.\r\nPermessi: 72 ore.']) },
    ]);
    // The answer lists every stored file of the conversation, oldest first.
    expect(second.files.map((f) => f.file_name)).toEqual([
      'contratto-integrativo.pdf',
      'Accordo aziendale.DOCX',
      'note.txt',
    ]);
    expect(second.files[0]).toEqual(first.files[0]);

    const texts = await vectorStore(second.vector_store_id ?? '', anna.userId);
    expect(texts.map((d) => d.fileName)).toEqual(second.files.map((f) => f.file_name));
    expect(textOf(texts[0])).toContain(
      'Il periodo di prova per il 4° livello è di 60 giorni di lavoro effettivo.',
    );
    expect(textOf(texts[0])).toContain('Indennità di cassa: 25,82 € mensili.');
    expect(passagesOf(texts[0]).every((p) => p.page === 1 && p.article === 'pagina 1')).toBe(true);
    // A DOCX passage stands under its heading, numbered from its first paragraph.
    expect(passagesOf(texts[1])).toEqual([
      expect.objectContaining({
        text: 'Il buono pasto vale 8,00 € al giorno. Seconda riga',
        heading: 'Accordo aziendale',
        paragraph: 1,
        article: '«Accordo aziendale», paragrafo 1',
        fileName: 'Accordo aziendale.DOCX',
      }),
    ]);
    expect(textOf(texts[2])).toBe('Ferie: 26 giorni lavorativi. Permessi: 72 ore.');
    // Only the owner's session resolves.
    expect(await vectorStore(second.vector_store_id ?? '', bruno.userId)).toEqual([]);
  });

  it('refuses a 4th file with 413 and stores nothing of that upload', async () => {
    const session = await newSession();
    const ok = await upload({ sessionId: session, files: [txt('a.txt'), txt('b.txt'), txt('c.txt')] });
    expect(ok.status).toBe(200);
    const before = storedFiles();
    const fourth = await upload({ sessionId: session, files: [txt('d.txt')] });
    expect(fourth).toEqual({ status: 413, body: { message: texts.upload.tooMany(UPLOAD_MAX_FILES) } });
    expect(fourth.body.message).toBe('Puoi caricare al massimo 3 file');
    // Four in one request, into a fresh session: refused as a whole.
    const fresh = await newSession();
    const four = await upload({ sessionId: fresh, files: ['w', 'x', 'y', 'z'].map((n) => txt(`${n}.txt`)) });
    expect(four.status).toBe(413);
    expect(await db.documents.list(fresh)).toEqual([]);
    expect(await db.documents.list(session)).toHaveLength(3);
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a name already uploaded, or given twice in one upload, with 409 and adds nothing (spec §5)', async () => {
    const session = await newSession();
    expect((await upload({ sessionId: session, files: [txt('lettera.txt')] })).status).toBe(200);
    const before = storedFiles();
    const again = await upload({ sessionId: session, files: [txt('altro.txt'), txt('lettera.txt')] });
    expect(again).toEqual({ status: 409, body: { message: 'Alcuni file sono già stati caricati' } });
    const twice = await upload({
      sessionId: await newSession(),
      files: [txt('doppio.txt'), txt('doppio.txt')],
    });
    expect(twice).toEqual({ status: 409, body: { message: texts.upload.alreadyUploaded } });
    expect((await db.documents.list(session)).map((d) => d.fileName)).toEqual(['lettera.txt']);
    expect(storedFiles()).toEqual(before);
  });

  it('takes a file of exactly the size limit and refuses one byte more with 413 naming it', async () => {
    const session = await newSession();
    const exact = await upload({ sessionId: session, files: [txt('limite.txt', 'a'.repeat(MAX_BYTES))] });
    expect(exact.status).toBe(200);
    const before = storedFiles();
    const over = await upload({ sessionId: session, files: [txt('troppo.txt', 'a'.repeat(MAX_BYTES + 1))] });
    expect(over).toEqual({ status: 413, body: { message: texts.upload.tooLarge('troppo.txt', MAX_MB) } });
    expect(storedFiles()).toEqual(before);
    expect((await db.documents.list(session)).map((d) => d.fileName)).toEqual(['limite.txt']);
  });

  it('refuses with 415 a type whose content does not match its extension, or that is not allowed', async () => {
    const session = await newSession();
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const cases = [
      { name: 'contratto.pdf', data: 'Non sono un PDF' },
      { name: 'lettera.docx', data: 'Nemmeno un DOCX' },
      { name: 'archivio.docx', data: storedZip({ mimetype: 'application/zip', 'altro.xml': '<a/>' }) },
      { name: 'immagine.txt', data: png },
      { name: 'latin1.txt', data: Buffer.from('perch\xe9', 'latin1') },
      { name: 'programma.exe', data: 'MZ' },
      { name: 'senza-estensione', data: 'testo' },
      { name: 'finto.pdf.exe', data: '%PDF-1.4' },
    ];
    const before = storedFiles();
    for (const file of cases) {
      const answer = await upload({ sessionId: session, files: [file] });
      expect(answer, file.name).toEqual({
        status: 415,
        body: { message: texts.upload.wrongType(file.name, '.pdf, .docx, .txt') },
      });
    }
    // One bad file refuses the whole upload, good ones included.
    const mixed = await upload({
      sessionId: session,
      files: [txt('buono.txt'), { name: 'x.pdf', data: 'no' }],
    });
    expect(mixed.status).toBe(415);
    expect(await db.documents.list(session)).toEqual([]);
    expect(storedFiles()).toEqual(before);
  });

  it('says so when a document has no readable text (422)', async () => {
    const session = await newSession();
    const empty = textPdf([[]], { compress: true });
    expect(await upload({ sessionId: session, files: [{ name: 'scansione.pdf', data: empty }] })).toEqual({
      status: 422,
      body: { message: serverTexts.upload.noText('scansione.pdf') },
    });
  });

  it('stores under generated names: a traversal-looking name is only a label', async () => {
    const session = await newSession();
    const parent = dirname(backend.config.dataDir);
    const outside = readdirSync(parent).sort();
    const names = [
      '../../../etc/passwd.txt',
      '..\\..\\boot.ini.txt',
      '/tmp/assoluto.txt',
      'a\u0000b\u0007c.txt',
    ];
    const answer = await upload({ sessionId: session, files: names.slice(0, 3).map((name) => txt(name)) });
    expect(answer.status).toBe(200);
    expect(uploadAnswerSchema.parse(answer.body).files.map((f) => f.file_name)).toEqual([
      'passwd.txt',
      'boot.ini.txt',
      'assoluto.txt',
    ]);
    const control = await upload({
      sessionId: await newSession(),
      files: [txt(names[3] as string, 'Testo')],
    });
    expect(uploadAnswerSchema.parse(control.body).files[0]?.file_name).toBe('abc.txt');
    for (const name of storedFiles()) expect(name).toMatch(/^[0-9a-f-]{36}$/);
    // Other processes may create their own temporary directories beside ours meanwhile: what must not
    // appear, there or where the names point, is a file named after an upload.
    const added = readdirSync(parent).filter((name) => !outside.includes(name));
    expect(added.filter((name) => /passwd|boot\.ini|assoluto|abc\.txt/.test(name))).toEqual([]);
    for (const path of ['/etc/passwd.txt', '/tmp/assoluto.txt', join(parent, 'boot.ini.txt')])
      expect(existsSync(path)).toBe(false);
  });

  it('requires the firewall pass-key, the bearer token, a multipart body, a session of one’s own and a file', async () => {
    const session = await newSession();
    const files = [txt('a.txt')];
    expect(await upload({ sessionId: session, files, firewall: null })).toEqual({
      status: 403,
      body: { message: serverTexts.upload.firewall },
    });
    expect((await upload({ sessionId: session, files, firewall: 'chiave-sbagliata' })).status).toBe(403);
    expect((await upload({ sessionId: session, files, jwt: 'non-un-token' })).status).toBe(401);
    expect(await upload({ files })).toEqual({
      status: 400,
      body: { message: serverTexts.upload.missingSession },
    });
    expect(await upload({ sessionId: session, files: [] })).toEqual({
      status: 400,
      body: { message: texts.upload.atLeastOne },
    });
    expect((await upload({ sessionId: session, files, field: 'allegato' })).status).toBe(400);

    const foreign = await upload({ sessionId: await newSession(bruno), files });
    const missing = await upload({ sessionId: 'sessione-inesistente', files });
    expect(foreign).toEqual({ status: 404, body: { message: serverTexts.http.notFound } });
    expect(foreign).toEqual(missing);

    const json = await fetch(`${backend.url}api/upload-documents`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${anna.jwt}`,
        [FIREWALL_HEADER]: FIREWALL_KEY,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ session_id: session }),
    });
    expect(json.status).toBe(415);
    expect(await db.documents.list(session)).toEqual([]);
  });

  it('leaves no file and no row behind when the client aborts mid-upload', async () => {
    const session = await newSession();
    const before = storedFiles();
    const boundary = 'confine-di-prova';
    const head = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="session_id"',
      '',
      session,
      `--${boundary}`,
      'Content-Disposition: form-data; name="files[]"; filename="lungo.txt"',
      'Content-Type: text/plain',
      '',
      'x'.repeat(20_000),
    ].join('\r\n');
    const url = new URL(`${backend.url}api/upload-documents`);
    const request = httpRequest({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'POST',
      headers: {
        authorization: `Bearer ${anna.jwt}`,
        [FIREWALL_HEADER]: FIREWALL_KEY,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + 40_000),
      },
    });
    request.on('error', () => {});
    request.write(head);
    // Wait until the server is writing the file, then go away.
    const until = Date.now() + 5_000;
    while (!storedFiles().some((name) => name.endsWith('.upload')) && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 5));
    expect(storedFiles().some((name) => name.endsWith('.upload'))).toBe(true);
    request.destroy();
    const cleanUntil = Date.now() + 5_000;
    while (storedFiles().length !== before.length && Date.now() < cleanUntil)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(storedFiles()).toEqual(before);
    expect(await db.documents.list(session)).toEqual([]);
    // The server keeps serving.
    expect((await upload({ sessionId: session, files: [txt('dopo.txt')] })).status).toBe(200);
  });

  it('lets exactly one of two uploads racing for the last slot win', async () => {
    for (let round = 0; round < 3; round++) {
      const session = await newSession();
      await upload({ sessionId: session, files: [txt('1.txt'), txt('2.txt')] });
      const before = storedFiles().length;
      const results = await Promise.all([
        upload({ sessionId: session, files: [txt('a.txt', 'a'.repeat(30_000))] }),
        upload({ sessionId: session, files: [txt('b.txt', 'b'.repeat(30_000))] }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 413]);
      expect(await db.documents.list(session)).toHaveLength(3);
      expect(storedFiles()).toHaveLength(before + 1);
    }
  });
});

describe('delete-document', () => {
  it('removes the file and its text, answers {deleted: true}, and is 404 to anyone else or twice', async () => {
    const api = clientFor(backend.url, anna.jwt);
    const session = await newSession();
    const answer = await api.uploadDocuments(session, [
      { name: 'uno.txt', data: new Blob(['Testo uno']) },
      { name: 'due.txt', data: new Blob(['Testo due']) },
    ]);
    const [one, two] = answer.files;
    const stored = (await db.documents.list(session)).map((d) => d.storedName);
    const asBruno = await fetch(`${backend.url}api/delete-document/${one?.file_id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${bruno.jwt}` },
    });
    expect(asBruno.status).toBe(404);
    expect(await asBruno.json()).toEqual({ message: serverTexts.http.notFound });

    expect(await api.deleteDocument(one?.file_id ?? '')).toBe(true);
    expect(storedFiles()).not.toContain(stored[0]);
    expect(storedFiles()).toContain(stored[1]);
    expect((await vectorStore(answer.vector_store_id ?? '', anna.userId)).map(textOf)).toEqual(['Testo due']);
    const again = await api.deleteDocument(one?.file_id ?? '').catch((error: unknown) => error);
    expect(again).toBeInstanceOf(ApiError);
    expect(again).toMatchObject({ status: 404 });

    // A freed slot can be used again; deleting the conversation removes its remaining files.
    expect(
      (await api.uploadDocuments(session, [{ name: 'tre.txt', data: new Blob(['3']) }])).files,
    ).toHaveLength(2);
    const left = (await db.documents.list(session)).map((d) => d.storedName);
    expect(left).toContain(stored[1]);
    expect(two?.file_name).toBe('due.txt');
    expect(await api.deleteSession(session)).toBe(true);
    for (const name of left) expect(storedFiles()).not.toContain(name);
    expect(await db.documents.list(session)).toEqual([]);
  });
});

describe('start-up', () => {
  it('removes files a crash left half-received, and keeps stored ones', async () => {
    const dataDir = tempDir();
    const dir = documentsDir(dataDir);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `00000000-0000-4000-8000-000000000000${PARTIAL_SUFFIX}`), 'metà');
    writeFileSync(join(dir, '00000000-0000-4000-8000-000000000001'), 'intero');
    const started = await startBackend({ dataDir });
    try {
      expect(readdirSync(dir)).toEqual(['00000000-0000-4000-8000-000000000001']);
    } finally {
      await started.close();
      removeDir(dataDir);
    }
  });
});
