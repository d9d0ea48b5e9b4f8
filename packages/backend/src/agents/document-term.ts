import { letterStatements } from '../documents/letter-statement.js';
import { termMonths } from '../documents/term-months.js';
import { indexOf } from '../kb/documents.js';
import { type AgentAnswer, citePassage } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { FIXED_TERM } from './labour-subjects.js';
import { lawCitations } from './law-facts.js';

const LIMIT_MONTHS = 24;
const NO_CAUSALE_MONTHS = 12;
// "quanti me ne mancano al massimo?", "quanto mi resta prima dei 24 mesi?"
const ASKS_LEFT = /\bmanc\w*|\bresta\w*|\brimane\w*|\bmax\b|\bmassimo\b|\blimite\b|\b24 mesi\b|\bal 24\b/;
// "serve la causale?", "la motivazione quando diventa obbligatoria?"
const ASKS_CAUSALE = /\bcausal\w*|\bmotivazion\w*/;

const monthsSaid = (months: number, days = 0) =>
  `${months} ${months === 1 ? 'mese' : 'mesi'}${days ? ` e ${days} ${days === 1 ? 'giorno' : 'giorni'}` : ''}`;

/**
 * "con il rinnovo che mi propongono arrivo a quanti mesi in tutto?" beside a fixed-term letter: the months the
 * letter's periods add up to (documents/term-months.ts), whatever subject the word "rinnovo" or "proroga" would
 * otherwise open; then, when asked, the months left to the law's 24 and whether a causale is needed (beyond 12
 * months), with the law's sources, and the causale the letter states. Undefined when no document is uploaded
 * or the question asks no number of months.
 */
export function documentTermMonths(ctx: AgentContext): AgentAnswer | undefined {
  if (!ctx.documents.length) return undefined;
  const passages = ctx.documents.flatMap((d) => indexOf(d).passages);
  const term = termMonths(ctx.message, passages);
  if (!term) return undefined;
  const { months, days, periods } = term;
  const asked = ctx.message.toLowerCase();
  const lines = [
    periods.length > 1
      ? `Dal documento «${term.passage.fileName}»: con lo stesso datore di lavoro i contratti a termine durano in tutto **${monthsSaid(months, days)}**, in ${periods.length} contratti (${periods.map((p) => `dal ${p.start} al ${p.end}`).join('; ')}).`
      : `Dal documento «${term.passage.fileName}»: il contratto a termine dura in tutto **${monthsSaid(months, days)}**, dal ${term.start} al ${term.end} (proroghe comprese).`,
  ];
  const total = months + days / 30;
  const law = ASKS_LEFT.test(asked) || ASKS_CAUSALE.test(asked);
  if (ASKS_LEFT.test(asked)) {
    const left = LIMIT_MONTHS * 30 - (months * 30 + days);
    lines.push(
      left > 0
        ? `Al limite di legge di ${LIMIT_MONTHS} mesi mancano ${bold(monthsSaid(Math.floor(left / 30), left % 30))}.`
        : `Il limite di legge di ${LIMIT_MONTHS} mesi è raggiunto.`,
    );
  }
  if (ASKS_CAUSALE.test(asked))
    lines.push(
      total > NO_CAUSALE_MONTHS
        ? `Oltre i ${NO_CAUSALE_MONTHS} mesi la legge richiede una causale (${FIXED_TERM.reference}).`
        : `Entro i ${NO_CAUSALE_MONTHS} mesi la legge non richiede una causale (${FIXED_TERM.reference}).`,
    );
  const stated = (letterStatements(ctx.message, passages) ?? []).filter((s) =>
    /\bcausale\b|\bsostituzion/i.test(s.text),
  );
  for (const s of stated) lines.push(`La lettera scrive: «${s.text}»`);
  return compose({
    answer: lines.join(' '),
    steps: law ? [`La regola: ${FIXED_TERM.text}`] : [],
    assumptions: [],
    citations: [
      citePassage(term.passage, `Documento caricato: ${term.passage.fileName}`),
      ...(law ? lawCitations(FIXED_TERM, `Contratto a termine: ${FIXED_TERM.text}`) : []),
    ],
    related: [],
  });
}
