import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Riferimento } from '../model/conversation.js';
import { filenameFromQuestion } from '../rules/presentation.js';
import { texts } from '../strings/spec.js';
import { DEFAULT_FILENAME, exportMarkdownDocx } from './index.js';
import { all, first, paragraphs, paragraphWith, readDocx, text } from './read-docx.test-helper.js';

// The .docx a consultant sends to a client: it must say what it is, when, about which agreements, and read cleanly.

const answer = `Il netto mensile stimato è di **1.658,42 €**.

| Parametro | Importo |
|---|---|
| Minimi retributivi mensili | 1.783,75 € |
| Retribuzione annua lorda | 21.160,6 / 9 € |
| Contributi INPS (9,19%) | 163,93 € |

Fonti:
- CCNL Commercio: https://www.cnel.it/Archivio-Contratti

${texts.aiNotice}`;

const cover = {
  question: 'Quanto prende netto un 4° livello del CCNL Commercio?',
  date: new Date(Date.UTC(2026, 10, 22, 9, 30)),
  agreements: ['CCNL Commercio', 'CCNL Metalmeccanici industria'],
};

describe('a Word file to send to a client', () => {
  it('opens with title, question, date, agreements by name and the AI notice, written once', async () => {
    const doc = await readDocx(await exportMarkdownDocx(answer, { cover }));
    const xml = await doc.part('word/document.xml');
    const lines = paragraphs(xml)
      .map((p) => p.text)
      .filter(Boolean);
    expect(lines.slice(0, 5)).toEqual([
      'Risposta di Assistente CCNL',
      'Domanda: Quanto prende netto un 4° livello del CCNL Commercio?',
      'Data: 22 novembre 2026',
      'CCNL selezionati: CCNL Commercio; CCNL Metalmeccanici industria',
      texts.aiNotice,
    ]);
    expect(first(paragraphWith(xml, 'Risposta di Assistente CCNL'), 'w:pStyle').attribs['w:val']).toBe(
      'Heading1',
    );
    expect((await doc.rawText()).split(texts.aiNotice)).toHaveLength(2);
  });

  it('sizes table columns from their content: no word or amount is split, figures are right-aligned', async () => {
    const doc = await readDocx(await exportMarkdownDocx(answer));
    const xml = await doc.part('word/document.xml');
    const grid = all(first(xml, 'w:tblGrid'), 'w:gridCol').map((col) => Number(col.attribs['w:w']));
    // The text width of A4 portrait with the default margins.
    expect(grid.reduce((a, b) => a + b, 0)).toBe(11906 - 2 * 1440);
    // "Retribuzione" (12 characters) and "21.160,6 / 9 €" (14, kept whole) each fit their column.
    expect(grid[0]).toBeGreaterThan(12 * 110);
    expect(grid[1]).toBeGreaterThan(14 * 110);
    const amount = paragraphWith(xml, '21.160,6');
    expect(text(amount)).toBe('21.160,6\u00A0/\u00A09\u00A0€');
    expect(first(amount, 'w:jc').attribs['w:val']).toBe('right');
    expect(all(paragraphWith(xml, 'Minimi retributivi mensili'), 'w:jc')).toHaveLength(0);
  });

  it('gives the first column room when a comparison has many columns', async () => {
    const wide = `| Parametro | Commercio | Metalmeccanici | Turismo | Multiservizi | Edilizia |
|---|---|---|---|---|---|
| Ferie | 26 giorni | 4 settimane | 26 giorni | 26 giorni | 4 settimane |`;
    const doc = await readDocx(await exportMarkdownDocx(wide));
    const grid = all(first(await doc.part('word/document.xml'), 'w:tblGrid'), 'w:gridCol').map((col) =>
      Number(col.attribs['w:w']),
    );
    // Bold header words: "Metalmeccanici" is 14 characters at about 122 twips each, plus the cell margins.
    expect(grid[2]).toBeGreaterThanOrEqual(14 * 122);
    expect(grid[0]).toBeGreaterThanOrEqual(9 * 122);
  });

  it('takes the file name from the question unless one is given', () => {
    expect(filenameFromQuestion(cover.question, DEFAULT_FILENAME)).toBe(
      'quanto-prende-netto-un-4-livello-del-ccnl.docx',
    );
    expect(filenameFromQuestion('Perché è così?', DEFAULT_FILENAME)).toBe('perche-e-cosi.docx');
    expect(filenameFromQuestion('???', DEFAULT_FILENAME)).toBe('documento.docx');
    expect(filenameFromQuestion(undefined, DEFAULT_FILENAME)).toBe('documento.docx');
  });

  it('lists the references with the numbers the text cites them by: a real answer read back', async () => {
    const recorded = JSON.parse(
      readFileSync(new URL('./test-data/fipe-answer.json', import.meta.url), 'utf8'),
    ) as {
      question: string;
      answer: string;
      riferimenti: Riferimento[];
    };
    const doc = await readDocx(
      await exportMarkdownDocx(recorded.answer, {
        references: recorded.riferimenti,
        cover: { question: recorded.question },
      }),
    );
    const lines = (await doc.rawText()).split('\n').filter(Boolean);
    const heading = lines.indexOf('Riferimenti');
    const body = lines.slice(0, heading);
    const list = lines.slice(heading + 1);
    // Word's view of the list: one entry per source, labelled as the text's markers point at it.
    expect(list.map((line) => /^\[(\d+)\]/.exec(line)?.[1])).toEqual(['1', '2', '3']);
    const entry = (n: number) => list.find((line) => line.startsWith(`[${n}]`)) ?? '';
    const cites = (pattern: RegExp) => body.find((line) => pattern.test(line)) ?? '';
    expect(cites(/quattordicesima/)).toMatch(/\[3\]\.$/);
    expect(entry(3)).toMatch(/La quattordicesima si paga a luglio.*filcams\.cgil\.it/);
    expect(cites(/^Contratto di riferimento/)).toMatch(/\[2\]\.$/);
    expect(entry(2)).toMatch(/7grammilavoro\.com/);
    expect(entry(1)).toMatch(/fipe\.it/);
    // The page two references share is listed once, and the answer's own "Fonti" list is not repeated.
    expect(list.filter((line) => line.includes('7grammilavoro.com'))).toHaveLength(1);
    expect(lines).not.toContain('Fonti:');
  });

  it('puts the sources the text cites first and the others after, each with its own number', async () => {
    const markdown = [
      'Il preavviso è di 30 giorni [2].',
      '',
      'Fonti:',
      '- CCNL Commercio, art. 100: https://a.it/prova (data della fonte: 1° aprile 2023)',
      '- CCNL Commercio, art. 247: https://b.it/preavviso (data della fonte: 1° aprile 2023)',
    ].join('\n');
    const references = [
      {
        ccnl: 'CCNL Commercio',
        article: 'art. 100',
        text: 'Prova',
        source_url: 'https://a.it/prova',
        source_date: null,
      },
      {
        ccnl: 'CCNL Commercio',
        article: 'art. 247',
        text: 'Preavviso',
        source_url: 'https://b.it/preavviso',
        source_date: null,
      },
    ];
    const doc = await readDocx(await exportMarkdownDocx(markdown, { references }));
    const lines = (await doc.rawText()).split('\n').filter(Boolean);
    const list = lines.slice(lines.indexOf('Riferimenti') + 1);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatch(/^\[2\]\s*CCNL Commercio, art\. 247 — Preavviso/);
    expect(list[1]).toMatch(/^\[1\]\s*CCNL Commercio, art\. 100 — Prova/);
  });
});
