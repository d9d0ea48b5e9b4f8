import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { yearsSaid } from './shared/years-said.js';

/**
 * A count of increments read on the payslip and doubted, with the years of service told and no hire day ("assunta
 * 7 anni fa, in busta ho 2 scatti: è giusto il numero o me ne manca uno?"): the count those years bring (whole
 * periods of the agreement's rule, capped at its maximum) weighed against the count told.
 */
const DOUBTS_COUNT =
  /\b(?:e|sia|sono) giust\w* (?:il )?numero\b|\bnumero (?:e |sia )?giust\w*|\b(?:me|gliene|ce) ne mancan?\w*|\bne manca\w*|\bne (?:dovrei|dovrebbe|spettano|spetterebbero) (?:avere )?(?:di )?piu\b|\bne dovrei avere\b|\bsono pochi\b|\bsono troppi\b/;

export function doubtedCountAnswer(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl,
): AgentAnswer | undefined {
  const { seniorityIncrements: told, seniorityYears: years, hireDate } = req.slots;
  const rule = ccnl.seniority_increments;
  if (told === undefined || years === undefined || hireDate || !rule.period_years) return undefined;
  if (!DOUBTS_COUNT.test(readable(ctx.message))) return undefined;
  const whole = Math.floor(years / rule.period_years);
  const count = rule.max_count ? Math.min(whole, rule.max_count) : whole;
  const verdict =
    count === told
      ? `i ${told} in busta sono il numero giusto`
      : count > told
        ? `in busta ne ${count - told === 1 ? 'manca uno' : `mancano ${count - told}`}`
        : `in busta ce ne sono ${told - count} più di quanti ne maturano questi anni`;
  const plural = count === 1 ? 'scatto' : 'scatti';
  const cap = rule.max_count ? `; al massimo ${rule.max_count}` : '';
  return compose({
    answer: `Nel ${ccnl.short_name}, con ${yearsSaid(years)} anni di servizio presso lo stesso datore di lavoro, gli scatti maturati sono ${bold(`${count} ${plural}`)} (uno ogni ${rule.period_years} anni compiuti${cap}): ${verdict}.`,
    steps: [
      `${yearsSaid(years)} anni / ${rule.period_years} = ${count} ${plural} interi.`,
      ...(rule.text ? [`Regola del ${ccnl.short_name}: ${rule.text.replace(/\.$/, '')}.`] : []),
    ],
    assumptions: [
      'Anni di servizio compiuti presso lo stesso datore di lavoro (o gruppo): lo scatto decorre dal mese dopo il periodo compiuto.',
    ],
    citations: rule.text
      ? citeSources(ccnl, `Scatti di anzianità: ${rule.text}`, rule.article ?? null, rule.sources, 1)
      : [],
    related: [`Quanto vale uno scatto di anzianità nel ${ccnl.short_name}?`],
  });
}
