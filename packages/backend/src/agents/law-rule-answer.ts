import type { AgentAnswer } from './answer.js';
import { compose } from './compose.js';
import { type LawFact, lawCitations } from './law-facts.js';

/** A rule of the law answered: the opening, the rule as its one step, what was assumed and the law's sources. */
export function lawRuleAnswer(
  fact: LawFact,
  opening: string,
  assumption: string,
  related: string[],
): AgentAnswer {
  const text = fact.text.replace('{figure}', fact.figure);
  return compose({
    answer: opening,
    steps: [`La regola: ${text.charAt(0).toUpperCase()}${text.slice(1)}`],
    assumptions: [assumption],
    citations: lawCitations(fact, text),
    related,
  });
}
