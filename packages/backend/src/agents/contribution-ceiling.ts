import { euro } from '../kb/format.js';
import { type TaxYear, YEAR_RULES } from '../payroll/rules.js';

/**
 * Whether a question's worker is under the INPS contribution ceiling (massimale contributivo): it binds only
 * people first insured after 31 December 1995, or who opted for the contributory system
 * (shared/data/payroll-rules.md §1). Read from the story: "primo contributo versato nel 2001", "iscritto
 * all'INPS dopo il 1995", "contributivo puro", or the ceiling named ("il programma si ferma al massimale").
 * A first contribution in 1995 or before keeps the whole pay as the base.
 */

const FIRST_YEAR =
  /\bprim\w* (?:contribut\w*|accredit\w*|versament\w*|iscrizion\w*|assunzion\w*|impieg\w*|lavor\w*)[^.?!;]{0,30}?\b((?:19|20)\d\d)\b/;
const AFTER_1995 =
  /\b(?:iscritt\w*|assicurat\w*|assunt\w*|lavor\w*|contribut\w*)[^.?!;]{0,30}\b(?:dopo il (?:1995|31[/.]12[/.](?:19)?95)|dal (?:1996|1° gennaio 1996))\b|\bcontributivo puro\b|\bsistema contributivo\b/;
const CEILING_NAMED = /\bmassimal\w*|\btetto (?:contributiv|inps|dell'imponibile)|\bferma l'imponibile\b/;

export function underCeiling(text: string): boolean {
  // "assunto nel 1994 quindi niente massimale": the ceiling named to be ruled out.
  if (/\b(?:niente|senza|nessun|no)\s+(?:il\s+)?massimal/.test(text)) return false;
  const year = text.match(FIRST_YEAR)?.[1];
  if (year !== undefined) return Number(year) >= 1996;
  return AFTER_1995.test(text) || CEILING_NAMED.test(text);
}

/** The step that says the base stops at the year's ceiling. */
export function ceilingStep(ral: number, year: TaxYear): string {
  const { massimale } = YEAR_RULES[year];
  return ral > massimale
    ? `Massimale contributivo ${year}: ${euro(massimale)} (primo accredito dopo il 1995): i contributi si calcolano su ${euro(massimale)}, non su ${euro(ral)}.`
    : `Massimale contributivo ${year}: ${euro(massimale)}; la retribuzione di ${euro(ral)} è sotto il tetto.`;
}
