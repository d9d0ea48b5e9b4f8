import type { Ccnl } from '../../kb/schema.js';

/** The name an agreement gives a level, or "livello X" when it has none. */
export function levelName(ccnl: Ccnl, level: string): string {
  return ccnl.levels.find((l) => l.level === level)?.name ?? `livello ${level}`;
}

/** "4° livello", "Quadri", "livello C3": how a level reads inside a sentence. */
export function levelShort(level: string): string {
  if (/^\d+$/.test(level)) return `${level}° livello`;
  if (level === 'Q' || level === 'Quadri') return 'livello Quadri';
  return `livello ${level}`;
}

/**
 * A level's name with its article, bare or after "a": "il 4° livello" / "al 4° livello", "la Categoria D1" /
 * "alla Categoria D1", "i Quadri" / "ai Quadri".
 */
export function levelWithArticle(name: string, after: '' | 'a' = ''): string {
  if (/^quadri\b/i.test(name)) return `${after ? 'ai' : 'i'} ${name}`;
  if (/^(?:categoria|area|\d+ª)/i.test(name)) return `${after ? 'alla' : 'la'} ${name}`;
  return `${after ? 'al' : 'il'} ${name}`;
}

/**
 * "livello C1 (categoria C, posizione economica C1)", "3° livello (3ª categoria)": a level named by its category
 * reads as a level after "del"; other names as they are.
 */
export function levelAfterOf(ccnl: Ccnl, level: string): string {
  const name = levelName(ccnl, level);
  // "3ª categoria" reads "3° livello (3ª categoria)": the word users and the renewal's pages use, then the grid's own.
  if (/^\d+ª categoria$/.test(name) && /^\d+$/.test(level)) return `${levelShort(level)} (${name})`;
  return /^Categoria \p{Lu}, posizione /u.test(name)
    ? `${levelShort(level)} (${name.charAt(0).toLowerCase()}${name.slice(1)})`
    : name;
}
