import { euro } from '../kb/format.js';
import { cents } from '../payroll/index.js';
import { readable } from '../reader/text.js';
import { bold } from './compose.js';

// The yearly pay and the TFR named together as what is wanted: "almeno la retribuzione annua lorda e il TFR",
// "RAL più TFR", "solo per il TFR … e la retribuzione", "stipendio + tfr".
const PAY = '(?:ral|retribuzione(?: annua)?(?: lord[oa])?|lordo annuo|stipendio(?: annuo)?)';
const PAY_AND_TFR = new RegExp(
  String.raw`\b${PAY}\s+(?:e|piu|\+|con|insieme al?)\s+(?:il |l' ?)?(?:tfr|trattamento di fine rapporto)\b|\b(?:tfr|trattamento di fine rapporto)\b[^.?]{0,45}?\s(?:e|piu|\+)\s+(?:la |il |lo )?${PAY}\b`,
);
const TOTAL = /\btotal\w*|\bsomm\w*|\bin tutto\b/;

/** The pay and the TFR asked as one sum ("fammi la somma di stipendio annuo e TFR"): an employer's cost. */
export function asksPayPlusTfr(message: string): boolean {
  const text = readable(message);
  const named = PAY_AND_TFR.exec(text)?.[0];
  return named !== undefined && (TOTAL.test(text) || /\bpiu\b|\+/.test(named));
}

export interface CostFigures {
  ral: number;
  tfr: number;
  employerInps: number;
  total: string;
}

/**
 * The opening of an employer-cost answer when the question names the pay and the TFR as the parts it wants:
 * those parts first (their sum when a total is asked), then the whole cost with the employer's contributions,
 * so the parts asked open the answer and the cost still shows every part. Undefined when the question asks
 * the cost as a whole.
 */
export function askedCostParts(message: string, label: string, r: CostFigures): string | undefined {
  const text = readable(message);
  if (!PAY_AND_TFR.test(text)) return undefined;
  const ral = euro(cents(r.ral));
  const tfr = euro(cents(r.tfr));
  const whole = `con i contributi INPS a carico del datore (${euro(cents(r.employerInps))}) il costo annuo per l'azienda è di circa ${r.total}`;
  const named = PAY_AND_TFR.exec(text)?.[0] ?? '';
  if (TOTAL.test(text) || /\bpiu\b|\+/.test(named))
    return `Con ${label}, retribuzione annua più TFR fanno ${bold(euro(cents(r.ral + r.tfr)))} l'anno (retribuzione annua ${ral}, TFR ${tfr}); ${whole}.`;
  return `Con ${label}, la retribuzione annua lorda è di ${bold(ral)} e il TFR da accantonare di ${bold(tfr)} l'anno; ${whole}.`;
}
