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
