import { findLevel } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';

/** Each section of an agreement's tables with the level codes its rows hold. */
function sectionCodes(ccnl: Ccnl): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const table of ccnl.pay_tables) {
    if (!table.section) continue;
    const codes = out.get(table.section) ?? new Set<string>();
    for (const row of table.levels) codes.add(row.level);
    out.set(table.section, codes);
  }
  return out;
}

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A letter-and-number code written the other way round ("3B" for B3), as people often write it. */
function reversedCode(segment: string, codes: ReadonlySet<string>): string | undefined {
  for (const code of codes) {
    const m = /^([a-z])(\d)$/i.exec(code);
    if (m && new RegExp(`\\b${m[2]}\\s?${m[1]?.toLowerCase()}\\b`).test(segment)) return code;
  }
  return undefined;
}

/**
 * "l'aumento per il non viaggiante di livello 3S e per il viaggiante di livello 3B": two sections of one
 * agreement, each with its own level, asked beside another agreement. The agreement gets one row per section
 * said with its level, so the second level is not dropped. Undefined when no agreement has two sections said
 * each with a level of its own.
 */
export function sectionLevelsBeside(
  agreements: readonly Ccnl[],
  levels: readonly (string | undefined)[],
  message: string,
): { agreements: Ccnl[]; levels: (string | undefined)[] } | undefined {
  const text = readable(message);
  let changed = false;
  const outAgreements: Ccnl[] = [];
  const outLevels: (string | undefined)[] = [];
  agreements.forEach((ccnl, i) => {
    const sections = sectionCodes(ccnl);
    // Longer names first: "non viaggiante" before "viaggiante".
    const names = [...sections.keys()].sort((a, b) => b.length - a.length);
    const found: string[] = [];
    if (names.length > 1) {
      const pattern = new RegExp(names.map((n) => `\\b${literal(readable(n))}`).join('|'), 'g');
      const hits = [...text.matchAll(pattern)];
      hits.forEach((hit, k) => {
        const name = names.find((n) => readable(n) === hit[0]);
        const codes = name ? sections.get(name) : undefined;
        if (!codes) return;
        const end = Math.min(hits[k + 1]?.index ?? text.length, hit.index + hit[0].length + 60);
        const segment = text.slice(hit.index + hit[0].length, end);
        const level = findLevel(ccnl, segment, false);
        const own = level && codes.has(level) ? level : reversedCode(segment, codes);
        if (own && !found.includes(own)) found.push(own);
      });
    }
    if (found.length > 1) {
      changed = true;
      for (const level of found) {
        outAgreements.push(ccnl);
        outLevels.push(level);
      }
    } else {
      outAgreements.push(ccnl);
      outLevels.push(levels[i]);
    }
  });
  return changed ? { agreements: outAgreements, levels: outLevels } : undefined;
}
