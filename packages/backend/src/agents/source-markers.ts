import { answerSources, type Riferimento } from '@ccnl/core';
import type { Citation } from './answer.js';

/**
 * "[n]" markers in an answer's body: each cited statement points at its source by the number the clients give
 * it. The numbers are core's (`answerSources`, the rule the web chips and the Word export number by), read
 * from the finished answer, so the body and the list can never disagree.
 */

// Words too common in answers to tell which line a source backs.
const COMMON = new Set([
  'ccnl',
  'della',
  'delle',
  'dello',
  'degli',
  'dalla',
  'dalle',
  'nella',
  'nelle',
  'alla',
  'alle',
  'sono',
  'come',
  'anche',
  'oltre',
  'fino',
  'dopo',
  'ogni',
  'questo',
  'quella',
  'quello',
  'livello',
]);
// A line must share at least this many telling words with a citation to carry its marker.
const MIN_SHARED = 2;

function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 4 && !COMMON.has(w));
}

/** Lines a marker may follow: statements, list items and table rows, not rules, headings or blanks. */
function markable(line: string): boolean {
  const trimmed = line.trim();
  return trimmed !== '' && !/^\|?[\s:|-]+\|?$/.test(trimmed) && !/^[^|]{1,60}:$/.test(trimmed);
}

/** The body line that states what a citation backs: the one sharing most words with it, else the first. */
function lineFor(lines: readonly string[], citation: Citation): number {
  const wanted = new Set(words(`${citation.text} ${citation.article ?? ''}`));
  let best = -1;
  let bestShared = MIN_SHARED - 1;
  lines.forEach((line, index) => {
    if (!markable(line) || /^\|\s*(?:passaggio|voce)\s*\|/i.test(line)) return;
    const shared = new Set(words(line).filter((w) => wanted.has(w))).size;
    if (shared > bestShared) {
      best = index;
      bestShared = shared;
    }
  });
  return best >= 0 ? best : lines.findIndex(markable);
}

/** "… 1.818,75 €." → "… 1.818,75 € [1]."; a table row gets it inside its last cell. */
function withMarker(line: string, marker: string): string {
  const row = /^(\s*\|.*?)(\s*\|\s*)$/.exec(line);
  if (row) return `${row[1]} ${marker}${row[2]}`;
  const end = /([.;:])(\s*)$/.exec(line);
  if (end) return `${line.slice(0, end.index)} ${marker}${line.slice(end.index)}`;
  return `${line.trimEnd()} ${marker}`;
}

/**
 * The body with each citation's number after the line it backs. `text` is the finished answer (body, source
 * block, notice) and `riferimenti` its references: core numbers the sources from them.
 */
export function markSources(
  body: readonly string[],
  citations: readonly Citation[],
  text: string,
  riferimenti: readonly Riferimento[],
): string[] {
  const { sources } = answerSources(text, riferimenti);
  if (!sources.length) return [...body];
  const numberOf = (c: Citation) =>
    (
      sources.find((s) => c.url !== null && s.url === c.url) ??
      sources.find((s) => s.ccnl === c.ccnl && (c.url === null || s.url === null))
    )?.number;
  const byLine = new Map<number, Set<number>>();
  for (const citation of citations) {
    const number = numberOf(citation);
    if (number === undefined) continue;
    const at = lineFor(body, citation);
    if (at < 0) continue;
    const set = byLine.get(at) ?? new Set<number>();
    set.add(number);
    byLine.set(at, set);
  }
  return body.map((line, index) => {
    const numbers = byLine.get(index);
    if (!numbers) return line;
    const marker = [...numbers]
      .sort((a, b) => a - b)
      .map((n) => `[${n}]`)
      .join('');
    return withMarker(line, marker);
  });
}
