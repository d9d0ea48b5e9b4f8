import { formatNumber, formatPrice } from '@ccnl/core';

/** "1.783,75 €": Italian, two decimals, the euro sign (core's price rule, spec §5). */
export const euro = (value: number): string => formatPrice(value);

/** "1.783,75" without the sign. */
export const decimal = (value: number): string => formatNumber(value);

/** A percentage as Italians write it: "9,19%", "1%". */
export function percent(value: number): string {
  const text = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 4 }).format(value);
  return `${text}%`;
}

/** Italian month names, January first. */
export const MONTHS = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
];

/** "2025-11-01" → "1° novembre 2025"; "2025-11" → "novembre 2025"; anything else as written. */
export function italianDate(text: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (day) {
    const [, year, month, d] = day;
    const n = Number(d);
    return `${n === 1 ? '1°' : n} ${MONTHS[Number(month) - 1] ?? month} ${year}`;
  }
  const month = /^(\d{4})-(\d{2})$/.exec(text);
  if (month) return `${MONTHS[Number(month[2]) - 1] ?? month[2]} ${month[1]}`;
  return text;
}

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
