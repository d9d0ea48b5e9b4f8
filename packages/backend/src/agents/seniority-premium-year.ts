import { euro } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * A seniority premium the agreement pays as a fixed monthly sum over a number of payments ("premio di anzianità
 * di 40 € al mese per 13 mensilità" of AIOP RSA's bridge agreement), asked by name: the month's sum and the
 * year's (sum × payments), from the knowledge base's structured premium. Undefined when the question does not name
 * the premium or the agreement has none.
 */

const NAMED = /\bpremi\w* (?:di |d'|per (?:l')?)?anzianita\b/;
const ASKED = /\bquant\w*|\bimport\w*|\bspett\w*|\bvale\b/;

export function seniorityPremium(ctx: AgentContext, ccnl: Ccnl | undefined): AgentAnswer | undefined {
  if (!ccnl) return undefined;
  const text = readable(ctx.message);
  if (!NAMED.test(text) || !ASKED.test(text)) return undefined;
  const rule = ccnl.seniority_increments;
  const premium = rule?.premium;
  if (!rule || !premium) return undefined;
  const monthly = premium.amount_eur_month;
  const payments = premium.payments;
  const yearly = cents(monthly * payments);
  const answer = `Nel ${ccnl.short_name} il premio di anzianità è di ${bold(`${euro(monthly)} al mese`)} per ${payments} mensilità, cioè ${bold(`${euro(yearly)} l'anno`)} (${euro(monthly)} × ${payments}). ${rule.text}`;
  return compose({
    answer,
    steps: [`Premio annuo: ${euro(monthly)} × ${payments} mensilità = ${euro(yearly)}.`],
    citations: citeSources(ccnl, rule.text ?? answer, null, rule.sources),
    related: [],
  });
}
