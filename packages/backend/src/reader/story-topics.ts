import { scoreIntents } from './intents.js';
import type { Intent } from './request.js';

/** Words that make a clause a request, even without a question mark ("mi dica quanto…", "vorrei sapere"). */
const ASKS =
  /\?|\bquant[oaie]?\b|\bqual[ei]?\b|\bcome\b|\bquando\b|\bspett|\bposso\b|\bdevo\b|\bvorrei sapere|\bsapere se|\bmi (?:dica|dici|dite|sa dire|sai dire|sapete dire)\b/;
// ("lei mi dice che prende 1.550 netti e che a dicembre arriva la tredicesima": told, not asked.)

/**
 * A contrast inside a sentence ("sto per dimettermi e la responsabile dice che le perdo, ma vorrei capire
 * quante ne maturo"): what comes before "ma" is the story, what follows may be the ask.
 */
const CONTRAST = /,?\s+\bma\s+(?=(?:io|vorrei|volevo|vorremmo|volevamo|a me|allora|quindi)\b)/;

/**
 * Further subjects a question asks, among those its words name: a subject named only in the story around the
 * question ("è in malattia… qual è il minimo tabellare?") is the situation, not a second question. Read on the
 * folded text: the clauses that ask (a question mark or a question word) say what is asked; with no such
 * clause every subject counts.
 */
export function askedSubjects(text: string, candidates: readonly Intent[]): Intent[] {
  const all = text.split(/(?<=[.!?;])\s+/).flatMap((sentence) => sentence.split(CONTRAST));
  const clauses = all.filter((c) => ASKS.test(c));
  if (!clauses.length || clauses.length === all.length) return [...candidates];
  const asked = new Set(scoreIntents(clauses.join(' ')).map((s) => s.intent));
  return candidates.filter((intent) => asked.has(intent));
}
