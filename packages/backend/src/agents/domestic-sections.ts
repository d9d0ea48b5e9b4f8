import { euro, italianDate } from '../kb/format.js';
import { tableAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * "Una DS convivente e una DS a ore: il minimo mensile della convivente e quello orario della non convivente?":
 * the domestic agreement's two tables for one level side by side, the live-in monthly minimum (its function
 * allowance said apart) and the hourly one. Undefined unless both ways of working are named with a minimum asked.
 */

const LIVE_IN = /(?<!\bnon )\bconvivent\w*|\bvive con (?:noi|lui|lei|loro)\b|\bfiss[ao] in casa\b/;
const HOURLY = /\bnon convivent\w*|\ba ore\b|\bad ore\b/;

export function domesticSectionsCompared(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl,
  related: string[],
): AgentAnswer | undefined {
  const text = readable(ctx.message);
  const level = req.slots.level;
  if (!level || !/\bminim/.test(text) || !HOURLY.test(text) || !LIVE_IN.test(text)) return undefined;
  const date = req.slots.date ?? ctx.today;
  const monthly = tableAt(ccnl, date, 'conviventi').current;
  const hourly = tableAt(ccnl, date, 'non conviventi').current;
  const month = monthly?.levels.find((r) => r.level === level);
  const hour = hourly?.levels.find((r) => r.level === level);
  if (!monthly || !hourly || !month || !hour || monthly.unit !== 'mese' || hourly.unit !== 'ora')
    return undefined;
  const base = month.components?.[0];
  const extra = (month.components ?? []).slice(1);
  const baseAmount = base?.amount ?? month.amount;
  const apart = extra.length
    ? ` (più ${extra.map((c) => `${c.label.replace(/\s*\(.*\)$/, '')} di ${euro(c.amount)}`).join(' e ')}: ${euro(month.amount)} in tutto)`
    : '';
  // "un non convivente a 40 ore settimanali": the hourly minimum over the week told, per month (× 52 / 12).
  const hours = req.slots.weeklyHours;
  const hourlyMonth = hours && hours <= 40 ? cents((hour.amount * hours * 52) / 12) : undefined;
  const weekly = hours === undefined ? '' : String(hours).replace('.', ',');
  const perMonth = hourlyMonth
    ? `: a ${weekly} ore settimanali fanno ${bold(`${euro(hourlyMonth)} al mese`)} (${euro(hour.amount)} × ${weekly} × 52 ÷ 12), ${hourlyMonth > baseAmount ? 'più' : 'meno'} del minimo mensile del convivente`
    : '';
  const answer = `Nel ${ccnl.short_name} al ${italianDate(date)} il minimo del livello ${level} è di ${bold(`${euro(baseAmount)} al mese`)} per chi è convivente${apart} e di ${bold(`${euro(hour.amount)} l'ora`)} per chi non è convivente${perMonth}.`;
  const steps = [
    `Conviventi: minimo mensile della tabella in vigore dal ${italianDate(monthly.effective_from)}, per un orario fino a 54 ore settimanali; vitto e alloggio si aggiungono a parte.`,
    `Non conviventi: minimo orario della tabella in vigore dal ${italianDate(hourly.effective_from)}, per ogni ora lavorata.`,
  ];
  return compose({
    answer,
    steps,
    citations: [
      ...citeSources(
        ccnl,
        answer,
        `tabella minimi conviventi dal ${italianDate(monthly.effective_from)}`,
        monthly.sources,
        1,
      ),
      ...citeSources(
        ccnl,
        answer,
        `tabella minimi orari dal ${italianDate(hourly.effective_from)}`,
        hourly.sources,
        1,
      ),
    ],
    related,
  });
}
