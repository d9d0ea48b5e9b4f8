import { scoreIntents } from './intents.js';
import type { Intent } from './request.js';

/** Words that make a clause a request, even without a question mark ("mi dica quanto…", "vorrei sapere"). */
const ASKS =
  /\?|\bquant[oaie]?\b|\bqual[ei]?\b|\bcome\b|\bquando\b|\bspett|\bposso\b|\bdevo\b|\bvorrei sapere|\bsapere se|\bmi dic/;

/**
 * Further subjects a question asks, among those its words name: a subject named only in the story around the
 * question ("è in malattia… qual è il minimo tabellare?") is the situation, not a second question. Read on the
 * folded text: the clauses that ask (a question mark or a question word) say what is asked; with no such
 * clause every subject counts.
 */
export function askedSubjects(text: string, candidates: readonly Intent[]): Intent[] {
  const clauses = text.split(/(?<=[.!?;])\s+/).filter((c) => ASKS.test(c));
  if (!clauses.length || clauses.length === text.split(/(?<=[.!?;])\s+/).length) return [...candidates];
  const asked = new Set(scoreIntents(clauses.join(' ')).map((s) => s.intent));
  return candidates.filter((intent) => asked.has(intent));
}
