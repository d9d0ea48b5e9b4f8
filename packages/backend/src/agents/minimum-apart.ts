import { euro } from '../kb/format.js';
import { cents } from '../payroll/net-pay.js';
import { readable } from '../reader/text.js';
import { bold } from './compose.js';

type Component = { label: string; amount: number; payments?: number | undefined };

// "quant'è il minimo mensile compresi gli scatti?": the minimum asked by name, not the whole monthly pay.
const MINIMUM_ASKED = /\bminim[oi]\b/;
// A row's own minimum component ("minimo contrattuale", "paga base"), beside elements that are not the minimum
// (Logistica's EPA, elemento professionale d'area).
const MINIMUM_PART = /\bminim\w*|\bpaga base\b|\btabellar\w*/i;

/**
 * The minimum with the increments, when the question asks the minimum and the table's monthly pay holds other
 * elements beside it (Logistica: minimo contrattuale + EPA): "il minimo contrattuale con 2 scatti è **2.019,95 €**
 * (1.970,37 € + 49,58 €); con l'EPA (40,00 €) il lordo mensile è **2.059,95 €**". Undefined otherwise.
 */
export function minimumApartLine(
  message: string,
  components: readonly Component[] | undefined,
  increments: number,
  monthly: number,
  countSaid: string,
): string | undefined {
  const monthlyParts = (components ?? []).filter((c) => !('payments' in c) || c.payments === undefined);
  if (monthlyParts.length < 2 || !MINIMUM_ASKED.test(readable(message))) return undefined;
  const minimum = monthlyParts.filter((c) => MINIMUM_PART.test(c.label));
  const others = monthlyParts.filter((c) => !MINIMUM_PART.test(c.label));
  if (minimum.length !== 1 || !others.length) return undefined;
  // "il lordo con minimo, EPA e scatti": the other items named among those summed ask the total, not the split.
  const text = readable(message);
  const named = others.some((c) => {
    const word = readable(c.label.replace(/\s*\(.*\)$/, '')).trim();
    return word.length > 2 && new RegExp(`\\b${word.replace(/[^\w ]/g, '.')}\\b`).test(text);
  });
  if (named) return undefined;
  const base = minimum[0]?.amount ?? 0;
  const withIncrements = cents(base + increments);
  const rest = others.map((c) => `${c.label.replace(/\s*\(.*\)$/, '')} ${euro(c.amount)}`).join(', ');
  return `il ${minimum[0]?.label} con ${countSaid} è ${bold(euro(withIncrements))} (${euro(base)} + ${euro(increments)} di scatti); con le altre voci della tabella (${rest}) il lordo mensile è ${bold(euro(monthly))}.`;
}
