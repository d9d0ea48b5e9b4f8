import { type ComponentInput, documentLevel } from '../documents/component-check.js';
import { euro, italianDate, MONTHS } from '../kb/format.js';
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
// A later time asked: "dal mese prossimo", "tra poco", "in arrivo" (else a month after the payslip's, below).
const LATER_SAID = /\bprossim[oa]\b|\btra poco\b|\bin arrivo\b|\bin futuro\b/;

/**
 * Whether the question looks past the payslip's month: a later month named ("e a dicembre?") or a time to come.
 * ("l'aumento non gliel'hanno messo" on November's payslip asks the raise missed, not the next one.)
 */
function laterAsked(question: string, date: string): boolean {
  if (LATER_SAID.test(question)) return true;
  const month = Number(date.slice(5, 7));
  return MONTHS.some((name, i) => i + 1 > month && new RegExp(`\\b${name}\\b`).test(question));
}

export function itemNextTranche(input: ComponentInput): { line: string; citations: Citation[] } | undefined {
  const question = fold(readable(input.question));
  if (!CHANGE_ASKED.test(question)) return undefined;
  const found = documentLevel(input);
  if (!found) return undefined;
  const { ccnl, level, date } = found;
  if (!laterAsked(question, date)) return undefined;
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
