import { MONTH_NAMES } from '../kb/format.js';
import { findLevel } from '../kb/pay.js';
import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';

/**
 * Session 29 (fixs29a): "e x il 6 livello?" after the probation of the 4th: a further passage stating the whole
 * ladder ("60 giorni per il 4° e 5° livello e 45 per il 6° e 7°") puts other levels' figures beside the one
 * asked, where a reader takes them for this level's. When the answer opens on one level, a passage that names
 * other levels with a figure is no further element.
 */
const LEVEL_WORD = /\blivell[oi]\b|\bquadri\b/i;
const FIGURE = /\d+\s*(?:giorni|mesi|settimane|ore|euro|€|%)/i;
// "4°", "6°" — not a date's first day ("1° aprile 2024").
const ORDINAL = new RegExp(`\\b(\\d{1,2})°(?!\\s*(?:${MONTH_NAMES})\\b)`, 'gi');

export function otherLevelsPassage(passage: string, level: string | undefined, opening: string): boolean {
  if (!level || !LEVEL_WORD.test(passage) || !FIGURE.test(passage)) return false;
  // Only an opening given for that level (its own figure).
  if (!new RegExp(`(?:^|[^\\w])${level}°?(?:[^\\w]|$)`).test(opening)) return false;
  const named = [...passage.matchAll(ORDINAL)].map((m) => m[1]);
  return named.some((n) => n !== level) || (/\bquadri\b/i.test(passage) && !/quadr/i.test(level));
}

// "perché è più breve di quella del 4° livello?": a level weighed against another wants the others' figures.
const WEIGHED = /\b(?:piu|meno|rispetto|differenz\w*|divers\w*|confront\w*|perche|motivo|invece)\b/;

/**
 * The level the question itself names for the one agreement answered (the reader's level, else the one its words
 * name), alone and not weighed against another: the only level whose figure is due. None beside a document.
 */
export function levelAsked(ctx: AgentContext, scope: string[]): string | undefined {
  const ccnl = scope.length === 1 ? ctx.kb.agreements.find((c) => c.id === scope[0]) : undefined;
  if (!ccnl || ctx.documents.length) return undefined;
  const slot = ctx.request?.slots.level;
  const level = slot && ccnl.levels.some((l) => l.level === slot) ? slot : findLevel(ccnl, ctx.message);
  // ("e per il 7°?": the level said alone, as a follow-up's number.)
  const said =
    level !== undefined &&
    (findLevel(ccnl, ctx.message) === level ||
      new RegExp(`(?:^|[^\\w])${level}°?(?:[^\\w]|$)`).test(ctx.message));
  return said && !WEIGHED.test(readable(ctx.message)) ? level : undefined;
}
