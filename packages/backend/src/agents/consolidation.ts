import type { Ccnl } from '../kb/schema.js';
import { consolidationAsked } from '../reader/consolidation-asked.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import { withoutFigureSentences } from './gap-context.js';

/**
 * "La RSU chiede di consolidare le ore supplementari nell'orario: in che misura minima?", "le ore in più fatte
 * stabilmente si possono stabilizzare nel contratto?": the consolidation of a part-timer's supplementary hours
 * into the agreed hours, not their surcharge. The agreement's own clause on it opens the answer with its figure
 * in bold; an agreement whose part-time rule has no such clause says so first.
 */
const CLAUSE = /\bconsolid\w*|\bstabilizz\w*/i;

/** The consolidation clause as the answer, or undefined when the question does not ask it. */
export function consolidationAnswer(message: string, ccnl: Ccnl): AgentAnswer | undefined {
  if (!consolidationAsked(readable(message))) return undefined;
  const rules = ccnl.part_time;
  const clause = (rules.text ?? '')
    .split(/;\s+|\.\s+(?=\p{Lu})/u)
    .find((c) => CLAUSE.test(c))
    ?.trim()
    .replace(/\.$/, '');
  const related = [
    `Qual è l'orario minimo del part-time nel ${ccnl.short_name}?`,
    `Come si pagano le ore supplementari nel ${ccnl.short_name}?`,
  ];
  if (!clause) {
    const context = rules.text ? withoutFigureSentences(rules.text) : '';
    return compose({
      answer: `Nel ${ccnl.short_name} ${bold('il consolidamento delle ore supplementari nell’orario del part-time non è nella base di conoscenza')}: le fonti lette sul part-time non ne parlano.`,
      steps: context ? [`Cosa dice la base di conoscenza sul part-time: ${context}`] : [],
      citations: [],
      related,
    });
  }
  // The clause's first figure is the measure asked ("almeno il 15%").
  const figure = /\d+(?:,\d+)?\s?%|\d+(?:,\d+)?\s+(?:ore|mesi|giorni)\b/.exec(clause)?.[0];
  const said = figure ? clause.replace(figure, bold(figure)) : clause;
  const answer = `Nel ${ccnl.short_name} ${said.charAt(0).toLowerCase()}${said.slice(1)}.`;
  return compose({
    answer,
    steps: rules.text ? ['', `Regola del part-time: ${rules.text.replace(/\.$/, '')}.`] : [],
    citations: citeSources(ccnl, answer, rules.article ?? null, rules.sources),
    related,
  });
}
