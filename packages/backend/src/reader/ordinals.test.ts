import { describe, expect, it } from 'vitest';
import { ORDINAL_WORDS, ordinalNumber, ordinalsToDigits, ordinalWord } from './ordinals.js';

describe('Italian ordinal words', () => {
  it('reads either gender as its number', () => {
    expect(ordinalNumber('secondo')).toBe(2);
    expect(ordinalNumber('seconda')).toBe(2);
    expect(ordinalNumber('Quinta')).toBe(5);
    expect(ordinalNumber('dodicesima')).toBe(12);
    expect(ordinalNumber('ventiquattresimo')).toBe(24);
    expect(ordinalNumber('ventitresima')).toBe(23);
    expect(ordinalNumber('casa')).toBeUndefined();
  });

  it('lists every word it reads, longest first, so an alternation never stops at a prefix', () => {
    expect(ORDINAL_WORDS).toContain('prima');
    expect(ORDINAL_WORDS).toContain('trentaseiesimo');
    expect(ORDINAL_WORDS.indexOf('diciassettesimo')).toBeLessThan(ORDINAL_WORDS.indexOf('settimo'));
  });

  it('writes a masculine ordinal before a period as digits, and nothing else', () => {
    expect(ordinalsToDigits('al quattordicesimo mese di apprendistato')).toBe('al 14° mese di apprendistato');
    expect(ordinalsToDigits('secondo il CCNL la quattordicesima')).toBe('secondo il CCNL la quattordicesima');
  });

  it('writes a number as its masculine ordinal word, and back', () => {
    expect(ordinalWord(5)).toBe('quinto');
    expect(ordinalWord(23)).toBe('ventitreesimo');
    expect(ordinalWord(37)).toBeUndefined();
    for (let n = 1; n <= 36; n++) expect(ordinalNumber(ordinalWord(n) ?? '')).toBe(n);
  });
});
