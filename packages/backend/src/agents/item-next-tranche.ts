import { type ComponentInput, documentLevel } from '../documents/component-check.js';
import { euro, italianDate } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import { cents } from '../payroll/net-pay.js';
import { fold, readable } from '../reader/text.js';
import { type Citation, citeSources } from './answer.js';
import { bold } from './compose.js';
import { levelShort } from './shared/levels.js';

/**
 * A payslip's minimum checked and the next raise asked beside it ("il minimo è giusto? E a dicembre cambia
 * qualcosa? ho sentito di un aumento"): the level's minimum in the agreement's next table after the payslip's
 * month, with its rise over the table checked. Undefined when no change is asked or no next table is held.
 */
const CHANGE_ASKED =
  /\baument\w*|\bcambi\w*|\btranche\b|\bsal(?:e|ira|gono)\b|\bnuov[oi] minim\w*|\bprossim[oa] (?:tabella|aumento)\b/;

export function itemNextTranche(input: ComponentInput): { line: string; citations: Citation[] } | undefined {
  if (!CHANGE_ASKED.test(fold(readable(input.question)))) return undefined;
  const found = documentLevel(input);
  if (!found) return undefined;
  const { ccnl, level, date } = found;
  const pay = levelPayAt(ccnl, level, date);
  const next = pay?.next;
  if (!pay || !next || next.row.amount === pay.row.amount) return undefined;
  const rise = cents(next.row.amount - pay.row.amount);
  const from = italianDate(next.table.effective_from);
  const name = levelShort(level);
  return {
    line: `Dal ${from} il minimo del ${name} nel ${ccnl.short_name} sale a ${bold(euro(next.row.amount))}: ${bold(`${euro(rise)} in più`)} al mese rispetto a ${euro(pay.row.amount)}.`,
    citations: citeSources(
      ccnl,
      `${name}: minimo ${euro(next.row.amount)} dal ${from}`,
      `tabella minimi dal ${from}`,
      next.table.sources,
      1,
    ),
  };
}
