import { describe, expect, it } from 'vitest';
import { countValue, wordsToNumber } from './numbers.js';

/**
 * Counts as the reader's patterns capture them ("3 scatti", "tre ore", "un anno", "dodici mesi"): one reading
 * for every rule that counts (increments, months, extra hours, years of service, renewals, a child's age).
 */
describe('countValue', () => {
  it('reads digits, with a decimal comma or point', () => {
    expect(countValue('3')).toBe(3);
    expect(countValue('12')).toBe(12);
    expect(countValue('2,5')).toBe(2.5);
    expect(countValue('1.5')).toBe(1.5);
  });

  it('reads numbers in words', () => {
    expect(countValue('tre')).toBe(3);
    expect(countValue('undici')).toBe(11);
    expect(countValue('dodici')).toBe(12);
    expect(countValue('ventiquattro')).toBe(24);
  });

  it('reads the article as one where a count stands, which words alone leave out', () => {
    for (const one of ['un', 'uno', 'una']) {
      expect(countValue(one)).toBe(1);
      expect(wordsToNumber(one)).toBeUndefined();
    }
  });

  it('gives nothing for a word that is no number', () => {
    expect(countValue('mezza')).toBeUndefined();
    expect(countValue('pochi')).toBeUndefined();
    expect(countValue('primo')).toBeUndefined();
  });
});
