import { bold } from './compose.js';

/** "e in giornate da 8 ore?", "quanti giorni sono (da 7,5 ore)?": the hours asked as working days too. */
const DAYS_ASKED =
  /\bin (?:giornat\w*|giorni)\b|\bquant\w* (?:giornat\w*|giorni) (?:sono|fanno|corrispond\w*|equival\w*)\b|\b(?:giornat\w*|giorni) (?:lavorativ\w* )?da \d/;
const DAY_HOURS = /\b(?:giornat\w*|giorni)(?: lavorativ\w*)? da (\d{1,2}(?:[.,]\d{1,2})?) ?(?:ore|h)\b/;

const decimal = (n: number) => String(Math.round(n * 100) / 100).replace('.', ',');

/**
 * The year's hours of permits asked in working days as well: the hours over the day's hours the question gives,
 * else 8 (a full-time day of a 40-hour week on five days), said as the assumption.
 */
export function daysShare(text: string, totals: { rol: number; total: number }[], rolOnly: boolean): string {
  const only = totals.length === 1 ? totals[0] : undefined;
  if (!only || !DAYS_ASKED.test(text)) return '';
  const yearly = rolOnly ? only.rol : only.total;
  const given = DAY_HOURS.exec(text)?.[1];
  const day = given ? Number(given.replace(',', '.')) : 8;
  if (!(day > 0 && day <= 12)) return '';
  const days = yearly / day;
  return ` In giornate da ${decimal(day)} ore sono ${bold(`${decimal(days)} giorni`)} (${decimal(yearly)} ÷ ${decimal(day)})${given ? '' : ', su una giornata di 8 ore'}.`;
}
