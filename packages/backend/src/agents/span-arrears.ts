import { euro, MONTHS } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { parseNumber } from '../reader/numbers.js';
import { bold } from './compose.js';
import { levelShort } from './shared/levels.js';

/**
 * Arrears over a span of months when the pay stayed on an old minimum ("non mi ha mai messo gli aumenti del 2026
 * (marzo e novembre), in busta ho ancora 1.631,98: quanto mi deve da marzo a novembre?"): each month of the span
 * owes the minimum in force that month less the minimum paid, so a second tranche inside the span raises the
 * difference from its own month (never the last tranche over the whole span). The minimum paid is the figure the
 * story tells when it is one of the level's minimums, else the one in force before the span. Undefined unless the
 * span holds two tranches or the pay told is older than the span's start: one tranche is `arrearsLine`'s.
 */

const SPAN_WORDS = new RegExp(
  String.raw`\bda(?:l| inizio)? (?:mese di )?(${MONTHS.join('|')})(?: (20\d\d))? (?:a|ad|al|fino a|fino ad|fino al) (?:tutto |fine |mese di )?(${MONTHS.join('|')})(?: (20\d\d))?\b`,
);
const FIGURE = /\b\d{1,3}(?:\.\d{3})*,\d{2}\b/g;

const monthDate = (year: number, month: number) => `${year}-${String(month + 1).padStart(2, '0')}-01`;
const cents = (value: number) => Math.round(value * 100) / 100;

interface Run {
  first: string;
  last: string;
  months: number;
  due: number;
}

export function spanArrears(
  ccnl: Ccnl,
  level: string,
  date: string | undefined,
  text: string,
): { answer: string; steps: string[] } | undefined {
  const span = SPAN_WORDS.exec(text);
  if (!span) return undefined;
  const [start, end] = [MONTHS.indexOf(span[1] ?? ''), MONTHS.indexOf(span[3] ?? '')];
  const said = span[4] ?? span[2] ?? [...text.matchAll(/\b(20\d\d)\b/g)].at(-1)?.[1];
  const endYear = said
    ? Number(said) + (span[2] && !span[4] && start > end ? 1 : 0)
    : date
      ? Number(date.slice(0, 4)) - (end > Number(date.slice(5, 7)) - 1 ? 1 : 0)
      : undefined;
  if (endYear === undefined) return undefined;
  const startYear = endYear - (start > end ? 1 : 0);
  const count = ((end - start + 12) % 12) + 1;
  const months = Array.from({ length: count }, (_, i) => {
    const m = (start + i) % 12;
    return { year: startYear + (start + i >= 12 ? 1 : 0), month: m };
  });
  const dues = months.map((m) => levelPayAt(ccnl, level, monthDate(m.year, m.month))?.row.amount);
  if (dues.some((d) => d === undefined)) return undefined;
  const before = levelPayAt(
    ccnl,
    level,
    monthDate(start === 0 ? startYear - 1 : startYear, (start + 11) % 12),
  )?.row.amount;
  // The minimum paid: a figure of the story that is one of the level's minimums up to the span's start.
  const known = new Set(
    ccnl.pay_tables
      .filter((t) => t.effective_from <= monthDate(startYear, start))
      .flatMap((t) => t.levels.filter((r) => r.level === level).map((r) => r.amount)),
  );
  const told = [...text.matchAll(FIGURE)]
    .map((m) => parseNumber(m[0]))
    .find((v) => v !== undefined && known.has(v));
  const paid = told ?? before;
  if (paid === undefined) return undefined;
  const distinct = new Set(dues.filter((d) => (d as number) > paid)).size;
  if (distinct < 2 && !(told !== undefined && before !== undefined && told < before)) return undefined;
  const runs: Run[] = [];
  for (const [i, m] of months.entries()) {
    const due = dues[i] as number;
    const name = `${MONTHS[m.month]} ${m.year}`;
    const last = runs.at(-1);
    if (last && last.due === due) Object.assign(last, { last: name, months: last.months + 1 });
    else runs.push({ first: name, last: name, months: 1, due });
  }
  const owed = runs.filter((r) => r.due > paid);
  const total = cents(owed.reduce((sum, r) => sum + cents(r.due - paid) * r.months, 0));
  const where = `${MONTHS[start]} ${startYear === endYear ? '' : `${startYear} `}a ${MONTHS[end]} ${endYear}`;
  return {
    answer: `Nel ${ccnl.short_name} gli arretrati del ${levelShort(level)} da ${where} sono ${bold(euro(total))} lordi: per ogni mese il minimo in vigore quel mese meno i ${euro(paid)} pagati.`,
    steps: [
      ...owed.map((r) => {
        const months = r.first === r.last ? r.first : `${r.first} – ${r.last}`;
        const diff = cents(r.due - paid);
        return `${months} (${r.months} ${r.months === 1 ? 'mese' : 'mesi'}): dovuto ${euro(r.due)}, pagato ${euro(paid)}, differenza ${euro(diff)}${r.months > 1 ? ` × ${r.months} = ${euro(cents(diff * r.months))}` : ''}.`;
      }),
      `Totale: ${euro(total)}.`,
      'Sulle differenze maturano anche i ratei di tredicesima (e quattordicesima, dove prevista) e il TFR, qui non compresi.',
    ],
  };
}
