import { euro } from '../kb/format.js';
import { cents } from '../payroll/steps.js';
import { numbersIn } from '../reader/numbers.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose, table } from './compose.js';

// "lo stesso netto annuo", "stessa RAL", "lo stesso lordo all'anno": the year's pay kept, only its split changes.
const SAME_YEAR =
  /\bstess[oa] (?:nett\w* (?:annu\w*|all'anno|in un anno|l'anno)|ral|lordo (?:annu\w*|all'anno)|retribuzione annua)\b/;
// "quanto lordo mensile devo mettere", "che lordo al mese gli do", "quanto al mese lordo".
const MONTHLY_GROSS_ASKED =
  /\b(?:quant\w*|che|qual\w*)\b[^?.]{0,40}\blord\w*(?: (?:mensil\w*|al mese))?|\b(?:quant\w*|che)\b[^?.]{0,30}\b(?:mensil\w*|al mese)\b[^?.]{0,20}\blord/;

/**
 * "Marco ha 2.000 € lordi al mese su 13; Luca, con 14 mensilità, vuole lo stesso netto annuo: che lordo mensile?":
 * with the same contribution rate and no other difference, the same yearly net needs the same RAL (the net does
 * not depend on how many payments the RAL is split in, shared/data/payroll-rules.md §8), so the monthly gross is
 * that RAL over the other count of payments.
 */
export function sameNetRespread(message: string, req: TypedRequest): AgentAnswer | undefined {
  const text = readable(message);
  if (!SAME_YEAR.test(text) || !MONTHLY_GROSS_ASKED.test(text)) return undefined;
  const counts = [...text.matchAll(/\b(1[2-5])(?:esima)?\s*(?:mensilit|mesi\b)/g)].map((m) => ({
    value: Number(m[1]),
    at: m.index,
  }));
  const given = req.slots.amounts.find((a) => a.kind === 'monthly_gross' && !a.perHour && a.value >= 300);
  if (!given || new Set(counts.map((c) => c.value)).size !== 2) return undefined;
  const at = numbersIn(text).find((n) => n.value === given.value)?.start;
  if (at === undefined) return undefined;
  const nearest = counts.reduce((a, b) => (Math.abs(b.at - at) < Math.abs(a.at - at) ? b : a));
  const other = counts.find((c) => c.value !== nearest.value);
  if (!other) return undefined;
  const ral = cents(given.value * nearest.value);
  const monthly = cents(ral / other.value);
  const answer = `Per lo stesso netto annuo serve la stessa RAL, ${euro(ral)} (${euro(given.value)} × ${nearest.value}): su ${other.value} mensilità il lordo mensile è ${bold(euro(monthly))} (${euro(ral)} / ${other.value}).`;
  return compose({
    answer,
    steps: table(
      [
        [`RAL (${euro(given.value)} × ${nearest.value})`, euro(ral)],
        [`Lordo mensile su ${other.value} mensilità (${euro(ral)} / ${other.value})`, euro(monthly)],
      ],
      ['Passaggio', 'Importo'],
    ),
    assumptions: [
      'Stessa aliquota contributiva, stesse detrazioni e nessuna altra differenza: INPS e IRPEF si calcolano sulla retribuzione annua, quindi a parità di RAL il netto annuo è lo stesso comunque sia diviso in mensilità.',
    ],
    citations: [],
    related: [],
  });
}
