import { MONTHS } from '../kb/format.js';
import { countValue } from '../reader/numbers.js';
import { bold } from './compose.js';

/**
 * "l'ultima volta ha lavorato da noi nel 2024, lo riprendo ad aprile: la prova la rifà?": an agreement's rehiring
 * exemption with a time window (FIPE art. 110: "riassunto entro due anni con la stessa qualifica") only holds when
 * the rehire falls inside it. The last year worked and the rehire month are read from the conversation; when the
 * gap is certainly longer than the window the exemption does not apply and the probation is due again.
 */

const WINDOW = /\bentro (due|tre|un|uno|quattro|\d+) ann[oi]\b/i;
// "l'ultima volta ha lavorato da noi nel 2024", "l'ultima stagione è stata nel 2024", "ha lavorato nel 2024".
const LAST_YEAR =
  /\b(?:ultima volta|ultima stagione|l'ultima|(?:ha|aveva|ho|avevo|hanno) (?:\w+ ){0,2}?lavorat\w*)\b[^?.!]{0,60}?\b(?:nel|nell'|del|fino al|fino a tutto il)\s*(?:estate |stagione |anno )?((?:19|20)\d{2})\b/;
// "ad aprile riprendo", "lo riprendo a maggio", "riassumo da giugno 2027".
const REHIRE_MONTH = new RegExp(
  String.raw`\b(?:(?:a|ad|da|dal|in|a partire da)\s+(${MONTHS.join('|')})(?:\s+((?:19|20)\d{2}))?\b[^?.!]{0,40}?\b(?:ripren\w*|riassum\w*|richiam\w*|riprend\w*)|(?:ripren\w*|riassum\w*|richiam\w*|riprend\w*)\b[^?.!]{0,40}?\b(?:a|ad|da|dal|in|a partire da)\s+(${MONTHS.join('|')})(?:\s+((?:19|20)\d{2}))?\b)`,
  'i',
);

/** The window in years of a rehiring clause ("entro due anni" → 2), if it has one. */
export function rehireWindowYears(clause: string): number | undefined {
  const found = WINDOW.exec(clause)?.[1]?.toLowerCase();
  if (!found) return undefined;
  return countValue(found);
}

/** The rehire's month (1-12) and year, from the conversation: the next such month after today when no year. */
function rehireDate(said: string[], today: string): { year: number; month: number } {
  const [ty, tm] = today.split('-').map(Number) as [number, number];
  for (const text of said) {
    const m = REHIRE_MONTH.exec(text);
    if (!m) continue;
    const name = (m[1] ?? m[3] ?? '').toLowerCase();
    const month = MONTHS.indexOf(name) + 1;
    const year = Number(m[2] ?? m[4]) || (month > tm ? ty : ty + 1);
    return { year, month };
  }
  return { year: ty, month: tm };
}

/**
 * The opening when the last year worked lies certainly beyond the clause's window from the rehire: the exemption
 * does not apply and the probation is due. Undefined when no window, no year said, or the gap may be inside it.
 */
export function beyondRehireWindow(
  clause: string,
  said: string[],
  today: string,
  shortName: string,
  article: string,
): string | undefined {
  const years = rehireWindowYears(clause);
  if (!years) return undefined;
  const last = said.map((t) => LAST_YEAR.exec(t)?.[1]).find(Boolean);
  if (!last) return undefined;
  const lastYear = Number(last);
  const rehire = rehireDate(said, today);
  // The last work ended at the latest on 31 December of that year: beyond the window only if even that is too far.
  const monthsSince = (rehire.year - lastYear - 1) * 12 + rehire.month;
  if (monthsSince <= years * 12) return undefined;
  const words = years === 2 ? 'due anni' : `${years} anni`;
  const when = `${MONTHS[rehire.month - 1]} ${rehire.year}`;
  return `${bold('Sì, la prova va rifatta')}: nel ${shortName} l'esenzione vale solo per chi è riassunto entro ${words} con la stessa qualifica${article}, ma dall'ultima stagione (${lastYear}) alla riassunzione (${when}) sono passati ${bold(`più di ${words}`)}, quindi l'esenzione non si applica.`;
}
