import type { TypedRequest } from './request.js';

type Amount = TypedRequest['slots']['amounts'][number];

// "nel 2025 ho guadagnato circa 30 mila lordi", "il mio reddito 2025 è stato di 28.000": a year's earnings told
// in the past tense, the income a tax's condition is weighed on (the 2026 5% on renewal increases asks the 2025
// income), not a pay whose minimum or net is asked.
const PAST_EARNINGS = /\b(?:ho|abbiamo|ha) (?:guadagn|pres|percepi|incass|avut)\w*|\breddito\b/;

/** A yearly gross told as a past year's income: the story's fact, not a pay to compute on. */
export function yearIncome(request: TypedRequest, amount: Amount, text: string): boolean {
  const year = request.slots.taxYear;
  if (amount.kind !== 'ral' || year === undefined) return false;
  return new RegExp(`\\b(?:nel|del|anno) ${year}\\b`).test(text) && PAST_EARNINGS.test(text);
}
