import { euro, percent } from '../kb/format.js';
import { cents, contributions, employeeDeduction, extraDeduction, grossIrpef } from '../payroll/net-pay.js';
import { EXTRA_INPS_RATE_PCT, TAX_YEARS, type TaxYear, YEAR_RULES } from '../payroll/rules.js';
import { askedClause } from '../reader/asking-clause.js';
import { bold } from './compose.js';
import { underCeiling } from './contribution-ceiling.js';

/**
 * Two rule amounts people ask by name, at the income they give: what the 2026 bracket cut saves against the
 * other year ("quanto risparmio di IRPEF rispetto al 2025?") and the 1% extra INPS above the first
 * pensionable band alone ("il contributo aggiuntivo dell'1%"), not the whole tax or the whole contribution.
 */
export interface RuleExtra {
  answer: string;
  steps: string[];
}

export const SAVING =
  /\brisparmi|\bconfront\w*\b[^?.]{0,60}\b(?:20\d\d|regole|scaglion)|\b(?:20\d\d|regole|scaglion\w*)\b[^?.]{0,40}\bconfront|\bin meno\b|\bdi meno\b|\bmeno (?:tasse|irpef|imposte)\b|\bdifferenz|rispetto al (?:20\d\d)|\bcambia\b|\b(?:ci |ne )?guadagn\w*\b[^?]{0,40}\btagli\w*|\btagli\w*\b[^?]{0,40}\b(?:ci |ne )?guadagn\w*/;

/** The gross IRPEF of one tax year against the other one on the same taxable income. */
export function irpefSaving(income: number, year: TaxYear, text: string): RuleExtra | undefined {
  if (!SAVING.test(text)) return undefined;
  const named = [...text.matchAll(/\b(20\d\d)\b/g)].map((m) => Number(m[1]));
  const other = TAX_YEARS.find((y) => y !== year && (named.includes(y) || named.length <= 1));
  if (other === undefined) return undefined;
  const [newer, older] = year > other ? [year, other] : [other, year];
  const taxNew = cents(grossIrpef(income, newer));
  const taxOld = cents(grossIrpef(income, older));
  const saving = cents(taxOld - taxNew);
  const brackets = (y: TaxYear) =>
    YEAR_RULES[y].irpefBrackets
      .map((b) => `${percent(b.ratePct)}${b.upTo ? ` fino a ${euro(b.upTo)}` : ' oltre'}`)
      .join(', ');
  // "voglio l'IRPEF netta dei due anni": after the deductions for employees, the same in both years.
  const deductions = cents(employeeDeduction(income) + extraDeduction(income));
  const netOf = (tax: number) => cents(Math.max(0, tax - deductions));
  if (/\bnett\w*/.test(text) && saving > 0)
    return {
      answer: `Con ${euro(income)} di reddito imponibile l'IRPEF netta è di ${bold(euro(netOf(taxOld)))} nel ${older} e di ${bold(euro(netOf(taxNew)))} nel ${newer}: nel ${newer} si risparmiano ${bold(euro(cents(netOf(taxOld) - netOf(taxNew))))} l'anno.`,
      steps: [
        `Scaglioni ${older}: ${brackets(older)}; IRPEF lorda ${euro(taxOld)}.`,
        `Scaglioni ${newer}: ${brackets(newer)}; IRPEF lorda ${euro(taxNew)}.`,
        `Detrazioni per lavoro dipendente (art. 13 TUIR) e ulteriore detrazione del cuneo, uguali nei due anni: ${euro(deductions)}.`,
        `IRPEF netta ${older}: ${euro(taxOld)} − ${euro(deductions)} = ${euro(netOf(taxOld))}; ${newer}: ${euro(taxNew)} − ${euro(deductions)} = ${euro(netOf(taxNew))}.`,
        'Addizionali regionale e comunale escluse.',
      ],
    };
  // "cosa è cambiato negli scaglioni rispetto al 2025?": the change itself opens, then its effect on the income.
  const change = CHANGE_ASKED.test(text) ? `${bracketChange(older, newer)} ` : '';
  return {
    answer:
      change +
      (saving > 0
        ? `Con ${euro(income)} di reddito imponibile l'IRPEF lorda del ${newer} è più bassa di ${bold(euro(saving))} rispetto al ${older} (${euro(taxNew)} invece di ${euro(taxOld)}).`
        : `Il risparmio è di ${bold(euro(0))}: con ${euro(income)} di reddito imponibile l'IRPEF lorda del ${newer} è uguale a quella del ${older} (${euro(taxNew)}), perché la differenza tra gli scaglioni riguarda solo il reddito oltre ${euro(changedFrom(older, newer))}.`),
    steps: [
      `Scaglioni ${older}: ${brackets(older)}; IRPEF lorda ${euro(taxOld)}.`,
      `Scaglioni ${newer}: ${brackets(newer)}; IRPEF lorda ${euro(taxNew)}.`,
      'Le detrazioni per lavoro dipendente e del cuneo non cambiano tra i due anni: la differenza resta la stessa anche sull’IRPEF netta, se c’è imposta da cui detrarle.',
    ],
  };
}

/** The whole contribution asked with the 1% extra inside it ("incluso l'1%", "compreso l'1% oltre fascia"). */
export const INCLUDED =
  /\b(?:inclus\w*|compres\w*|in tutto|in totale|complessiv\w*)\b[^?]{0,20}\b1 ?%|\b1 ?%[^?]{0,20}\b(?:inclus\w*|compres\w*)|\b(?:tenendo co(?:nto|sto)|consideran\w*|comprensiv\w*)\b[^?]{0,40}\b1 ?%/;
// "quanto mi trattengono di contributi in tutto l'anno? ho sentito dell'1% in più": the whole contribution is
// asked, the 1% only told beside it.
const WHOLE_ASKED = /\b(?:in tutto|in totale|complessiv\w*|total\w*)\b/;
// "aliquota ordinaria 9,19% più l'1% aggiuntivo": the ordinary rate named with the 1% asks both, summed.
export const BOTH_RATES =
  /\b(?:9[,.]19 ?%|(?:aliquota |contribut\w* )ordinari\w*)[^?]{0,30}(?:\bpi[uù]|\+|\boltre a|\bsommat\w* a|\binsieme a)[^?]{0,8}\b1 ?%|\b1 ?%[^?]{0,30}(?:\bpi[uù]|\+|\boltre a|\binsieme a)[^?]{0,8}\b9[,.]19 ?%/;
export const wholeContributionAsked = (text: string): boolean => {
  const clause = askedClause(text);
  return (
    INCLUDED.test(text) ||
    BOTH_RATES.test(text) ||
    (WHOLE_ASKED.test(clause) && /\bcontribut|\binps\b/.test(clause) && !/1 ?%/.test(clause))
  );
};
export const EXTRA_ONE_PCT =
  /\b1 ?%|\buno per cento|prima fascia|fascia pensionabil|contribut\w* aggiuntiv|aliquota aggiuntiv/;

/** The 1% extra above the first pensionable band on a year's pay, alone. */
export function extraContribution(ral: number, year: TaxYear, text: string): RuleExtra | undefined {
  if (!EXTRA_ONE_PCT.test(text)) return undefined;
  const { firstBand } = YEAR_RULES[year];
  // First insured after 1995: the 1% stops at the ceiling too (contribution-ceiling.ts).
  const capped = underCeiling(text) && ral > YEAR_RULES[year].massimale;
  const extra = cents(contributions(ral, year, undefined, capped).extra);
  const base = capped ? YEAR_RULES[year].massimale : ral;
  const above = cents(Math.max(0, base - firstBand));
  return {
    answer:
      extra > 0
        ? `Nel ${year}, con una retribuzione di ${euro(ral)}, il contributo aggiuntivo dell'${percent(EXTRA_INPS_RATE_PCT)} oltre la prima fascia pensionabile (${euro(firstBand)}) è di ${bold(euro(extra))} l'anno.`
        : `Nel ${year}, con una retribuzione di ${euro(ral)}, il contributo aggiuntivo dell'${percent(EXTRA_INPS_RATE_PCT)} ${bold('non è dovuto')}: la prima fascia pensionabile è ${euro(firstBand)}.`,
    steps: [
      `Prima fascia di retribuzione pensionabile ${year}: ${euro(firstBand)} (art. 3-ter D.L. 384/1992).`,
      `Parte oltre la fascia: ${euro(base)}${capped ? ' (massimale contributivo)' : ''} − ${euro(firstBand)} = ${euro(above)}; ${percent(EXTRA_INPS_RATE_PCT)} × ${euro(above)} = ${euro(extra)}.`,
      `Si somma al ${percent(YEAR_RULES[year].inpsRatePct)} ordinario a carico del lavoratore.`,
    ],
  };
}

/** Where the first band whose rate differs between two years starts: below it, the two years tax alike. */
function changedFrom(older: TaxYear, newer: TaxYear): number {
  const before = YEAR_RULES[older].irpefBrackets;
  const after = YEAR_RULES[newer].irpefBrackets;
  const changed = after.findIndex((band, i) => band.ratePct !== before[i]?.ratePct);
  return changed > 0 ? (after[changed - 1]?.upTo ?? 0) : 0;
}

const CHANGE_ASKED =
  /\b(?:cosa|che cosa|cos'|che|quali?)\s*(?:[eè] |sono )?(?:cambiat\w*|cambia(?:no)?|cambiament\w*|modific\w*|novita)\b/;

/** The brackets whose rate differs between two years, said as the change ("dal 35% al 33%"). */
function bracketChange(older: TaxYear, newer: TaxYear): string {
  const before = YEAR_RULES[older].irpefBrackets;
  const after = YEAR_RULES[newer].irpefBrackets;
  const changes = after.flatMap((band, i) => {
    const was = before[i];
    if (!was || was.ratePct === band.ratePct) return [];
    const from = i > 0 ? (after[i - 1]?.upTo ?? 0) : 0;
    const span = band.upTo === null ? `oltre ${euro(from)}` : `da ${euro(from)} a ${euro(band.upTo)}`;
    return [
      `l'aliquota dello scaglione ${span} passa dal ${percent(was.ratePct)} al ${bold(percent(band.ratePct))}`,
    ];
  });
  if (!changes.length) return `Tra il ${older} e il ${newer} gli scaglioni IRPEF non cambiano.`;
  return `Dal ${newer} ${changes.join('; ')}; gli altri scaglioni restano uguali.`;
}
