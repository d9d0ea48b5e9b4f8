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
