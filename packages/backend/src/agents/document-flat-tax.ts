import { uploadedText } from '../kb/documents.js';
import { euro, figureValue } from '../kb/format.js';
import { cents } from '../payroll/net-pay.js';
import { bold } from './compose.js';
import type { AgentContext } from './context.js';

// A payslip's line for the renewal's increase: "di cui incremento rinnovo CCNL 22/11/2025 dal 1/6/2026: 53,17".
const INCREASE_LINE =
  /\b(?:increment\w*|aument\w*)\b[^:=\n]{0,60}?(?:rinnov\w*|ccnl|contrattual\w*|tranche)[^:=\n]{0,60}?[:=]\s*(?:€|euro)?\s*(\d{1,3}(?:\.\d{3})*,\d{2})(?!\s*%)/i;
// The year before's employment income it states: "Reddito di lavoro dipendente anno 2025 (da CU): 27.400,00".
const INCOME_LINE =
  /\breddito\b[^:=\n]{0,60}?\b2025\b[^:=\n]{0,30}?[:=]\s*(?:€|euro)?\s*(\d{1,3}(?:\.\d{3})*(?:,\d{2})?)/i;

/**
 * The renewal's monthly increase and the 2025 income an uploaded payslip states, for the 5% substitute tax on it
 * (renewal-tax.ts): the increase, the tax a month on it at `ratePct`, and the income when the payslip gives it.
 * Undefined when no document states the increase.
 */
export function documentIncreaseTax(
  ctx: Pick<AgentContext, 'documents'>,
  ratePct: number,
): { increase: number; tax: number; income?: number; sentence: string } | undefined {
  for (const document of ctx.documents) {
    const text = uploadedText(document);
    const raw = INCREASE_LINE.exec(text)?.[1];
    if (!raw) continue;
    const increase = figureValue(raw);
    if (!(increase > 0) || increase > 2_000) continue;
    const incomeRaw = INCOME_LINE.exec(text)?.[1];
    const tax = cents((increase * ratePct) / 100);
    return {
      increase,
      tax,
      ...(incomeRaw ? { income: figureValue(incomeRaw) } : {}),
      sentence: `Sull'incremento contrattuale di ${euro(increase)} al mese che riporta il documento «${document.fileName}», l'imposta sostitutiva del ${ratePct}% è di ${bold(`${euro(tax)} al mese`)} (${euro(increase)} × ${ratePct}%).`,
    };
  }
  return undefined;
}
