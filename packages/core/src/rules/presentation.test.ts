import { describe, expect, it } from 'vitest';
import {
  formatItalianDate,
  safeHref,
  sourceDomain,
  uniqueReferences,
  WEB_PROTOCOLS,
} from './presentation.js';

describe('presentation rules', () => {
  it('writes dates as Italian prose, the first of the month as 1°', () => {
    expect(formatItalianDate('2025-11-01')).toBe('1° novembre 2025');
    expect(formatItalianDate('2024-03-22')).toBe('22 marzo 2024');
    expect(formatItalianDate('2026-02-05T10:00:00Z')).toBe('5 febbraio 2026');
    expect(formatItalianDate('2025-07')).toBe('luglio 2025');
    expect(formatItalianDate(new Date(Date.UTC(2026, 10, 22)))).toBe('22 novembre 2026');
    // A source's own wording of its date is kept.
    expect(formatItalianDate('2024 (Circolare n.15/2024)')).toBe('2024 (Circolare n.15/2024)');
  });

  it('links only web and mail addresses, and names a source by its domain', () => {
    expect(safeHref('https://www.cnel.it/x')).toBe('https://www.cnel.it/x');
    expect(safeHref('mailto:a@b.it')).toBe('mailto:a@b.it');
    expect(safeHref('mailto:a@b.it', WEB_PROTOCOLS)).toBeNull();
    expect(safeHref(' JaVaScript:alert(1)')).toBeNull();
    expect(safeHref('/relative')).toBeNull();
    expect(sourceDomain('https://www.cnel.it/Archivio')).toBe('cnel.it');
    expect(sourceDomain('javascript:alert(1)')).toBeNull();
  });

  it('lists a reference once however often an answer cites it', () => {
    const ref = {
      ccnl: 'CCNL Commercio',
      article: 'art. 141',
      text: 'Prova',
      source_url: 'https://a.it',
      source_date: null,
    };
    expect(
      uniqueReferences([ref, { ...ref, text: 'altro estratto' }, { ...ref, article: 'art. 142' }]),
    ).toHaveLength(2);
  });
});
