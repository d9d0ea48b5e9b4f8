// Uploaded documents: (1) extraction of real-looking PDFs made by LibreOffice (headings, paragraphs, tables;
// 1 to 200 pages) through the backend's worker pool against pdftotext (poppler) on the same files: time
// ratio (target ≤ 3×) and word overlap (target ≥ 98%); (2) time to the first byte of an answer in a
// conversation with three uploaded 100-page documents against the same question with none (target ≤ 1.5×);
// (3) /healthz while a hostile PDF is read, from another process: p99 against an idle server.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { deflateSync } from 'node:zlib';
import { clients, median, SERVERS, signIn, startChild, tempDataDir } from './backend-lib.mjs';

export const description =
  'documents: PDF extraction vs pdftotext; first byte with 3 × 100 pages; /healthz under a hostile file';

const PAGES = [1, 10, 50, 100, 200];
const REPEATS = 3;
const QUESTION_PAIRS = 40;
const WARMUPS = 10;

const WORDS =
  'il lavoratore assunto con contratto a tempo indeterminato è inquadrato al livello previsto dal contratto collettivo nazionale del commercio terziario distribuzione e servizi con periodo di prova retribuzione mensile lorda ferie permessi orario settimanale preavviso dimissioni licenziamento tredicesima quattordicesima mensilità indennità straordinario festivo notturno malattia infortunio comporto'.split(
    ' ',
  );

/** Deterministic words, so that every run converts the same documents. */
function textMaker(seed) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state;
  };
  return (count) => Array.from({ length: count }, () => WORDS[next() % WORDS.length]).join(' ');
}

/** An agreement-like HTML document of about `pages` pages: a heading, paragraphs and a pay table each. */
function html(pages, seed) {
  const words = textMaker(seed);
  const parts = ['<html><head><meta charset="utf-8"><title>Accordo</title></head><body>'];
  for (let s = 1; s <= pages; s++) {
    parts.push(`<h2>Art. ${s} – ${words(4)}</h2>`);
    for (let p = 0; p < 3; p++) parts.push(`<p>${words(90)}.</p>`);
    parts.push('<table border="1"><tr><th>Livello</th><th>Minimo mensile</th><th>Periodo di prova</th></tr>');
    for (let l = 1; l <= 5; l++)
      parts.push(
        `<tr><td>${l}° livello</td><td>${(1500 + l * 97 + s).toLocaleString('it-IT')},00 €</td><td>${15 * l} giorni</td></tr>`,
      );
    parts.push('</table>');
  }
  parts.push('</body></html>');
  return parts.join('\n');
}

function toPdf(dir, name, content) {
  const source = join(dir, `${name}.html`);
  writeFileSync(source, content);
  execFileSync(
    'soffice',
    [
      `-env:UserInstallation=file://${dir}/profile`,
      '--headless',
      '--convert-to',
      'pdf',
      '--outdir',
      dir,
      source,
    ],
    {
      stdio: 'ignore',
    },
  );
  const file = join(dir, `${name}.pdf`);
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file]).toString())?.[1] ?? 0);
  return { file, pages };
}

const wordsOf = (text) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Shared words (with repeats) over the longer of the two texts. */
function overlap(a, b) {
  const count = new Map();
  for (const w of wordsOf(b)) count.set(w, (count.get(w) ?? 0) + 1);
  const mine = wordsOf(a);
  let common = 0;
  for (const w of mine) {
    const n = count.get(w) ?? 0;
    if (n > 0) {
      common++;
      count.set(w, n - 1);
    }
  }
  return common / Math.max(mine.length, wordsOf(b).length, 1);
}

function pdftotext(file) {
  const start = performance.now();
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], {
    maxBuffer: 64 * 1024 * 1024,
  }).toString();
  return { ms: performance.now() - start, text };
}

async function extraction(root, dir) {
  const backend = await import(pathToFileURL(join(root, 'packages/backend/dist/index.js')).href);
  const extractor = backend.createExtractor({ ocr: false });
  const files = PAGES.map((pages) => ({
    want: pages,
    ...toPdf(dir, `accordo-${pages}`, html(pages, pages)),
  }));
  try {
    await extractor.extract('pdf', files[0].file); // the worker started and pdf.js loaded: not the files' cost
    let ours = 0;
    let theirs = 0;
    let worst = 1;
    for (const { file } of files) {
      const a = [];
      const b = [];
      let text = '';
      let reference = '';
      for (let i = 0; i < REPEATS; i++) {
        const start = performance.now();
        const extracted = await extractor.extract('pdf', file);
        a.push(performance.now() - start);
        text = extracted.blocks.map((block) => block.text).join('\n');
        const poppler = pdftotext(file);
        b.push(poppler.ms);
        reference = poppler.text;
      }
      ours += median(a);
      theirs += median(b);
      worst = Math.min(worst, overlap(text, reference));
    }
    const pages = files.map((f) => f.pages).join('+');
    return { ours, theirs, worst, pages, files };
  } finally {
    await extractor.close();
  }
}

/** A PDF whose one page lists the same 4 MB stream 100 times: seconds of parsing, stopped by the limits. */
function hostilePdf() {
  const ops = deflateSync(Buffer.from('0 0 m 1 1 l S\n'.repeat(300_000)));
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents [${'4 0 R '.repeat(100)}] >>`,
    Buffer.concat([
      Buffer.from(`<< /Filter /FlateDecode /Length ${ops.length} >>\nstream\n`),
      ops,
      Buffer.from('\nendstream'),
    ]),
  ];
  const parts = [Buffer.from('%PDF-1.4\n')];
  const offsets = [];
  let length = parts[0].length;
  objects.forEach((object, i) => {
    offsets.push(length);
    const chunk = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`),
      Buffer.from(object),
      Buffer.from('\nendobj\n'),
    ]);
    parts.push(chunk);
    length += chunk.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
  ];
  parts.push(
    Buffer.from(
      `${xref.join('\n')}\ntrailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF`,
    ),
  );
  return Buffer.concat(parts);
}

async function conversation(root, files) {
  const { core, undici } = await clients(root);
  const data = tempDataDir();
  const server = await startChild(root, SERVERS.backend, { DATA_DIR: data.dir, DELAY_MS: '0' });
  const dispatcher = new undici.Agent({ connections: 8 });
  try {
    const user = await signIn(core, server.url, 'demo-full');
    const headers = { authorization: `Bearer ${user.jwt}` };
    const session = async () =>
      (
        await (
          await undici.request(`${server.url}create-empty-session/${user.userId}`, {
            method: 'POST',
            headers,
            dispatcher,
          })
        ).body.json()
      ).session_id;
    const empty = await session();
    const withDocs = await session();
    const form = new FormData();
    for (const [i, file] of files.entries())
      form.append('files[]', new Blob([readFileSync(file)]), `accordo-${i + 1}.pdf`);
    form.append('session_id', withDocs);
    const uploaded = await fetch(`${server.url}api/upload-documents`, {
      method: 'POST',
      headers: { ...headers, 'x-firewall-pass': 'ccnl-local-firewall-pass' },
      body: form,
    });
    if (uploaded.status !== 200)
      throw new Error(`upload answered ${uploaded.status}: ${await uploaded.text()}`);
    const { vector_store_id } = await uploaded.json();
    // After the upload (its worker thread included), before the first question loads the three indexes.
    const rssBefore = server.rssMb();
    const ask = async (sessionId, store) => {
      const start = performance.now();
      const response = await undici.request(`${server.url}main-agent`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          message: 'Cosa dice il documento sul periodo di prova del 4° livello?',
          user_id: user.userId,
          session_id: sessionId,
          agent_name: 'main-agent',
          ...(store ? { vector_store_id: store } : {}),
        }),
        dispatcher,
      });
      let first = 0;
      for await (const _chunk of response.body) first ||= performance.now();
      return first - start;
    };
    await ask(withDocs, vector_store_id); // loads the three indexes once: what every later question finds
    const rssLoaded = server.rssMb();
    // Both paths warmed alike (the JIT), then measured in alternation.
    for (let i = 0; i < WARMUPS; i++) {
      await ask(withDocs, vector_store_id);
      await ask(empty);
    }
    const a = [];
    const b = [];
    for (let i = 0; i < QUESTION_PAIRS; i++) {
      if (i % 2) {
        a.push(await ask(withDocs, vector_store_id));
        b.push(await ask(empty));
      } else {
        b.push(await ask(empty));
        a.push(await ask(withDocs, vector_store_id));
      }
    }

    // /healthz from this process, idle and then while a hostile file is read.
    const probe = async () => {
      const start = performance.now();
      const response = await undici.request(`${server.url}healthz`, { dispatcher });
      await response.body.text();
      return performance.now() - start;
    };
    const idle = [];
    for (let i = 0; i < 200; i++) idle.push(await probe());
    const hostile = new FormData();
    hostile.append('files[]', new Blob([hostilePdf()]), 'ripetuto.pdf');
    hostile.append('session_id', await session());
    let settled = false;
    const pending = fetch(`${server.url}api/upload-documents`, {
      method: 'POST',
      headers: { ...headers, 'x-firewall-pass': 'ccnl-local-firewall-pass' },
      body: hostile,
    }).finally(() => {
      settled = true;
    });
    const busy = [];
    while (!settled) busy.push(await probe());
    const status = (await pending).status;
    const p99 = (values) => [...values].sort((x, y) => x - y)[Math.ceil(values.length * 0.99) - 1] ?? 0;
    return {
      withDocs: median(a),
      without: median(b),
      memoryMb: rssLoaded - rssBefore,
      idleP99: p99(idle),
      busyP99: p99(busy),
      busyCount: busy.length,
      status,
    };
  } finally {
    await server.stop();
    await dispatcher.close();
    data.remove();
  }
}

export async function run({ root }) {
  const data = tempDataDir();
  try {
    const dir = join(data.dir, 'pdf');
    mkdirSync(dir);
    const x = await extraction(root, dir);
    const hundred = [1, 2, 3].map((seed) => toPdf(dir, `cento-${seed}`, html(100, 1000 + seed)).file);
    const q = await conversation(root, hundred);
    return {
      line: [
        `documents: extraction of ${x.pages} LibreOffice pages ${x.ours.toFixed(0)} ms vs pdftotext ${x.theirs.toFixed(0)} ms → ${(x.ours / x.theirs).toFixed(2)}× (target ≤ 3×), word overlap ≥ ${(x.worst * 100).toFixed(1)}% (target ≥ 98%)`,
        `first byte with 3 × 100-page documents ${q.withDocs.toFixed(1)} ms vs none ${q.without.toFixed(1)} ms → ${(q.withDocs / q.without).toFixed(2)}× (target ≤ 1.5×); their indexes in memory +${q.memoryMb.toFixed(0)} MB RSS`,
        `/healthz p99 while a hostile PDF is read ${q.busyP99.toFixed(1)} ms over ${q.busyCount} requests (upload answered ${q.status}) vs idle ${q.idleP99.toFixed(1)} ms (target < 100 ms)`,
      ].join('; '),
    };
  } finally {
    data.remove();
  }
}
