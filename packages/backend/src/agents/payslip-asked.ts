import { euro } from '../kb/format.js';
import { cents } from '../payroll/net-pay.js';
import { EXTRA_INPS_RATE_PCT, type TaxYear, YEAR_RULES } from '../payroll/rules.js';
import { bold } from './compose.js';

/**
 * Two things a payslip check is asked beside the verdict: the IRPEF the payslip's own figures imply ("lordo 1.960,
 * INPS 180,12, netto 1.612: quanto gli hanno tolto di IRPEF?" is the gross less INPS less the net, when no other
 * item is given), and whether the 1% extra INPS is missing ("manca l'1% aggiuntivo?": it is due only on the part
 * of the month's pay above the first pensionable band over twelve months, shared/data/payroll-rules.md §1).
 */

const IRPEF_ASKED =
  /\birpef\b[^.?]{0,30}\b(?:implicit\w*|trattenut\w*|tolt\w*|pres\w*)|\b(?:quant\w*|qual\w*)\b[^.?]{0,40}\birpef\b|\birpef\s*\?/;
const EXTRA_ASKED =
  /\b1 ?% (?:aggiuntiv|in piu|ivs|inps|extra|oltre)|\baggiuntiv\w* (?:dell'|del |dello )?1 ?%|\buno per cento\b|\bcontribut\w* aggiuntiv\w*|\bprima fascia\b/;

export function impliedIrpef(
  text: string,
  given: { gross?: number; inps?: number; irpef?: number; net?: number },
): string | undefined {
  const { gross, inps, irpef, net } = given;
  if (irpef !== undefined || gross === undefined || inps === undefined || net === undefined) return undefined;
  if (!IRPEF_ASKED.test(text)) return undefined;
  const implied = cents(gross - inps - net);
  if (implied < 0) return undefined;
  return `Dalle cifre della busta l'IRPEF trattenuta è ${bold(euro(implied))} (${euro(gross)} − ${euro(inps)} − ${euro(net)}), se non ci sono altre voci.`;
}

export function extraInpsNote(text: string, gross: number | undefined, year: TaxYear): string | undefined {
  if (gross === undefined || !EXTRA_ASKED.test(text)) return undefined;
  const band = Math.round(YEAR_RULES[year].firstBand / 12);
  return gross <= band
    ? `L'${EXTRA_INPS_RATE_PCT}% aggiuntivo ${bold('non è dovuto')}: ${euro(gross)} è sotto la prima fascia pensionabile del mese (${euro(band)}, cioè ${euro(YEAR_RULES[year].firstBand)} / 12).`
    : `L'${EXTRA_INPS_RATE_PCT}% aggiuntivo è dovuto sulla parte oltre la prima fascia del mese (${euro(band)}): ${euro(cents((gross - band) / 100))}.`;
}

/** "l'imponibile fiscale quanto doveva venire?": the taxable pay asked, not only the verdict on the withholdings. */
const TAXABLE_ASKED =
  /\bimponibil\w* (?:fiscal\w*|irpef)\b|\bbase imponibile irpef\b|\breddito imponibile\b(?=[^.?]{0,40}\b(?:mese|busta|cedolin))/;

/**
 * The month's taxable pay the check recomputed (the gross less the INPS due, in cents: 1.850,00 − 170,02 =
 * 1.679,98), opening the answer when the question asks for it; the payslip's own figure, when it states one, is
 * weighed against it.
 */
export function taxableAsked(
  text: string,
  given: { gross?: number; inpsDue?: number; stated?: number },
): string | undefined {
  const { gross, inpsDue, stated } = given;
  if (gross === undefined || inpsDue === undefined || !TAXABLE_ASKED.test(text)) return undefined;
  const taxable = cents(gross - inpsDue);
  const against =
    stated === undefined || Math.abs(stated - taxable) < 0.01
      ? ''
      : ` (in busta ${euro(stated)}, ${euro(cents(Math.abs(stated - taxable)))} ${stated < taxable ? 'in meno' : 'in più'})`;
  return `Con la trattenuta INPS giusta (${euro(inpsDue)}) l'imponibile fiscale del mese è ${bold(euro(taxable))}: ${euro(gross)} − ${euro(inpsDue)}${against}.`;
}
