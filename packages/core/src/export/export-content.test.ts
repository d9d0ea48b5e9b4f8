import { afterEach, describe, expect, it, vi } from 'vitest';
import { texts } from '../strings/spec.js';
import { exportDocx, exportMarkdownDocx } from './index.js';
import {
  all,
  type DocxReadBack,
  first,
  paragraphs,
  paragraphWith,
  readDocx,
  text,
  type XmlElement,
} from './read-docx.test-helper.js';

async function exported(html: string): Promise<DocxReadBack> {
  return readDocx(await exportDocx(html));
}

async function body(html: string) {
  return (await exported(html)).part('word/document.xml');
}

const attr = (element: XmlElement, name: string) => element.attribs[name];
const runProps = (paragraph: XmlElement, content: string): XmlElement | undefined => {
  const run = all(paragraph, 'w:r').find((r) => text(r) === content);
  if (!run) throw new Error(`no run "${content}"`);
  return all(run, 'w:rPr')[0];
};
const has = (props: XmlElement | undefined, name: string) => !!props && all(props, name).length > 0;

/** The number format and level of a list paragraph, read through numbering.xml as Word does. */
async function listFormat(doc: DocxReadBack, paragraph: XmlElement) {
  const numPr = first(paragraph, 'w:numPr');
  const level = attr(first(numPr, 'w:ilvl'), 'w:val');
  const numId = attr(first(numPr, 'w:numId'), 'w:val');
  const numbering = await doc.part('word/numbering.xml');
  const num = all(numbering, 'w:num').find((n) => attr(n, 'w:numId') === numId);
  if (!num) throw new Error(`no w:num ${numId}`);
  const abstractId = attr(first(num, 'w:abstractNumId'), 'w:val');
  const abstract = all(numbering, 'w:abstractNum').find((a) => attr(a, 'w:abstractNumId') === abstractId);
  if (!abstract) throw new Error(`no w:abstractNum ${abstractId}`);
  const lvl = all(abstract, 'w:lvl').find((l) => attr(l, 'w:ilvl') === level);
  if (!lvl) throw new Error(`no level ${level}`);
  return { numId, level: Number(level), format: attr(first(lvl, 'w:numFmt'), 'w:val') };
}

afterEach(() => vi.restoreAllMocks());

describe('exportDocx: invalid input', () => {
  it.each([
    ['an empty string', ''],
    ['only white space', '  \n '],
    ['undefined', undefined],
    ['a number', 42],
    ['null', null],
  ])('logs the spec text and gives no file for %s', async (_label, input) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(exportDocx(input as string)).resolves.toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('HTML invalido o mancante');
    expect(texts.log.invalidHtml).toBe('HTML invalido o mancante');
  });

  it('does the same for Markdown', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(exportMarkdownDocx('')).resolves.toBeNull();
    await expect(exportMarkdownDocx(7 as unknown as string)).resolves.toBeNull();
    expect(log.mock.calls).toEqual([['HTML invalido o mancante'], ['HTML invalido o mancante']]);
  });
});

describe('exportDocx: text and formatting', () => {
  it('gives a Buffer in Node that is a Word package with the text and Italian characters', async () => {
    const file = await exportDocx('<p>Perché l’indennità è più alta? Così dice l’art. 5 — «sì».</p>');
    expect(Buffer.isBuffer(file)).toBe(true);
    const doc = await readDocx(file);
    expect(doc.parts).toEqual(expect.arrayContaining(['word/document.xml', '[Content_Types].xml']));
    expect((await doc.rawText()).trim()).toBe('Perché l’indennità è più alta? Così dice l’art. 5 — «sì».');
  });

  it('keeps bold, italic, underline, strike-through and inline code as run formatting', async () => {
    const xml = await body(
      '<p><b>uno</b> <strong>due</strong> <i>tre</i> <em>quattro</em> <u>cinque</u> <ins>sei</ins> ' +
        '<s>sette</s> <del>otto</del> <strike>nove</strike> <code>dieci</code> <strong><em>undici</em></strong></p>',
    );
    const p = paragraphWith(xml, 'uno');
    for (const word of ['uno', 'due']) expect(has(runProps(p, word), 'w:b')).toBe(true);
    for (const word of ['tre', 'quattro']) expect(has(runProps(p, word), 'w:i')).toBe(true);
    for (const word of ['cinque', 'sei']) expect(has(runProps(p, word), 'w:u')).toBe(true);
    for (const word of ['sette', 'otto', 'nove']) expect(has(runProps(p, word), 'w:strike')).toBe(true);
    const code = runProps(p, 'dieci');
    expect(code && attr(first(code, 'w:rFonts'), 'w:ascii')).toBe('Courier New');
    expect(has(code, 'w:shd')).toBe(true);
    const both = runProps(p, 'undici');
    expect(has(both, 'w:b') && has(both, 'w:i')).toBe(true);
    expect(has(runProps(p, ' '), 'w:b')).toBe(false);
  });

  it('collapses HTML white space but keeps <br> as a line break', async () => {
    const doc = await exported('<p>\n  Prima   riga<br>\n   seconda\triga  </p>');
    const p = paragraphWith(await doc.part('word/document.xml'), 'Prima');
    expect(text(p)).toBe('Prima rigaseconda riga');
    expect(all(p, 'w:br')).toHaveLength(1);
    expect(await doc.html()).toBe('<p>Prima riga<br />seconda riga</p>');
  });

  it('writes headings h1–h6 with Word heading styles', async () => {
    const xml = await body([1, 2, 3, 4, 5, 6].map((n) => `<h${n}>Titolo ${n}</h${n}>`).join(''));
    for (const n of [1, 2, 3, 4, 5, 6]) {
      expect(attr(first(paragraphWith(xml, `Titolo ${n}`), 'w:pStyle'), 'w:val')).toBe(`Heading${n}`);
    }
  });

  it('writes code blocks as shaded monospace paragraphs that keep lines and indentation', async () => {
    const xml = await body('<pre><code>function ferie() {\n  return 26;\n}\n</code></pre>');
    const p = paragraphWith(xml, 'function');
    expect(has(first(p, 'w:pPr'), 'w:shd')).toBe(true);
    expect(all(p, 'w:br')).toHaveLength(2);
    expect(all(p, 'w:t').map((t) => t.children.map((c) => ('data' in c ? c.data : '')).join(''))).toEqual([
      'function ferie() {',
      '  return 26;',
      '}',
    ]);
    expect(attr(first(p, 'w:rFonts'), 'w:ascii')).toBe('Courier New');
  });

  it('indents blockquotes with a left border, deeper for nested ones', async () => {
    const xml = await body('<blockquote><p>Esterno</p><blockquote><p>Interno</p></blockquote></blockquote>');
    const outer = first(paragraphWith(xml, 'Esterno'), 'w:pPr');
    const inner = first(paragraphWith(xml, 'Interno'), 'w:pPr');
    expect(has(first(outer, 'w:pBdr'), 'w:left')).toBe(true);
    expect(Number(attr(first(inner, 'w:ind'), 'w:left'))).toBeGreaterThan(
      Number(attr(first(outer, 'w:ind'), 'w:left')),
    );
  });

  it('writes <hr> as a horizontal rule', async () => {
    const xml = await body('<p>sopra</p><hr><p>sotto</p>');
    const rule = paragraphs(xml).find((p) => p.text === '' && all(p.element, 'w:pBdr').length > 0);
    expect(rule && has(first(rule.element, 'w:pBdr'), 'w:bottom')).toBe(true);
  });
});

describe('exportDocx: links', () => {
  it('links only http, https and mailto; other schemes stay as plain text', async () => {
    const doc = await exported(
      '<p><a href="https://www.cnel.it/ccnl">sicuro</a> <a href="http://example.org/a?b=1&amp;c=2">http</a> ' +
        '<a href="mailto:ufficio@example.it">posta</a> <a href="javascript:alert(1)">script</a> ' +
        '<a href=" JavaScript:alert(1)">maiuscolo</a> <a href="data:text/html,x">dati</a> ' +
        '<a href="vbscript:msgbox">vb</a> <a href="/relativo">relativo</a> <a>senza</a></p>',
    );
    expect((await doc.hyperlinks()).sort()).toEqual([
      'http://example.org/a?b=1&c=2',
      'https://www.cnel.it/ccnl',
      'mailto:ufficio@example.it',
    ]);
    const xml = await doc.part('word/document.xml');
    const linked = all(xml, 'w:hyperlink').map((h) => text(h));
    expect(linked).toEqual(['sicuro', 'http', 'posta']);
    // The text of refused links is still there.
    expect(text(xml)).toContain('script maiuscolo dati vb relativo senza');
    const html = await doc.html();
    expect(html).not.toContain('javascript');
    expect(html).toContain('<a href="https://www.cnel.it/ccnl">sicuro</a>');
  });

  it('keeps formatting inside a link and makes neighbouring links to one address two links', async () => {
    const xml = await body(
      '<p><a href="https://a.it"><b>forte</b> link</a><a href="https://a.it">altro</a></p>',
    );
    const links = all(xml, 'w:hyperlink');
    expect(links.map((h) => text(h))).toEqual(['forte link', 'altro']);
    expect(has(runProps(links[0] as XmlElement, 'forte'), 'w:b')).toBe(true);
  });
});

describe('exportDocx: lists', () => {
  it('numbers ordered lists and bullets unordered ones, with real levels when nested', async () => {
    const doc = await exported(
      '<ol><li>Primo<ul><li>Punto<ol><li>Sotto-punto</li></ol></li></ul></li><li>Secondo</li></ol>' +
        '<ul><li>Elenco</li></ul>',
    );
    const xml = await doc.part('word/document.xml');
    const primo = await listFormat(doc, paragraphWith(xml, 'Primo'));
    const punto = await listFormat(doc, paragraphWith(xml, 'Punto'));
    const sotto = await listFormat(doc, paragraphWith(xml, 'Sotto-punto'));
    const secondo = await listFormat(doc, paragraphWith(xml, 'Secondo'));
    const elenco = await listFormat(doc, paragraphWith(xml, 'Elenco'));
    expect(primo).toMatchObject({ level: 0, format: 'decimal' });
    expect(punto).toMatchObject({ level: 1, format: 'bullet' });
    expect(sotto.level).toBe(2);
    expect(sotto.format).not.toBe('bullet');
    expect(secondo).toEqual(primo);
    expect(elenco).toMatchObject({ level: 0, format: 'bullet' });
    // mammoth rebuilds the nesting from the numbering alone.
    expect(await doc.html()).toContain(
      '<ol><li>Primo<ul><li>Punto<ol><li>Sotto-punto</li></ol></li></ul></li><li>Secondo</li></ol>',
    );
  });

  it('starts each ordered list from its own start', async () => {
    const doc = await exported('<ol><li>a</li><li>b</li></ol><p>in mezzo</p><ol start="4"><li>c</li></ol>');
    const xml = await doc.part('word/document.xml');
    const a = await listFormat(doc, paragraphWith(xml, 'a'));
    const c = await listFormat(doc, paragraphWith(xml, 'c'));
    expect(c.numId).not.toBe(a.numId);
    const numbering = await doc.part('word/numbering.xml');
    const num = all(numbering, 'w:num').find((n) => attr(n, 'w:numId') === c.numId) as XmlElement;
    const abstract = all(numbering, 'w:abstractNum').find(
      (x) => attr(x, 'w:abstractNumId') === attr(first(num, 'w:abstractNumId'), 'w:val'),
    ) as XmlElement;
    expect(attr(first(first(abstract, 'w:lvl'), 'w:start'), 'w:val')).toBe('4');
  });

  it('shows task-list check boxes', async () => {
    const doc = await exportMarkdownDocx('- [x] Fatto\n- [ ] Da fare');
    expect(await (await readDocx(doc)).rawText()).toMatch(/☑ Fatto\s+☐ Da fare/);
  });
});

describe('exportDocx: tables', () => {
  const table = `<table><thead><tr><th>Parametro</th><th>CCNL Commercio</th><th>CCNL Metalmeccanici</th></tr></thead>
    <tbody><tr><td>Ferie</td><td>26 giorni</td><td>4 settimane</td></tr>
    <tr><td>Periodo di prova</td><td align="center">60 giorni</td><td>3 mesi</td></tr></tbody></table>`;

  it('writes rows, cells and a repeated bold header row with borders and widths', async () => {
    const doc = await exported(table);
    const xml = await doc.part('word/document.xml');
    const tbl = first(xml, 'w:tbl');
    const rows = all(tbl, 'w:tr');
    expect(rows.map((row) => all(row, 'w:tc').map((cell) => text(cell)))).toEqual([
      ['Parametro', 'CCNL Commercio', 'CCNL Metalmeccanici'],
      ['Ferie', '26 giorni', '4 settimane'],
      ['Periodo di prova', '60 giorni', '3 mesi'],
    ]);
    const [header, ...bodyRows] = rows as [XmlElement, ...XmlElement[]];
    expect(all(header, 'w:tblHeader')).toHaveLength(1);
    for (const row of bodyRows) expect(all(row, 'w:tblHeader')).toHaveLength(0);
    for (const cell of all(header, 'w:tc')) expect(all(cell, 'w:b').length).toBeGreaterThan(0);
    expect(all(bodyRows[0] as XmlElement, 'w:b')).toHaveLength(0);
    for (const side of ['w:top', 'w:left', 'w:bottom', 'w:right', 'w:insideH', 'w:insideV']) {
      expect(attr(first(first(tbl, 'w:tblBorders'), side), 'w:val')).toBe('single');
    }
    const grid = all(tbl, 'w:gridCol').map((col) => Number(attr(col, 'w:w')));
    expect(grid).toHaveLength(3);
    // The text width of A4 portrait with 1440 margins.
    expect(grid.reduce((a, b) => a + b, 0)).toBe(11906 - 2 * 1440);
    for (const cell of all(tbl, 'w:tc')) expect(attr(first(cell, 'w:tcW'), 'w:type')).toBe('dxa');
    expect(attr(first(paragraphWith(tbl, '60 giorni'), 'w:jc'), 'w:val')).toBe('center');
    // mammoth sees a table with a header row.
    const html = await doc.html();
    expect(html).toMatch(/<table><thead><tr><th>.*Parametro.*<\/thead><tbody><tr><td><p>Ferie<\/p><\/td>/);
  });

  it('treats a first row of <th> cells as the header without a <thead>', async () => {
    const xml = await body('<table><tr><th>A</th><th>B</th></tr><tr><td>1</td><td>2</td></tr></table>');
    const rows = all(first(xml, 'w:tbl'), 'w:tr');
    expect(all(rows[0] as XmlElement, 'w:tblHeader')).toHaveLength(1);
    expect(all(rows[1] as XmlElement, 'w:tblHeader')).toHaveLength(0);
  });

  it('keeps spans and squares ragged rows', async () => {
    const xml = await body(
      '<table><tr><td colspan="2">largo</td><td rowspan="2">alto</td></tr><tr><td>x</td></tr>' +
        '<tr><td>solo</td></tr></table>',
    );
    const tbl = first(xml, 'w:tbl');
    expect(all(tbl, 'w:gridCol')).toHaveLength(3);
    const rows = all(tbl, 'w:tr');
    expect(attr(first(rows[0] as XmlElement, 'w:gridSpan'), 'w:val')).toBe('2');
    expect(all(rows[1] as XmlElement, 'w:vMerge').map((m) => attr(m, 'w:val') ?? 'continue')).toContain(
      'continue',
    );
    // Every row covers the three columns.
    for (const row of rows) {
      const covered = all(row, 'w:tc').reduce((sum, cell) => {
        const span = all(cell, 'w:gridSpan')[0];
        return sum + (span ? Number(attr(span, 'w:val')) : 1);
      }, 0);
      expect(covered).toBe(3);
    }
  });

  it('gives a Markdown confronta comparison a real table', async () => {
    const markdown = [
      'Confronto tra i CCNL selezionati:',
      '',
      '| Parametro | CCNL Commercio (Confcommercio) | CCNL Metalmeccanici (Industria) |',
      '|---|---|---|',
      '| Ferie annue | 26 giorni lavorativi | 4 settimane |',
      '| Periodo di prova | Fino a 60 giorni | Da 1,5 a 6 mesi secondo il livello |',
      '| Tredicesima | Sì | Sì |',
    ].join('\n');
    const doc = await readDocx(await exportMarkdownDocx(markdown));
    const xml = await doc.part('word/document.xml');
    const tables = all(xml, 'w:tbl');
    expect(tables).toHaveLength(1);
    const rows = all(tables[0] as XmlElement, 'w:tr');
    expect(rows).toHaveLength(4);
    expect(all(rows[0] as XmlElement, 'w:tc').map((c) => text(c))).toEqual([
      'Parametro',
      'CCNL Commercio (Confcommercio)',
      'CCNL Metalmeccanici (Industria)',
    ]);
    expect(all(rows[0] as XmlElement, 'w:tblHeader')).toHaveLength(1);
    expect(all(rows[3] as XmlElement, 'w:tc').map((c) => text(c))).toEqual(['Tredicesima', 'Sì', 'Sì']);
    expect(text(xml)).toContain('Confronto tra i CCNL selezionati:');
  });
});

describe('exportDocx: details, unknown tags, script and style', () => {
  it('flattens details: the summary as a bold paragraph, then the content', async () => {
    const doc = await exported(
      '<details><p>Prima del riepilogo nel sorgente</p><summary>Dettagli del calcolo</summary>' +
        '<p>Lordo mensile: 1.800,00 €</p></details>',
    );
    const all_ = paragraphs(await doc.part('word/document.xml')).filter((p) => p.text);
    expect(all_.map((p) => p.text)).toEqual([
      'Dettagli del calcolo',
      'Prima del riepilogo nel sorgente',
      'Lordo mensile: 1.800,00 €',
    ]);
    expect(all((all_[0] as { element: XmlElement }).element, 'w:b').length).toBeGreaterThan(0);
  });

  it('keeps the text of unknown tags and drops script and style content', async () => {
    const doc = await exported(
      '<style>p { color: red }</style><p>Testo <span class="x">in span</span> e <custom-tag>ignoto</custom-tag>' +
        '<script>alert("no")</script></p><section><article>Articolo</article></section>',
    );
    const raw = await doc.rawText();
    expect(raw).toContain('Testo in span e ignoto');
    expect(raw).toContain('Articolo');
    expect(raw).not.toContain('alert');
    expect(raw).not.toContain('color');
  });

  it('keeps the text of absurdly deep markup instead of failing', async () => {
    const depth = 5_000;
    const html = `${'<div><span>'.repeat(depth)}profondo <b>testo</b>${'</span></div>'.repeat(depth)}`;
    const doc = await exported(html);
    expect((await doc.rawText()).trim()).toBe('profondo testo');
  });

  it('shows raw HTML written in Markdown as text, never as markup', async () => {
    const doc = await readDocx(await exportMarkdownDocx('Prima\n\n<script>alert(1)</script>\n\nDopo'));
    expect(await doc.rawText()).toContain('<script>alert(1)</script>');
  });
});
