import type { KnowledgeBase } from '../kb/knowledge-base.js';
import { applyPrecedence } from './precedence.js';
import { COVERED_SECTORS } from './sectors.js';

// The question sets two contracts side by side: "in ciascuno dei due contratti", "nei due contratti",
// "in entrambi", "confrontare", "quale conviene", "sto decidendo tra un posto … e uno …"; two people weighed, each
// under their own ("mia sorella in cooperativa, io colf: chi ha di più tra noi due?").
const BOTH =
  /\b(?:ciascun[oa] dei due|ognun[oa] dei due|(?:nei|tra i|fra i|dei|i) due (?:contratt\w*|ccnl)|in entrambi|(?:in |per |nei |con )?tutt[ie] e due|entrambi i (?:contratt\w*|ccnl)|confront\w*|quale convien\w*|meglio l'uno o l'altro|(?:decid\w*|scegli\w*|sceglier\w*|indecis\w*) (?:tra|fra))\b|\b(?:chi|dove|quale|quali|in quale|in quali) (?:\w+ )?(?:paga|pagano|prende|prendono|guadagna|guadagnano|rende) (?:di )?piu\b|\bmeglio (?:(?:il|un|una|in|al|nel|nella|lo) )?\w+ o (?:(?:il|un|una|in|al|nel|nella|lo) )?\w+\b|\b(?:tra|fra) (?:noi|voi|loro) due\b|\bchi (?:di|tra|fra) (?:noi|voi|loro)(?: due)?\b/;

/**
 * A comparison between an agreement named and one said by its workplace ("un'azienda metalmeccanica" and
 * "un'azienda commerciale", "ciascuno dei due contratti"): the workplace's agreement joins the one named, where
 * otherwise a workplace is read only when nothing is named.
 */
export function withComparedWorkplace(kb: KnowledgeBase, text: string, known: number[]): number[] {
  if (known.length !== 1 || !BOTH.test(text)) return known;
  // Each person's workplace in its own clause ("mia sorella fa la OSS in cooperativa, io faccio la badante"): a
  // sector word whose pattern rules out the other person's job, or a job said with its employer ("OSS in
  // cooperativa": precedence.ts), is read in the clause that says it.
  const clauses = [text, ...text.split(/[,.;:?!()]/)];
  const implied = [
    ...COVERED_SECTORS.filter((s) => clauses.some((c) => s.pattern.test(c))).map(
      (s) => kb.byId(s.agreement)?.id_categoria,
    ),
    ...clauses.slice(1).flatMap((c) => applyPrecedence(kb, [], c).map((a) => a.id_categoria)),
  ].filter((id): id is number => id !== undefined && !known.includes(id));
  return implied.length ? [...known, ...new Set(implied)] : known;
}
