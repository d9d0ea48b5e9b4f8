import { euro, figureValue, italianDate } from '../kb/format.js';
import { cents } from '../payroll/net-pay.js';
import type { TypedRequest } from '../reader/request.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose, table } from './compose.js';
import type { AgentContext } from './context.js';
import { domesticPayslipCheck } from './domestic-payslip-doc.js';
import { domesticSlipHourly } from './domestic-slip-hourly.js';
import { domesticPayAsked, slipMonthRow } from './domestic-slip-pay.js';

/**
 * A live-in domestic worker's payslip uploaded with its monthly pay doubted against the agreement ("la paga base
 * è corretta rispetto al CCNL? se manca qualcosa, di quanto al mese?"): the pay line of the payslip against the
 * live-in minimum of its level in the payslip's month, the shortfall first. Undefined unless the payslip states
 * a domestic live-in level, its monthly pay and its month, and the question asks the pay checked.
 */

const AMOUNT = String.raw`(\d{1,3}(?:\.\d{3})*,\d{2}|\d+,\d{2})`;
/** "Retribuzione minima mensile .......... 1.150,00", "Paga base mensile: 1.150,00" (dot leaders or a colon). */
const PAY_LINE = new RegExp(
  String.raw`\b(?:retribuzione|paga|stipendio)(?: (?:minima|base|mensile|lorda|concordata))*\s*[.:=\s]*(?:€|euro)?\s*${AMOUNT}`,
  'i',
);
const LEVEL = /\blivello\s+([a-d]s?|bs?|cs?|ds?)\b/i;
// ("non convivente" is an hourly worker, whose minimum is per hour: no monthly live-in minimum applies.)
const LIVE_IN = /(?<!\bnon )\bconvivent/;
const NOT_LIVE_IN = /\bnon convivent|\bpaga oraria\b/;
const DOMESTIC_SLIP = /\b(?:lavoro domestico|colf|badante)\b/;
// ("PROSPETTO PAGA LAVORO DOMESTICO", or the question calling the text pasted "la mia busta paga".)
const SLIP = /\bcedolino\b|\bbusta paga\b|\bprospetto (?:paga|retributiv\w*)\b/;
/** The pay checked against the agreement, not a withholding. */
const PAY_CHECKED =
  /\b(?:paga|retribuzione|stipendio)(?: base)?\b[^?]{0,40}\b(?:corrett|giust|regolar|in regola|rispett)\w*|\b(?:sotto|inferiore a)(?:l)? (?:minim|ccnl)|\bmanca\b|\bmancano\b|\brispetto al (?:ccnl|contratto|minimo)\b/;

export function domesticSlipMinimum(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const read = domesticPayAsked(ctx, req, PAY_CHECKED);
  if (!read) return undefined;
  const { ccnl, asked, text, plain } = read;
  if (
    !DOMESTIC_SLIP.test(plain) ||
    !(SLIP.test(plain) || SLIP.test(asked)) ||
    !LIVE_IN.test(plain) ||
    NOT_LIVE_IN.test(plain)
  )
    return undefined;
  const level = LEVEL.exec(text)?.[1]?.toUpperCase();
  const pay = PAY_LINE.exec(text)?.[1];
  if (!level || !pay) return undefined;
  const found = slipMonthRow(ccnl, text, level, 'conviventi', 'mese');
  if (!found) return undefined;
  const { current, row, period } = found;
  const paid = figureValue(pay);
  const gap = cents(row.amount - paid);
  const minimum = `il minimo del livello ${level} conviventi (${euro(row.amount)}, tabella dal ${italianDate(current.effective_from)})`;
  const answer =
    gap > 0.005
      ? `${bold('No')}: mancano ${bold(`${euro(gap)} al mese`)}. La paga del cedolino di ${period} (${euro(paid)}) è sotto ${minimum} del ${ccnl.short_name}.`
      : `${bold('Sì')}: la paga del cedolino di ${period} (${euro(paid)}) non è sotto ${minimum} del ${ccnl.short_name}.`;
  return compose({
    answer,
    steps: table([
      [
        `Minimo mensile conviventi ${level} (tabella dal ${italianDate(current.effective_from)})`,
        euro(row.amount),
      ],
      ['Paga mensile nel cedolino', euro(paid)],
      [
        gap > 0.005 ? '**Differenza mancante al mese**' : 'Differenza',
        gap > 0.005 ? `**${euro(gap)}**` : euro(0),
      ],
    ]),
    assumptions: [
      'Il confronto è sulla paga minima del livello; scatti di anzianità, vitto e alloggio e superminimi sono voci a parte.',
      ...(gap > 0.005
        ? [
            'La differenza è dovuta per ogni mese pagato sotto il minimo (arretrati compresi) ed entra anche in tredicesima e TFR.',
          ]
        : []),
    ],
    citations: citeSources(
      ccnl,
      answer,
      `tabella minimi conviventi dal ${italianDate(current.effective_from)}`,
      current.sources,
      1,
    ),
    related: [`Qual è il minimo del livello ${level} convivente nel ${ccnl.short_name}?`],
  });
}

/**
 * A household payslip uploaded: its pay asked against the hourly minimum first (an hourly payslip's own check
 * would answer its withholdings instead), then its own check, then its monthly pay against the live-in minimum.
 */
export const householdSlipAnswer = (ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined =>
  domesticSlipHourly(ctx, req) ?? domesticPayslipCheck(ctx) ?? domesticSlipMinimum(ctx, req);
