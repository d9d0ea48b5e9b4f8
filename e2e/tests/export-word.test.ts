import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportMarkdownDocx } from '@ccnl/core/export';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A real word processor opens what we export: LibreOffice converts each file to PDF, poppler reads it back.
const answer = `# Confronto CCNL: ferie e periodo di prova

Risposta in breve: le **ferie** sono di 26 giorni nel Terziario; il periodo di prova del 4° livello è di *60 giorni*.

| Parametro | Terziario | Metalmeccanici |
|---|---|---|
| Ferie annue | 26 giorni lavorativi | 4 settimane |
| Periodo di prova (4° livello) | 60 giorni di lavoro effettivo | 3 mesi |

1. Primo punto con città e perché
   - dettaglio annidato
2. Secondo punto

> Nota: verifica sempre la contrattazione aziendale.

[Fonte ufficiale](https://www.cnel.it)`;

let dir = '';
let profile = '';

/** Each word LibreOffice placed on the page, with its right edge (from poppler's bounding boxes). */
function words(pdf: string): { word: string; xMax: number; yMin: number }[] {
  const html = execFileSync('pdftotext', ['-bbox', pdf, '-']).toString();
  return [
    ...html.matchAll(/<word xMin="[\d.]+" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g),
  ].map((match) => ({ word: match[3] ?? '', xMax: Number(match[2]), yMin: Number(match[1]) }));
}

function toPdf(docxPath: string): { info: string; text: string } {
  execFileSync(
    'soffice',
    [
      `-env:UserInstallation=file://${profile}`,
      '--headless',
      '--convert-to',
      'pdf',
      '--outdir',
      dir,
      docxPath,
    ],
    { stdio: 'ignore', timeout: 120_000 },
  );
  const pdf = docxPath.replace(/\.docx$/, '.pdf');
  return {
    info: execFileSync('pdfinfo', [pdf]).toString(),
    text: execFileSync('pdftotext', ['-layout', pdf, '-']).toString(),
  };
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'ccnl-word-'));
  profile = mkdtempSync(join(tmpdir(), 'ccnl-lo-profile-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(profile, { recursive: true, force: true });
});

describe('exported .docx opened by LibreOffice', () => {
  it('portrait A4 with text, table cells, lists, references and a live page number in the footer', async () => {
    const file = await exportMarkdownDocx(answer, {
      header: { left: 'Studio Rossi', right: 'Riservato' },
      footer: { center: 'pageNum' },
      references: [
        {
          ccnl: 'CCNL Terziario Confcommercio',
          article: 'art. 247',
          text: 'Termini di preavviso',
          source_url: 'https://www.example.org/preavviso',
          source_date: '2024-03-22',
        },
      ],
    });
    expect(Buffer.isBuffer(file)).toBe(true);
    const path = join(dir, 'risposta.docx');
    writeFileSync(path, file as Buffer);
    const { info, text } = toPdf(path);
    expect(info).toMatch(/Page size:\s+595(\.\d+)? x 841\.89 pts \(A4\)/);
    expect(info).toMatch(/Pages:\s+1\b/);
    for (const expected of [
      'Confronto CCNL: ferie e periodo di prova',
      'Ferie annue',
      '26 giorni lavorativi',
      '60 giorni di lavoro effettivo',
      'Primo punto con città e perché',
      'dettaglio annidato',
      'verifica sempre la contrattazione aziendale',
      'Riferimenti',
      'CCNL Terziario Confcommercio',
      'Studio Rossi',
      'Riservato',
    ])
      expect(text).toContain(expected);
    // The footer's page field renders as the page number on its own line.
    expect(text).toMatch(/^\s+1\s*$/m);
  });

  it('landscape swaps the page and a long answer flows onto several numbered pages', async () => {
    const long = Array.from(
      { length: 120 },
      (_, i) => `Paragrafo ${i + 1}: il lavoratore matura ferie e permessi.`,
    ).join('\n\n');
    const file = await exportMarkdownDocx(long, { orientation: 'landscape', footer: { right: 'pageNum' } });
    const path = join(dir, 'lungo.docx');
    writeFileSync(path, file as Buffer);
    const { info, text } = toPdf(path);
    expect(info).toMatch(/Page size:\s+841\.89 x 595(\.\d+)? pts/);
    const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
    expect(pages).toBeGreaterThan(2);
    expect(text).toContain('Paragrafo 120');
    expect(text).toMatch(new RegExp(`^\\s+${pages}\\s*$`, 'm'));
  });

  for (const orientation of ['portrait', 'landscape'] as const) {
    it(`a client's copy (${orientation}): cover first, no word or amount split, figures right-aligned`, async () => {
      const calculation = `Il netto mensile stimato è di **1.658,42 €**.

| Parametro | Terziario | Metalmeccanici | Turismo | Multiservizi | Importo annuo |
|---|---|---|---|---|---|
| Minimi retributivi | 1.783,75 € | 2.001,51 € | 1.621,10 € | 1.450,32 € | 21.160,6 / 9 € |
| Retribuzione oraria | 10,31 € | 11,57 € | 9,37 € | 8,38 € | 123,45 € |`;
      const file = await exportMarkdownDocx(calculation, {
        orientation,
        cover: {
          question: 'Quanto prende netto un 4° livello?',
          date: '2026-11-22',
          agreements: ['CCNL Commercio', 'CCNL Metalmeccanici industria'],
        },
      });
      const path = join(dir, `cliente-${orientation}.docx`);
      writeFileSync(path, file as Buffer);
      const { text } = toPdf(path);
      const lines = text.replace(/\u00A0/g, ' ').split('\n');
      const lineOf = (needle: string) => lines.findIndex((line) => line.includes(needle));
      // The cover comes before the answer, in this order.
      const order = [
        'Risposta di Assistente CCNL',
        'Domanda: Quanto prende netto un 4° livello?',
        'Data: 22 novembre 2026',
        'CCNL selezionati: CCNL Commercio; CCNL Metalmeccanici industria',
        'Il netto mensile stimato',
      ].map(lineOf);
      expect(order.every((index) => index >= 0)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      // Whole words and whole amounts on one line each.
      for (const whole of ['Parametro', 'Metalmeccanici', 'Multiservizi', '21.160,6 / 9 €', '1.783,75 €'])
        expect(lineOf(whole), whole).toBeGreaterThanOrEqual(0);
      // Figures of a column share their right edge.
      const placed = words(path.replace(/\.docx$/, '.pdf'));
      const edge = (word: string) => placed.find((w) => w.word === word)?.xMax ?? Number.NaN;
      expect(Math.abs(edge('1.783,75') - edge('10,31'))).toBeLessThan(1);
    });
  }
});
