import type { Intent } from './request.js';
import { readable } from './text.js';

/**
 * What a question sent to calcolo asks when it is not the net. calcolo reads a follow-up that names a topic
 * only to set a slot ("e con 3 scatti?", "e part-time al 50%?") as a new net; these questions ask their own
 * subject and keep it:
 * - the agreement's minimum itself ("quant'è il minimo lordo mensile?", "paga base del C3"): the table's
 *   figure, not a net estimate with increments;
 * - a payroll rule named outright with no pay to apply it to ("da che stipendio scatta l'1% in più sopra la
 *   prima fascia?", "quali sono gli scaglioni IRPEF?"): the rule, not a net.
 */
export function asksTableMinimum(message: string): boolean {
  const text = readable(message);
  return (
    /\bminim[oi]\b(?! (?:di|del) (?:preavviso|prova|ferie|ore))|\btabellar|paga base|stipendio base|retribuzione base/.test(
      text,
    ) && !/\bnett|in tasca|porta(?:re)? a casa|calcol|\bscatt/.test(text)
  );
}

/** Whether the intent read keeps its own subject in calcolo instead of becoming a net (see above). */
export function keepsOwnSubject(
  intent: Intent,
  message: string,
  strength: number,
  amountsGiven: boolean,
): boolean {
  if (intent === 'minimum_pay') return asksTableMinimum(message);
  if (intent === 'payroll_rules') {
    const text = readable(message);
    return (
      (strength >= 3 && !amountsGiven && !/\bnett|in tasca|calcol/.test(text)) ||
      (amountsGiven && taxOnTaxableIncome(text))
    );
  }
  return false;
}

/**
 * A taxable income stated ("imponibile IRPEF di 38.000", "reddito imponibile 27.243") with a tax rule asked on it
 * (its rates, brackets, gross IRPEF, surcharges): the rule at that income, not a net from a RAL. "IRPEF netta"
 * names the tax, not the net pay; a payslip's monthly "imponibile previdenziale" is a gross.
 */
const TAXABLE_INCOME =
  /\bimponibil\w*\b(?! (?:previdenzial|contributiv|inps|del mese|mensil))|\breddit\w* imponibil/;
const TAX_ASKED = /aliquot|scaglion|addizional|\b(?:irpef|imposta) lord|\bquant\w* (?:di )?irpef\b/;
export function taxOnTaxableIncome(text: string): boolean {
  const withoutTaxNet = text.replace(/\b(?:irpef|imposta) nett\w*/g, ' ');
  return (
    TAXABLE_INCOME.test(text) &&
    TAX_ASKED.test(text) &&
    !/\bnett[oi]\b|in tasca|porta(?:re)? a casa|\bbusta\b|cedolino|\btorna\b/.test(withoutTaxNet)
  );
}
