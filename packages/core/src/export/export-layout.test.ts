import { DomUtils } from 'htmlparser2';
import { afterEach, describe, expect, it } from 'vitest';
import { BENCHMARK_WORDS, buildBenchmarkHtml } from './export.bench-data.js';
import {
  DEFAULT_EXPORT_OPTIONS,
  DEFAULT_FILENAME,
  DEFAULT_MARGINS,
  type ExportOptions,
  exportDocx,
  exportMarkdownDocx,
  PAGE_SIZE,
} from './index.js';
import { all, first, paragraphs, paragraphWith, readDocx, text } from './read-docx.test-helper.js';

const HTML = '<p>Risposta dell’assistente sul CCNL.</p>';

async function section(options?: ExportOptions) {
  const doc = await readDocx(await exportDocx(HTML, options));
  const xml = await doc.part('word/document.xml');
  return { doc, xml, sectPr: first(xml, 'w:sectPr') };
}

describe('export options: defaults of spec §9', () => {
  it('names the file documento.docx and has the spec defaults', () => {
    expect(DEFAULT_FILENAME).toBe('documento.docx');
    expect(PAGE_SIZE).toEqual({ width: 11906, height: 16838 });
    expect(DEFAULT_MARGINS).toEqual({
      top: 1440,
      right: 1440,
      bottom: 1440,
      left: 1440,
      header: 720,
      footer: 720,
      gutter: 0,
    });
    expect(DEFAULT_EXPORT_OPTIONS.orientation).toBe('portrait');
  });
});

describe('export options: page', () => {
  it('is A4 portrait with the default margins when no option is given', async () => {
    const { sectPr } = await section();
    const size = first(sectPr, 'w:pgSz').attribs;
    expect([size['w:w'], size['w:h']]).toEqual(['11906', '16838']);
    expect(size['w:orient'] ?? 'portrait').toBe('portrait');
    expect(first(sectPr, 'w:pgMar').attribs).toMatchObject({
      'w:top': '1440',
      'w:right': '1440',
      'w:bottom': '1440',
      'w:left': '1440',
      'w:header': '720',
      'w:footer': '720',
      'w:gutter': '0',
    });
  });

  it('swaps the page size for landscape, sets the orientation and widens tables to the page', async () => {
    const doc = await readDocx(
      await exportDocx('<table><tr><th>A</th><th>B</th></tr><tr><td>1</td><td>2</td></tr></table>', {
        orientation: 'landscape',
      }),
    );
    const xml = await doc.part('word/document.xml');
    const size = first(first(xml, 'w:sectPr'), 'w:pgSz').attribs;
    expect(size).toMatchObject({ 'w:w': '16838', 'w:h': '11906', 'w:orient': 'landscape' });
    const grid = all(first(xml, 'w:tbl'), 'w:gridCol').map((col) => Number(col.attribs['w:w']));
    expect(grid.reduce((a, b) => a + b, 0)).toBe(16838 - 2 * 1440);
  });

  it('overrides only the margins it is given', async () => {
    const { sectPr } = await section({ margins: { top: 720, left: 2000, gutter: 360, footer: 400 } });
    expect(first(sectPr, 'w:pgMar').attribs).toMatchObject({
      'w:top': '720',
      'w:right': '1440',
      'w:bottom': '1440',
      'w:left': '2000',
      'w:header': '720',
      'w:footer': '400',
      'w:gutter': '360',
    });
  });

  it('keeps the default for a margin that is not a usable number', async () => {
    const { sectPr } = await section({
      margins: { top: -5, bottom: Number.NaN, left: '9' as unknown as number },
    });
    expect(first(sectPr, 'w:pgMar').attribs).toMatchObject({
      'w:top': '1440',
      'w:bottom': '1440',
      'w:left': '1440',
    });
  });
});

describe('export options: header and footer', () => {
  it('has no header or footer unless asked', async () => {
    const { doc, sectPr } = await section();
    expect(doc.parts.some((part) => /word\/(header|footer)\d*\.xml$/.test(part))).toBe(false);
    expect(all(sectPr, 'w:headerReference')).toHaveLength(0);
  });

  it('writes left, centre and right parts on tab stops, and pageNum as a live PAGE field', async () => {
    const { doc, sectPr } = await section({
      header: { left: 'Assistente CCNL', center: 'Riservato', right: 'pageNum' },
      footer: { center: 'pageNum' },
    });
    expect(all(sectPr, 'w:headerReference')).toHaveLength(1);
    expect(all(sectPr, 'w:footerReference')).toHaveLength(1);
    const headerName = doc.parts.find((part) => /^word\/header\d*\.xml$/.test(part)) as string;
    const footerName = doc.parts.find((part) => /^word\/footer\d*\.xml$/.test(part)) as string;
    const header = await doc.part(headerName);
    const footer = await doc.part(footerName);

    const line = first(header, 'w:p');
    expect(text(line)).toBe('Assistente CCNLRiservato');
    const stops = all(line, 'w:tab').filter((tab) => tab.attribs['w:val']);
    expect(stops.map((tab) => [tab.attribs['w:val'], Number(tab.attribs['w:pos'])])).toEqual([
      ['center', (11906 - 2 * 1440) / 2],
      ['right', 11906 - 2 * 1440],
    ]);
    expect(all(line, 'w:r').filter((run) => all(run, 'w:tab').length > 0)).toHaveLength(2);
    for (const part of [header, footer]) {
      expect(all(part, 'w:instrText').map((instr) => DomUtils.textContent(instr).trim())).toEqual(['PAGE']);
      expect(all(part, 'w:fldChar').map((c) => c.attribs['w:fldCharType'])).toEqual([
        'begin',
        'separate',
        'end',
      ]);
    }
    // The field is the right-hand part: after both tabs.
    const runs = all(line, 'w:r');
    const lastTab = runs.findLastIndex((run) => all(run, 'w:tab').length > 0);
    const fieldStart = runs.findIndex((run) => all(run, 'w:fldChar').length > 0);
    expect(fieldStart).toBeGreaterThan(lastTab);
    expect(text(footer)).toBe('');
  });
});

describe('export options: references (riferimenti)', () => {
  const references = [
    {
      ccnl: 'CCNL Terziario, Distribuzione e Servizi',
      article: 'Art. 141',
      text: 'Periodo di prova: fino a 60 giorni di lavoro effettivo',
      source_url: 'https://www.cnel.it/Archivio-Contratti',
      source_date: '2024-03-22',
    },
    { ccnl: 'CCNL Metalmeccanici', article: null, text: 'Ferie', source_url: null, source_date: null },
    {
      ccnl: 'CCNL Turismo',
      article: 'Art. 5',
      text: 'Preavviso',
      source_url: 'javascript:alert(1)',
      source_date: 'marzo 2024',
    },
  ];

  it('closes the document with one numbered Riferimenti list, web sources linked by their domain', async () => {
    const doc = await readDocx(
      await exportMarkdownDocx('## Risposta\n\nTesto della risposta.', {
        // A repeated reference is listed once.
        references: [...references, { ...(references[0] as (typeof references)[number]) }],
      }),
    );
    const xml = await doc.part('word/document.xml');
    const texts = paragraphs(xml)
      .map((p) => p.text)
      .filter(Boolean);
    expect(texts).toEqual([
      'Risposta',
      'Testo della risposta.',
      'Riferimenti',
      '[1]CCNL Terziario, Distribuzione e Servizi, Art. 141 — Periodo di prova: fino a 60 giorni di lavoro effettivo ' +
        'Fonte: cnel.it (data della fonte: 22 marzo 2024)',
      '[2]CCNL Metalmeccanici — Ferie',
      // A source that is not a web address is neither linked nor shown.
      '[3]CCNL Turismo, Art. 5 — Preavviso (data della fonte: marzo 2024)',
    ]);
    const heading = paragraphWith(xml, 'Riferimenti');
    expect(first(heading, 'w:pStyle').attribs['w:val']).toBe('Heading2');
    expect(await doc.hyperlinks()).toEqual(['https://www.cnel.it/Archivio-Contratti']);
    expect(all(paragraphWith(xml, 'CCNL Turismo'), 'w:hyperlink')).toHaveLength(0);
    // The label and the text are apart on a tab, wrapped lines hang under the text.
    const entry = paragraphWith(xml, 'CCNL Metalmeccanici');
    expect(all(entry, 'w:tab').length).toBeGreaterThan(0);
    expect(first(entry, 'w:ind').attribs['w:hanging']).toBeDefined();
  });

  it("leaves out the answer's own Fonti list, so no source is written twice", async () => {
    const markdown =
      'Il periodo di prova è di **60 giorni**.\n\nFonti:\n- CCNL Terziario, Art. 141: https://www.cnel.it/Archivio-Contratti\n\nAltro testo.';
    const doc = await readDocx(await exportMarkdownDocx(markdown, { references }));
    const raw = await doc.rawText();
    expect(raw).not.toContain('Fonti:');
    expect(raw).toContain('Altro testo.');
    expect(raw.match(/cnel\.it/g)).toHaveLength(1);
    // Without references the answer's own list is all the reader has: it stays.
    const bare = await readDocx(await exportMarkdownDocx(markdown));
    expect(await bare.rawText()).toContain('Fonti:');
  });

  it('sets the text’s "[n]" source markers as superscripts, and leaves a number with no source as text', async () => {
    const markdown =
      'Il periodo di prova è di **60 giorni** [1], le ferie di 26 giorni [3].\n\n| Voce | Valore |\n|---|---|\n| Prova | 60 giorni [2] |\n\nL’array[9] resta com’è; `[1]` nel codice pure.';
    const doc = await readDocx(await exportMarkdownDocx(markdown, { references }));
    const xml = await doc.part('word/document.xml');
    const superscripts = all(xml, 'w:r')
      .filter((run) => all(run, 'w:vertAlign').some((v) => v.attribs['w:val'] === 'superscript'))
      .map((run) => text(run));
    expect(superscripts).toEqual(['[1]', '[3]', '[2]']);
    // The sentence reads on around the marker, and an unknown number or code is left as written.
    const raw = await doc.rawText();
    expect(raw).toContain('60 giorni [1], le ferie di 26 giorni [3].');
    expect(raw).toContain('L’array[9] resta com’è; [1] nel codice pure.');
    // Without references there is nothing to point at: no superscript.
    const bare = await readDocx(await exportMarkdownDocx(markdown));
    const bareXml = await bare.part('word/document.xml');
    expect(all(bareXml, 'w:vertAlign')).toHaveLength(0);
  });

  it('writes no section when there are no references', async () => {
    const { xml } = await section({ references: [] });
    expect(text(xml)).not.toContain('Riferimenti');
  });
});

describe('export output by environment', () => {
  afterEach(() => {
    delete (globalThis as { document?: unknown }).document;
  });

  it('gives a Blob where there is a DOM, as in the browser', async () => {
    (globalThis as { document?: unknown }).document = {};
    const file = await exportDocx(HTML);
    expect(file).toBeInstanceOf(Blob);
    expect((file as Blob).type).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const doc = await readDocx(Buffer.from(await (file as Blob).arrayBuffer()));
    expect(await doc.rawText()).toContain('Risposta dell’assistente sul CCNL.');
  });
});

describe('benchmark data', () => {
  it('is a 2,000-word Italian answer with two tables that exports as such', async () => {
    const html = buildBenchmarkHtml();
    const words = html
      .replace(/<[^>]+>/g, ' ')
      .split(/\s+/)
      .filter(Boolean).length;
    expect(words).toBeGreaterThanOrEqual(BENCHMARK_WORDS);
    expect(words).toBeLessThan(BENCHMARK_WORDS + 60);
    const doc = await readDocx(await exportDocx(html));
    const xml = await doc.part('word/document.xml');
    expect(all(xml, 'w:tbl')).toHaveLength(2);
    expect(await doc.rawText()).toContain('Retribuzione e livelli');
  });
});
