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

// "quanto vale l'imposta su ciascuna mensilità?", "quanto pago di tasse su quei 35 euro?": the tax in euro asked.
const TAX_SIZE_ASKED =
  /\bquant\w*\b[^?.;]*\b(?:impost\w*|tass[ae]\b|trattenut\w*|pag\w* di tass)|\b(?:impost\w*|tass[ae])\b[^?.;]*\b(?:quant\w*|in euro)\b/;
// "l'aumento di 35 euro mensili", "35 € di aumento al mese": the increase's size the user gives.
const INCREASE_GIVEN =
  /\b(?:aument\w*|increment\w*|tranche)\b(?: \w+){0,3}? (?:di )?(\d{1,3}(?:,\d{1,2})?) ?(?:euro|€)|\b(\d{1,3}(?:,\d{1,2})?) ?(?:euro|€) (?:(?:lord\w* |mensil\w* |al mese )?(?:di )?(?:aument|increment)\w*)/;

/**
 * The tax on an increase whose monthly size the user gives ("l'aumento di 35 euro mensili … quanto vale l'imposta su
 * ciascuna mensilità?"): the rate on that size, per month. Empty when no size is given or the tax in euro not asked.
 */
export function givenIncreaseTaxSentence(ctx: AgentContext, rate: number): string {
  const text = readable(ctx.message);
  if (!TAX_SIZE_ASKED.test(askingSentences(text).join(' '))) return '';
  const m = INCREASE_GIVEN.exec(text);
  const said = m?.[1] ?? m?.[2];
  const rise = said ? Number(said.replace(',', '.')) : Number.NaN;
  if (!(rise > 0 && rise < 1_000)) return '';
  return ` Su un aumento di ${euro(rise)} al mese l'imposta sostitutiva è di ${bold(euro(cents((rise * rate) / 100)))} per ogni mensilità (${euro(rise)} × ${rate}%), invece dell'IRPEF e delle addizionali.`;
}
