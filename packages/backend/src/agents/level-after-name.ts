import { MONTH_NAMES } from '../kb/format.js';
import { findLevel } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');

const asLiteral = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where the message names an agreement: its short name, aliases and keywords, as whole words. */
function namePositions(ccnl: Ccnl, text: string): number[] {
  const names = [ccnl.short_name.replace(/^CCNL /i, ''), ...ccnl.aliases, ...ccnl.keywords]
    .map((n) => fold(n).replace(/^ccnl /, ''))
    .filter((n) => n.length >= 4);
  const positions = new Set<number>();
  for (const name of names)
    for (const m of text.matchAll(
      new RegExp(`(?<![\\p{L}\\p{N}])${asLiteral(name)}(?![\\p{L}\\p{N}])`, 'gu'),
    ))
      positions.add(m.index);
  return [...positions].sort((a, b) => a - b);
}

/**
 * The level said after an agreement's name, before the next compared agreement is named: "un concorrente applica
 * il Multiservizi e inquadra gli addetti al 2° livello, noi applichiamo il Logistica … e li mettiamo al 5° livello"
 * gives each agreement its own level when one sentence says both. The clause that leads into the next agreement's
 * name ("… e il 3° livello del commercio") is that agreement's, not this one's; the sentence ends the search.
 */
export function levelAfterName(agreements: readonly Ccnl[], message: string): (string | undefined)[] {
  const text = fold(message);
  const positions = agreements.map((c) => namePositions(c, text));
  if (positions.some((p) => !p.length)) return agreements.map(() => undefined);
  return agreements.map((c, i) => {
    const others = positions.filter((_, j) => j !== i).flat();
    for (const start of positions[i] ?? []) {
      const next = others.filter((p) => p > start).sort((a, b) => a - b)[0];
      const sentenceEnd = /[.?!](?=\s|$)/u.exec(text.slice(start));
      const end = Math.min(next ?? text.length, sentenceEnd ? start + sentenceEnd.index : text.length);
      const clauses = text.slice(start, end).split(/[,;:]/u);
      // The last clause before another agreement's name belongs to that agreement.
      const own = end === next && clauses.length > 1 ? clauses.slice(0, -1) : clauses;
      if (end === next && clauses.length === 1) continue;
      // "al 1° settembre 2026" is a date, not a level.
      const said = own
        .join(',')
        .replace(new RegExp(`\\b\\d{1,2}\\s*[°º]?\\s*(?:${MONTH_NAMES})\\b`, 'giu'), ' ');
      if (!/\d\s*[°º]|\blivell/u.test(said)) continue;
      const level =
        findLevel(c, said, false) ??
        findLevel(c, said.replace(/\b(\d{1,2})\s*[°º](?!\s*livell)/u, '$1° livello'), false);
      if (level) return level;
    }
    return undefined;
  });
}
