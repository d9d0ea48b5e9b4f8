import { euro, MONTHS } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/net-pay.js';
import type { TypedRequest } from '../reader/request.js';
import { YEAR_OF_PAY } from './annual-cell.js';

/**
 * Two levels' monthly gap asked also over the year ("che differenza c'è tra i due minimi, e quanto vale su base
 * annua con 13 mensilità?", "e all'anno?"): the month's difference times the payments the user says, else the
 * agreement's own number of monthly payments. Undefined when no year is asked or the number is not known.
 */
export interface YearDifference {
  payments: number;
  amount: number;
  /** Whether the number of payments is the user's rather than the agreement's. */
  told: boolean;
  /** A calendar year asked ("sull'intero 2027"): its months by the tables in force, a tranche within it. */
  calendar?: { year: number; runs: { from: number; to: number; monthly: number; count: number }[] };
}

// "quanto costa in più sull'intero 2027", "nel 2027 in tutto", "per tutto il 2026": a calendar year's total.
const CALENDAR_YEAR =
  /\b(?:sull'intero|nell'intero|per l'intero|l'intero|intero|tutto il|per tutto il|in tutto il|nel corso del|sul|nel|per il|del)\s+(20[2-3]\d)\b/;

/**
 * Month by month over a calendar year, each month at the tables in force then (a June tranche changes the gap
 * from June), the payments beyond twelve at December's gap (the 13th paid in December). Undefined when a month's
 * table is missing for either level or the gap never changes within the year (the plain product says it).
 */
function calendarRuns(ccnl: Ccnl, levels: readonly [string, string], year: number, payments: number) {
  const gaps: number[] = [];
  for (let m = 1; m <= 12; m++) {
    const day = `${year}-${String(m).padStart(2, '0')}-01`;
    const a = levelPayAt(ccnl, levels[0], day);
    const b = levelPayAt(ccnl, levels[1], day);
    if (!a || !b) return undefined;
    gaps.push(cents(a.row.amount - b.row.amount));
  }
  if (gaps.every((g) => g === gaps[0])) return undefined;
  const runs: { from: number; to: number; monthly: number; count: number }[] = [];
  gaps.forEach((gap, i) => {
    const last = runs.at(-1);
    if (last && last.monthly === gap) {
      last.to = i + 1;
      last.count += 1;
    } else runs.push({ from: i + 1, to: i + 1, monthly: gap, count: 1 });
  });
  const december = runs.at(-1);
  if (december) december.count += Math.max(0, payments - 12);
  return runs;
}

// "differenza mensile … e su 13 mensilità?": the gap over the payments of a year, asked by their number.
const OVER_PAYMENTS =
  /\b(?:su|per|con|x|moltiplicat\w* per) (?:\d{1,2}|tredici|quattordici|quindici) mensilit/;

export function levelYearDifference(
  text: string,
  req: TypedRequest,
  ccnl: Ccnl,
  monthly: number,
  levels?: readonly [string, string],
): YearDifference | undefined {
  const calendar = CALENDAR_YEAR.exec(text);
  if (!YEAR_OF_PAY.test(text) && !OVER_PAYMENTS.test(text) && !calendar) return undefined;
  const agreed = ccnl.monthly_payments.value;
  const payments = req.slots.payments ?? (typeof agreed === 'number' ? agreed : undefined);
  if (!payments) return undefined;
  const told = req.slots.payments !== undefined;
  const year = calendar ? Number(calendar[1]) : undefined;
  const runs = year && levels ? calendarRuns(ccnl, levels, year, payments) : undefined;
  if (year && runs) {
    const amount = cents(runs.reduce((sum, r) => sum + r.monthly * r.count, 0));
    return { payments, amount, told, calendar: { year, runs } };
  }
  return { payments, amount: cents(monthly * payments), told };
}

/** The sentence that follows the month's difference. */
export function yearDifferenceSentence(year: YearDifference, monthly: number): string {
  const whose = year.told ? '' : ' (quelle del contratto)';
  if (year.calendar) {
    const month = (m: number) => MONTHS[m - 1] ?? '';
    const parts = year.calendar.runs.map((r) => {
      const span = r.from === r.to ? month(r.from) : `${month(r.from)}-${month(r.to)}`;
      const extra =
        r.to === 12 && year.payments > 12
          ? ` e ${year.payments - 12 === 1 ? 'la tredicesima' : 'le mensilità aggiuntive'}`
          : '';
      return `${span}${extra} ${euro(Math.abs(r.monthly))} × ${r.count}`;
    });
    return ` Sull'intero ${year.calendar.year}, con ${year.payments} mensilità${whose} e la tranche che cade nell'anno, la differenza è di **${euro(Math.abs(year.amount))}** (${parts.join(' + ')}).`;
  }
  return ` Su base annua, con ${year.payments} mensilità${whose}, la differenza è di **${euro(Math.abs(year.amount))}** (${euro(Math.abs(monthly))} × ${year.payments}).`;
}

/** The table row of the year's difference. */
export function yearDifferenceRow(year: YearDifference): [string, string] {
  if (year.calendar)
    return [
      `**Differenza nel ${year.calendar.year} (${year.payments} mensilità)**`,
      `**${euro(year.amount)}**`,
    ];
  return [`**Differenza annua (${year.payments} mensilità)**`, `**${euro(year.amount)}**`];
}
