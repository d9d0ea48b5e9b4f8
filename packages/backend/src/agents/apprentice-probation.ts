import type { Ccnl } from '../kb/schema.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';

/**
 * The probation of an apprentice ("lo assume un'impresa edile come apprendista operaio: quanto dura la prova?"),
 * where the agreement has no apprentice rows in its probation table but its apprenticeship rule sets one
 * (Edilizia industria art. 92: 8 weeks of actual work for manual workers): that sentence, for the group the
 * question names when the sentence parts them, opens the answer. Undefined when the rule says nothing of it.
 */
const PROBATION_SENTENCE = /\bprova\b/i;
const FIGURE =
  /\b(?:\d+|un|una|due|tre|quattro|sei|otto) (?:settiman[ae]|mes[ei]|giorni)(?: di (?:lavoro|servizio) effettivo)?/g;

export function apprenticeRuleProbation(
  ccnl: Ccnl,
  text: string,
  related: string[],
): AgentAnswer | undefined {
  const rule = ccnl.apprenticeship.text ?? '';
  // ("per gli impiegati quella dell'art. 42, per gli operai …": a sentence ends before a capital, not at "art.")
  const sentence = rule
    .split(/(?<=\.)\s+(?=\p{Lu})/u)
    .find((s) => PROBATION_SENTENCE.test(s))
    ?.replace(/\.$/, '')
    .replace(/^Prova:\s*/, '');
  if (!sentence) return undefined;
  const article = ccnl.apprenticeship.article ? ` (${ccnl.apprenticeship.article})` : '';
  // "apprendista operaio": the manual workers' part of "per gli impiegati …, per gli operai …" opens.
  const group = /\boperai[oa]?\b/.test(text)
    ? 'operai'
    : /\bimpiegat[oa]\b/.test(text)
      ? 'impiegati'
      : undefined;
  const part = group ? new RegExp(`\\bper gli ${group} ([^,;]+)`).exec(sentence)?.[1] : undefined;
  const figure = part?.match(FIGURE)?.[0];
  const answer =
    group && figure
      ? `Nel ${ccnl.short_name} il periodo di prova di un apprendista ${group === 'operai' ? 'operaio' : 'impiegato'} è di ${bold(figure)}${article}.`
      : `Nel ${ccnl.short_name}, per l'apprendista${article}: ${sentence.replace(FIGURE, (span) => bold(span))}.`;
  const general = ccnl.probation.text;
  return compose({
    answer,
    steps: [
      ...(group && figure ? [`La regola dell'apprendistato: ${sentence}.`] : []),
      ...(general
        ? [
            `Per gli altri lavoratori${ccnl.probation.article ? `, ${ccnl.probation.article}` : ''}: ${general}`,
          ]
        : []),
    ],
    citations: [
      ...citeSources(ccnl, answer, ccnl.apprenticeship.article ?? null, ccnl.apprenticeship.sources, 1),
      ...(general
        ? citeSources(ccnl, general, ccnl.probation.article ?? null, ccnl.probation.sources, 1)
        : []),
    ],
    related,
  });
}
