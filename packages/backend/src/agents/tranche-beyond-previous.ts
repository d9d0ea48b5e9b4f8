import { MONTHS } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';
import { ALSO_NEXT, NEXT_TRANCHE, nextTrancheOf } from './next-after.js';

/**
 * A follow-up looking past the tranche the turn before asked ("il prossimo quando arriva?" → "e dopo? c'è
 * un'altra tranche?", "e quello dopo?", "ce n'è ancora uno?"): not the next tranche after today again, but the one
 * after it. Bare follow-ups only: a month or year said is the reader's date (next-after.ts, tranche-after.ts).
 */
const BEYOND =
  /\be (?:dopo|poi)\b|\bdopo\s*\?|\b(?:un'?|un )altr[ao]\b|\bquell[oa] dopo\b|\bce n'?e (?:ancora|un altro)\b|\bancora (?:un'?|un |altr\w* )(?:aument|tranche)|\b(?:altr[ie]|ulteriori) (?:aument|tranche)|\b(?:aument\w*|tranche) (?:successiv|seguent)\w*/;

/**
 * The day to count the next tranche from for such a follow-up: the day of the tranche the turn before was
 * answered with (the first one after `today`), so that the tranche after it is the one stated; undefined when
 * the question is no such follow-up or the agreement lists no later tranche.
 */
function trancheBeyondPrevious(
  ccnl: Ccnl | undefined,
  message: string,
  history: readonly string[] | undefined,
  today: string,
): string | undefined {
  const previous = history?.at(-1);
  const asked = previous ? readable(previous) : '';
  if (!ccnl || !(NEXT_TRANCHE.test(asked) || ALSO_NEXT.test(asked))) return undefined;
  const said = readable(message);
  if (!BEYOND.test(said) || new RegExp(String.raw`\b20\d\d\b|\b(?:${MONTHS.join('|')})\b`).test(said))
    return undefined;
  const tranches = [...ccnl.validity.tranches].sort();
  const answered = tranches.find((d) => d > today);
  return answered && tranches.some((d) => d > answered) ? answered : undefined;
}

/** The day the renewal's next tranche is counted from: past the one the turn before was answered with, or as asked. */
export function nextTrancheAsked(
  ccnl: Ccnl | undefined,
  text: string,
  ctx: AgentContext,
  date: string | undefined,
): string | undefined {
  return (
    trancheBeyondPrevious(ccnl, ctx.message, ctx.history, ctx.today) ??
    nextTrancheOf(NEXT_TRANCHE.test(text), ctx.message, ctx.history, date, ctx.today)
  );
}
