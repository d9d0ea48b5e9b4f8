import type { Ccnl } from '../kb/schema.js';
import { normalise } from '../kb/text.js';

/**
 * The words an agreement names nearly all its levels with ("Categoria A, posizione organizzativa 1" in the
 * Chimico-farmaceutico, "Categoria B, posizione economica 2" in the cooperative sociali): in a question they ask
 * for the level ("in che categoria e posizione va inquadrata?"), they do not describe the job, so a definition
 * that happens to hold one of them ("posizioni preposte a settori importanti") is not matched by them. Only
 * agreements with enough levels for the pattern to show, and words on nine levels in ten at least.
 */
const MIN_LEVELS = 5;
const SHARE = 0.9;

const namingCache = new WeakMap<Ccnl, string[]>();

function levelNamingWords(ccnl: Ccnl): string[] {
  const known = namingCache.get(ccnl);
  if (known) return known;
  const counts = new Map<string, number>();
  for (const level of ccnl.levels)
    for (const word of new Set(normalise(level.name).match(/\p{L}{4,}/gu) ?? []))
      counts.set(word, (counts.get(word) ?? 0) + 1);
  const words =
    ccnl.levels.length < MIN_LEVELS
      ? []
      : [...counts].filter(([, n]) => n >= ccnl.levels.length * SHARE).map(([w]) => w);
  namingCache.set(ccnl, words);
  return words;
}

/** A normalised phrase without the agreement's level-naming words (plural forms too: "posizioni", "categorie"). */
export function withoutLevelNaming(phrase: string, ccnl: Ccnl): string {
  const words = levelNamingWords(ccnl);
  if (!words.length) return phrase;
  const stems = words.map((w) => w.slice(0, -1));
  return phrase.replace(new RegExp(`\\b(?:${stems.join('|')})\\p{L}?\\b`, 'gu'), ' ');
}
