import { euro, italianDate } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import { cents, monthsWorked } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose, table } from './compose.js';
import type { AgentContext } from './context.js';
import { dailyDivisorOf } from './daily-divisor.js';
import { holidayBasis } from './holiday-basis.js';
import { agreementOf } from './pay-base.js';
import { levelName } from './shared/levels.js';

/**
 * The pay for holidays accrued and not taken, asked after their count ("quanti giorni di ferie maturate gli devo
 * pagare?" → "quanto vale lordo l'indennità per quei giorni, con la quota giornaliera a 26?"): the days accrued
 * between the hire and the leaving day times the daily quota of the level's minimum in force on the leaving day
 * (the pay of the last month, not today's table). Undefined unless the earlier turn asked accrued holidays, the
 * turn asks their value, and the level and the dates are known.
 */

const EARLIER_HOLIDAYS =
  /\bferie\b[^?]{0,80}\b(?:matur\w*|spett\w*|non godut\w*|residu\w*)|\b(?:matur\w*|spett\w*)\b[^?]{0,40}\bferie\b/;
const VALUE_ASKED =
  /\bindennit\w*|\bquanto (?:vale|valgono|fa|fanno|costa|costano|gli devo|le devo|devo pagar\w*)\b|\bvalore\b|\bimporto\b/;
const THOSE_DAYS =
  /\b(?:quei|questi|tali|i) giorni\b|\bquelle ferie\b|\bferie (?:maturate|non godute|residue)\b/;
const DIVISOR_SAID = /\b(?:a|per|diviso|su)\s+(2[56])\b/;

export function holidayAllowance(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const previous = ctx.history?.at(-1);
  const text = readable(ctx.message);
  if (!previous || !EARLIER_HOLIDAYS.test(readable(previous))) return undefined;
  if (!VALUE_ASKED.test(text) || !(THOSE_DAYS.test(text) || /\bferie\b/.test(text))) return undefined;
  const { hireDate, endDate, level } = req.slots;
  const ccnl = agreementOf(ctx, req);
  if (!ccnl || !level || !endDate || hireDate?.startsWith('?') || endDate.startsWith('?')) return undefined;
  const basis = holidayBasis(ccnl.holidays.text ?? '', previous, ctx.history?.slice(0, -1));
  if (basis?.unit !== 'giorni') return undefined;
  const year = endDate.slice(0, 4);
  const from = hireDate && hireDate.slice(0, 4) === year ? hireDate : `${year}-01-01`;
  const held = monthsWorked(from, endDate, `${year}-01-01`, `${year}-12-31`, basis.threshold);
  const days = Math.round(((basis.amount * held) / 12) * 100) / 100;
  const divisor = Number(DIVISOR_SAID.exec(text)?.[1] ?? dailyDivisorOf(ccnl)?.value ?? Number.NaN);
  const pay = levelPayAt(ccnl, level, endDate);
  if (!pay || !Number.isFinite(divisor) || !(days > 0)) return undefined;
  const daily = pay.row.amount / divisor;
  // The exact days (26 × 4 / 12 = 8,666…), not their rounded label, times the exact quota.
  const total = cents(((basis.amount * held) / 12) * daily);
  const daysLabel = String(days).replace('.', ',');
  const name = levelName(ccnl, level);
  return compose({
    answer: `Per i ${daysLabel} giorni di ferie maturate e non godute l'indennità lorda è di ${bold(euro(total))}: ${daysLabel} × ${euro(cents(daily))} (quota giornaliera = minimo del ${name} in vigore al ${italianDate(endDate)}, ${euro(pay.row.amount)}, ÷ ${divisor}).`,
    steps: table([
      [`Minimo del ${name} (tabella dal ${italianDate(pay.table.effective_from)})`, euro(pay.row.amount)],
      [`Quota giornaliera (÷ ${divisor})`, euro(cents(daily))],
      [
        `Ferie maturate dal ${italianDate(from)} al ${italianDate(endDate)} (${basis.amount} × ${held} / 12)`,
        `${daysLabel} giorni`,
      ],
      ['**Indennità per ferie non godute**', `**${euro(total)}**`],
    ]),
    assumptions: [
      'Solo minimo tabellare: scatti, superminimo e altre voci fisse si aggiungono se li indichi.',
      'Si usa la retribuzione in vigore alla cessazione del rapporto, non la tabella di oggi.',
    ],
    citations: [
      ...citeSources(
        ccnl,
        `${name}: minimo ${euro(pay.row.amount)} dal ${italianDate(pay.table.effective_from)}`,
        `tabella minimi dal ${italianDate(pay.table.effective_from)}`,
        pay.table.sources,
      ),
      ...citeSources(
        ccnl,
        ccnl.holidays.text ?? 'Ferie',
        ccnl.holidays.article ?? null,
        ccnl.holidays.sources,
      ),
    ],
    related: [],
  });
}
