import { euro, italianDate, MONTHS } from '../kb/format.js';
import { monthsWorked } from '../payroll/pay-items.js';
import { fixedTermContract } from '../reader/fixed-term.js';
import { readable } from '../reader/text.js';
import { bold } from './compose.js';

/**
 * A part year worked, told beside a monthly gross ("la stagione dal 1° aprile al 31 ottobre 2026, 2.300 euro lordi
 * al mese più i ratei di 13ª e 14ª"): the gross of the months worked with their ratei, and the days worked, to
 * which payroll-rules.md §3–§4 proportion the deductions (the cuneo's tax-free sum chooses its percentage on the
 * annualised income). A follow-up that changes something else ("e se fossi residente a Verona?") keeps the span
 * told before.
 */

export interface SeasonWorked {
  from: string;
  to: string;
  /** Whole months (15 days or more), each paying one month and a twelfth of each extra month. */
  months: number;
  /** Calendar days from the first to the last, both included. */
  days: number;
  /** Pay of the months worked plus the ratei: monthly × months × payments / 12. */
  gross: number;
  fixedTerm: boolean;
}

const MONTH = `(${MONTHS.join('|')})`;
const DAY = String.raw`(?:(\d{1,2})°?\s+|(?:1º|primo)\s+)?`;
// "dal 1° aprile al 31 ottobre 2026", "da aprile a ottobre", "dal primo maggio fino al 30 settembre".
const SPAN = new RegExp(
  String.raw`\bda(?:l|ll'|i)?\s+${DAY}${MONTH}(?:\s+(\d{4}))?\s+(?:a|al|all'|ad|fino a|fino al|fino all')\s*${DAY}(?:fine\s+)?${MONTH}(?:\s+(\d{4}))?`,
);
/** The net of the stretch asked, not of a year: "stagione", "stagionale", "contratto a termine", "per quei mesi". */
const PART_YEAR =
  /\bstagion\w*|\ba termine\b|\btempo determinato\b|\bsolo (?:quei|quest[ie]|per) \w*\s?mesi\b/;
const NET_ASKED = /\bnett[oia]\b|\bin tasca\b|\bin mano\b|\bmi resta\b|\bporto a casa\b/;

const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The span read in one text, within one calendar year and shorter than it; undefined otherwise. */
export function spanIn(text: string, year: number): { from: string; to: string } | undefined {
  const m = SPAN.exec(text);
  if (!m?.[2] || !m[5]) return undefined;
  const y = Number(m[6] ?? m[3] ?? year);
  if (m[3] && m[6] && m[3] !== m[6]) return undefined;
  const [first, last] = [MONTHS.indexOf(m[2]), MONTHS.indexOf(m[5])];
  if (last < first) return undefined;
  const fromDay = m[1] ? Number(m[1]) : 1;
  const toDay = m[4] ? Number(m[4]) : lastDay(y, last);
  if (fromDay < 1 || fromDay > lastDay(y, first) || toDay < 1 || toDay > lastDay(y, last)) return undefined;
  const from = iso(y, first, fromDay);
  const to = iso(y, last, toDay);
  if (from === `${y}-01-01` && to === `${y}-12-31`) return undefined;
  return { from, to };
}

/**
 * The season worked in the message, or in the latest earlier turn that told one with the net of a stretch, at the
 * monthly gross given; undefined when no part year is told.
 */
export function seasonWorked(
  message: string,
  history: readonly string[] | undefined,
  monthly: number,
  payments: number,
  year: number,
): SeasonWorked | undefined {
  const turns = [message, ...[...(history ?? [])].reverse()].map(readable);
  const told = turns.find((t) => PART_YEAR.test(t) && NET_ASKED.test(t) && spanIn(t, year));
  const span = told ? spanIn(told, year) : undefined;
  if (!told || !span?.from.startsWith(String(year))) return undefined;
  const months = monthsWorked(span.from, span.to, span.from, span.to);
  const days = Math.round((Date.parse(span.to) - Date.parse(span.from)) / 86_400_000) + 1;
  if (months < 1 || months > 11) return undefined;
  return {
    ...span,
    months,
    days,
    gross: (monthly * months * payments) / 12,
    fixedTerm: turns.some(fixedTermContract),
  };
}

/** The opening for the season's net: the total of the stretch, not a monthly average. */
export function seasonOpening(
  season: SeasonWorked,
  monthly: number,
  payments: number,
  net: number,
  place: string,
): string {
  const extras = payments === 14 ? 'e i ratei di 13ª e 14ª' : payments === 13 ? 'e il rateo di 13ª' : '';
  return `Dal ${italianDate(season.from)} al ${italianDate(season.to)} (${season.months} mesi, ${season.days} giorni), con ${euro(monthly)} lordi al mese${extras ? ` ${extras}` : ''} (${euro(season.gross)} lordi in tutto), il netto stimato è ${bold(`${euro(net)} in tutto`)}${place}.`;
}

/** The assumptions a part year adds: deductions by days, the cuneo's percentage on the annualised income. */
export function seasonAssumptions(season: SeasonWorked, payments: number): string[] {
  return [
    `Anno parziale: ${season.months} mesi di retribuzione${payments > 12 ? ` più ${payments - 12 === 2 ? 'i ratei di 13ª e 14ª' : 'il rateo di 13ª'} (${season.months}/12 ciascuno)` : ''}; detrazioni rapportate ai ${season.days} giorni lavorati; la percentuale della somma esente del cuneo è scelta sul reddito annualizzato e applicata al reddito effettivo.`,
    ...(season.fixedTerm ? ['Contratto a tempo determinato.'] : []),
  ];
}
