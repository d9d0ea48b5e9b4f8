import { readAskedPairs } from './asked-pairs.js';
import { askOf } from './off-topic-ask.js';
import type { TypedRequest } from './request.js';
import { ruleBesidePayslip } from './rule-beside-payslip.js';

/**
 * A question on what a tax year changes for an income ("dal 2026 cambia qualcosa nelle tasse per chi ha 40.000
 * di reddito?", "con il taglio dell'IRPEF quanto risparmio con 35 mila?", "nel 2026 pago meno tasse con una
 * RAL di 45.000?"): the payroll rules applied to that income, never an agreement's topic or a net.
 */

// The bracket's rate said alone ("col taglio al 33%", "dal 35 al 33%") names the IRPEF too.
const TAX =
  /\b(?:tass\w*|irpef|impost\w*|aliquot\w*|scaglion\w*|fisco|fiscal\w*)\b|\b(?:al|dal|del)\s+3[35]\s?%/;
const CHANGE =
  /\b(?:cambi\w*|novita|taglio|tagli|risparmi\w*|pag\w* (?:di )?meno|in meno|di meno|si guadagna|guadagn\w* in piu|riduzion\w*|ridott\w*|scend\w*)\b/;
const YEAR = /\b20(?:25|26)\b|\b(?:quest'anno|l'anno prossimo|dal prossimo anno|da gennaio)\b/;
/** A net or a payslip asked outright is another question, even in a tax year's words. */
const OTHER_ASK = /\b(?:nett\w*|ccnl|contratto|livell\w*|straordinar\w*|tredicesim\w*|tfr)\b/;
/**
 * The calculation redone under a year's rules ("e se facciamo il conto con le regole del 2025?", "rifammi il
 * calcolo con le aliquote 2025"): the same net in that year, whatever the cut it asks about beside it.
 */
const RECOMPUTED =
  /\b(?:(?:ri)?(?:fa\w*|calcol\w*)\s+(?:il\s+|lo\s+stesso\s+|di\s+nuovo\s+il\s+)?(?:conto|calcolo)|(?:conto|calcolo)\s+(?:con|secondo)\s+(?:le\s+)?(?:regole|aliquote|parametri|scaglioni))\b/;
/** The payslip is another question only when the ask names it: in the story it is where the writer looked. */
const PAYSLIP = /\b(?:in busta|busta paga)\b/;

export function readTaxChange(request: TypedRequest, text: string): Partial<TypedRequest> {
  // A rule's amount asked with a payslip as the reason (rule-beside-payslip.ts); two asks read as the calculation
  // that answers both, a rule at an income in two years among them (asked-pairs.ts).
  const rule = ruleBesidePayslip(request, text);
  if (rule.intent) return rule;
  const pair = readAskedPairs(request, text);
  if (pair.intent) return pair;
  if (!['gross_to_net', 'payslip_check', 'minimum_pay', 'renewal', 'out_of_scope'].includes(request.intent))
    return {};
  // ("… gli ha chiesto perché in busta non ha visto niente di diverso … quanto ha risparmiato quest'anno con il
  // taglio dell'aliquota?": the payslip of the story is no net asked; the ask decides.)
  if (!TAX.test(text) || !CHANGE.test(text) || !YEAR.test(text)) return {};
  if (OTHER_ASK.test(text) || PAYSLIP.test(askOf(text))) return {};
  if (RECOMPUTED.test(text) && request.intent === 'gross_to_net') return {};
  if (!request.slots.amounts.some((a) => a.value >= 1_000)) return {};
  return { intent: 'payroll_rules', alsoAsked: request.alsoAsked.filter((i) => i !== 'payroll_rules') };
}
