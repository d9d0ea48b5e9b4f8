import { safeHref } from '@ccnl/core';
import { markdownToHtml } from '@ccnl/core/markdown';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import MarkdownView from './MarkdownView.js';
import { XSS_PAYLOADS } from './xss-corpus.js';

describe('answers rendered from Markdown', () => {
  it('renders headings, tables with alignment, lists, emphasis, code and safe links', () => {
    const { container } = render(
      <MarkdownView
        source={[
          '# Titolo',
          '',
          '| Livello | Minimo |',
          '|:---|---:|',
          '| 1° | **2.000,00 €** |',
          '',
          '3. tre',
          '4. quattro',
          '',
          '- [x] fatto',
          '- `codice`',
          '',
          'Vedi [CNEL](https://www.cnel.it/) o [scrivi](mailto:info@example.it).',
        ].join('\n')}
      />,
    );
    expect(container.querySelector('h3')?.textContent).toBe('Titolo');
    expect(container.querySelector('td:last-child')?.getAttribute('style')).toBe('text-align: right;');
    expect(container.querySelector('td strong')?.textContent).toBe('2.000,00 €');
    expect(container.querySelector('ol')?.getAttribute('start')).toBe('3');
    expect(container.querySelector('ul li')?.textContent).toMatch(/^☑\s+fatto$/);
    expect(container.querySelector('code')?.textContent).toBe('codice');
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://www.cnel.it/',
      'mailto:info@example.it',
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it.each(XSS_PAYLOADS.map((payload, index) => [index + 1, payload]))(
    'payload %i leaves no active markup: %s',
    (_n, payload) => {
      const { container } = render(<MarkdownView source={payload} />);
      const all = [...container.querySelectorAll('*')];
      const allowed = new Set([
        'div',
        'p',
        'br',
        'hr',
        'strong',
        'em',
        'del',
        'code',
        'pre',
        'blockquote',
        'ul',
        'ol',
        'li',
        'table',
        'thead',
        'tbody',
        'tr',
        'th',
        'td',
        'h3',
        'h4',
        'h5',
        'h6',
        'a',
      ]);
      for (const element of all) {
        expect(allowed.has(element.localName), element.localName).toBe(true);
        for (const attribute of element.getAttributeNames()) {
          expect(['class', 'href', 'target', 'rel', 'style', 'start', 'tabindex']).toContain(attribute);
        }
        if (element.localName === 'a') expect(element.getAttribute('href')).toMatch(/^(https?:|mailto:)/);
        if (element.hasAttribute('style'))
          expect(element.getAttribute('style')).toMatch(/^text-align: \w+;$/);
      }
    },
  );

  it('deeply nested markup keeps its text instead of exhausting the stack', () => {
    const deep = `${'> '.repeat(1000)}fondo`;
    const { container } = render(<MarkdownView source={deep} />);
    expect(container.textContent).toContain('fondo');
    expect(markdownToHtml(deep).length).toBeGreaterThan(1000);
    // Deeper than the parser itself can go: the answer shows as plain text.
    const deeper = `${'> '.repeat(5000)}fondo`;
    const { container: plain } = render(<MarkdownView source={deeper} />);
    expect(plain.textContent).toBe(deeper);
  });

  it('accepts only http, https and mailto links, whatever the spelling', () => {
    expect(safeHref('https://www.cnel.it/a')).toBe('https://www.cnel.it/a');
    expect(safeHref('JaVaScRiPt:alert(1)')).toBeNull();
    expect(safeHref(' java\nscript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,x')).toBeNull();
    expect(safeHref('vbscript:x')).toBeNull();
    expect(safeHref('')).toBeNull();
  });
});
