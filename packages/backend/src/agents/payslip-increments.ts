import { euro } from '../kb/format.js';
import { cents } from '../payroll/net-pay.js';
import { parseNumber } from '../reader/numbers.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';
import { agreementOf } from './pay-base.js';
import { levelName } from './shared/levels.js';

/** "2 scatti di anzianità", "con 3 scatti": the count of increments the payslip's story gives. */
const COUNT = /\b(\d{1,2}) scatt\w*/;
/** "scatti 41,32", "scatti di anzianità: 41,32": the increments' line of a typed payslip. */
const LINE =
  /\bscatt\w*(?: di anzianit\w*)?\s*[:=]?\s*(?:€\s*)?(\d{1,3}(?:\.\d{3})*,\d{2}|\d+(?:[.,]\d{1,2})?)(?!\s*(?:scatt|anni))/;

/**
 * A payslip typed in the text with its increments ("4° livello, 2 scatti … scatti 41,32: le voci tornano?"): the
 * increments the agreement gives the level (count × the level's increment), set against the line stated. Undefined
 * when the agreement, the level, the count or the level's increment is unknown.
 */
export function payslipIncrements(ctx: AgentContext, req: TypedRequest): string | undefined {
  const ccnl = agreementOf(ctx, req);
  const level = req.slots.level;
  if (!ccnl || !level) return undefined;
  const text = readable(ctx.message);
  const count = req.slots.seniorityIncrements ?? Number(COUNT.exec(text)?.[1] ?? Number.NaN);
  const each = ccnl.seniority_increments.amounts_eur_month?.[level];
  if (!Number.isFinite(count) || count <= 0 || each === undefined || each === null) return undefined;
  const expected = cents(count * each);
  const line = LINE.exec(text)?.[1];
  const stated = line === undefined ? undefined : parseNumber(line);
  const check =
    stated === undefined
      ? ''
      : Math.abs(stated - expected) < 0.01
        ? ` (indicati ${euro(stated)}: tornano)`
        : ` (indicati ${euro(stated)}: ${stated > expected ? '+' : '−'}${euro(cents(Math.abs(stated - expected)))})`;
  return `Scatti di anzianità: ${count} × ${euro(each)} (scatto del ${levelName(ccnl, level)} nel ${ccnl.short_name}) = ${euro(expected)}${check}.`;
}
