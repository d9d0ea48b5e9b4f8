import { italianDate } from '../kb/format.js';

/** The year of the holidays a question names, and the law's deadline to take them (D.Lgs. 66/2003, art. 10). */

// "ferie 2025", "ferie del 2025", "ferie maturate nel 2025", "ferie dell'anno 2025".
const YEAR_OF_HOLIDAYS =
  /\bferie (?:(?:del|dell'anno|maturate nel|residue (?:del|dal)|residue|arretrate del|non godute del|non fatte del|avanzate del|)\s?)(20\d\d)\b/;
// "12 giorni di ferie maturati nel 2026", "le ferie accumulate nel 2025": the year they accrued in, a few words on.
// ("le ferie che maturo quest'anno 2026", "che maturero nel 2027": the year of a verb in the present or future.)
const YEAR_ACCRUED =
  /\bferie\b[^.?;]{0,25}?\b(?:matur\w*|accumul\w*|residu\w*|rimast\w*|arretrat\w*|avanzat\w*|non godut\w*|non fatt\w*) (?:nel|del|dal|durante il|(?:in |nel )?quest(?:'| |')?anno,?) (20\d\d)\b/;

/** The year of the holidays a question names ("ferie 2025", "giorni di ferie maturati nel 2026"), if any. */
export function holidaysYear(text: string): number | undefined {
  return Number((YEAR_OF_HOLIDAYS.exec(text) ?? YEAR_ACCRUED.exec(text))?.[1]) || undefined;
}

/** The law's deadline for holidays of `year`: 18 months from 31 December, so 30 June of the second year after. */
export const holidaysDeadline = (year: number) => italianDate(`${year + 2}-06-30`);
