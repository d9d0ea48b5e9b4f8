import { MONTH_NAMES } from '../kb/format.js';
import type { Slots } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { weekDays } from '../reader/week-days.js';
import { bold } from './compose.js';
import { serviceFromHireYear } from './hire-year.js';
import { serviceAt, serviceYearsTo } from './service-at.js';

/**
 * Holidays granted in weeks ("4 settimane l'anno", "4 settimane e 1 giorno" with 10 years) asked as a number of
 * days by a worker whose working week is told ("dal lunedì al venerdì", "su sei giorni settimanali"): each week
 * counts as many working days as the week has (5 or 6), so the lead says the days, with the weeks beside them.
 */

const WORD_COUNT: Record<string, number> = { un: 1, uno: 1, una: 1, due: 2, tre: 3 };

/** "quanti giorni di ferie", "giorni lavorativi di ferie", "in giorni": the days asked, not the weeks. */
const DAYS_ASKED =
  /\bquant[ie] (?:giorni|gg)\b|\b(?:giorni|gg) (?:lavorativi )?di ferie\b|\bin giorni\b|\bgiorni (?:lavorativi|di calendario)\b/;

/** "4 settimane", "4 settimane e 1 giorno", "5 settimane" not already counted in days ("4 settimane × 5"). */
const WEEKS = /\b(\d+) settimane(?: e (un|uno|\d+) giorn[oi])?\b(?! ×)/;

/** The holiday line with its first stated weeks counted in days of the week told; the line unchanged otherwise. */
export function holidayWeeksAsDays(line: string, question: string): string {
  const colon = line.indexOf(': ');
  if (colon < 0 || !/^Nel [^:]+, ferie: /.test(line) || !DAYS_ASKED.test(question)) return line;
  const days = weekDays(question);
  if (days !== 5 && days !== 6) return line;
  // Only the lead (before "In dettaglio") is the answer; the statement after it keeps the agreement's words.
  const detailAt = line.indexOf(' In dettaglio: ');
  const lead = detailAt < 0 ? line.slice(colon + 2) : line.slice(colon + 2, detailAt);
  const m = WEEKS.exec(lead);
  // Holidays the agreement already counts in days ("26 giorni lavorativi l'anno … 4 settimane"): left as they are.
  if (!m || /\b\d+ giorni\b/.test(lead.slice(0, m.index))) return line;
  const weeks = Number(m[1]);
  const extra = m[2] ? (WORD_COUNT[m[2]] ?? Number(m[2])) : 0;
  const total = weeks * days + extra;
  const how = extra
    ? `${weeks} settimane × ${days} giorni + ${extra} ${extra === 1 ? 'giorno' : 'giorni'}`
    : `${weeks} settimane × ${days} giorni`;
  const said = `${bold(`${total} giorni lavorativi`)} (${how}, con l’orario su ${days} giorni settimanali)`;
  // A bold lead already there ("**4 settimane l'anno**") gives way to the days.
  const plain = lead.replace(/\*\*/g, '');
  const at = plain.indexOf(m[0]);
  // "… (un giorno in più con 10 anni)" right after: one bracket holds both.
  const after = plain.slice(at + m[0].length).replace(/^ \(/, '; ');
  const joined = after.startsWith('; ') ? said.slice(0, -1) : said;
  const rest = `${plain.slice(0, at)}${joined}${after}`;
  return `${line.slice(0, colon + 2)}${rest}${detailAt < 0 ? '' : line.slice(detailAt)}`;
}

/**
 * A follow-up that keeps the worker and changes the week ("stessa anzianità, ma su sei giorni?"): the years of
 * service told by the turn before, read from its hire year. Undefined when the message tells its own or none.
 */
function keptServiceYears(
  asked: string,
  history: readonly string[] | undefined,
  today: string,
): number | undefined {
  const previous = history?.at(-1);
  if (!previous || serviceFromHireYear(asked, today) !== undefined) return undefined;
  if (weekDays(asked) === undefined && !/\bstess[ao] anzianita\b/.test(asked)) return undefined;
  return serviceFromHireYear(readable(previous), today);
}

/** Whole years of service from the hire year the question tells, or else the one a follow-up keeps. */
export function hireYearService(
  asked: string,
  history: readonly string[] | undefined,
  today: string,
): number | undefined {
  return serviceFromHireYear(asked, today) ?? keptServiceYears(asked, history, today);
}

const MONTH_YEAR = new RegExp(String.raw`\b(?:${MONTH_NAMES})\s+(?:del\s+)?\d{4}\b`);

/** A hire year the message tells alone ("e il collega entrato nel 2014?"); not one with its month (a hire day). */
function ownHireYear(asked: string): boolean {
  return (
    !MONTH_YEAR.test(asked) &&
    /\b(?:19|20)\d{2}\b/.test(asked) &&
    serviceFromHireYear(asked, '2100-01-01') !== undefined
  );
}

/**
 * Years of service from the hire day the request holds, read to today or to the later day asked ("e se si riammala
 * a gennaio 2027?"); else from a hire year ("dal 2014"), the message's own first ("e il collega entrato nel 2014?"
 * after a turn that told another hire day).
 */
export function serviceFromHire(
  asked: string,
  history: readonly string[] | undefined,
  today: string,
  slots: Slots | undefined,
): { years?: number } {
  const at = slots ? serviceAt(slots, today) : today;
  if (slots?.hireDate && !ownHireYear(asked) && slots.hireDate <= at)
    return { years: serviceYearsTo(slots.hireDate, at) };
  const years = hireYearService(asked, history, today);
  return years === undefined ? {} : { years };
}
