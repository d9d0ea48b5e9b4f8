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
  'circa',
]);
// Short names of payroll items and bodies: even three letters long, each alone tells which step a source backs.
const ACRONYMS = new Set(['tfr', 'ivs', 'fis', 'inps', 'rol', 'naspi', 'cuaf', 'cigs', 'inail']);
const ACRONYM_SCORE = 3;
// A line must score at least this much with a citation to carry its marker.
const MIN_SCORE = 2;

/** Telling words, each without its final vowel, so "provincia" meets "province" and "regione" "regioni". */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => ACRONYMS.has(w) || (w.length >= 4 && !COMMON.has(w)))
    .map((w) => (ACRONYMS.has(w) ? w : w.replace(/[aeiou]+$/, '')));
}

/** Lines a marker may follow: statements, list items and table rows, not rules, headings or blanks. */
function markable(line: string): boolean {
  const trimmed = line.trim();
  return trimmed !== '' && !/^\|?[\s:|-]+\|?$/.test(trimmed) && !/^[^|]{1,60}:$/.test(trimmed);
}

// Where the steps end: the sections that follow them.
const AFTER_STEPS = /^(?:Ipotesi|Note|Non posso rispondere a):$|^Per modificare un dato\b/;
const HEADER_ROW = /^\|\s*(?:passaggio|voce)\s*\|/i;

/**
 * The line a source backing the whole answer follows: the last line of the steps (after the opening sentence,
 * before the assumptions), or the opening sentence when the answer has no steps.
 */
function endOfSteps(lines: readonly string[]): number {
  const end = lines.findIndex((line, index) => index > 0 && AFTER_STEPS.test(line.trim()));
  for (let index = (end < 0 ? lines.length : end) - 1; index > 0; index--) {
    const line = lines[index] ?? '';
    if (markable(line) && !HEADER_ROW.test(line)) return index;
  }
  return lines.findIndex(markable);
}

/**
 * How well a line matches a citation: a shared word 1, a number (a year, an article) ½, a payroll acronym 3,
 * except on the opening sentence, which names every item of the calculation it sums up.
 */
function scoreOf(line: string, wanted: ReadonlySet<string>, opening: boolean): number {
  return [...new Set(words(line))]
    .filter((w) => wanted.has(w))
    .reduce(
      (sum, w) => sum + (ACRONYMS.has(w) ? (opening ? 0 : ACRONYM_SCORE) : /^\d+$/.test(w) ? 0.5 : 1),
      0,
    );
}

/**
 * The body line that states what a citation backs: the one matching it best (on a tie the earlier, so the
 * opening sentence keeps the source of the figure it states); else the end of the steps, for a source that
 * backs the whole calculation.
 */
function lineFor(lines: readonly string[], citation: Citation): number {
  const wanted = new Set(words(`${citation.text} ${citation.article ?? ''}`));
  const opening = lines.findIndex(markable);
  let best = -1;
  let bestScore = MIN_SCORE - 0.5;
  lines.forEach((line, index) => {
    if (!markable(line) || HEADER_ROW.test(line)) return;
    const score = scoreOf(line, wanted, index === opening);
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  });
  return best >= 0 ? best : endOfSteps(lines);
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
