import { euro, italianDate } from '../kb/format.js';
import { cents } from '../payroll/index.js';
import { fold } from '../reader/text.js';
import { bold } from './compose.js';
import { numericStartDate } from './document-facts.js';

/**
 * A closing payslip's 13th or 14th line that states its twelfths ("Rateo 13a mensilità (9/12)"): the months
 * of service in the accrual period up to the leaving day (a month counts with at least 15 days worked), against
 * the twelfths the line counts. The 13th accrues January–December, the 14th July–June. Undefined when the line
 * states no twelfths or the document gives no leaving day.
 */

const TWELFTHS = /\(\s*(\d{1,2})\s*\/\s*12\s*\)/;
const LEFT =
  /\b(?:data (?:di )?cessazione|cessazione(?: del rapporto)?|cessat\w* (?:il|in data)|data (?:di )?fine rapporto|ultimo giorno(?: di lavoro)?)\s*:?\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/;

const iso = (y: number, m: number, d: number) =>
  `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** Months with at least 15 days of service between two days (AAAA-MM-GG), both included. */
function monthsServed(from: string, to: string): number {
  const [fy = 0, fm = 0, fd = 0] = from.split('-').map(Number);
  const [ty = 0, tm = 0, td = 0] = to.split('-').map(Number);
  if (from > to) return 0;
  if (fy === ty && fm === tm) return td - fd + 1 >= 15 ? 1 : 0;
  const inner = (ty - fy) * 12 + (tm - fm) - 1;
  const daysInFirst = new Date(Date.UTC(fy, fm, 0)).getUTCDate();
  return inner + (daysInFirst - fd + 1 >= 15 ? 1 : 0) + (td >= 15 ? 1 : 0);
}

export interface TwelfthsCheck {
  stated: number;
  due: number;
  amount: number;
  line: string;
  steps: string[];
}

export function twelfthsCheck(
  label: string,
  given: number,
  monthly: number,
  document: string,
  fourteenth: boolean,
): TwelfthsCheck | undefined {
  const stated = Number(TWELFTHS.exec(label)?.[1] ?? 0);
  const left = LEFT.exec(fold(document));
  if (!stated || stated > 12 || !left) return undefined;
  const [d, m, y] = [Number(left[1]), Number(left[2]), Number(left[3])];
  if (m < 1 || m > 12 || d < 1 || d > 31) return undefined;
  const end = iso(y, m, d);
  const periodStart = fourteenth ? (m >= 7 ? iso(y, 7, 1) : iso(y - 1, 7, 1)) : iso(y, 1, 1);
  const hired = numericStartDate(document);
  const start = hired && hired > periodStart ? hired : periodStart;
  const due = monthsServed(start, end);
  if (!due) return undefined;
  const amount = cents((monthly * due) / 12);
  const name = fourteenth ? 'quattordicesima' : 'tredicesima';
  const from = `dal ${italianDate(start)} al ${italianDate(end)}`;
  const lineMatches = Math.abs(given - cents((monthly * stated) / 12)) < 0.01;
  const gap = cents(amount - given);
  const verdict =
    due === stated && Math.abs(gap) < 0.01
      ? `il rateo in busta ${bold('corrisponde')}`
      : `la busta ne conta ${stated}/12 (${euro(given)})${lineMatches ? '' : ', con un importo che non corrisponde nemmeno a quei dodicesimi'}: ${bold(`${euro(Math.abs(gap))} in ${gap > 0 ? 'meno' : 'più'}`)} del dovuto`;
  return {
    stated,
    due,
    amount,
    line: `Alla cessazione spetta il rateo di ${name} per ogni mese di servizio (almeno 15 giorni) nel periodo di maturazione: ${from} i mesi sono ${bold(String(due))}, quindi ${due}/12 di ${euro(monthly)} = ${bold(euro(amount))}; ${verdict}.`,
    steps: [
      `Mesi di servizio ${from}: ${due} (la ${name} matura ${fourteenth ? 'da luglio a giugno' : 'da gennaio a dicembre'}).`,
      `Rateo dovuto: ${euro(monthly)} × ${due} / 12 = ${euro(amount)}.`,
      `In busta: ${stated}/12 = ${euro(given)}.`,
    ],
  };
}
