import { euro } from '../kb/format.js';
import { cents } from '../payroll/index.js';
import { readable } from '../reader/text.js';
import { bold } from './compose.js';

// The yearly pay and the TFR named together as what is wanted: "almeno la retribuzione annua lorda e il TFR",
// "RAL più TFR", "solo per il TFR … e la retribuzione", "stipendio + tfr".
// (Also the monthly payments that make the year: "tra le 14 mensilità e il TFR", "minimo sulle 13 mensilità e
// quota di TFR".)
const PAY =
  '(?:ral|retribuzione(?: annua)?(?: (?:minima|tabellare))?(?: lord[oa])?|lordo annuo|stipendio(?: annuo)?|(?:\\d{2}|tredici|quattordici) mensilita)';
const TFR_WORDS =
  "(?:(?:la )?quota (?:di |del )?|l'? ?accantonamento (?:del )?)?(?:tfr|trattamento di fine rapporto)";
const PAY_AND_TFR = new RegExp(
  String.raw`\b${PAY}\s+(?:e|piu|\+|con|insieme al?)\s+(?:il |l' ?)?${TFR_WORDS}\b|\b(?:tfr|trattamento di fine rapporto)\b[^.?]{0,45}?\s(?:e|piu|\+)\s+(?:la |il |lo |le )?${PAY}\b`,
);
/** The cost asked outright ("quanto ci costa in un anno tra…", "costo annuo"): the parts named are the cost's. */
const COST_ASKED = /\bquanto (?:\w+ ){0,2}?cost\w*\b|\bcosto (?:annu\w*|per l'azienda|aziendale)\b/;
const TOTAL = /\btotal\w*|\bsomm\w*|\bin tutto\b/;

/**
 * The pay and the TFR asked as one sum ("fammi la somma di stipendio annuo e TFR"), or as the parts of a cost asked
 * ("quanto costa in un anno tra retribuzione minima su 14 mensilità e quota di TFR?"): an employer's cost.
 */
export function asksPayPlusTfr(message: string): boolean {
  const text = readable(message);
  const named = PAY_AND_TFR.exec(text)?.[0];
  return named !== undefined && (TOTAL.test(text) || /\bpiu\b|\+/.test(named) || COST_ASKED.test(text));
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

// "solo di contributi INPS a mio carico, quanto spendo?", "di soli contributi quanto pago?": the employer's
// contributions asked alone, not the whole cost.
const CONTRIBUTIONS_ONLY =
  /\b(?:solo|soltanto|unicamente|sol[io]) (?:di |i |dei |per i |per )?contribut|\bdi contributi\b[^?]{0,60}\b(?:quanto|spend|pag|vers)|\b(?:quanto|cosa)\b[^?]{0,40}\bdi contributi\b/;
const WHOLE_COST =
  /\bcosto (?:totale|complessiv\w*|annuo)|\bin tutto\b|\btfr\b|\bstipendi|\bretribuzion|\bnett/;

/**
 * The opening when the employer's contributions are asked alone ("solo di contributi INPS a mio carico, senza
 * sgravi, quanto spendo all'anno?"): the yearly contributions first, at the indicative average rate (every
 * component, no relief) beside the components the sources document (a lower bound), then the whole cost.
 */
export function contributionsOnlyOpening(
  clause: string,
  label: string,
  r: CostFigures & { indicativeEmployerInps: number },
): string | undefined {
  const text = readable(clause);
  if (!CONTRIBUTIONS_ONLY.test(text) || WHOLE_COST.test(text) || r.ral <= 0) return undefined;
  const rate = (r.indicativeEmployerInps / r.ral) * 100;
  const pct = rate.toFixed(2).replace('.', ',');
  return `Con ${label}, i soli contributi INPS a carico dell'azienda, senza sgravi, sono circa ${bold(`${euro(cents(r.indicativeEmployerInps))} l'anno`)} (aliquota media indicativa del ${pct}%, affidabilità bassa); le sole componenti documentate (IVS e FIS) fanno ${euro(cents(r.employerInps))}, una stima per difetto; il costo annuo per l'azienda è di circa ${r.total}.`;
}
