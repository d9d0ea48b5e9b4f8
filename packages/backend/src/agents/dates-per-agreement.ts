import { italianDate, MONTH_NAMES } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { parseDate } from '../reader/parse-date.js';
import { fold } from '../reader/text.js';
import type { Cell, Measure } from './compare-cells.js';
import { namesOf } from './level-per-agreement.js';

// A day written out: "1.1.2026", "01/06/2026", "1° giugno 2026", "giugno 2026".
const DAY_SAID = new RegExp(
  String.raw`\b\d{1,2}[/.]\d{1,2}[/.]\d{4}\b|\b\d{1,2}\s*°?\s+(?:${MONTH_NAMES})\s+\d{4}\b|\b(?:${MONTH_NAMES})\s+\d{4}\b`,
  'g',
);

/**
 * The table day a comparison states for each agreement ("un 3° livello Industria alimentare (minimo+contingenza
 * dal 1.1.2026, 14 mensilità) e un C3 Metalmeccanici industria (minimo dal 1.6.2026, 13 mensilità)"): each read
 * in the stretch from the agreement's name to the next agreement's. Undefined unless every agreement has one day
 * of its own and the days differ: a single day said applies to all.
 */
export function daysSaidPerAgreement(agreements: Ccnl[], message: string): string[] | undefined {
  if (agreements.length < 2) return undefined;
  const text = fold(message);
  const starts = agreements.map((c) =>
    Math.min(
      ...namesOf(c).map((n) => {
        const at = text.search(new RegExp(String.raw`\b${n}\b`));
        return at < 0 ? Number.POSITIVE_INFINITY : at;
      }),
    ),
  );
  if (starts.some((s) => !Number.isFinite(s))) return undefined;
  const days = starts.map((start) => {
    const end = Math.min(...starts.filter((s) => s > start), text.length);
    const said = text.slice(start, end).match(DAY_SAID) ?? [];
    return said.length === 1 ? parseDate(said[0] ?? '') : undefined;
  });
  if (days.some((d) => d === undefined) || new Set(days).size < days.length) return undefined;
  return days as string[];
}

/** A dated cell (a minimum, a year's minimum) at the agreement's own day: the day beside the figure. */
export const atOwnDay = (cell: Cell, measure: Measure, day: string | undefined): Cell =>
  day && cell.figure && (measure === 'minimi' || measure === 'annuo')
    ? { ...cell, figure: `${cell.figure} (tabella al ${italianDate(day)})` }
    : cell;
