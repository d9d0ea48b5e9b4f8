import { allPassagesText, type UploadedText } from '../kb/documents.js';
import type { Topic } from '../kb/topics.js';
import { readable } from '../reader/text.js';
import { listedGroupFirst, listedGroupOnly } from './listed-group.js';
import { deadlineOfYearAsked } from './next-year-deadline.js';
import { reducedCaseFirst } from './reduced-case.js';
import { scheduleFirst, weekAsked, weekOfDocument } from './schedule-variant.js';
import { shiftCountFirst } from './shift-count-days.js';
import { sickInProbationFirst } from './sick-in-probation.js';
import { unitAskedFirst } from './unit-asked-first.js';

/**
 * "E per lo stabilimento balneare?", "quante ore di stacco a chi lavora a turni?": a case the statement holds
 * only in brackets beside the general figure ("104 ore (108 negli stabilimenti balneari)", "riposo giornaliero
 * di 11 ore (8 per i turnisti)") opens the answer with its own figure and unit when the question names it;
 * the general figure follows as the rule it departs from.
 */
const BRACKETED =
  /([^:;.()*]*?)(\d+(?:,\d+)?) (ore|giorni|settimane|mesi)\b(\*\*)? ?\((\d+(?:,\d+)?) ((?:per|negli|nelle|nei|nel|nella|agli|alle|ai|sui|sugli) [^()\d;:]{3,60})\)/gu;
// Words too common to name a case ("quelle", "lavoro").
const COMMON = new Set(['quell', 'lavor', 'propr', 'stess', 'altri', 'sempr', 'sono ']);
const stems = (text: string) =>
  new Set(
    (readable(text).match(/\p{L}{5,}/gu) ?? []).map((w) => w.slice(0, 5)).filter((s) => !COMMON.has(s)),
  );

/** The line with the bracketed case the question names said first, in bold; the line unchanged otherwise. */
function bracketedCaseFirst(line: string, question: string): string {
  const asked = stems(question);
  const head = /^(Nel [^,]+), /.exec(line)?.[1];
  if (!head) return line;
  for (const m of line.matchAll(BRACKETED)) {
    const [, before = '', general, unit, , figure, who = ''] = m;
    const caseWords = who.trim();
    // The case is asked when the question shares one of its words, and not the general figure's own words.
    if (![...stems(caseWords)].some((s) => asked.has(s))) continue;
    const rule = `${before.replace(/^\s*(?:\p{Lu}[\p{L} ]{0,30}: )?/u, '').trim()} ${general} ${unit}`.trim();
    const opening = `${head}, ${caseWords}: **${figure} ${unit}** (${rule} in generale).`;
    return `${opening} ${line.replaceAll('**', '')}`;
  }
  return line;
}

/**
 * The case the question asks opens the first line: the working week said for holidays and permits
 * (schedule-variant.ts), else a group's reduced figure (reduced-case.ts) or a bracketed case the question names; a deadline "dell'anno successivo" gets
 * the date of the year asked (next-year-deadline.ts); sick pay for a worker still in probation
 * opens with whether it applies (sick-in-probation.ts).
 */
export function caseAskedFirst(
  line: string,
  topic: Topic,
  message: string,
  history?: readonly string[],
  documents: readonly UploadedText[] = [],
): string {
  const dated = deadlineOfYearAsked(line, message, history);
  if (topic === 'malattia') {
    const probation = sickInProbationFirst(dated, message);
    if (probation !== dated) return probation;
  }
  if (topic === 'ferie' || topic === 'permessi') {
    // (Unsaid in the question but pointed at: the schedule of the letter uploaded, "con l'orario della lettera".)
    const pointed = /\borari\w*|\blettera\b|\ballegat\w*|\bcaricat\w*/.test(readable(message));
    const said =
      weekAsked(message, history) ?? (pointed ? weekOfDocument(allPassagesText(documents)) : undefined);
    const week = scheduleFirst(dated, said, message);
    if (week !== dated) return week;
  }
  // ("quante giornate annue fanno i turnisti su 21 turni nel 2026?": that row and year, shift-count-days.ts.)
  // ("e nel 2028 invece?" after the count was told: the conversation's count, at the year the turn asks.)
  const shifts = shiftCountFirst(dated, message, history);
  if (shifts !== dated) return shifts;
  // ("quanti minuti di vestizione…?" beside a week in hours: the sentence in minutes, unit-asked-first.ts.)
  const unit = unitAskedFirst(dated, message);
  if (unit !== dated) return unit;
  // ("la signora che dorme in casa: fino a quante ore?": the one group named, before a reduced clause of its own.)
  const group = listedGroupOnly(dated, message);
  if (group !== dated) return group;
  // ("E al giorno?" after "la badante che vive con noi: quante ore a settimana?": the group the turn before named.)
  const prior = history?.at(-1);
  if (prior && readable(message).length <= 40) {
    const carried = listedGroupOnly(dated, `${prior} ${message}`);
    if (carried !== dated) return carried;
  }
  const reduced = reducedCaseFirst(dated, message);
  if (reduced !== dated) return reduced;
  const bracketed = bracketedCaseFirst(dated, message);
  if (bracketed !== dated) return bracketed;
  // ("colf non convivente": the clause of the group named, out of a list by group, listed-group.ts.)
  return listedGroupFirst(dated, message);
}

const CASE_OPENING = /^Nel [^,]+, [^:]+: \*\*\d+(?:,\d+)? \p{L}+(?: \p{L}+)?\*\* \([^)]* in generale\)\./u;
/** The line opens with the agreement's own figure for the case asked: the law's general rule follows it. */
export const opensWithCase = (line: string | undefined) => CASE_OPENING.test(line ?? '');
