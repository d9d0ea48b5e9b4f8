import { italianDate, MONTHS } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { bold } from './compose.js';
import { monthThreshold } from './month-threshold.js';

/** How a month counts for the extra month's twelfths, by the agreement's threshold. */
export const monthRuleWords = (ccnl: Ccnl): string =>
  monthThreshold(ccnl) > 15 ? 'con più di 15 giorni di lavoro' : 'con almeno 15 giorni di lavoro';

const DAY_MS = 86_400_000;
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/**
 * "inizio il 5 dicembre e finisco il 6 aprile: quanti ratei di quattordicesima?": the months of the stay told,
 * each with its days, and the ratei they make by the agreement's rule (a month counts with more than 15 days
 * of service, or at least 15), said even when no pay is given for the amount. Undefined without both days.
 */
export function stayRateiLine(ccnl: Ccnl, hire: string | undefined, end: string | undefined, name: string) {
  if (!hire || !end || hire.startsWith('?') || end.startsWith('?') || end <= hire) return undefined;
  if (day(end) - day(hire) > 366 * DAY_MS) return undefined;
  const threshold = monthThreshold(ccnl);
  const counted: string[] = [];
  const left: string[] = [];
  const cursor = new Date(day(hire));
  cursor.setUTCDate(1);
  while (cursor.getTime() <= day(end)) {
    const next = new Date(cursor);
    next.setUTCMonth(next.getUTCMonth() + 1);
    const days =
      (Math.min(day(end), next.getTime() - DAY_MS) - Math.max(day(hire), cursor.getTime())) / DAY_MS + 1;
    const month = MONTHS[cursor.getUTCMonth()] ?? '';
    const full = days >= new Date(next.getTime() - DAY_MS).getUTCDate();
    (days >= threshold ? counted : left).push(full ? month : `${month} (${days} giorni)`);
    cursor.setTime(next.getTime());
  }
  const n = counted.length;
  const ratei = n === 1 ? 'un rateo' : `${n} ratei`;
  const rest = left.length ? `; non ${left.length === 1 ? 'conta' : 'contano'} ${left.join(', ')}` : '';
  return `Dal ${italianDate(hire)} al ${italianDate(end)} maturano ${bold(`${ratei} di ${name} (${n}/12)`)}: conta ogni mese ${monthRuleWords(ccnl)}, quindi ${counted.join(', ') || 'nessun mese'}${rest}.`;
}
