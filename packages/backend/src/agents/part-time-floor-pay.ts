import { euro, italianDate } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/net-pay.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * "il tempo pieno del suo livello è 1.400 € al mese: se la assumo con il minimo di ore settimanali consentito,
 * quanto è la paga mensile?": the full-time pay the user gives, scaled to the agreement's least part-time weekly
 * hours over its full-time week. Undefined unless a pay is asked on a single full-time figure and the agreement
 * holds both the floor and the weekly hours.
 */
const ASKS_AMOUNT = /\bquant[oaie]\b/;
// The figure said as the full-time one: "il tempo pieno del suo livello è", "a full time prende", "il minimo del livello".
const FULL_TIME_FIGURE =
  /\btempo pieno\b|\bfull.?time\b|\borario (?:pieno|intero)\b|\bminimo (?:tabellare |mensile )?(?:del (?:suo |mio )?livello|in tabella)\b|\bnella (?:mia |nostra )?tabella\b/;

export function partTimeFloorPay(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl,
  floor: number,
): AgentAnswer | undefined {
  const question = readable(ctx.message);
  if (ctx.documents.length || !ASKS_AMOUNT.test(question) || !FULL_TIME_FIGURE.test(question))
    return undefined;
  const week = ccnl.weekly_hours?.value;
  const figures = req.slots.amounts.filter((a) => a.kind === 'monthly_gross' && a.value >= 300);
  const full = figures.length === 1 ? figures[0]?.value : undefined;
  if (!week || full === undefined || floor >= week) return undefined;
  const pay = cents((full * floor) / week);
  const from = ccnl.part_time.applies_from;
  return compose({
    answer: `Con il minimo di ${bold(`${floor} ore settimanali`)} del ${ccnl.short_name}${from ? ` (dal ${italianDate(from)})` : ''}, su un orario pieno di ${week} ore, la paga mensile è di ${bold(`${euro(pay)} lordi`)}: ${euro(full)} × ${floor}/${week}.`,
    steps: [
      '| Passaggio | Calcolo | Importo |',
      '| --- | --- | ---: |',
      `| Paga a tempo pieno | indicata nella domanda | ${euro(full)} |`,
      `| Quota del part-time minimo | ${floor} ore su ${week} | ${floor}/${week} |`,
      `| Paga mensile part-time | ${euro(full)} × ${floor} ÷ ${week} | ${euro(pay)} |`,
    ],
    assumptions: [
      `${euro(full)}: la paga mensile a tempo pieno del livello, come indicata nella domanda; il part-time è pagato in proporzione alle ore.`,
      `Cosa dice il CCNL sul part-time: ${ccnl.part_time.text ?? ''}`,
    ],
    citations: citeSources(
      ccnl,
      ccnl.part_time.text ?? '',
      ccnl.part_time.article ?? null,
      ccnl.part_time.sources,
    ),
    related: [`Come si pagano le ore supplementari nel ${ccnl.short_name}?`],
  });
}
