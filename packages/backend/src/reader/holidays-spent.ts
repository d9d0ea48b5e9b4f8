import { type LeaveKind, leaveKindsOf } from './leave-kinds-read.js';

/**
 * "vado a donare il sangue domani: devo prendermi un giorno di ferie?": holidays asked as what a day's leave the
 * story tells would cost (a donation, a polling station, a death, a wedding), not as their own subject. Runs on
 * folded text.
 */
const HOLIDAYS_SPENT =
  /\b(?:dev\w*|dovr\w*|tocca\w*|costrett\w*|obbligat\w*|vogliono|dice\w*|fanno)\b[^?.]{0,30}\b(?:prend\w*|usa\w*|mett\w*|consum\w*|scal\w*|togl\w*|bruc\w*)(?: \w+){0,3} ferie\b|\b(?:scal\w*|togl\w*) (?:\w+ ){0,2}(?:dalle|le) ferie\b|\b(?:mett\w*|stare) in ferie\b/;

// The leaves of a day or a few days that holidays could stand in for.
const DAY_LEAVES: ReadonlySet<LeaveKind> = new Set([
  'blood_donation',
  'election_duty',
  'bereavement',
  'marriage',
]);

/** Whether the ask spends holidays on a day's leave the text names. */
export function holidaysSpentOnLeave(ask: string, text: string): boolean {
  return HOLIDAYS_SPENT.test(ask) && leaveKindsOf(text).some((kind) => DAY_LEAVES.has(kind));
}
