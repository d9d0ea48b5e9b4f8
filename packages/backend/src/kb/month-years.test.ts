import { describe, expect, it } from 'vitest';
import { monthYearsIn } from './month-years.js';

describe('monthYearsIn', () => {
  it('gives each month named with its year as AAAA-MM, where it stands, in the order written', () => {
    const text = 'accantonato al 31 dicembre 2024, rivalutato a marzo  2026';
    expect(monthYearsIn(text)).toEqual([
      { month: '2024-12', index: 18, end: 31 },
      { month: '2026-03', index: 46, end: 57 },
    ]);
    expect(text.slice(18, 31)).toBe('dicembre 2024');
  });

  it('skips a month without its year, and a year without a month', () => {
    expect(monthYearsIn('assunto a giugno, nel 2025 il coefficiente di maggio')).toEqual([]);
    expect(monthYearsIn('dicembre 25')).toEqual([]);
  });
});
