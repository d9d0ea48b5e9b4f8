import { euro, percent } from '../kb/format.js';
import { cents } from '../payroll/net-pay.js';
import { askedClause } from '../reader/asking-clause.js';
import { numbersIn } from '../reader/numbers.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose, table } from './compose.js';
import type { AgentContext } from './context.js';
import { saidOfFullTime } from './full-time-figure.js';
import { partPayCheck } from './part-pay-check.js';
import { partTimeComparison } from './part-time-compare.js';
import { agreementOf } from './pay-base.js';

/**
 * Session 52 (fixs52g): a full-time monthly gross the user states ("a tempo pieno sarebbe di 1.560 euro lordi al
 * mese") and a part-time schedule ("part-time a 25 ore settimanali"), the part-timer's gross asked ("quanto deve
 * prendere lordo al mese con 25 ore?"): the stated gross scaled by the hours over the full-time hours (D.Lgs.
 * 81/2015 art. 7 c. 2), not the net of the full-time figure. Undefined when a net is asked, the figure is not
 * said of the full time, or the share cannot be told.
 */

/** "tempo pieno", "full time", "orario pieno": the full time named near the figure. */
const FULL_TIME = /\b(?:tempo pieno|full[ -]?time|orario (?:pieno|intero)|a 40 ore)\b/;
/** The month's gross asked in the asking clause ("quanto deve prendere lordo al mese", "che lordo mensile"). */
const GROSS_ASKED = /\blord[oaie]\b|\bretribuzion[ei]\b|\bstipendio\b/;
/** The part-timer's pay asked in so many words ("quanto le spetta a lei?"), no other item named. */
const DUE_ASKED = /\bquanto (?:le|gli|mi|ti|ci) spetta(?: a (?:lei|lui|me))?\s*\??\s*$/;
const MONTH_ASKED = /\bal mese\b|\bmensil\w*/;
const RAL_ASKED = /\bral\b|\bretribuzione annua\b|\blord\w* annu/;
/** Some hours' pay asked ("quanto le devo per quelle 6 ore?", supplementary or overtime hours): not the month. */
const HOURS_PAY_ASKED =
  /supplementar|straordinar|\bper (?:le |quelle |queste )?\d+(?:,\d+)? ore\b|\bquell[ei] \d+ ore\b/;
const NET_ASKED = /\bnett[oia]\b|\bin tasca\b|\bin mano\b|\bnetto\b/;
/** Hours written as a schedule beside the share ("25 ore", "30 ore settimanali"), never a pay. */
const hoursText = (value: number) =>
  new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 }).format(value);

/** The one monthly figure said of the full time (within the clause that names it), if any. */
function fullTimeFigure(text: string, value: number): boolean {
  const found = numbersIn(text).find((n) => n.value === value);
  if (!found) return false;
  const before = text.slice(0, found.start).split(/[.?!]\s/);
  const clauseStart = found.start - (before.at(-1)?.length ?? 0);
  const after = text.slice(found.start).search(/[.?!](?:\s|$)/);
  const clause = text.slice(clauseStart, after < 0 ? undefined : found.start + after);
  return FULL_TIME.test(clause);
}

export function statedFullTimeShare(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const figures = req.slots.amounts.filter((a) => a.kind === 'monthly_gross' || a.kind === 'other');
  const rals = req.slots.amounts.filter((a) => a.kind === 'ral');
  const [figure, ...others] = figures.length ? figures : rals;
  const yearly = !figures.length;
  const [low, high] = yearly ? [3_000, 300_000] : [100, 10_000];
  if (!figure || others.length || figure.perHour || figure.value < low || figure.value >= high)
    return undefined;
  if ((!yearly && rals.length) || req.slots.amounts.some((a) => a.kind === 'net')) return undefined;
  const text = readable(ctx.message);
  const asked = askedClause(text);
  // A RAL scaled is asked as the RAL or the month's gross ("a quanto si riducono la RAL e il lordo mensile?").
  const grossAsked = yearly
    ? RAL_ASKED.test(asked) || (GROSS_ASKED.test(asked) && MONTH_ASKED.test(asked))
    : (GROSS_ASKED.test(asked) && MONTH_ASKED.test(asked)) || DUE_ASKED.test(asked);
  if (!grossAsked || NET_ASKED.test(asked) || HOURS_PAY_ASKED.test(asked)) return undefined;
  // The full-time figure said in this turn, or in the turn before it ("il totale mensile full time è 1.572,40"
  // → "e a 20 ore settimanali, quale sarebbe l'importo mensile lordo?").
  const previous = ctx.history?.at(-1);
  const saidBefore = previous !== undefined && fullTimeFigure(readable(previous), figure.value);
  // ("passare da 40 a 30 ore, oggi prende 1.800 €": today's pay before the move is the full time's, full-time-figure.ts.)
  const said = fullTimeFigure(text, figure.value) || (!yearly && saidOfFullTime(text, figure.value));
  if (!said && !saidBefore) return undefined;
  const ccnl = agreementOf(ctx, req);
  const full = ccnl?.weekly_hours.value ?? null;
  const { weeklyHours, partTimePercent } = req.slots;
  let share: number;
  let schedule: string;
  let formula: string;
  if (weeklyHours !== undefined && full !== null && weeklyHours < full) {
    share = weeklyHours / full;
    schedule = `${hoursText(weeklyHours)} ore settimanali su ${hoursText(full)}`;
    formula = `${hoursText(weeklyHours)}/${hoursText(full)}`;
  } else if (partTimePercent !== undefined && partTimePercent < 100 && weeklyHours === undefined) {
    share = partTimePercent / 100;
    schedule = `part-time al ${percent(partTimePercent)}`;
    formula = percent(partTimePercent);
  } else return undefined;
  const scaled = cents(figure.value * share);
  const payments = req.slots.payments ?? ccnl?.monthly_payments.value ?? 13;
  const monthly = yearly ? cents(scaled / payments) : scaled;
  const opening = `Con ${schedule} (${percent(cents(share * 100))} del tempo pieno),`;
  return compose({
    answer: yearly
      ? `${opening} la RAL è ${bold(euro(scaled))} (${euro(figure.value)} a tempo pieno × ${formula}) e il lordo mensile ${bold(euro(monthly))} su ${payments} mensilità (${euro(scaled)} / ${payments}).`
      : `${opening} il lordo mensile è ${bold(euro(monthly))}: ${euro(figure.value)} a tempo pieno × ${formula}.`,
    steps: table(
      yearly
        ? [
            ['RAL a tempo pieno (indicata)', euro(figure.value)],
            [`Quota del part-time: ${formula}`, percent(cents(share * 100))],
            ['**RAL part-time**', `**${euro(scaled)}**`],
            [`**Lordo mensile part-time** (${payments} mensilità)`, `**${euro(monthly)}**`],
          ]
        : [
            ['Lordo mensile a tempo pieno (indicato)', euro(figure.value)],
            [`Quota del part-time: ${formula}`, percent(cents(share * 100))],
            ['**Lordo mensile part-time**', `**${euro(monthly)}**`],
          ],
    ),
    assumptions: [
      'Il part-time è retribuito in proporzione alle ore rispetto al tempo pieno (D.Lgs. 81/2015, art. 7, c. 2).',
      `${yearly ? 'La RAL' : 'Il lordo'} a tempo pieno è quello indicato: lavoro supplementare e voci non proporzionate si aggiungono a parte.`,
    ],
    citations:
      ccnl && weeklyHours !== undefined
        ? citeSources(
            ccnl,
            `Orario del ${ccnl.short_name}: ${ccnl.weekly_hours.text ?? `${full} ore settimanali`}`,
            null,
            ccnl.weekly_hours.sources,
          )
        : [],
    related: ccnl ? [`Quanto prende netto un part-time nel ${ccnl.short_name}?`] : [],
  });
}

/**
 * The part-time answers asked before the general route: minimums compared at the hours (part-time-compare.ts),
 * a part-timer's gross checked against a full-time figure (part-pay-check.ts), then the share of a full-time
 * gross the user states.
 */
export function partTimeFirst(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  return partTimeComparison(ctx, req) ?? partPayCheck(ctx, req) ?? statedFullTimeShare(ctx, req);
}
