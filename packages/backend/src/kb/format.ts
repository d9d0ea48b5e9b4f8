import { formatItalianDate, formatNumber, formatPrice, ITALIAN_MONTHS } from '@ccnl/core';

/** "1.783,75 €": Italian, two decimals, the euro sign (core's price rule, spec §5). */
export const euro = (value: number): string => formatPrice(value);

/** "1.783,75" without the sign. */
export const decimal = (value: number): string => formatNumber(value);

/** The value of a figure written as `decimal` writes it, sign included ("1.783,75", "-12,40"). */
export const figureValue = (written: string): number => Number(written.replace(/\./g, '').replace(',', '.'));

/** A percentage as Italians write it: "9,19%", "1%". */
export function percent(value: number): string {
  const text = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 4 }).format(value);
  return `${text}%`;
}

/** Italian month names, January first (core's one list). */
export const MONTHS: readonly string[] = ITALIAN_MONTHS;
/** The month names as a regular expression's alternation ("gennaio|febbraio|…"). */
export const MONTH_NAMES = MONTHS.join('|');

/** "2025-11-01" → "1° novembre 2025"; "2025-11" → "novembre 2025"; anything else as written (core's date rule). */
export const italianDate = (text: string): string => formatItalianDate(text);

/** A source date as shown to users: "15 maggio 2025", or that it is not stated. */
export function sourceDate(date: string | null): string {
  return date ? italianDate(date.replace(/ \(.*\)$/, '')) : 'data non indicata';
}

export const CONFIDENCE_TEXT = { high: 'alta', medium: 'media', low: 'bassa' } as const;

/** The words a user reads for a missing figure: the same everywhere. */
export const NOT_AVAILABLE = 'dato non disponibile nella base di conoscenza';

/** First letter upper case. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A sentence continued after a colon or a verdict: its first letter lower case when it opens an ordinary word
 * ("Il rinnovo …" → "il rinnovo …"); an acronym ("CCNL", "INPS") or a leading space is kept as it is.
 */
export function uncapitalise(text: string): string {
  return text.replace(/^(\s*)(\p{Lu})(?=\p{Ll})/u, (_, space, c) => space + c.toLowerCase());
}

/** The ISO day `days` calendar days after `isoDay` (before it when negative). */
export function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
