import { euro, italianDate, MONTH_NAMES, MONTHS } from '../kb/format.js';
import { renewalSteps } from '../kb/increases.js';
import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { levelShort } from './shared/levels.js';

// "fino a maggio, prima dell'aumento, quanto era?", "quanto prendevo a marzo?": the minimum a past month had, not a
// tranche starting that month ("di quanto era l'aumento di giugno?", typed "quanto era l aumento", asks the tranche).
const PAST_MINIMUM =
  /\bquanto (?:era|erano|prendev\w*|avev\w*|percepiv\w*|mi spettav\w*|spettav\w*)\b(?!\s+(?:l'\s?|l |la |il |lo |di )?(?:aument|tranche|increment|rinnov|scatt))|\bprima (?:dell'|dello |del |di quest'|di questo )?(?:aument\w*|scatt\w* (?:della|dell'|di) tranche|tranche)\b/;

/** "prima dell'aumento di dicembre": the month of the rise the question names. */
const RISE_MONTH = new RegExp(
  String.raw`\bprima (?:dell'? ?|del |della )(?:aument\w*|rinnov\w*|tranche)\s+(?:di|del|dal|dell'|d')\s*(?:1 ?°? ?)?(${MONTH_NAMES})\b`,
);

/**
 * Whether the question asks the table before the month's own tranche: "a giugno, prima dell'aumento" does; "prima
 * dell'aumento di dicembre, cioè a ottobre 2025" names another rise, and the month it states is the moment asked.
 */
function beforeOwnTranche(asked: string, month: string): boolean {
  if (!/\bprima\b/.test(asked)) return false;
  const rise = RISE_MONTH.exec(asked)?.[1];
  return rise === undefined || MONTHS.indexOf(rise) + 1 === Number(month.slice(5, 7));
}

/**
 * The minimum of the level in force in the month asked, when the question asks what it was before a rise: the table
 * that held that month, and the tranche that replaced it. Undefined when the question asks no past amount or the
 * month precedes every table.
 */
export function minimumInForceLine(
  ccnl: Ccnl,
  level: string,
  date: string,
  question: string,
  b: (text: string) => string,
): string | undefined {
  const asked = readable(question);
  if (minimumAheadAsked(question)) return minimumAheadLine(ccnl, level, date, b);
  if (!PAST_MINIMUM.test(asked)) return undefined;
  const month = date.slice(0, 7);
  const steps = renewalSteps(ccnl, level);
  // "a giugno, prima dell'aumento": the month's own tranche is the rise, the table before it is asked.
  const before = beforeOwnTranche(asked, month) && steps.some((s) => s.from.slice(0, 7) === month);
  const held = steps
    .filter((s) => (before ? s.from.slice(0, 7) < month : s.from.slice(0, 7) <= month))
    .at(-1);
  if (!held) return undefined;
  const next = steps.find((s) => s.from > held.from);
  const after = next
    ? `; dal ${italianDate(next.from)} è salito a ${euro(next.after)} (+${euro(next.amount)})`
    : '';
  const when = before && next ? `prima del ${italianDate(next.from)}` : `a ${italianDate(month)}`;
  return `Nel ${ccnl.short_name} ${when} il minimo mensile del ${levelShort(level)} era ${b(euro(held.after))} (tabella in vigore dal ${italianDate(held.from)})${after}.`;
}

// "quanto sarà il C1 dopo l'ultima tranche?": the minimum a coming tranche brings the level to, not the tranche's
// own amount ("di quanto sale" asks that; "a quanto arriva?" keeps the tranche line, with the minimum's parts).
const MINIMUM_AHEAD =
  /\bquanto sar(?:a|anno|ebbe) (?:il |la |lo |l')?(?:minim\w*|[a-d] ?[1-3]\b|\d ?°? ?livell\w*|livell\w*)/;

/** Whether the question asks the minimum a coming tranche brings the level to. */
const minimumAheadAsked = (question: string): boolean => MINIMUM_AHEAD.test(readable(question));

/** Where the month is asked in the question; the minimum ahead asked opens the answer, before the total. */
export const aheadOrAt = (question: string, at: number | undefined): number =>
  minimumAheadAsked(question) ? -1 : (at ?? Number.POSITIVE_INFINITY);

/** The level's minimum from the last tranche up to the month asked, with the tranche that brings it. */
function minimumAheadLine(
  ccnl: Ccnl,
  level: string,
  date: string,
  b: (text: string) => string,
): string | undefined {
  const held = renewalSteps(ccnl, level)
    .filter((s) => s.from.slice(0, 7) <= date.slice(0, 7))
    .at(-1);
  if (!held) return undefined;
  return `Nel ${ccnl.short_name} dal ${italianDate(held.from)} il minimo mensile del ${levelShort(level)} è di ${b(euro(held.after))} (+${euro(held.amount)} con la tranche di quel mese, da ${euro(held.before)}).`;
}
