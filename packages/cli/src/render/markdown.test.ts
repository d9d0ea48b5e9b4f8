import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.js';
import { displayWidth, stripAnsi } from './width.js';

const plain = (markdown: string, width = 60) => renderMarkdown(markdown, { width, color: false });

describe('renderMarkdown', () => {
  it('shows headings, bold, italics and code without Markdown marks', () => {
    expect(
      plain('# Periodo di prova\n\nIl periodo è di **60 giorni** per il *4° livello*, vedi `art. 22`.'),
    ).toEqual(['Periodo di prova', '', 'Il periodo è di 60 giorni per il 4° livello, vedi art. 22.']);
  });

  it('wraps paragraphs to the width without breaking words', () => {
    const lines = plain(
      'Il lavoratore assunto con contratto a tempo indeterminato è soggetto a un periodo di prova.',
      24,
    );
    expect(lines).toEqual([
      'Il lavoratore assunto',
      'con contratto a tempo',
      'indeterminato è soggetto',
      'a un periodo di prova.',
    ]);
    for (const line of lines) expect(displayWidth(line)).toBeLessThanOrEqual(24);
  });

  it('shows where a link points, once', () => {
    expect(plain('Fonte: [testo del CCNL](https://www.cnel.it/ccnl) e https://www.inps.it', 80)).toEqual([
      'Fonte: testo del CCNL (https://www.cnel.it/ccnl) e https://www.inps.it',
    ]);
  });

  it('renders nested ordered and unordered lists with hanging indents', () => {
    expect(
      plain('1. Primo livello con un testo lungo da andare a capo\n   - sotto voce\n2. Secondo', 30),
    ).toEqual([
      '1. Primo livello con un testo',
      '   lungo da andare a capo',
      '   • sotto voce',
      '2. Secondo',
    ]);
  });

  it('draws tables with box characters, header and alignment', () => {
    const md = '| Livello | Minimo |\n|:--|--:|\n| Quadro | 2.000,00 € |\n| 4° | 1.650,00 € |';
    expect(plain(md)).toEqual([
      '┌─────────┬────────────┐',
      '│ Livello │     Minimo │',
      '├─────────┼────────────┤',
      '│ Quadro  │ 2.000,00 € │',
      '│ 4°      │ 1.650,00 € │',
      '└─────────┴────────────┘',
    ]);
  });

  it('fits a wide table into a narrow terminal by wrapping cells, rows ruled apart', () => {
    const md = [
      '| Parametro | CCNL Commercio | CCNL Metalmeccanici |',
      '|---|---|---|',
      '| Periodo di prova | 60 giorni di lavoro effettivo | 6 mesi per i quadri |',
      '| Preavviso | 15 giorni | 1 mese |',
    ].join('\n');
    const lines = plain(md, 44);
    for (const line of lines) expect(displayWidth(line)).toBeLessThanOrEqual(44);
    expect(lines[0]?.startsWith('┌')).toBe(true);
    expect(lines.at(-1)?.startsWith('└')).toBe(true);
    const text = lines.join('\n');
    for (const word of ['Periodo', 'effettivo', 'Metalmeccanici', 'Preavviso', '15 giorni']) {
      expect(text).toContain(word);
    }
    // Two body rows, separated by a rule because their cells wrap.
    expect(lines.filter((line) => line.startsWith('├')).length).toBe(2);
  });

  it('keeps code blocks verbatim behind a gutter, and quotes behind a bar', () => {
    expect(plain('```\nlordo = 1650 * 14\n```\n\n> Nota bene')).toEqual([
      '│ lordo = 1650 * 14',
      '',
      '│ Nota bene',
    ]);
  });

  it('shows raw HTML as text, never as markup', () => {
    expect(plain('<script>alert(1)</script>').join('\n')).toContain('<script>alert(1)</script>');
  });

  it('renders Markdown cut mid-stream as far as it goes', () => {
    expect(plain('**Risposta** in corso | e una tabella |\n|--')).toEqual(
      expect.arrayContaining([expect.stringContaining('Risposta in corso')]),
    );
    expect(plain('| A | B |\n|---|---|\n| 1 |')).toEqual(
      expect.arrayContaining([expect.stringContaining('│ 1 │')]),
    );
  });

  it('styles with ANSI only when colour is on, with the same line breaks', () => {
    const md = '## Ferie\n\n**26 giorni** lavorativi, [fonte](https://example.it).';
    const colored = renderMarkdown(md, { width: 30, color: true });
    const esc = '\x1b';
    expect(colored.join('\n')).toContain(`${esc}[1;36mFerie`);
    expect(colored.join('\n')).toContain(`${esc}[1m26${esc}[0m`);
    expect(colored.map(stripAnsi)).toEqual(renderMarkdown(md, { width: 30, color: false }));
  });

  it('splits a word longer than its column rather than overflowing a very narrow terminal', () => {
    const lines = plain('| Parametro | Metalmeccanici |\n|---|---|\n| Ferie | 4 settimane |', 24);
    for (const line of lines) expect(displayWidth(line)).toBeLessThanOrEqual(24);
    // The second column's cells, read top to bottom, give the word back whole.
    const column = lines.map((line) => line.split('│')[2]?.trim() ?? '').join('');
    expect(column).toContain('Metalmeccanici');
  });

  it('measures wide characters as two cells', () => {
    expect(displayWidth('🇮🇹 Italia')).toBe(9);
    expect(displayWidth('perché')).toBe(6);
  });
});
