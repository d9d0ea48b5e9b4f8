import type { Ccnl } from '../kb/schema.js';
import { bold } from './compose.js';

/**
 * "Quanto dura l'apprendistato e con che percentuale lo pago il primo anno?" where the agreement's lengths are held
 * and its pay shares are not (Metalmeccanici industria): one opening that answers the length and names the missing
 * shares at once, so the part that cannot be answered is said first, not after the tables.
 */
export function lengthWithShareGap(ccnl: Ccnl, gap: string): string | undefined {
  const durations = ccnl.apprenticeship.durations ?? [];
  if (!durations.length) return undefined;
  const longest = Math.max(...durations.map((d) => d.months));
  const others = durations
    .filter((d) => d.months !== longest)
    // ("D2 (produzioni in serie…)" inside the brackets reads "D2, produzioni in serie…: 24 mesi".)
    .map((d) => `${d.levels.join(', ').replace(/\s*\(([^)]*)\)/g, ', $1')}: ${d.months} mesi`);
  const length = `${bold(`${longest} mesi`)}${others.length ? ` (${others.join('; ')})` : ''}`;
  return `Nel ${ccnl.short_name} l'apprendistato professionalizzante dura al massimo ${length}, ma ${bold("le percentuali di retribuzione dell'apprendista non sono nella base di conoscenza")} (${gap.replace(/\.$/, '')}).`;
}
