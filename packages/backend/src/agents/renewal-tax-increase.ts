import { askingSentences } from '../documents/asked-verdict.js';
import { addDays, euro, italianDate } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import { cents } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { bold } from './compose.js';
import type { AgentContext } from './context.js';
import { agreementOf } from './pay-base.js';

/**
 * The increase whose 5% tax is asked, when its size is asked beside the rate ("l'aumento scattato il 1° gennaio
 * 2026: con quale aliquota è tassato e di quanto è al mese?"): the level's minimum from the tranche in force at the
 * date asked less the table before it, from the agreement's tables, with the 5% on it. Undefined when the size is
 * not asked, or the agreement, the level or a table before the tranche is missing.
 */
const SIZE_ASKED =
  /\bdi quanto (?:e |sara |e stato |si tratta )?(?:al mese|mensil\w*|in euro|l'aumento|lord\w*|\?|$)|\b(?:a )?quanto (?:e|vale|ammonta|sono) (?:l'aumento|l'incremento|gli aumenti)\b|\bquanto (?:e |vale )?(?:l'aumento|in euro)\b/;

export function renewalIncreaseSentence(ctx: AgentContext, req: TypedRequest, rate: number): string {
  const asked = askingSentences(readable(ctx.message)).join(' ');
  if (!SIZE_ASKED.test(asked)) return '';
  const ccnl = agreementOf(ctx, req);
  const level = req.slots.level;
  if (!ccnl || !level) return '';
  const at = levelPayAt(ccnl, level, req.slots.date ?? ctx.today);
  if (!at) return '';
  const from = at.table.effective_from;
  const before = levelPayAt(ccnl, level, addDays(from, -1));
  if (!before || before.table.effective_from >= from) return '';
  const rise = cents(at.row.amount - before.row.amount);
  if (rise <= 0) return '';
  return ` L'aumento del livello ${level} del ${ccnl.short_name} dal ${italianDate(from)} è di ${bold(`${euro(rise)} al mese`)} (minimo ${euro(at.row.amount)} contro ${euro(before.row.amount)}): al ${rate}% sono ${euro(cents((rise * rate) / 100))} di imposta al mese.`;
}
