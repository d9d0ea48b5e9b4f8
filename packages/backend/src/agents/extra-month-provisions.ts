import { euro } from '../kb/format.js';
import { cents } from '../payroll/index.js';
import { readable } from '../reader/text.js';

const THIRTEENTH = /\btredicesim\w*|\b13(?:a|ª|esim\w*|ma)\b/;
const FOURTEENTH = /\bquattordicesim\w*|\b14(?:a|ª|esim\w*|ma)\b/;

/**
 * "quanto devo accantonare al mese per tredicesima, quattordicesima e TFR?": an employer setting aside each
 * month what is paid later. Beside the TFR's monthly quota, each extra month named accrues one twelfth of the
 * monthly pay (the 14th only where the agreement pays it). Undefined when no extra month is named.
 */
export function extraMonthProvisions(
  message: string,
  monthly: number,
  payments: number,
): { sentence: string; steps: string[] } | undefined {
  const text = readable(message);
  const kinds = [
    ...(THIRTEENTH.test(text) ? [['tredicesima', 'tredicesima'] as const] : []),
    ...(FOURTEENTH.test(text) && payments >= 14 ? [['quattordicesima', 'quattordicesima'] as const] : []),
  ];
  if (!kinds.length || monthly <= 0) return undefined;
  const rateo = cents(monthly / 12);
  const named = kinds.map(([, name]) => `di ${name} ${euro(rateo)}`);
  return {
    sentence: `Ogni mese matura un rateo ${named.join(' e uno ')} (un dodicesimo della mensilità di ${euro(cents(monthly))}).`,
    steps: kinds.map(
      ([, name]) => `Rateo mensile di ${name}: ${euro(cents(monthly))} / 12 = ${euro(rateo)}.`,
    ),
  };
}
