import { allPassagesText } from '../kb/documents.js';
import { sectionAsked } from '../kb/section-asked.js';
import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';

/**
 * The conversation's readable texts that may name a section of the pay tables: this turn, the earlier ones newest
 * first, then the uploaded documents when they name one ("PENSIONE VILLA ADA ** (due stelle) … tabella alberghi
 * minori": a letter's minimum is the reduced table's). A document naming no section adds nothing, so its other
 * words weigh nothing on what the turns decide.
 */
export function sectionTexts(ctx: AgentContext, asked: string): string[] {
  const turns = [asked, ...(ctx.history ?? []).toReversed().map(readable)];
  if (!ctx.documents.length) return turns;
  const written = readable(allPassagesText(ctx.documents));
  return ctx.kb.agreements.some((ccnl) => sectionAsked(ccnl, [written]) !== undefined)
    ? [...turns, written]
    : turns;
}
