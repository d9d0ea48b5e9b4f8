import { monthYearsIn } from '../kb/month-years.js';
import { readable } from '../reader/text.js';

// "accantonato al 31 dicembre 2024", "TFR al 31/12/2024", "fondo 10.000 al 31/12/24" (a figure's dots inside), "maturato fino al 31.12.2024": the day the fund stands at.
const FUND_AT =
  /\b(?:accantonat\w*|maturat\w*|tfr|fondo)\b(?:[^.?;]|\.(?=\d)){0,40}?\b(?:al|fino al)\s+31\s*(?:dicembre\s+|[/.]\s*12\s*[/.]\s*)(\d{4}|\d{2}(?![\d/.]))\b/;
// "a fine 2024 avevo 10.000 euro di TFR", "accantonato a fine 2024": the fund a past year's end held (a future
// "quanto TFR avrò a fine 2026?" asks an accrual, not a fund).
const FUND_AT_YEAR_END = [
  /\b(?:a|alla) fine (?:del |dell'anno |anno )?(\d{4})\b[^.?;]{0,25}?\b(?:avevo|aveva|avevamo|avevano|c'erano|risultava\w*|era|erano)\b[^.?;]{0,30}?\b(?:tfr|fondo|accantonat|maturat|liquidazion)/,
  /\b(?:accantonat\w*|maturat\w*) (?:fino )?(?:a|alla) fine (?:del |dell'anno |anno )?(\d{4})\b/,
  // "il TFR accantonato fino a dicembre 2025": the fund stands at that December's end.
  /\b(?:accantonat\w*|maturat\w*) (?:fino )?(?:a|al|a tutto) dicembre (?:del )?(\d{4})\b/,
  // "al 31 dicembre 2024 avevo 12.000 euro di TFR accantonato": the day said before the fund.
  /\b(?:al|fino al)\s+31\s*(?:dicembre\s+|[/.]\s*12\s*[/.]\s*)(\d{4}|\d{2}(?![\d/.]))\b[^?;]{0,60}?\b(?:tfr|fondo|accantonat|maturat|liquidazion)/,
  // "sul cedolino di dicembre 2024 c'era un TFR di 20.000", "TFR 20.000 (busta paga di dicembre 2024)": the fund
  // a December payslip shows stands at that year's end.
  /\b(?:cedolino|busta paga|bustapaga|busta)\b (?:di |del mese di )?dicembre (?:del )?(\d{4})\b[^.?;]{0,50}?\b(?:tfr|fondo|accantonat|maturat|liquidazion)/,
  /\b(?:tfr|fondo)\b[^.?;]{0,50}?\b(?:cedolino|busta paga|bustapaga|busta)\b (?:di |del mese di )?dicembre (?:del )?(\d{4})\b/,
];

/**
 * The month whose coefficient revalues a fund the question dates only by the 31 December it stood at: the fund
 * of 31 December Y is revalued through the following year (art. 2120 c.c.), so its December coefficient is
 * Y+1's, never Y's (which revalued the fund of the year before). Undefined when no such date is said.
 */
export function fundRevaluedMonth(message: string): string | undefined {
  const text = readable(message);
  const at = FUND_AT.exec(text) ?? FUND_AT_YEAR_END.map((r) => r.exec(text)).find(Boolean);
  // "al 31/12/24": a two-digit year is this century's.
  const year = at ? Number(at[1]) + (at[1]?.length === 2 ? 2000 : 0) : undefined;
  return year !== undefined ? `${year + 1}-12` : undefined;
}

const FUND_DATED_BEFORE = /\b(?:accantonat\w*|maturat\w*) (?:fino )?(?:a|al|alla|a tutto) (?:fine )?$/;

/**
 * The month a coefficient is asked for by name ("il coefficiente di gennaio 2026", "gennaio 2026: qual è il
 * coefficiente"), the month written closest to the word, whatever other dates the story gives.
 */
export function coefficientMonth(message: string): string | undefined {
  const text = readable(message);
  const word = text.search(/coefficien/);
  if (word < 0) return undefined;
  let best: { month: string; distance: number } | undefined;
  for (const { month, index, end } of monthYearsIn(text)) {
    // "il TFR accantonato fino a dicembre 2025 … il coefficiente": the fund's date, not the coefficient's month.
    if (FUND_DATED_BEFORE.test(text.slice(Math.max(0, index - 30), index))) continue;
    const distance = index > word ? index - word : word - end;
    if (distance > 40 || (best && best.distance <= distance)) continue;
    best = { month, distance };
  }
  return best?.month;
}

/**
 * The fund's amount in the clause that dates it ("il fondo TFR al 31/12/2024, già al netto dell'imposta, era
 * 18.400,00 euro; nel 2025 ha maturato una quota di 2.150"): the first amount of that clause, not the year's
 * quotas told after it. Undefined when no clause dates the fund or it gives no amount.
 */
export function datedFundAmount(message: string): number | undefined {
  const clauses = readable(message).split(/[;?!]|\.(?!\d)/);
  const clause = clauses.find((c) => FUND_AT.test(c) || FUND_AT_YEAR_END.some((r) => r.test(c)));
  const raw = clause?.match(
    /\b\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?\b|\b\d{3,6}(?:,\d{1,2})?(?= ?(?:euro|€))/,
  )?.[0];
  return raw ? Number(raw.replace(/\./g, '').replace(',', '.')) : undefined;
}
