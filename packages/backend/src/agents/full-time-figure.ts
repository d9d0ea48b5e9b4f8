import { euro } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/net-pay.js';
import { numbersIn } from '../reader/numbers.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';
import { partShare } from './part-share.js';

/**
 * A monthly figure the user says of the full time ("il tempo pieno del suo livello è 1.900 €", "passare da 40 a
 * 30 ore, oggi prende 1.800 €") beside a part-time schedule: the part-timer's own pay is that figure × the hours
 * over the full-time hours (payroll-rules.md §9, D.Lgs. 81/2015 art. 7 c. 2). Every figure computed on the month
 * (the 13ª or 14ª pro rata, a payslip's minimum, an hour's pay) starts from the proportioned pay.
 */
export interface FullTimeFigure {
  /** The figure said of the full time. */
  full: number;
  /** The part-timer's monthly pay: full × share. */
  monthly: number;
  share: number;
  /** "20/40" or "50%". */
  formula: string;
}

/** The full time named in the figure's own clause ("tempo pieno", "full time", "orario pieno"). */
const FULL_TIME = /\b(?:tempo pieno|full[ -]?time|orario (?:pieno|intero)|a 40 ore)\b/;
/** A move from the full hours to fewer ("passare da 40 a 30 ore", "da tempo pieno a 24 ore", "trasformata"). */
const MOVE_FROM_FULL = /\bda (?:40|38|39|tempo pieno|full[ -]?time)(?: ore)? a \d{1,2}(?:,\d)? ore\b/;
/** The pay held today, before the move ("oggi prende", "attualmente guadagna", "adesso ha"). */
const PAY_NOW = /\b(?:oggi|attualmente|adesso|ora|finora|al momento)\b/;
/** The part-timer's own pay, not the full time's ("in busta ho 900", "prende 900 a 20 ore"). */
const OWN_PART_PAY = /\bpart[ -]?time\b|\bin busta\b|\b\d{1,2} ore\b/;

/** The words around a figure up to the nearest clause break on each side. */
function clauseOf(text: string, start: number, end: number): string {
  const before = text.slice(0, start);
  const from = Math.max(...[',', ';', ':', '. ', '? ', '! ', '(', '\n'].map((d) => before.lastIndexOf(d)));
  const rest = text.slice(end);
  const stop = rest.search(/[,;:?!(\n]|\.(?:\s|$)/);
  return text.slice(from + 1, stop < 0 ? undefined : end + stop);
}

/** Whether `value` is said of the full time in `text`: in its own clause, or as today's pay before a move. */
export function saidOfFullTime(text: string, value: number): boolean {
  for (const n of numbersIn(text).filter((x) => x.value === value)) {
    const clause = clauseOf(text, n.start, n.end);
    if (FULL_TIME.test(clause) && !/\bpart[ -]?time\b/.test(clause)) return true;
    if (MOVE_FROM_FULL.test(text) && PAY_NOW.test(clause) && !OWN_PART_PAY.test(clause)) return true;
  }
  return false;
}

const PART_TIME = /\bpart[ -]?time\b|\btempo parziale\b/;
/** A part time supposed in this turn ("e se fossi stata part-time al 60%?", "e se mi mettono part time al 50%?"). */
const SUPPOSED =
  /\b(?:e )?se\b[^?.]{0,40}\b(?:part[ -]?time|tempo parziale)\b|\b(?:passando|passassi|passasse|passare|mettessero|mettono|trasforma\w*)\b[^?.]{0,25}\b(?:part[ -]?time|tempo parziale)\b/;

/**
 * A pay told in an earlier turn with no part time ("2° livello, 2.235,65 € × 14"), then a part time supposed
 * ("e se nel 2025 fossi stata part-time al 60%?"): the figure told is the full time's, proportioned.
 */
function partTimeSupposed(turns: string[], value: number): boolean {
  const [now, ...before] = turns;
  if (!now || !SUPPOSED.test(now) || numbersIn(now).some((n) => n.value === value)) return false;
  const told = before.filter((t) => numbersIn(t).some((n) => n.value === value));
  return told.length > 0 && !told.some((t) => PART_TIME.test(t));
}

/**
 * The part-timer's pay from a full-time figure the user stated in this turn or an earlier one; undefined when the
 * figure is not said of the full time, or the schedule is no part time of `ccnl`'s week.
 */
export function fullTimeFigure(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl | undefined,
  value: number,
): FullTimeFigure | undefined {
  if (!ccnl) return undefined;
  const { weeklyHours, partTimePercent } = req.slots;
  const share = partShare(ccnl, weeklyHours === undefined ? partTimePercent : undefined, weeklyHours);
  if (!share || share.share >= 1) return undefined;
  const turns = [ctx.message, ...(ctx.history ?? []).toReversed()].map(readable);
  if (!turns.some((t) => saidOfFullTime(t, value)) && !partTimeSupposed(turns, value)) return undefined;
  return { full: value, monthly: cents(value * share.share), share: share.share, formula: share.formula };
}

/** "950,00 € (1.900,00 € a tempo pieno × 20/40)": the proportioned pay and how it was found. */
export const fullTimeLabel = (f: FullTimeFigure): string =>
  `${euro(f.monthly)} (${euro(f.full)} a tempo pieno × ${f.formula})`;

/** The assumption that says why the pay was proportioned. */
export const fullTimeNote = (f: FullTimeFigure): string =>
  `Part-time: la retribuzione è proporzionata alle ore (D.Lgs. 81/2015, art. 7, c. 2): ${euro(f.full)} a tempo pieno × ${f.formula} = ${euro(f.monthly)}.`;
