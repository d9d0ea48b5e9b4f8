import { euro, percent } from '../kb/format.js';
import { cents } from '../payroll/net-pay.js';
import { EXTRA_INPS_RATE_PCT, type TaxYear, YEAR_RULES } from '../payroll/rules.js';
import { askedSentence } from '../reader/asking-clause.js';
import { readable } from '../reader/text.js';
import { bold } from './compose.js';

/**
 * The employee's INPS contribution asked for a month ("contributi INPS mensili su un lordo di 2.400", "la
 * trattenuta INPS sul minimo mensile"): the month's gross times the year's rate (9,19%), plus the 1% on the
 * part above the month's share of the first pensionable band (a twelfth, rounded to the euro as INPS does),
 * payroll rules §2. The year's total follows in the same sentence.
 */
export const MONTHLY_ASKED =
  /\b(?:al mese|nel mese|del mese|sul mese|in un mese|di un mese|mensil\w*|in busta|ogni mese|sul (?:minimo|lordo) mensile|del cedolino|della busta|nel cedolino|nella busta)\b/;

export function monthlyInpsSentence(monthly: number, year: TaxYear, yearTotal?: number): string {
  const rules = YEAR_RULES[year];
  const band = Math.round(rules.firstBand / 12);
  const base = (monthly * rules.inpsRatePct) / 100;
  const extra = monthly > band ? ((monthly - band) * EXTRA_INPS_RATE_PCT) / 100 : 0;
  const total = cents(base + extra);
  const how =
    extra > 0
      ? `${percent(rules.inpsRatePct)} più ${percent(EXTRA_INPS_RATE_PCT)} sulla parte oltre ${euro(band)}`
      : percent(rules.inpsRatePct);
  const year_ = yearTotal === undefined ? '' : `; in un anno ${euro(cents(yearTotal))}`;
  return `Nel ${year}, su un lordo mensile di ${euro(monthly)}, i contributi INPS a carico del lavoratore sono ${bold(`${euro(total)} al mese`)} (${how})${year_}.`;
}

/**
 * The 1% extra asked for a month's pay ("quale contributo aggiuntivo dell'1% trattiene ogni mese su 6.000 €?"):
 * 1% of the part above the month's share of the first pensionable band (a twelfth, rounded to the euro as the
 * INPS circular gives it), payroll rules §2; the threshold is said in the same sentence.
 */
export function monthlyExtraSentence(monthly: number, year: TaxYear): { answer: string; steps: string[] } {
  const rules = YEAR_RULES[year];
  const band = Math.round(rules.firstBand / 12);
  const above = cents(Math.max(0, monthly - band));
  const extra = cents((above * EXTRA_INPS_RATE_PCT) / 100);
  const rate = percent(EXTRA_INPS_RATE_PCT);
  return {
    answer:
      extra > 0
        ? `Nel ${year}, su una retribuzione mensile di ${euro(monthly)}, il contributo aggiuntivo dell'${rate} a carico del lavoratore è di ${bold(`${euro(extra)} al mese`)}: si paga sulla parte oltre la soglia mensile di ${bold(euro(band))} (prima fascia pensionabile di ${euro(rules.firstBand)} l'anno / 12, arrotondata all'euro come nella circolare INPS).`
        : `Nel ${year}, su una retribuzione mensile di ${euro(monthly)}, il contributo aggiuntivo dell'${rate} ${bold('non è dovuto')}: si paga solo sulla parte oltre la soglia mensile di ${bold(euro(band))} (prima fascia pensionabile di ${euro(rules.firstBand)} l'anno / 12).`,
    steps: [
      `Soglia mensile ${year}: ${euro(rules.firstBand)} / 12 = ${euro(band)} (arrotondata all'euro).`,
      `Parte oltre la soglia: ${euro(monthly)} − ${euro(band)} = ${euro(above)}; ${rate} × ${euro(above)} = ${euro(extra)}.`,
      `Si somma al ${percent(rules.inpsRatePct)} ordinario a carico del lavoratore; il conguaglio di fine anno confronta la retribuzione dell'anno con la fascia annua.`,
    ],
  };
}

/**
 * "c'è una parte INPS che devo trattenere al dipendente. … che percentuale gli trattengo e quanto fa al mese?": the
 * withholding asked in the last sentence, the INPS named in the sentence before it.
 */
const WITHHOLDING_ASKED =
  /\b(?:(?:gli|le|si) trattien\w*|(?:gli|le) tratteng\w*|trattenut\w*|quanto (?:gli|le) (?:tolgo|togli\w*))\b/;
const INPS_WITHHELD =
  /\b(?:inps|contribut\w*)\b[^.?]{0,60}\b(?:trattener\w*|trattien\w*|tratteng\w*|trattenut\w*|in busta)|\b(?:trattener\w*|trattenut\w*)\b[^.?]{0,40}\b(?:inps|contribut\w*)\b/;
export function withholdingOfInpsSaid(text: string, last: string): boolean {
  return WITHHOLDING_ASKED.test(last) && INPS_WITHHELD.test(text);
}

/**
 * "quanto viene la RAL? E di contributi INPS quanto mi tolgono ogni mese sul minimo?": the month's contribution
 * on the level's gross, said after the figure that opens the answer; empty when the month's contribution is not
 * what the last ask asks.
 */
export function monthlyInpsAsked(message: string, monthly: number, year: TaxYear): string {
  const text = readable(message);
  const last = askedSentence(text);
  if (!(/\bcontribut|\binps\b/.test(last) || withholdingOfInpsSaid(text, last)) || !MONTHLY_ASKED.test(last))
    return '';
  return ` ${monthlyInpsSentence(monthly, year)}`;
}

/**
 * "quanto mi trattengono di inps sul mese?" with a level: the month's contribution is the one item asked, so it
 * opens the answer (ending in a space) and the level's net follows; empty when it is not what the last ask asks.
 */
export function monthlyInpsOpening(message: string, monthly: number, year: TaxYear): string {
  const last = askedSentence(readable(message));
  if (/\bnett|\birpef\b|\blord[oa]\b|\bral\b/.test(last)) return '';
  const sentence = monthlyInpsAsked(message, monthly, year);
  return sentence ? `${sentence.trim()} ` : '';
}
