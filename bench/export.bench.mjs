// Word export: a 2,000-word answer with two tables through @ccnl/core/export, against the same document built
// by hand with `docx` and against the `html-to-docx` package on the same HTML; then a 50-page document.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { median } from './lib.mjs';

export const description = 'Word export vs hand-built docx and html-to-docx; a 50-page document';

const SENTENCES = [
  'Il contratto collettivo stabilisce la retribuzione minima per ciascun livello di inquadramento.',
  "Le ferie maturano in proporzione ai mesi di servizio prestati nell'anno di riferimento.",
  'Il periodo di prova varia secondo il livello e deve risultare da atto scritto.',
  'La tredicesima mensilità è corrisposta entro il mese di dicembre.',
  'Il lavoro straordinario è compensato con le maggiorazioni previste dal contratto.',
  'Gli scatti di anzianità si applicano ogni tre anni di servizio presso la stessa azienda.',
];
const TABLE = [
  ['Parametro', 'Terziario', 'Metalmeccanici', 'Turismo'],
  ['Ferie annue', '26 giorni', '4 settimane', '26 giorni'],
  ['Periodo di prova', 'Fino a 60 giorni', 'Da 1,5 a 6 mesi', 'Da 30 a 180 giorni'],
  ['Orario settimanale', '40 ore', '40 ore', '40 ore'],
  ['Scatti di anzianità', 'Ogni 3 anni', 'Ogni 2 anni', 'Ogni 3 anni'],
];

/** The same content as a plain model, so that both the HTML and the hand-built document come from it. */
function content(words, tables = 2) {
  const sections = [];
  let count = 0;
  let s = 0;
  while (count < words) {
    const paragraphs = [];
    for (let p = 0; p < 4 && count < words; p++) {
      const text = [SENTENCES[s++ % 6], SENTENCES[s++ % 6], SENTENCES[s++ % 6]].join(' ');
      count += text.split(' ').length;
      paragraphs.push(text);
    }
    sections.push({ heading: `Sezione ${sections.length + 1}`, paragraphs, items: SENTENCES.slice(0, 3) });
  }
  for (let t = 0; t < tables; t++)
    sections[Math.floor(((t + 1) * sections.length) / (tables + 1))].table = TABLE;
  return sections;
}

function toHtml(sections) {
  const esc = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return sections
    .map(
      (section) =>
        `<h2>${esc(section.heading)}</h2>` +
        section.paragraphs.map((p) => `<p>${esc(p)} <strong>Nota</strong> <em>bene</em>.</p>`).join('') +
        `<ul>${section.items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>` +
        (section.table
          ? `<table><thead><tr>${section.table[0].map((c) => `<th>${esc(c)}</th>`).join('')}</tr></thead><tbody>${section.table
              .slice(1)
              .map((row) => `<tr>${row.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`)
              .join('')}</tbody></table>`
          : ''),
    )
    .join('');
}

function byHand(docx, sections) {
  const { Document, Packer, Paragraph, TextRun, HeadingLevel, Table, TableRow, TableCell, WidthType } = docx;
  const children = [];
  for (const section of sections) {
    children.push(new Paragraph({ heading: HeadingLevel.HEADING_2, text: section.heading }));
    for (const p of section.paragraphs)
      children.push(
        new Paragraph({
          children: [
            new TextRun(`${p} `),
            new TextRun({ text: 'Nota', bold: true }),
            new TextRun(' '),
            new TextRun({ text: 'bene', italics: true }),
            new TextRun('.'),
          ],
        }),
      );
    for (const item of section.items) children.push(new Paragraph({ text: item, bullet: { level: 0 } }));
    if (section.table)
      children.push(
        new Table({
          width: { size: 100, type: WidthType.PERCENTAGE },
          rows: section.table.map(
            (row, r) =>
              new TableRow({
                tableHeader: r === 0,
                children: row.map(
                  (cell) =>
                    new TableCell({
                      children: [new Paragraph({ children: [new TextRun({ text: cell, bold: r === 0 })] })],
                    }),
                ),
              }),
          ),
        }),
      );
  }
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

async function timeIt(fn, rounds) {
  const times = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return median(times);
}

export async function run({ root, rounds = 15 }) {
  const coreDir = join(root, 'packages/core');
  const require = createRequire(join(coreDir, 'package.json'));
  const { exportDocx } = await import(pathToFileURL(join(coreDir, 'dist/export/index.js')).href);
  const docx = await import(pathToFileURL(require.resolve('docx')).href);
  const htmlToDocx = require('html-to-docx');

  const sections = content(2000);
  const html = toHtml(sections);
  const ours = () => exportDocx(html);
  const hand = () => byHand(docx, sections);
  const other = () => htmlToDocx(html);
  for (let i = 0; i < 3; i++) await Promise.all([ours(), hand(), other()].map((p) => Promise.resolve(p)));
  // Interleave by rounds so that noise hits all three alike.
  const o = [];
  const h = [];
  const x = [];
  for (let i = 0; i < rounds; i++) {
    o.push(await timeIt(ours, 1));
    h.push(await timeIt(hand, 1));
    x.push(await timeIt(other, 1));
  }
  const [oursMs, handMs, otherMs] = [median(o), median(h), median(x)];

  const big = toHtml(content(25_000, 20)); // about 50 pages of A4 text
  const bigMs = await timeIt(() => exportDocx(big), 3);
  const bigFile = await exportDocx(big);
  return {
    line:
      `export 2,000 words + 2 tables: ${oursMs.toFixed(1)} ms vs docx by hand ${handMs.toFixed(1)} ms → ${(oursMs / handMs).toFixed(2)}× (target ≤ 1.5×); ` +
      `vs html-to-docx ${otherMs.toFixed(1)} ms → ${(oursMs / otherMs).toFixed(2)}× (target < 1)\n` +
      `export 25,000 words (~50 pages): ${bigMs.toFixed(0)} ms, ${(bigFile.length / 1024).toFixed(0)} KB (target < 1 s)`,
  };
}
