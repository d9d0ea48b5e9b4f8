import { euro, italianDate } from '../kb/format.js';
import { sections, tableAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { isDomestic } from './pay-base.js';

/**
 * "e se non fosse convivente, 25 ore a settimana?": a household worker who does not live in is paid by the
 * hour, so the month's minimum is the level's hourly minimum (the non-live-in table) times the weekly hours
 * over the year's average month (52/12 weeks), never the live-in monthly table. Undefined unless the worker is
 * said not to live in, with the level and the weekly hours, and no pay of their own is given.
 */
export function domesticHourlyMonth(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl | undefined,
): AgentAnswer | undefined {
  const { level, weeklyHours, cohabiting } = req.slots;
  if (!ccnl || !isDomestic(ccnl) || cohabiting !== false || !level || !weeklyHours || weeklyHours > 40)
    return undefined;
  if (req.intent !== 'minimum_pay' || req.slots.amounts.length) return undefined;
  const date = req.slots.date ?? ctx.today;
  const hours = weeklyHours.toLocaleString('it-IT', { maximumFractionDigits: 2 });
  for (const section of sections(ccnl)) {
    const { current } = tableAt(ccnl, date, section);
    if (current?.unit !== 'ora') continue;
    const row = current.levels.find((r) => r.level === level);
    if (!row) continue;
    const monthly = Math.round(((row.amount * weeklyHours * 52) / 12) * 100) / 100;
    const weekly = Math.round(row.amount * weeklyHours * 100) / 100;
    const text = `Nel ${ccnl.short_name} il livello ${level} non convivente per ${hours} ore a settimana ha un minimo mensile lordo di ${bold(euro(monthly))} al ${italianDate(date)}: ${euro(row.amount)} l'ora × ${hours} ore × 52 / 12 settimane.`;
    return compose({
      answer: text,
      steps: [
        '| Passaggio | Calcolo | Importo |',
        '| --- | --- | ---: |',
        `| Paga oraria minima del livello ${level}${section ? ` (${section})` : ''}, tabella dal ${italianDate(current.effective_from)} | dalla tabella | ${euro(row.amount)} |`,
        `| Settimana | ${euro(row.amount)} × ${hours} ore | ${euro(weekly)} |`,
        `| Mese medio | ${euro(weekly)} × 52 / 12 | ${euro(monthly)} |`,
      ],
      assumptions: [
        'Chi non convive è pagato a ore: il mese medio conta 52/12 settimane; vitto e alloggio non sono dovuti.',
        'Tredicesima, ferie e TFR si aggiungono in proporzione alle ore.',
      ],
      citations: citeSources(
        ccnl,
        text,
        `tabella minimi orari dal ${italianDate(current.effective_from)}`,
        current.sources,
      ),
      related: [],
    });
  }
  return undefined;
}
