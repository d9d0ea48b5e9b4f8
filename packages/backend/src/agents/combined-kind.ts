import type { Ccnl } from '../kb/schema.js';
import { sundayWithRestMoved } from '../reader/rest-moved.js';
import { readable } from '../reader/text.js';
import { ordinarySundayCase, restDayRate, sundayRestDay } from './ordinary-sunday-gap.js';

type Rate = NonNullable<Ccnl['rates']['rates']>[number];

/**
 * "il notturno festivo da turnisti": a combined kind the agreement writes as its own rate is answered by that
 * rate (night and holiday work, not overtime); the conditions the question tells ("dalle 22 alle 6", "turnisti") choose among its rates only, not a
 * plain night rate that shares them. Otherwise (a single kind, or a combined kind the agreement lacks) every rate.
 */
export function ratesOfCombinedKind(rates: readonly Rate[], asked: string): readonly Rate[] {
  // (Overtime kinds stay open: their conditions may say the hours are ordinary, "a queste ore ordinarie".)
  if (!asked.includes('_') || asked.startsWith('straordinario')) return rates;
  const own = rates.filter((r) => r.kind === asked);
  return own.length ? own : rates;
}

/**
 * An ordinary night or holiday hour asked in the question's own words ("la maggiorazione x il notturno
 * ordinario"): a rate chosen by the case's other words ("è il mio orario normale" → the Saturday's ordinary
 * hours) is not its rate unless it is of that kind; with none left, the gap is said. A kind only carried from an
 * earlier turn ("e il sabato?" after a Sunday) and overtime kinds keep every rate chosen.
 */
function ofWantedKind(chosen: Rate[], wanted: string, message: string): Rate[] {
  if (wanted.startsWith('straordinario')) return overtimeOfTime(chosen, wanted, message);
  // (A Sunday is read as a holiday and a holiday as a Sunday: one family of rates.)
  const family = [
    /nott/.test(wanted) && 'nott',
    /festiv|domenic/.test(wanted) && '(?:festiv|domenic)',
  ].filter(Boolean);
  const of = new RegExp(family.join('|'));
  if (!family.length || !of.test(message.toLowerCase())) return chosen;
  return chosen.filter((r) => of.test(`${r.kind} ${r.condition ?? ''}`.toLowerCase()));
}

// Rates for ordinary hours at a time of day or week: they do not value an overtime hour at that time.
const TIME_ONLY = new Set(['festivo', 'domenicale', 'notturno', 'notturno_festivo']);

// Overtime named in the message itself, not carried from an earlier turn.
const OVERTIME_SAID =
  /\bstraordinar\w*|\boltre (?:l'|l |il (?:suo |loro |normale )?)?orario\b|(?<!\ball'?\s?)\bor[ae] (?:in piu|extra)\b|\bin piu rispetto\b/;

/**
 * Overtime at a time asked in the message's own words ("straordinario la domenica", "ore in più di notte"): a
 * plain holiday or night rate the case's words chose ("domeniche e festività") is for ordinary hours, not its
 * rate, unless its condition names overtime or the question says the hours are ordinary; with none left the
 * combined rate is looked up, else said to be missing. A follow-up that names only the day ("e se lavorano la
 * domenica?" after overtime) keeps the day's rate.
 */
function overtimeOfTime(chosen: Rate[], wanted: string, message: string): Rate[] {
  const text = readable(message);
  if (wanted === 'straordinario' || !OVERTIME_SAID.test(text) || ORDINARY_SCHEDULE.test(text)) return chosen;
  return chosen.filter(
    (r) => !TIME_ONLY.has(r.kind) || /straordinar/.test((r.condition ?? '').toLowerCase()),
  );
}

/**
 * The rates that answer the kind asked: those the question's case chose (of the kind asked, ofWantedKind), else
 * the agreement's rates of that kind that the case did not rule out.
 */
export function matchingRates(
  rates: Rate[],
  conditioned: { chosen: Rate[]; denied: Rate[] },
  wanted: string,
  message: string,
): Rate[] {
  const chosen = forSundayAsked(ofWantedKind(conditioned.chosen, wanted, message), message);
  if (chosen.length) return chosen;
  return forSundayAsked(rates, message).filter(
    (r) =>
      !conditioned.denied.includes(r) &&
      (wanted === 'straordinario'
        ? r.kind === 'straordinario'
        : r.kind === wanted || r.kind.startsWith(wanted)),
  );
}

// Sunday hours said to be part of the worker's normal week, or overtime denied.
const ORDINARY_SCHEDULE =
  /\b(?:turno|orario) (?:normale|ordinario|settimanale)\b|\bore ordinarie\b|\bsenza (?:fare )?straordinar|\bnon (?:e |sono |si tratta di )?(?:uno |lo |di |degli )?straordinar/;

/** A Sunday worked with the weekly rest moved to another day, not said to be the ordinary schedule. */
export const restDayTold = (text: string): boolean =>
  sundayWithRestMoved(text) && !ORDINARY_SCHEDULE.test(text);

/**
 * A Sunday is no public holiday: a rate written for the public holidays alone ("ore lavorate nei giorni festivi")
 * does not answer a Sunday asked with no holiday named ("la domenica lavorata nel suo turno").
 */
function forSundayAsked(all: Rate[], message: string): Rate[] {
  const text = readable(message);
  // A rate for work on the weekly rest day (Commercio art. 144) answers only a rest told moved to another day,
  // not Sunday hours said to be the worker's ordinary schedule ("nel mio orario normale", "turno ordinario").
  // (A rest day that is Sunday as a rule is the ordinary Sunday shift's case too: ordinary-sunday-gap.ts.)
  const rates = restDayTold(text)
    ? all
    : all.filter((r) => !restDayRate(r) || (sundayRestDay(r) && ordinarySundayCase(message)));
  if (!/\bdomenic/.test(text) || /festiv|\bfesta\b/.test(text)) return rates;
  const holidaysOnly = (r: Rate) =>
    r.kind === 'festivo' && /giorni festivi/.test(r.condition ?? '') && !/domenic/.test(r.condition ?? '');
  return rates.filter((r) => !holidaysOnly(r));
}

const OVERTIME_NAMED = /\bstraordinar\w*|\boltre (?:l'|il )?orario\b|\bin piu rispetto\b/;

/**
 * A follow-up on Sunday hours ("e se ero part time, le 8 ore di domenica?") after a turn that told them as the
 * ordinary shift: the case told before holds, unless the turn names overtime. The message, with that case added.
 */
export function sundayCaseKept(message: string, history: readonly string[] | undefined): string {
  const earlier = history?.at(-1);
  const own = readable(message);
  if (!earlier || !/\bdomenic/.test(own) || OVERTIME_NAMED.test(own) || ordinarySundayCase(message))
    return message;
  return ordinarySundayCase(earlier) ? `${message} (turno normale)` : message;
}
