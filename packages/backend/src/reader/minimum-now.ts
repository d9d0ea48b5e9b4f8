import type { TypedRequest } from './request.js';

/**
 * "… assunta il 1° settembre, ultimo giorno il 30 novembre: quanto viene ciascun rateo, calcolando sul minimo in
 * vigore adesso?": the asking sentence sets the table to today's when the day of the story read as the day asked is
 * the hire. Runs on the folded text; changes only a day before today.
 */
const TABLE_NOW =
  /\b(?:minim[oi]|tabell\w*|paga base|retribuzione tabellare)\b[^?.]{0,25}?\b(?:in vigore|vigente|valid[oa]) (?:adesso|oggi|ora|attualmente|al momento)\b|\b(?:minim[oi]|tabell\w*) (?:di |d')?(?:adesso|oggi)\b/;

export function minimumNow(request: TypedRequest, text: string, today: string): void {
  const { date, hireDate } = request.slots;
  // Only the hire read as the day asked gives way; a day the user names for "now" ("adesso (da novembre 2025)") stays.
  if (date === undefined || date >= today || date !== hireDate) return;
  const asking = text.split(/(?<=[.!?])\s+/).filter((s) => /\?\s*$/.test(s));
  if (!asking.some((s) => TABLE_NOW.test(s))) return;
  request.slots.date = today;
}
