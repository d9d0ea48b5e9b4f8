import { euro, italianDate } from '../kb/format.js';
import { levelPayAt, seniorityAmount } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { levelName } from './shared/levels.js';

/**
 * The increments a payslip's line stands for ("in busta alla voce scatti di anzianità c'è 61,98: quanti scatti
 * ho?", "l'anzianità in busta è 59,28, a quanti scatti corrisponde?"): the line over one increment of the level.
 * Undefined when the question does not ask a count, names no level, or the line is not a whole number of them.
 */

const ASKS_COUNT =
  /\bquant[ie] scatt|\ba quant[ie] (?:scatt\w* )?corrispond|\bnumero (?:di|degli) scatt|\bquanti ne\b/;
/** The amount written next to the increments' line: "scatti (di) anzianità 61,98", "anzianità: € 59,28". */
const LINE = /\b(?:scatt\w*(?: di)? anzianita|anzianita|scatt\w*)\b[^0-9]{0,30}?(\d{1,3}(?:[.,]\d{1,2})?)\b/;

export function incrementsCount(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl | undefined,
): AgentAnswer | undefined {
  if (!ccnl || !req.slots.level) return undefined;
  const text = readable(ctx.message);
  if (!ASKS_COUNT.test(text)) return undefined;
  const raw = LINE.exec(text)?.[1];
  if (!raw) return undefined;
  const line = Number(raw.replace(',', '.'));
  const date = req.slots.date ?? ctx.today;
  const pay = levelPayAt(ccnl, req.slots.level, date);
  const each = seniorityAmount(ccnl, req.slots.level, pay?.row ?? 0);
  if (!each || !line) return undefined;
  const count = Math.round(line / each);
  if (count < 1 || Math.abs(count * each - line) > 0.02) return undefined;
  const rule = ccnl.seniority_increments;
  const name = levelName(ccnl, req.slots.level);
  const years = rule.period_years ? count * rule.period_years : undefined;
  return compose({
    answer: `Nel ${ccnl.short_name} uno scatto del ${name} vale ${euro(each)} al mese: ${euro(line)} in busta corrispondono a ${bold(`${count} ${count === 1 ? 'scatto' : 'scatti'}`)} (${count} × ${euro(each)} = ${euro(cents(count * each))}).`,
    steps: [
      `${euro(line)} ÷ ${euro(each)} = ${count}.`,
      ...(years
        ? [
            `Uno scatto ogni ${rule.period_years} anni di anzianità in azienda: ${count} scatti si maturano con almeno ${years} anni.`,
          ]
        : []),
    ],
    assumptions: pay ? [`Importo dello scatto del ${name} in vigore al ${italianDate(date)}.`] : [],
    citations: rule.text
      ? citeSources(ccnl, `Scatti di anzianità: ${rule.text}`, rule.article ?? null, rule.sources, 1)
      : [],
    related: [`Quanto vale uno scatto di anzianità nel ${ccnl.short_name}?`],
  });
}
