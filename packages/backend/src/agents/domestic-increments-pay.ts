import { euro, italianDate, percent } from '../kb/format.js';
import { tableAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/net-pay.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose, table } from './compose.js';
import type { AgentContext } from './context.js';
import { yearsInTurn } from './increments-since.js';

/**
 * A live-in domestic worker's increments from the years of service told, asked together with the monthly pay
 * they bring ("da 4 anni e 2 mesi, CS convivente, al minimo: quanto vale l'aumento per anzianità e quanto
 * diventa la paga minima con gli scatti?"): one increment per full period of service (art. 37), each a share
 * (4%) of the level's live-in minimum, their value first and then the minimum with them. Undefined unless the
 * rule is a share of the minimum and the level, the living in and the years are told in the turn.
 */

/** The increments named in the question ("scatti", "aumento per anzianità"). */
const INCREMENTS_ASKED = /\bscatt|\banzianita\b/;
/** The monthly pay with them asked as well ("quanto diventa la paga", "il minimo con gli scatti", "lo stipendio"). */
const PAY_ASKED =
  /\bpaga\b|\bstipendi|\bretribuzion|\bminim[oa]\b[^?]{0,30}\bscatt|\blord[oa]\b|\bdiventa\b|\bin tutto\b/;

export function domesticIncrementsPay(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl,
): AgentAnswer | undefined {
  const rule = ccnl.seniority_increments;
  const pct = rule.percent_of_minimum;
  const { level, seniorityYears } = req.slots;
  if (!pct || rule.amounts_eur_month || !rule.period_years || !level || req.slots.cohabiting !== true)
    return undefined;
  if (req.intent !== 'seniority' && !(req.intent === 'minimum_pay' && req.alsoAsked.includes('seniority')))
    return undefined;
  if (!yearsInTurn(ctx.message, seniorityYears) || seniorityYears === undefined) return undefined;
  const ask = readable(ctx.message)
    .split(/(?<=[.;!])\s+/)
    .filter((s) => s.includes('?'))
    .join(' ');
  if (!INCREMENTS_ASKED.test(ask) || !PAY_ASKED.test(ask) || /\bnett/.test(ask)) return undefined;
  const date = req.slots.date ?? ctx.today;
  const current = tableAt(ccnl, date, 'conviventi').current;
  const row = current?.levels.find((r) => r.level === level);
  if (current?.unit !== 'mese' || !row) return undefined;
  // The minimum alone: D and DS add a function allowance that is no part of it.
  const minimum = row.components?.find((c) => /^minimo\b/i.test(c.label))?.amount ?? row.amount;
  const matured = Math.floor(seniorityYears / rule.period_years);
  const count = rule.max_count ? Math.min(matured, rule.max_count) : matured;
  const year = date.slice(0, 4);
  if (count === 0) return undefined;
  const total = cents((minimum * pct * count) / 100);
  const monthly = cents(row.amount + total);
  const counted = count === 1 ? '1 scatto' : `${count} scatti`;
  const answer = `Con ${seniorityYears} anni di servizio la lavoratrice convivente di livello ${level} ha maturato ${bold(counted)} di anzianità: l'aumento vale ${bold(`${euro(total)} al mese`)} (${count} × ${percent(pct)} = ${percent(count * pct)} del minimo di ${euro(minimum)}), e la paga mensile minima con gli scatti nel ${year} è di ${bold(euro(monthly))} (${euro(row.amount)} + ${euro(total)}).`;
  return compose({
    answer,
    steps: table([
      [
        `Minimo mensile conviventi ${level} (tabella dal ${italianDate(current.effective_from)})`,
        euro(row.amount),
      ],
      [`Scatti di anzianità: ${count} × ${percent(pct)} di ${euro(minimum)}`, euro(total)],
      ['**Paga mensile minima con gli scatti**', `**${euro(monthly)}**`],
    ]),
    assumptions: [
      `${seniorityYears} anni di servizio presso la stessa famiglia: uno scatto ogni ${rule.period_years} anni compiuti${rule.max_count ? `, al massimo ${rule.max_count}` : ''}.`,
      'Paga pari al minimo tabellare, senza superminimo: gli scatti si calcolano sul minimo e non sono assorbibili dal superminimo.',
    ],
    citations: [
      ...citeSources(
        ccnl,
        answer,
        `tabella minimi conviventi dal ${italianDate(current.effective_from)}`,
        current.sources,
        1,
      ),
      ...(rule.text
        ? citeSources(ccnl, `Scatti di anzianità: ${rule.text}`, rule.article ?? null, rule.sources, 1)
        : []),
    ],
    related: [`Quando matura il prossimo scatto nel ${ccnl.short_name}?`],
  });
}
