import type { Riferimento } from '../model/conversation.js';
import { texts } from '../strings/spec.js';
import {
  formatItalianDate,
  ITALIAN_MONTHS,
  safeHref,
  sourceDomain,
  uniqueReferences,
  WEB_PROTOCOLS,
} from './presentation.js';

/**
 * An answer's sources as one numbered list: the "Fonti:" block the built-in agents write at the end of the
 * body and the `riferimenti` stored with the answer say the same things twice; clients show them once.
 */

export type SourceConfidence = 'alta' | 'media' | 'bassa';

export interface AnswerSource {
  /** 1-based, the number the answer's text may refer to ("[1]"). */
  number: number;
  /** The agreement as the source names it (often its long official name). */
  ccnl: string;
  article: string | null;
  /** A web address that may be opened, or null. */
  url: string | null;
  /** The publisher's domain ("cnel.it"). */
  domain: string | null;
  /** The date the source applies from, written in Italian, or null when the source states none. */
  date: string | null;
  confidence: SourceConfidence | null;
  /** The quoted statement, when the source carries one. */
  text: string;
  /** The answer's body points at it with "[number]". */
  cited: boolean;
}

const SOURCES_HEADING = /^\s*(?:\*\*)?Fonti:?(?:\*\*)?:?\s*$/i;
const LIST_ITEM = /^\s*[-*]\s+(.*)$/;
const NO_DATE = texts.export.noDate;

interface SourceLine {
  where: string;
  url: string | null;
  date: string | null;
  confidence: SourceConfidence | null;
}

/** "- CCNL X, art. 5: https://… (data della fonte: 1° marzo 2024; affidabilità alta)" */
function parseSourceLine(item: string): SourceLine {
  const match = /^(.*?):\s+(https?:\/\/\S+)(?:\s+\((.*)\))?\s*$/.exec(item);
  if (!match) return { where: item.trim(), url: null, date: null, confidence: null };
  const details = match[3] ?? '';
  const date = /data della fonte:\s*([^;]+)/.exec(details)?.[1]?.trim() ?? null;
  const confidence = /affidabilità\s+(alta|media|bassa)/.exec(details)?.[1] as SourceConfidence | undefined;
  return {
    where: (match[1] ?? '').trim(),
    url: match[2] ?? null,
    date: date && date !== NO_DATE ? date : null,
    confidence: confidence ?? null,
  };
}

/**
 * The answer without its "Fonti:" block, and the block's lines. The block is the heading line followed by
 * list items; what follows it (the closing AI notice) stays in the body.
 */
export function splitSourceBlock(text: string): { body: string; lines: SourceLine[] } {
  const rows = text.split('\n');
  const start = rows.findIndex((row) => SOURCES_HEADING.test(row));
  if (start < 0) return { body: text, lines: [] };
  let end = start + 1;
  const lines: SourceLine[] = [];
  for (; end < rows.length; end++) {
    const item = LIST_ITEM.exec(rows[end] ?? '');
    if (!item) break;
    lines.push(parseSourceLine(item[1] ?? ''));
  }
  if (lines.length === 0) return { body: text, lines: [] };
  const body = [...rows.slice(0, start), ...rows.slice(end)]
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { body, lines };
}

/** One web page is one source, whichever agreement or article cites it; without a page, the agreement is. */
const keyOf = (ccnl: string, url: string | null) => url ?? `${ccnl.trim().toLowerCase()}|`;

/** A date a reader can use ("1° aprile 2023", "2024 (Circolare …)"), not a note in another language. */
function usableDate(date: string | null): string | null {
  if (!date) return null;
  const months = ITALIAN_MONTHS.join('|');
  return new RegExp(`^(?:\\d|(?:${months})\\b)`, 'i').test(date.trim()) ? date : null;
}

/** Code in Markdown: a "[1]" in it is code, not a marker. */
const CODE = /```[\s\S]*?```|`[^`\n]*`/g;

/** A "[n]" marker; not a link's text ("[1](…)"), nor a reference definition ("[1]: …"). */
const SOURCE_MARKER = /\[(\d{1,3})\](?![(:])/g;

/**
 * The source numbers the body points at, in the order it first does, each once: "[2]" inside code is code,
 * and a number no source has ("array[9]") points at nothing.
 */
export function citedNumbers(body: string, count: number): number[] {
  const prose = body.replace(CODE, '');
  const cited = new Set<number>();
  for (const match of prose.matchAll(SOURCE_MARKER)) {
    const number = Number(match[1]);
    if (number >= 1 && number <= count) cited.add(number);
  }
  return [...cited];
}

/**
 * The answer's body without the source block, and every source once: the one rule every client numbers and
 * lists sources by, so "[n]" in the text is entry n of every list. The numbers are the ones the backend gave
 * when it wrote the markers: the block's lines first (they carry the confidence), then the stored references
 * the block did not name. The list shows the sources the text cites first, by number, then the others (the
 * engine consulted them for this answer: a consultant checking it still wants them, after what is cited).
 */
export function answerSources(
  text: string,
  riferimenti: readonly Riferimento[],
): { body: string; sources: AnswerSource[] } {
  const { body, sources } = numberedSources(text, riferimenti);
  const cited = new Set(citedNumbers(body, sources.length));
  for (const source of sources) source.cited = cited.has(source.number);
  return {
    body,
    sources: [...sources.filter((s) => s.cited), ...sources.filter((s) => !s.cited)],
  };
}

/**
 * The finished answer (body, "Fonti:" block, notice) renumbered so its text reads "[1]", "[2]", "[3]" in order:
 * the block's sources in the order the body first cites them, the uncited after, each group's lines kept
 * together, and every marker rewritten to match. What the backend writes; `answerSources` then lists the
 * sources 1, 2, 3 in the order a reader meets them. Sources only the stored references name keep their place
 * after the block's (the block is all that can be reordered).
 */
export function numberByCitation(text: string, riferimenti: readonly Riferimento[]): string {
  const { body, sources, lineSources } = numberedSources(text, riferimenti);
  if (lineSources.length === 0) return text;
  const inBlock = [...new Set(lineSources)];
  const cited = citedNumbers(body, sources.length).filter((n) => inBlock.includes(n));
  const order = [...cited, ...inBlock.filter((n) => !cited.includes(n))];
  if (order.every((n, index) => n === index + 1)) return text;
  const renumber = new Map(order.map((n, index) => [n, index + 1]));
  const rewrite = (row: string) =>
    row
      .split(new RegExp(`(${CODE.source})`))
      .map((part, index) =>
        index % 2 === 1
          ? part
          : part.replace(SOURCE_MARKER, (marker, n: string) => {
              const to = renumber.get(Number(n));
              return to === undefined ? marker : `[${to}]`;
            }),
      )
      .join('');
  const rows = text.split('\n');
  const start = rows.findIndex((row) => SOURCES_HEADING.test(row));
  const block = rows.slice(start + 1, start + 1 + lineSources.length);
  const reordered = order.flatMap((n) => block.filter((_, index) => lineSources[index] === n));
  return [
    ...rows.slice(0, start).map(rewrite),
    rows[start] ?? '',
    ...reordered,
    ...rows.slice(start + 1 + lineSources.length).map(rewrite),
  ].join('\n');
}

/**
 * Every source once, in the order it is numbered; `lineSources` gives the number of each line of the "Fonti:"
 * block (lines naming one page share it).
 */
function numberedSources(
  text: string,
  riferimenti: readonly Riferimento[],
): { body: string; sources: AnswerSource[]; lineSources: number[] } {
  const { body, lines } = splitSourceBlock(text);
  const sources: AnswerSource[] = [];
  const lineSources: number[] = [];
  const byKey = new Map<string, AnswerSource>();
  const add = (source: Omit<AnswerSource, 'number' | 'cited'>, key: string): number => {
    const known = byKey.get(key);
    if (known) {
      known.article ??= source.article;
      known.date ??= source.date;
      known.confidence ??= source.confidence;
      if (!known.text) known.text = source.text;
      return known.number;
    }
    const entry = { ...source, number: sources.length + 1, cited: false };
    byKey.set(key, entry);
    sources.push(entry);
    return entry.number;
  };
  const unique = uniqueReferences(riferimenti);
  for (const line of lines) {
    // The line names "agreement, article": the references say which part is the agreement.
    const ref = unique.find(
      (r) =>
        (r.source_url ?? null) === line.url &&
        (line.where === r.ccnl || (r.article !== null && line.where === `${r.ccnl}, ${r.article}`)),
    );
    const ccnl = ref?.ccnl ?? line.where;
    const url = safeHref(line.url, WEB_PROTOCOLS);
    const number = add(
      {
        ccnl,
        article: ref?.article ?? null,
        url,
        domain: sourceDomain(url),
        date: usableDate(line.date),
        confidence: line.confidence,
        text: ref?.text ?? '',
      },
      keyOf(ccnl, url),
    );
    lineSources.push(number);
  }
  for (const ref of unique) {
    const url = safeHref(ref.source_url, WEB_PROTOCOLS);
    add(
      {
        ccnl: ref.ccnl,
        article: ref.article,
        url,
        domain: sourceDomain(url),
        date: usableDate(ref.source_date ? formatItalianDate(ref.source_date) : null),
        confidence: null,
        text: ref.text,
      },
      keyOf(ref.ccnl, url),
    );
  }
  return { body, sources, lineSources };
}

const STOP_WORDS = new Set([
  'ccnl',
  'dipendenti',
  'aziende',
  'lavoratori',
  'personale',
  'addetti',
  'imprese',
  'settore',
  'settori',
  'della',
  'delle',
  'degli',
  'dello',
  'dell',
  'alla',
  'alle',
  'agli',
  'sulla',
  'disciplina',
  'rapporto',
]);

function words(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .split(/[^a-z]+/)
      .filter((word) => word.length >= 4 && !STOP_WORDS.has(word)),
  );
}

const SHORT_NAME_MAX = 40;

/**
 * The agreement's short name for a compact chip: the agreement of `known` (the categories list, "CCNL Commercio
 * (Terziario, distribuzione e servizi)") that shares most words with the long name, or the long name cut at a
 * word boundary.
 */
export function shortAgreementName(name: string, known: readonly { descrizione: string }[] = []): string {
  const target = words(name);
  let best: { short: string; score: number } | null = null;
  for (const { descrizione } of known) {
    const candidate = words(descrizione);
    let score = 0;
    for (const word of candidate) if (target.has(word)) score++;
    if (score >= 2 && (!best || score > best.score)) {
      best = { short: descrizione.replace(/\s*\(.*$/, '').trim(), score };
    }
  }
  if (best?.short) return best.short;
  if (name.length <= SHORT_NAME_MAX) return name;
  const cut = name.slice(0, SHORT_NAME_MAX).replace(/[\s,;:(-]+\S*$/, '');
  return `${cut}…`;
}
