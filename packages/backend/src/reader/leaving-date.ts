import { MONTH_NAMES } from '../kb/format.js';
import { parseDate } from './parse-date.js';

const DAY = String.raw`(\d{1,2}\s*°?\s*(?:${MONTH_NAMES})\s+\d{4}|\d{1,2}[/.]\d{1,2}[/.](?:\d{4}|\d{2}(?![\d/]|\.\d)))`;
const END_VERB = String.raw`ultimo giorno|fino al|cessazione|cessat[oa]|cessa\b|cessera\b|lascia\b|si dimette|dimission\w*|dimess[oaie]|licenziat\w*|termina|scade|lascio|lasciato|lascer\w*|me ne vado|se ne va|se ne andr\w*|va via|andra via|\besco\b|(?:vado|va|andro|andra|andiamo|andranno) in pensione|pensionament\w*`;
// \b: "a tempo indeterminato dal 1° maggio" is a hire, not a leaving ("termina" inside the word).
const END_THEN_DAY = new RegExp(String.raw`\b(?:${END_VERB})([^?]{0,60}?)${DAY}`);
// "il 31 dicembre 2026 ci scade l'appalto", "il 30 giugno termina il contratto": the day said before its verb.
const DAY_THEN_END = new RegExp(
  String.raw`\b(?:il|al)\s*${DAY}\s*,?\s+(?:(?:ci|gli|le|mi|si|ne)\s+)?(?:scade|termina|cessa|finisce)\b`,
);

// "mi sono licenziata e dal 1° settembre sono stata assunta", "mi sono dimesso e assunto il 3/2 altrove": the
// day after a leaving word is the next job's hire (a story telling an earlier job), not the leaving.
const HIRE_WORD = /\b(?:riassunt|assunt|assum|entrat|iniziat|cominciat|pres[oa] servizio|in servizio)\w*/;
const HIRE_AFTER =
  /^\s*,?\s*(?:(?:sono|e|mi hanno|ho)\s+)?(?:stat[oaie]\s+)?(?:riassunt|assunt|entrat|iniziat|cominciat|pres[oa] servizio|lavoro|lavora)\w*/;

function hiredThatDay(text: string, end: RegExpExecArray): boolean {
  if (HIRE_WORD.test(end[1] ?? '')) return true;
  return HIRE_AFTER.test(text.slice(end.index + end[0].length, end.index + end[0].length + 40));
}

/** The day before an ISO day. */
function dayBefore(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * The last day of the job told in the story: the day after a leaving word ("si dimette il 15 marzo 2026"), or the
 * day said right before it ("il 31 dicembre 2026 ci scade l'appalto … dal 1° gennaio 2027 passa alla
 * subentrante": the 31st, not the first day with the next employer). A day after the leaving word introduced by
 * "dal" ("scade l'appalto e dal 1° gennaio passa alla subentrante") is the first day outside the job: the end is
 * the day before.
 */
export function leavingDate(text: string): string | undefined {
  const before = DAY_THEN_END.exec(text);
  const said = before?.[1] ? parseDate(before[1]) : undefined;
  if (said) return said;
  const end = END_THEN_DAY.exec(text);
  const day = end?.[2] ? parseDate(end[2]) : undefined;
  if (!day || (end && hiredThatDay(text, end))) return undefined;
  return /\bdal(?:l')?\s*$/.test(end?.[1] ?? '') && /\b(?:scade|termina|cessa|cessera)\b/.test(end?.[0] ?? '')
    ? dayBefore(day)
    : day;
}
