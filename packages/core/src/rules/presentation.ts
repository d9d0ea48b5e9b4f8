import type { Riferimento } from '../model/conversation.js';

/**
 * How the product writes links, dates and references, once for the web app, the terminal and the Word export.
 */

/** The schemes a link in an answer may open: never javascript:, data:, relative, … */
export const LINK_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:']);
/** A source is a web page: it may open only as one. */
export const WEB_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:']);

/** The address a link may open, or null when it is not a well-formed address of an allowed scheme. */
export function safeHref(
  href: string | null | undefined,
  protocols: ReadonlySet<string> = LINK_PROTOCOLS,
): string | null {
  if (!href) return null;
  try {
    const url = new URL(href.trim());
    return protocols.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** The publisher's domain of a web source ("www.cnel.it" → "cnel.it"), or null when it is not a web address. */
export function sourceDomain(href: string | null | undefined): string | null {
  const safe = safeHref(href, WEB_PROTOCOLS);
  return safe ? new URL(safe).hostname.replace(/^www\./, '') : null;
}

export const ITALIAN_MONTHS = [
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
] as const;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;
const ISO_MONTH = /^(\d{4})-(\d{2})$/;

/**
 * A date as Italians write it in prose: "1° novembre 2025", "22 novembre 2026"; "novembre 2025" for a month.
 * A Date is read in UTC. Text that is not an ISO date ("2024 (Circolare n.15/2024)") is returned as given.
 */
export function formatItalianDate(date: Date | string): string {
  if (date instanceof Date) {
    if (Number.isNaN(date.getTime())) return '';
    return dayMonthYear(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
  }
  const text = date.trim();
  const day = ISO_DAY.exec(text);
  if (day) return dayMonthYear(Number(day[1]), Number(day[2]), Number(day[3]));
  const month = ISO_MONTH.exec(text);
  if (month && Number(month[2]) >= 1 && Number(month[2]) <= 12)
    return `${ITALIAN_MONTHS[Number(month[2]) - 1]} ${month[1]}`;
  return text;
}

function dayMonthYear(year: number, month: number, day: number): string {
  const name = ITALIAN_MONTHS[month - 1];
  if (!name || day < 1 || day > 31) return `${year}-${month}-${day}`;
  return `${day === 1 ? '1°' : day} ${name} ${year}`;
}

/** The references of an answer without repeats (same agreement, article and page), in their order. */
export function uniqueReferences(references: readonly Riferimento[]): Riferimento[] {
  const seen = new Set<string>();
  return references.filter((ref) => {
    const key = [ref.ccnl.trim().toLowerCase(), ref.article ?? '', ref.source_url ?? ref.text].join('|');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const FILENAME_WORDS = 8;
const FILENAME_MAX = 60;

/**
 * A file name for an exported answer, taken from its question ("Quanto dura il periodo di prova?" →
 * "quanto-dura-il-periodo-di-prova.docx"); `fallback` when the question gives no usable word.
 */
export function filenameFromQuestion(question: string | null | undefined, fallback: string): string {
  const words = (question ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .slice(0, FILENAME_WORDS);
  let stem = words.join('-');
  if (stem.length > FILENAME_MAX) stem = stem.slice(0, FILENAME_MAX).replace(/-[^-]*$/, '');
  return stem ? `${stem}.docx` : fallback;
}
