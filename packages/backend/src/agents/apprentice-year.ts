import { euro, italianDate, percent } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/net-pay.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources, levelMinimumCitations } from './answer.js';
import { apprenticeKindGap } from './apprentice-kind-gap.js';
import { apprenticeshipMonth, periodMonths } from './combined-pay.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { asPayments, type PayBase } from './pay-base.js';
import { levelName } from './shared/levels.js';

/**
 * An apprentice's gross pay over a year asked, often beside an ordinary hire's ("nel primo anno quanto
 * spenderei di stipendi lordi con l'apprendista e quanto con un'assunzione normale?"): each month's share of the
 * final level's minimum, paid on the agreement's monthly payments, and the ordinary hire's year at the full
 * minimum. Only the pay asked: the apprenticeship's reduced contributions stay a named gap.
 */
const APPRENTICE = /\bapprendist/;
const GROSS_PAY =
  /\bstipend[io]\w*[^.?]{0,25}\blord\w*|\blord\w*[^.?]{0,25}\b(?:stipend[io]\w*|paga|retribuzion\w*)\b|\bretribuzion\w* (?:annu\w* )?lord\w*|\b(?:di|in) stipendi\b/;
// "in un anno", "nel primo anno" (written "nel 1° anno" by the shorthand pass), "all'anno", "annuo".
const A_YEAR =
  /\b(?:in|nel|per|il|un) (?:un |il |l'|intero |(?:\d|primo|secondo|terzo)°? )?anno\b|\ball'anno\b|\bannu[aeio]\w*/;
const CONTRIBUTIONS = /\bcontribut\w*|\baliquot\w*|\binps\b|\binail\b/;

export function apprenticeYearPay(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl | undefined,
  given?: PayBase['payments'],
): AgentAnswer | undefined {
  const text = readable(ctx.message);
  const level = req.slots.level;
  const rows = ccnl?.apprenticeship.pay ?? [];
  if (!ccnl || !level || !rows.length || !APPRENTICE.test(text)) return undefined;
  if (!GROSS_PAY.test(text) || !A_YEAR.test(text) || CONTRIBUTIONS.test(text)) return undefined;
  const otherKind = apprenticeKindGap(ctx, ccnl);
  if (otherKind) return otherKind;
  // "retribuzione lorda mensile nel primo anno": the month's pay in that year, not the year's.
  if (/\bmensil\w*|\bal mese\b/.test(text) && !/\bannu\w*|\bin tutto\b|\ball'anno\b/.test(text))
    return undefined;
  const date = req.slots.date ?? ctx.today;
  const pay = levelPayAt(ccnl, level, date);
  if (!pay) return undefined;
  const first = apprenticeshipMonth(text) ?? 1;
  const shareAt = (month: number) =>
    rows.find((r) => {
      const span = periodMonths(r.period);
      return span && month >= span[0] && month <= span[1];
    });
  const months = Array.from({ length: 12 }, (_, i) => shareAt(first + i));
  if (months.some((r) => r === undefined || r.percent === null)) return undefined;
  const periods = [...new Set(months)];
  const payments = given ?? asPayments(ccnl.monthly_payments.value) ?? 13;
  // Each period's monthly pay in cents, as the payslip pays it; the year's extra months at the share of the
  // months they accrue in.
  const monthly = months.map((r) => cents((pay.row.amount * (r?.percent ?? 0)) / 100));
  const apprenticeYear = cents((monthly.reduce((s, m) => s + m, 0) * payments) / 12);
  const ordinaryYear = cents(pay.row.amount * payments);
  const name = levelName(ccnl, level);
  const shares = periods.map((r) => `${r?.period} ${percent(r?.percent ?? 0)}`).join('; ');
  return compose({
    answer: `Nel ${ccnl.short_name}, con livello di arrivo ${name}, in un anno l'apprendista costa ${bold(euro(apprenticeYear))} di retribuzione lorda; con un'assunzione ordinaria allo stesso livello ${bold(euro(ordinaryYear))}: ${euro(cents(ordinaryYear - apprenticeYear))} in meno con l'apprendistato.`,
    steps: [
      `Minimo del ${name} al ${italianDate(date)} (tabella dal ${italianDate(pay.table.effective_from)}): ${euro(pay.row.amount)}.`,
      `Apprendista dal ${first}° mese: ${shares}${periods.length === 1 ? ` → ${euro(monthly[0] ?? 0)} al mese` : ''}; × ${payments} mensilità = ${euro(apprenticeYear)}.`,
      `Assunzione ordinaria: ${euro(pay.row.amount)} × ${payments} mensilità = ${euro(ordinaryYear)}.`,
    ],
    assumptions: [
      'Solo retribuzione lorda tabellare: i contributi ridotti dell’apprendistato non sono nella base di conoscenza, TFR e INAIL esclusi.',
      ...(ccnl.apprenticeship.text ? [`Regola del ${ccnl.short_name}: ${ccnl.apprenticeship.text}`] : []),
    ],
    citations: [
      ...levelMinimumCitations(ccnl, name, pay.row.amount, pay.table),
      ...citeSources(ccnl, `Apprendistato: ${shares}`, null, ccnl.apprenticeship.sources, 1),
    ],
    related: [`Quanto dura l'apprendistato nel ${ccnl.short_name}?`],
  });
}
