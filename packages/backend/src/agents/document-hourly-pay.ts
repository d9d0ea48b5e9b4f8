import { figureValue } from '../kb/format.js';

/**
 * The ordinary hour's pay a document states on its own line: "Paga oraria lorda (da lettera di assunzione): 10,65
 * euro", "Quota oraria lorda di riferimento (minimo + IPO + EDR): 15,40 €", "paga oraria 9,00 euro". The label may
 * carry words and a bracket before the figure; the figure read is the first with cents or a currency beside it, so
 * a level's number in the label ("del livello 5") is not taken for the pay.
 */

const LABEL = /\b(?:paga|quota|retribuzione|tariffa|compenso) orari[ao]\b[^\n]{0,80}/i;
const FIGURE = /(?<![\d.,])(\d{1,3},\d{1,2})(?![\d,])|(?<![\d.,])(\d{1,3})\s*(?:€|euro\b)/i;
const PER_HOUR = /(?<![\d.,])(\d{1,2},\d{2})\s*(?:€|euro)\s*(?:l'ora|all'ora|orari)/i;

export function statedHourlyPay(text: string): number | undefined {
  const line = LABEL.exec(text)?.[0];
  const m = line ? FIGURE.exec(line) : null;
  const written = m?.[1] ?? m?.[2] ?? PER_HOUR.exec(text)?.[1];
  const value = written ? figureValue(written) : undefined;
  return value && value > 0 && value < 200 ? value : undefined;
}

// "Retribuzione globale mensile: 1.900,00 euro", "Stipendio mensile lordo € 2.100,00": a sheet's monthly pay line.
const MONTHLY_LINE =
  /\b(?:retribuzione|stipendio|paga)\b[^\n\d]{0,25}\bmensile\b[^\n\d]{0,20}?(\d{1,3}(?:\.\d{3})*,\d{2}|\d{3,5})\b/i;

/** The monthly pay a timesheet or summary states on its own line (not an hour's pay), or undefined. */
export function statedMonthlyPayLine(text: string): number | undefined {
  const written = MONTHLY_LINE.exec(text)?.[1];
  const value = written ? figureValue(written) : undefined;
  return value && value >= 300 && value < 100000 ? value : undefined;
}
