import { describe, expect, it } from 'vitest';
import { formatPrice, parseItalianNumber } from './price.js';

describe('formatPrice (spec §5)', () => {
  it.each([
    ['1234,56', '1.234,56 €'],
    ['1234,5', '1.234,50 €'],
    ['0,5', '0,50 €'],
    [',5', '0,50 €'],
    ['1.234', '1.234,00 €'], // dot only: thousands separator
    ['1.234.567', '1.234.567,00 €'],
    ['12.5', '125,00 €'], // dot only, as the spec reads it
    ['1.234,56', '1.234,56 €'],
    ['1,234.56', '1.234,56 €'],
    ['€ 1.234,56', '1.234,56 €'],
    ['1.234,56 €', '1.234,56 €'],
    ['1234,56€', '1.234,56 €'],
    ['$99,9', '99,90 €'],
    ['£ 10', '10,00 €'],
    ['1.800,00 euro', '1.800,00 €'],
    ['1.800 euros', '1.800,00 €'],
    ['EURO 250,5', '250,50 €'],
    ['Euros 3', '3,00 €'],
    ['-1.234,56', '-1.234,56 €'],
    ['-15', '-15,00 €'],
    ['  2.000,10  ', '2.000,10 €'],
    ['2 000,10', '2.000,10 €'],
    ['1\u00a0500,00 €', '1.500,00 €'],
    ['0', '0,00 €'],
    ['1999,999', '2.000,00 €'],
    [1234.5, '1.234,50 €'],
    [-0.5, '-0,50 €'],
    ['abc', 'abc'],
    ['', ''],
    ['€', '€'],
    ['12,34,56', '12,34,56'],
    ['1.234,56.7', '1.234,56.7'],
    ['dieci euro', 'dieci euro'],
    ['1e5', '1e5'],
    [Number.NaN, 'NaN'],
  ] as const)('%j → %j', (input, expected) => {
    expect(formatPrice(input)).toBe(expected);
  });

  it('shows nothing for null and undefined', () => {
    expect(formatPrice(null)).toBe('');
    expect(formatPrice(undefined)).toBe('');
  });
});

describe('parseItalianNumber: a number as a user types it', () => {
  it('reads thousands dots and decimal commas the Italian way, a lone dot by what follows it', () => {
    expect(parseItalianNumber('1.783,75')).toBe(1783.75);
    expect(parseItalianNumber('30.000')).toBe(30000);
    expect(parseItalianNumber('1.234.567')).toBe(1234567);
    expect(parseItalianNumber('1783.75')).toBe(1783.75);
    expect(parseItalianNumber('12,5')).toBe(12.5);
    expect(parseItalianNumber('50')).toBe(50);
  });
  it('is undefined for anything that is not one number', () => {
    expect(parseItalianNumber('')).toBeUndefined();
    expect(parseItalianNumber('abc')).toBeUndefined();
    expect(parseItalianNumber('-5')).toBeUndefined();
  });
});
