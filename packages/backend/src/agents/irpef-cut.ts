import { euro, percent } from '../kb/format.js';
import { cents } from '../payroll/net-pay.js';
import { type TaxYear, YEAR_RULES } from '../payroll/rules.js';
import { bold } from './compose.js';

/**
 * The most a bracket change saves in a year ("qual è al massimo il beneficio annuo?", "fino a quanto si
 * risparmia con il taglio del 2026?"): each band whose rate fell, times its width, from the taxable income
 * where the last changed band ends. Worked from the two years' brackets (payroll rules), never a figure apart.
 */

// The most asked: "al massimo", "massimo beneficio", "fino a quanto si risparmia".
const MOST_ASKED =
  /\bal massimo\b|\bmassim\w* (?:beneficio|risparmio|vantaggio|guadagno)\b|\b(?:beneficio|risparmio|vantaggio) massim\w*|\bfino a quanto (?:\w+ ){0,2}(?:risparmi|guadagn)\w*/;

export function mostSavedAsked(text: string): boolean {
  return MOST_ASKED.test(text);
}

/** The sentence with the largest yearly saving of `newer`'s brackets against `older`'s; undefined if unbounded. */
export function mostSavedSentence(older: TaxYear, newer: TaxYear): string | undefined {
  const before = YEAR_RULES[older].irpefBrackets;
  const after = YEAR_RULES[newer].irpefBrackets;
  if (before.length !== after.length) return undefined;
  let from = 0;
  let saving = 0;
  let startsAt: number | undefined;
  let reachedAt = 0;
  const cuts: string[] = [];
  for (const [i, band] of before.entries()) {
    const other = after[i];
    if (!other || other.upTo !== band.upTo) return undefined;
    const gap = band.ratePct - other.ratePct;
    if (gap !== 0) {
      // A rate raised, or changed on the open top band: no maximum saving to tell.
      if (band.upTo === null || gap < 0) return undefined;
      saving += (gap * (band.upTo - from)) / 100;
      startsAt ??= from;
      reachedAt = band.upTo;
      cuts.push(`${percent(gap)} × (${euro(band.upTo)} − ${euro(from)})`);
    }
    from = band.upTo ?? from;
  }
  if (startsAt === undefined) return undefined;
  return `Beneficio massimo: ${bold(`${euro(cents(saving))} l'anno`)} di IRPEF in meno (${cuts.join(' + ')}), da ${euro(reachedAt)} di reddito imponibile in su; nessun risparmio fino a ${euro(startsAt)}, in mezzo cresce con il reddito.`;
}
