import { euro, italianDate } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { minimumBasis } from './items-check.js';
import { extraItems, namedItems, spelled } from './named-items.js';
import { levelName } from './shared/levels.js';

/** A total asked of the items ("in tutto di lordo fisso quanto prendo?", "sommate quanto fanno?"). */
const ASKS_TOTAL =
  /\bin (?:tutto|totale)\b|\bcomplessiv\w*|\bsommat\w*|\bsommando\b|\bmessi insieme\b|\btutto insieme\b|\bquanto fanno\b/;
/** What the total is of: the pay, not the withholdings or a net ("quanto prendo netto in tutto?"). */
const OF_PAY = /\blord\w*|\bfiss[oi]\b|\bquanto (?:prendo|prende|fa|fanno|viene|vengono|mi danno)\b/;
const NOT_PAY =
  /\bnett\w*|\binps\b|\birpef\b|\btrattenut\w*|\bcontribut\w*|\bgiust\w*|\bcorrett\w*|\btorna\w*/;

/**
 * "in busta ho paga base 1.136,07, contingenza 521,94 e terzo elemento 2,07" and then "e quindi in tutto di lordo
 * fisso quanto prendo al mese?": the items typed in this turn or the one before, summed — the month's fixed gross
 * is their sum, not a net computed on the first of them. The level's minimum in force follows, with its table.
 * Undefined with a document uploaded, without the agreement and level, or fewer than two items named.
 */
export function listedItemsTotal(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl | undefined,
): AgentAnswer | undefined {
  if (!ccnl || !req.slots.level || ctx.documents.length) return undefined;
  const asked = readable(ctx.message);
  if (!ASKS_TOTAL.test(asked) || !OF_PAY.test(asked) || NOT_PAY.test(asked)) return undefined;
  const date = req.slots.date ?? ctx.today;
  const pay = levelPayAt(ccnl, req.slots.level, date);
  if (!pay || pay.row.components.length < 2) return undefined;
  const turns = [ctx.message, ctx.history?.at(-1) ?? ''];
  for (const turn of turns) {
    const text = spelled(readable(turn));
    const items = [...namedItems(pay.row, text, true), ...extraItems(text)];
    if (items.length < 2) continue;
    const total = cents(items.reduce((sum, i) => sum + i.given, 0));
    const label = levelName(ccnl, req.slots.level);
    const sum = items.map((i) => `${i.label} ${euro(i.given)}`).join(' + ');
    return compose({
      answer: `In tutto il lordo fisso mensile delle voci indicate è ${bold(euro(total))}: ${sum}.`,
      ...minimumBasis(ccnl, label, pay),
      steps: [
        `Somma delle voci: ${sum} = ${euro(total)}.`,
        `Per confronto, minimo tabellare del ${label} del ${ccnl.short_name} al ${italianDate(date)}: ${euro(pay.row.amount)} (${pay.row.components.map((c) => `${c.label} ${euro(c.amount)}`).join(' + ')}).`,
      ],
    });
  }
  return undefined;
}
