import type { Ccnl } from '../kb/schema.js';
import { bold } from './compose.js';

/**
 * "quanto dura l'apprendistato e che percentuale lo pago?" of an agreement that holds the lengths by level but not
 * the pay shares: one opening line with both, the longest length held in bold with the shorter ones for their
 * levels, then the shares named as missing, so neither part of the question goes unanswered in the opening.
 * Undefined when the agreement holds no lengths.
 */
export function lengthWithSharesGap(ccnl: Ccnl): string | undefined {
  const rows = [...(ccnl.apprenticeship.durations ?? [])].sort((a, b) => b.months - a.months);
  const [longest, ...shorter] = rows;
  if (!longest) return undefined;
  // ("D2 (produzioni in serie …)": the level's own aside said after a comma, not in brackets within brackets.)
  const others = shorter
    .map((d) => `${d.months} mesi per ${d.levels.join(', ').replace(/\s*\(([^)]*)\)/g, ', $1')}`)
    .join('; ');
  return (
    `Nel ${ccnl.short_name} l'apprendistato professionalizzante dura al massimo ${bold(`${longest.months} mesi`)}` +
    `${others ? ` (${others})` : ''}; ${bold("le percentuali di retribuzione dell'apprendista non sono nella base di conoscenza")}.`
  );
}
