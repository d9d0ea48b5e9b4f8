import { MONTH_NAMES, MONTHS } from './format.js';

/** A month named with its year in a folded text ("dicembre 2025"): as AAAA-MM, and where it stands. */
export interface MonthYear {
  month: string;
  index: number;
  end: number;
}

const MONTH_YEAR = new RegExp(String.raw`\b(${MONTH_NAMES})\s+(\d{4})\b`, 'g');

/** Every month a text names with its year, in the order written. */
export function monthYearsIn(text: string): MonthYear[] {
  return [...text.matchAll(MONTH_YEAR)].map((m) => ({
    month: `${m[2]}-${String(MONTHS.indexOf(m[1] ?? '') + 1).padStart(2, '0')}`,
    index: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
}
