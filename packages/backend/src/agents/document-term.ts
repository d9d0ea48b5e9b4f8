import { termMonths } from '../documents/term-months.js';
import { indexOf } from '../kb/documents.js';
import { type AgentAnswer, citePassage } from './answer.js';
import { compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * "con il rinnovo che mi propongono arrivo a quanti mesi in tutto?" beside a fixed-term letter: the months the
 * letter's dates add up to (documents/term-months.ts), whatever subject the word "rinnovo" or "proroga" would
 * otherwise open. Undefined when no document is uploaded or the question asks no number of months.
 */
export function documentTermMonths(ctx: AgentContext): AgentAnswer | undefined {
  if (!ctx.documents.length) return undefined;
  const passages = ctx.documents.flatMap((d) => indexOf(d).passages);
  const term = termMonths(ctx.message, passages);
  if (!term) return undefined;
  const { months, days } = term;
  const said = `${months} ${months === 1 ? 'mese' : 'mesi'}${days ? ` e ${days} ${days === 1 ? 'giorno' : 'giorni'}` : ''}`;
  return compose({
    answer: `Dal documento «${term.passage.fileName}»: il contratto a termine dura in tutto **${said}**, dal ${term.start} al ${term.end} (proroghe comprese).`,
    steps: [],
    assumptions: [],
    citations: [citePassage(term.passage, `Documento caricato: ${term.passage.fileName}`)],
    related: [],
  });
}
