import { MONTH_NAMES } from '../kb/format.js';
import { withoutCourtesy } from './follow-up.js';
import { monthNamed } from './follow-up-changes.js';
import type { TypedRequest } from './request.js';

/**
 * "… 4° livello. Da gennaio quanto prendo di minimo?": in a longer question, the month said right before what is
 * asked is the day asked too.
 */
const MONTH_ASKED = new RegExp(
  String.raw`\b(?:da|dal mese di|a partire da) (?:${MONTH_NAMES})\b(?!\s*(?:\d|scorso|prossimo|dell))\s*,?\s*(?:quanto|qual|a quanto|che minimo)\b`,
);

/**
 * "turismo 5° min da ottobre", "comm 4° min dal 1/3": a short first-turn minimum or hourly-pay question's month
 * without its year is the next one to come (the rule follow-ups already use). "minimo ora e da dicembre?" asks two
 * days, so a question naming now ("ora", "oggi", "in vigore") keeps its own dates.
 */
export function clippedMonth(
  request: TypedRequest,
  text: string,
  firstTurn: boolean,
  today: string,
): string | undefined {
  if (!firstTurn || request.slots.date) return undefined;
  if (text.split(' ').length > 10 && !MONTH_ASKED.test(text)) return undefined;
  if (/\b(?:ora|oggi|adesso|attual\w*|in vigore)\b/.test(text)) return undefined;
  if (request.intent !== 'minimum_pay' && request.intent !== 'hourly_rate') return undefined;
  return monthNamed(withoutCourtesy(text), today);
}
