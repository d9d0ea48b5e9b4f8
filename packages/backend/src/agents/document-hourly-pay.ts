import { figureValue } from '../kb/format.js';
import type { TypedRequest } from '../reader/request.js';

/**
 * The ordinary hour's pay a document states on its own line: "Paga oraria lorda (da lettera di assunzione): 10,65
 * euro", "Quota oraria lorda di riferimento (minimo + IPO + EDR): 15,40 €", "paga oraria 9,00 euro". The label may
 * carry words and a bracket before the figure; the figure read is the first with cents or a currency beside it, so
 * a level's number in the label ("del livello 5") is not taken for the pay.
 */

const LABEL = /\b(?:paga|quota|retribuzione|tariffa|compenso)(?: base)? orari[ao]\b[^\n]{0,80}/i;
// (A comma after the figure may end its clause: "euro 6,17, oltre la contingenza".)
const FIGURE = /(?<![\d.,])(\d{1,3},\d{1,2})(?!\d|,\d)|(?<![\d.,])(\d{1,3})\s*(?:€|euro\b)/i;
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

const HOURLY_LABEL = /\b(?:retribuzione|paga|compenso)(?: base)? oraria\b/i;
// The hour's pay named in the question ("la paga base oraria della lettera è in linea col minimo?").
const HOURLY_ASKED = /\b(?:paga|retribuzione|compenso)(?: base)? orari[ao]\b|\ball'ora\b|\bl'ora\b/;

/**
 * A document's hourly pay doubted (document-facts.ts, withDocumentPay): a household worker paid by the hour
 * ("Retribuzione oraria: euro 7,50") is checked against the hourly minimum (hourly-check.ts); any document's hourly
 * pay the question names ("la paga base oraria indicata è allineata al minimo?") against the level's monthly
 * minimum on the agreement's divisor (minimum-check.ts). A letter's list item ("- paga base oraria: euro 6,17,
 * oltre …") is read on its line. Undefined when no hour's pay is doubted or the document states none.
 */
export function hourlyDoubted(
  req: TypedRequest,
  question: string,
  values: readonly { label: string; value: string }[],
  byTheHour: boolean,
  text: string | undefined,
): TypedRequest | undefined {
  const hourAsked = HOURLY_ASKED.test(question);
  const line = byTheHour || hourAsked ? values.find((v) => HOURLY_LABEL.test(v.label)) : undefined;
  const hourly = line
    ? figureValue(line.value)
    : hourAsked && text !== undefined
      ? statedHourlyPay(text)
      : undefined;
  if (!hourly || hourly <= 0) return undefined;
  const weighed = !byTheHour && ['minimum_pay', 'hourly_rate', 'document_question'].includes(req.intent);
  return {
    ...req,
    intent: weighed ? 'minimum_pay' : 'hourly_rate',
    slots: { ...req.slots, amounts: [{ kind: 'other', value: hourly, perHour: true }] },
  };
}
