import type { Slots } from '../reader/request.js';

/**
 * "e con la moglie a carico?", "e con 2 figli a carico?": the deductions for dependants are not in the payroll
 * rules the engine computes from (shared/data/payroll-rules.md lists them as not covered), so a net asked with
 * them says at once that it leaves them out, instead of repeating the same figure as if it answered.
 */
export function dependantsGap(dependants: Slots['dependants']): string {
  if (!dependants || (!dependants.spouse && !dependants.children)) return '';
  const who = [
    dependants.spouse ? 'il coniuge' : '',
    dependants.children ? `${dependants.children === 1 ? 'un figlio' : `${dependants.children} figli`}` : '',
  ]
    .filter(Boolean)
    .join(' e ');
  return ` Questo netto **non comprende le detrazioni per familiari a carico** (${who}): le loro regole non sono nella base di conoscenza, quindi non posso calcolare quanto cambia.`;
}
