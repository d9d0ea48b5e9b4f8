import { MONTHS } from '../kb/format.js';

/**
 * "e se invece faceva venti ore a settimana e da un anno solo?" after a domestic worker's notice: the weekly hours
 * and years told change the case the earlier answer read its band from; the subject asked stays (the notice, the
 * paid sick days, the holidays), not the working week. Runs on the folded text of the turn.
 */
const BANDED_BY_CASE: ReadonlySet<string> = new Set(['notice', 'sickness_injury', 'holidays', 'probation']);
const SUPPOSED = /^(?:e |ma |ok |allora )?(?:se|invece|nel caso|mettiamo|ipotizziamo)\b/;
// A subject the turn names itself ("quanti giorni di preavviso?" after the probation) is its own question.
const OWN_SUBJECT =
  /\bpreavvis|\bprova\b|\bferie\b|\bmalatti|\bpermess|\bminim|\bpaga\b|\bstipend|\bcontribut|\btredicesim|\btfr\b|\bquant/;
const WEEK_TOLD = /\bore (?:a |alla |la |per |ogni |in )?settiman\w*|\bore settimanal\w*/;
const HOURS_ASKED = /\bquant\w* ore\b|\borari|\bmassim|\bstraordinar|\bsupplementar|\bpart.?time\b/;

export const changesTheCase = (previous: string, text: string): boolean =>
  BANDED_BY_CASE.has(previous) &&
  SUPPOSED.test(text) &&
  WEEK_TOLD.test(text) &&
  !HOURS_ASKED.test(text) &&
  !OWN_SUBJECT.test(text);

/** Sums owed at the leaving day, read from its date. */
const OWED_AT_LEAVING: ReadonlySet<string> = new Set(['thirteenth_pro_rata', 'tfr']);
const LEAVING_DAY_TOLD =
  /\b(?:dimett\w*|dimess\w*|dimission\w*|licenzi\w*|ultimo giorno|cess\w*|finisc\w*|termin\w*)\b[^?]{0,40}?\b(\d{1,2})\s*°?\s+(gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)\b(?!\s*\d)/;
const ASKS_NOTICE = /\bpreavvis|\bquant\w* (?:giorni|settimane|mesi)\b/;

/**
 * "E se invece mi dimetto con ultimo giorno 10 settembre?" after the 13th's accrual at a dismissal: the leaving
 * day (and how) changes; the sum asked at it stays, not the notice of the resignation.
 */
export const changesTheLeaving = (previous: string, text: string): boolean =>
  OWED_AT_LEAVING.has(previous) &&
  SUPPOSED.test(text) &&
  LEAVING_DAY_TOLD.test(text) &&
  !ASKS_NOTICE.test(text) &&
  !OWN_SUBJECT.test(text.replace(/\bquando\b/g, ' '));

/**
 * "viene da noi trenta ore a settimana da tre anni, quanto preavviso le devo dare?": the weekly hours told pick
 * the notice's band; the working week is not asked beside it.
 */
export function withoutHoursTold<T extends { intent: string; alsoAsked: readonly string[] }>(
  request: T,
  text: string,
): T {
  if (
    !BANDED_BY_CASE.has(request.intent) ||
    !request.alsoAsked.includes('working_hours') ||
    !WEEK_TOLD.test(text) ||
    HOURS_ASKED.test(text)
  )
    return request;
  return { ...request, alsoAsked: request.alsoAsked.filter((i) => i !== 'working_hours') };
}

/**
 * "e se invece mi dimetto con ultimo giorno 10 settembre?": a new leaving day told replaces the conversation's,
 * and the date that was only it; dropped here, the day is read anew from the turn.
 */
export function withoutOldLeaving(
  slots: { endDate?: string; date?: string },
  own: { endDate?: string },
  text: string,
): void {
  if (own.endDate !== undefined || slots.endDate === undefined || !SUPPOSED.test(text)) return;
  const told = LEAVING_DAY_TOLD.exec(text);
  if (!told) return;
  // The day told, in the year of the leaving it replaces (no year said of its own).
  const [, day = '', month = ''] = told;
  const end = `${slots.endDate.slice(0, 4)}-${String(MONTHS.indexOf(month) + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;
  if (slots.date === slots.endDate) slots.date = end;
  slots.endDate = end;
}
