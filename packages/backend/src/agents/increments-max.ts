import { euro } from '../kb/format.js';
import { cents } from '../payroll/net-pay.js';
import { readable } from '../reader/text.js';
import { bold } from './compose.js';
import type { AgentContext } from './context.js';

/** "quanti altri ne posso prendere?", "fino a quanti?": the agreement's most increments, and those left. */
// ("poi ne maturo altri o è finita lì?": whether more come after the count reached.)
const MAX_ASKED =
  /\bquanti (?:altri|ancora)\b|\bfino a quanti\b|\bquanti (?:ne )?(?:posso|potr\w*|puo) (?:ancora )?(?:prendere|maturare|avere)\b|\bnumero massimo\b|\bal massimo quanti\b|\bquanti in tutto\b|\bne mancano\b|\bne (?:matur|prend|avr|spett)\w* (?:altri|ancora)\b|\be finit[ao] (?:li|qui)\b/;

// With increments still to come, what they all make at the most, at today's amount (5 × 29,64 € = 148,20 €).
export function maxLine(
  ctx: AgentContext,
  max: number | null | undefined,
  count: number,
  agreement: string,
  each = 0,
) {
  if (!max || !MAX_ASKED.test(readable(ctx.message))) return '';
  const left = max - count;
  const most =
    left > 0 && each > 0
      ? `; con tutti i ${max} scatti ${bold(`${euro(cents(max * each))} al mese`)} (${max} × ${euro(each)}, importo di oggi)`
      : '';
  return `Il ${agreement} prevede al massimo ${bold(`${max} scatti`)}: ${left > 0 ? `ne restano ${bold(left === 1 ? 'un altro' : `altri ${left}`)}${most}` : 'il massimo è raggiunto'}.`;
}
