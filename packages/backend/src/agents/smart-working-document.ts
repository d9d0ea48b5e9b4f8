import { documentTexts } from '../documents/summed-items.js';
import { fold, readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { lawCitations } from './law-facts.js';
import { SMART_NOTICE } from './smart-working-law.js';
import { SMART } from './smart-working-terms.js';

/**
 * An uploaded smart-working agreement whose withdrawal notice is doubted ("la clausola di recesso con 10 giorni
 * è valida? che preavviso minimo prevede la legge?"): the days the agreement sets weighed against the law's
 * minimum for an open-ended agreement (L. 81/2017, art. 19 c. 2: 30 days, 90 for the employer's withdrawal from
 * a disabled worker's). Before, the question was read as the agreement's dismissal notice. Undefined when no
 * uploaded document is a smart-working agreement, the question asks no notice, or the agreement sets none.
 */

const ASKS = /\bpreavvis\w*|\brece\w*|\bclausol\w*|\brientr\w*|\briportar\w* in (?:sede|ufficio|presenza)/;
// "recedere dal presente accordo con preavviso di 10 giorni", "un preavviso di dieci (10) giorni".
const CLAUSE_DAYS =
  /\bpreavviso (?:minimo )?(?:non inferiore a |di |pari a )?(?:\w+ \()?(\d{1,3})\)? giorni\b/;
const FIXED_TERM_AGREEMENT =
  /\bdurata\s*:?\s*(?:a )?tempo determinato\b|\bdurata\s*:?\s*(?:fino al|dal)\b|\bscadenza\s*:?\s*\d/;
const DISABLED = /\bdisabil\w*|\bcategori\w* protett\w*|\b68\/(?:19)?99\b|\binvalid\w*/;

export function documentSmartWorkingNotice(ctx: AgentContext): AgentAnswer | undefined {
  if (!ctx.documents.length) return undefined;
  const question = readable(ctx.message);
  if (!ASKS.test(question)) return undefined;
  const doc = fold(
    documentTexts(ctx.documents)
      .map((d) => d.text)
      .join('\n'),
  );
  if (!SMART.test(doc) || !/\brecess\w*|\brecede\w*/.test(doc)) return undefined;
  const days = CLAUSE_DAYS.exec(doc);
  if (!days) return undefined;
  const agreed = Number(days[1]);
  const disabled = DISABLED.test(question) || DISABLED.test(doc);
  const minimum = disabled ? 90 : 30;
  const fact = SMART_NOTICE;
  const rule = fact.text.replace('{figure}', fact.figure);
  const fixedTerm = FIXED_TERM_AGREEMENT.test(doc);
  const answer = fixedTerm
    ? `Per un accordo di lavoro agile a termine la legge (${fact.reference}) non fissa un preavviso: si recede prima della scadenza solo con un giustificato motivo; il preavviso di ${agreed} giorni dell’accordo vale per quanto le parti hanno pattuito. Per un accordo a tempo indeterminato il minimo di legge è di ${bold('30 giorni')}.`
    : agreed < minimum
      ? `${bold('No')}, la clausola non è valida nella parte in cui riduce il preavviso: per legge (${fact.reference}) dall’accordo di lavoro agile a tempo indeterminato si recede senza giustificato motivo con un preavviso ${bold(`non inferiore a ${minimum} giorni`)}${disabled ? ' (lavoratore disabile, recesso del datore)' : `, ${bold('90 giorni')} se il recesso del datore riguarda un lavoratore disabile`}; i ${agreed} giorni dell’accordo sono sotto il minimo, che si applica al loro posto. Senza preavviso solo con un giustificato motivo.`
      : `${bold('Sì')}: i ${agreed} giorni di preavviso dell’accordo rispettano il minimo di legge di ${bold(`${minimum} giorni`)} per recedere da un accordo di lavoro agile a tempo indeterminato (${fact.reference}).`;
  return compose({
    answer,
    steps: [
      `L’accordo caricato prevede un preavviso di recesso di ${agreed} giorni${fixedTerm ? ' ed è a termine' : ' ed è a tempo indeterminato'}.`,
      `La regola: ${rule}`,
      'Il recesso riguarda solo la modalità agile: il rapporto di lavoro continua e il lavoratore torna a lavorare in sede; conviene comunicarlo per iscritto.',
    ],
    assumptions: ['Nessun giustificato motivo di recesso immediato indicato.'],
    citations: lawCitations(fact, `Recesso dal lavoro agile: ${rule}`),
    related: [],
  });
}
