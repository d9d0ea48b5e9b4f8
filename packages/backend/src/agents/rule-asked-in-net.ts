import { askedClause } from '../reader/asking-clause.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';

/**
 * A tax measure asked by its name at a yearly gross ("avrò 14.000 euro lordi: mi spetta il trattamento
 * integrativo? Quanto all'anno?", "in busta c'è l'ulteriore detrazione del cuneo fiscale: quanto vale in un
 * anno?"): the measure at that income is what is asked, so the payroll rule answers it (rules-at-income.ts), not
 * the net. A net or take-home asked beside it keeps the net.
 */
const MEASURE =
  /\btrattamento integrativ\w*|\bbonus (?:ex )?renzi\b|\bulteriore detrazion\w*|\bsomma esente\b/;
// "imponibile fiscale 30.000 … IRPEF netta?": the net tax asked on a taxable income is the rule at that income.
const NET_TAX = /\b(?:irpef|imposta) nett\w*/;
const TAXABLE = /\bimponibil\w* fiscal\w*|\breddito complessivo\b/;
// ("IRPEF netta", "imposta netta" name the tax after the deductions, not the take-home pay.)
const NET_ASKED =
  /(?<!\b(?:irpef|imposta) )\bnett[oiae]?\b|\bin tasca\b|\bstipendio\b|\bbusta (?:paga )?(?:mensile|al mese)\b/;

// "e se fosse stato il conguaglio dell'anno scorso, 2025, stesso imponibile?": a short turn that changes only the
// year (or says the same income) after a measure asked at an income asks the same measure again.
const SAME_CASE_AGAIN =
  /^\s*e\b[^?]{0,80}\b(?:20\d\d|anno scorso|anno prima|anno precedente|stess[oa] (?:imponibile|reddito|ral|importo|cifra))\b/;

// "e x mia moglie che ha imponibile 12.000? qnto le spetta": a short turn that gives another person's or another
// income and asks what is due, after a measure asked at an income, asks the same measure at the new income.
const OTHER_CASE_DUE =
  /^\s*e\b[\s\S]{0,160}\b(?:(?:mi|ti|gli|le|ci|vi) )?(?:spett\w*|tocc\w*)\b|^\s*e\b[\s\S]{0,160}\b(?:quanto|qnto|quant) (?:(?:mi|ti|gli|le|ci|vi) )?(?:spett\w*|tocc\w*|vien\w*|vale|prend\w*)\b/;

export function ruleAskedInNet(
  message: string,
  req: TypedRequest,
  history: readonly string[] = [],
): TypedRequest | undefined {
  if (req.intent !== 'gross_to_net') return undefined;
  const earlier = history.at(-1);
  const own = readable(message);
  if (
    earlier !== undefined &&
    !MEASURE.test(own) &&
    !NET_ASKED.test(own) &&
    (SAME_CASE_AGAIN.test(own) || OTHER_CASE_DUE.test(own))
  )
    return ruleAskedInNet(earlier, req, history.slice(0, -1));
  const text = own;
  const asked = askedClause(text);
  if (!(MEASURE.test(text) || (NET_TAX.test(asked) && TAXABLE.test(text))) || NET_ASKED.test(asked))
    return undefined;
  // The measure is what the asking sentences name, or what they point back to ("quanto vale?").
  const questions = text.split(/(?<=[?])\s+/).filter((s) => s.includes('?'));
  if (!questions.some((q) => MEASURE.test(q) || NET_TAX.test(q) || /\bquant\w*|\bvale\b|\bammont\w*/.test(q)))
    return undefined;
  return { ...req, intent: 'payroll_rules' };
}

/**
 * A tax measure asked by its name in payslip words at a yearly income ("arrivo a 14.000 euro l'anno: il
 * trattamento integrativo di 100 al mese in busta è giusto o me lo tolgono?"): no INPS, IRPEF or net is given to
 * check, so the measure at that income is what is asked (rules-at-income.ts), not a payslip check.
 */
export function ruleAskedInCheck(message: string, req: TypedRequest): TypedRequest | undefined {
  if (req.intent !== 'payslip_check') return undefined;
  const kinds = req.slots.amounts.map((a) => a.kind);
  if (!kinds.includes('ral') || kinds.some((k) => k === 'inps' || k === 'irpef' || k === 'net'))
    return undefined;
  const text = readable(message);
  if (!MEASURE.test(text) || NET_ASKED.test(askedClause(text))) return undefined;
  return { ...req, intent: 'payroll_rules' };
}
