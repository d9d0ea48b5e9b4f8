import { euro, percent } from '../kb/format.js';
import { levelSteps, stepInMonth } from '../kb/increases.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/steps.js';
import type { TypedRequest } from '../reader/request.js';
import { RESULT } from '../reader/result-asked.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold } from './compose.js';
import type { AgentContext } from './context.js';
import { partTimeMinimum } from './part-time-minimum.js';

/**
 * "e dal prossimo aumento quanto diventa, sempre con 20 ore?" after a part-timer's pay: the next tranche is the
 * day, the figure asked is the pay at the conversation's hours on that day's table (with the items it named),
 * not the full-time minimum the tranche brings. Undefined when no reduced schedule is set or no pay is asked.
 */
export function renewalAtHours(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl,
  level: string | undefined,
  after: string | undefined,
): AgentAnswer | undefined {
  const { weeklyHours, partTimePercent } = req.slots;
  if (!level || !after || (weeklyHours === undefined && partTimePercent === undefined)) return undefined;
  if (!RESULT.test(readable(ctx.message))) return undefined;
  const next = levelSteps(ccnl, level).find((s) => s.from > after);
  if (!next) return undefined;
  return partTimeMinimum(
    ctx,
    { ...req, intent: 'minimum_pay', slots: { ...req.slots, date: next.from } },
    ccnl,
  );
}

/** Hours written as a schedule ("24", "37,5"). */
const hoursText = (value: number) =>
  new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 }).format(value);

/**
 * A tranche asked for a part-timer ("assunta part-time a 24 ore su 40 … di quanto aumenta la sua retribuzione a
 * novembre 2026?"): the tranche scaled by the hours over the full-time hours (D.Lgs. 81/2015 art. 7 c. 2) opens the
 * answer, before the full-time tranche of the tables. Empty when no reduced schedule is set or no tranche falls in
 * the month asked.
 */
export function trancheAtHoursLead(
  req: TypedRequest,
  ccnl: Ccnl,
  level: string | undefined,
  date: string | undefined,
): string {
  const { weeklyHours, partTimePercent } = req.slots;
  const full = ccnl.weekly_hours.value;
  const step = level && date ? stepInMonth(ccnl, level, date) : undefined;
  if (!step) return '';
  let share: number;
  let schedule: string;
  if (weeklyHours !== undefined && full !== null && weeklyHours > 0 && weeklyHours < full) {
    share = weeklyHours / full;
    schedule = `${hoursText(weeklyHours)} ore settimanali su ${hoursText(full)}`;
  } else if (partTimePercent !== undefined && partTimePercent > 0 && partTimePercent < 100) {
    share = partTimePercent / 100;
    schedule = `part-time al ${percent(partTimePercent)}`;
  } else return '';
  const scaled = cents(step.amount * share);
  return `Con ${schedule}, l'aumento riproporzionato all'orario è di ${bold(`${euro(scaled)} lordi al mese`)} (${euro(step.amount)} a tempo pieno × ${percent(cents(share * 100))}). `;
}
