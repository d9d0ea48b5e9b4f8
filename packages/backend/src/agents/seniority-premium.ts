import { euro, italianDate } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/net-pay.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { levelName } from './shared/levels.js';
import { yearsSaid } from './shared/years-said.js';

/**
 * The monthly pay with a seniority premium, for an agreement that pays a fixed premium once the years of service
 * are reached instead of periodic increments (AIOP RSA: "tabellare livello C … e con 10 anni di anzianità quanto
 * fa in tutto al mese?" → the level's minimum plus 40 €). Below the years, or at a level the premium leaves out,
 * the minimum alone, with the reason. Undefined when the agreement has no such premium or the level or the years
 * are not known.
 */
/** The month's whole pay asked, not the premium's rule. */
const PAY_ASKED =
  /\bin tutto\b|\bin totale\b|\bcomplessiv\w*|\blord\w*|\bstipendio\b|\bquanto (?:fa|prende|guadagna|percepisce)\b/;

export function seniorityPremiumPay(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl,
): AgentAnswer | undefined {
  const rule = ccnl.seniority_increments;
  const premium = rule.premium;
  const { level, seniorityYears } = req.slots;
  if (!premium || !level || seniorityYears === undefined) return undefined;
  // "gli spetta qualcosa per l'anzianità? Quanto e su quante mensilità?" asks the rule, which the topic answer gives.
  if (req.intent === 'seniority' && !PAY_ASKED.test(readable(ctx.message))) return undefined;
  const pay = levelPayAt(ccnl, level, req.slots.date ?? ctx.today);
  if (!pay) return undefined;
  const name = levelName(ccnl, level);
  const years = `${yearsSaid(seniorityYears)} anni di anzianità`;
  const minimum = `minimo ${euro(pay.row.amount)} (tabella in vigore dal ${italianDate(pay.table.effective_from)})`;
  const due = seniorityYears >= premium.after_years && premium.levels.includes(level);
  const why = premium.levels.includes(level)
    ? `il premio di anzianità spetta solo dopo ${premium.after_years} anni`
    : `il premio di anzianità non spetta al ${name}`;
  const answer = due
    ? `Nel ${ccnl.short_name} con ${years} il ${name} prende ${bold(euro(cents(pay.row.amount + premium.amount_eur_month)))} lordi al mese: ${minimum} + ${euro(premium.amount_eur_month)} di ${premium.text}.`
    : `Nel ${ccnl.short_name} con ${years} il ${name} prende il solo ${minimum}: ${why} (${premium.text}).`;
  return compose({
    answer,
    citations: [
      ...citeSources(ccnl, answer, rule.article ?? null, rule.sources, 1),
      ...citeSources(ccnl, minimum, null, pay.table.sources, 1),
    ],
    related: [`Qual è il minimo di ogni livello nel ${ccnl.short_name}?`],
  });
}
