import type { UploadedText } from '../kb/documents.js';
import { MONTH_NAMES, MONTHS } from '../kb/format.js';
import type { KnowledgeBase } from '../kb/knowledge-base.js';
import type { Ccnl } from '../kb/schema.js';
import { wordsToNumber } from '../reader/numbers.js';
import type { TypedRequest } from '../reader/request.js';

/** Everything an agent may use to answer one message. */
export interface AgentContext {
  kb: KnowledgeBase;
  message: string;
  /** Selected agreements (`id_categoria`), as the client sent them. */
  categories: readonly number[];
  /** Selected work-scope parameters (`parametri-lavoro` ids). */
  perimetri: readonly number[];
  documents: readonly UploadedText[];
  /** calcolo: the payslip fields the user set in this conversation. */
  payslip: Readonly<Record<string, string>>;
  /** AAAA-MM-GG: the day figures are looked up for when the question names none. */
  today: string;
  /** The conversation's earlier user questions, oldest first: follow-ups are read against them. */
  history?: readonly string[];
  /** The question already read (by a model); the rule reader reads it when absent. */
  request?: TypedRequest;
  /** inquadra: what a follow-up gives that the earlier turn denied ("prende il patentino ADR"), as job terms. */
  turned?: readonly string[];
  /** main-agent: passages an earlier turn already gave, left out of a follow-up's answer (carried-subject.ts). */
  said?: readonly string[];
}

/**
 * The agreements a message is about: the selected ones (unknown ids ignored), else those it names, else
 * none. `how` tells which, so an answer can say it.
 */
export function targetAgreements(ctx: AgentContext): {
  agreements: Ccnl[];
  how: 'selected' | 'named' | 'none';
} {
  if (ctx.request) {
    const ids = ctx.request.slots.agreements;
    const agreements = [
      ...new Set(ids.map((id) => ctx.kb.byCategory(id)).filter((c): c is Ccnl => c !== undefined)),
    ];
    if (!agreements.length) return { agreements: [], how: 'none' };
    const selected = ids.every((id) => ctx.categories.includes(id));
    return { agreements, how: selected ? 'selected' : 'named' };
  }
  const selected = ctx.categories
    .map((id) => ctx.kb.byCategory(id))
    .filter((c): c is Ccnl => c !== undefined);
  if (selected.length) return { agreements: [...new Set(selected)], how: 'selected' };
  const named = ctx.kb.recognise(ctx.message);
  return named.length ? { agreements: named, how: 'named' } : { agreements: [], how: 'none' };
}

const pad = (n: number) => String(n).padStart(2, '0');

function valid(year: number, month: number, day: number): string | undefined {
  // "assunta a marzo 1000 al mese": a figure after a month's name is pay when no date could have that year.
  if (year < 1900) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return undefined;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * The date a message names: "1° giugno 2026", "1 giugno 2026", "giugno 2026" (its first day), "01/06/2026",
 * "06/2026" (its first day), "2026-06-01", "maggio 26". Undefined when it names none.
 */
export function parseDate(text: string): string | undefined {
  const months = MONTH_NAMES;
  // "il primo aprile duemilaventicinque": the day and the year in words, as digits.
  const lower = text
    .toLowerCase()
    .replace(/\bduemila[a-z]*\b/g, (w) => String(wordsToNumber(w) ?? w))
    .replace(new RegExp(`\\bprimo\\s+(?=(?:${months})\\b)`, 'g'), '1 ');
  const iso = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(lower);
  if (iso) return valid(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numeric = /\b(\d{1,2})[/.](\d{1,2})[/.](\d{4})\b/.exec(lower);
  if (numeric) return valid(Number(numeric[3]), Number(numeric[2]), Number(numeric[1]));
  // "10/03/26": a two-digit year is this century's.
  const short = /\b(\d{1,2})[/.](\d{1,2})[/.](\d{2})\b(?![/.]\d)/.exec(lower);
  if (short) return valid(2000 + Number(short[3]), Number(short[2]), Number(short[1]));
  // "06/2027", "1/2026": a month and year written as figures (a terminal's shorthand), its first day.
  const monthYear = /(?<![\d/.-])(0?[1-9]|1[0-2])[/.-](20\d{2})\b(?![/.-]\d)/.exec(lower);
  if (monthYear) return valid(Number(monthYear[2]), Number(monthYear[1]), 1);
  const long = new RegExp(`\\b(\\d{1,2})\\s*[°º]?\\s+(${months})\\s+(\\d{4})\\b`).exec(lower);
  if (long) return valid(Number(long[3]), MONTHS.indexOf(long[2] ?? '') + 1, Number(long[1]));
  const month = new RegExp(`\\b(${months})\\s+(?:del\\s+)?(\\d{4})\\b`).exec(lower);
  if (month) return valid(Number(month[2]), MONTHS.indexOf(month[1] ?? '') + 1, 1);
  // "maggio 26", "giugno '27": a month with a two-digit year of this decade or the next (not "maggio 26 ore").
  const shortYear = new RegExp(
    `\\b(${months})\\s+(?:del\\s+)?(?:'|’)?([23]\\d)\\b(?![.,]\\d|\\s*(?:°|€|%|/|ore\\b|h\\b|gg\\b|giorn|euro|settiman|mes[ei]\\b|minut|turn|nott|volt|dipendent|person|lavorat|operai|anni))`,
  ).exec(lower);
  if (shortYear) return valid(2000 + Number(shortYear[2]), MONTHS.indexOf(shortYear[1] ?? '') + 1, 1);
  return undefined;
}
