import type { TypedRequest } from '../reader/request.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import { type LawFact, lawCitations } from './law-facts.js';
import { withSubjects } from './multi-part.js';

/**
 * Part-time instead of parental leave (D.Lgs. 81/2015, art. 8 c. 7): a full-timer may ask once, in place of
 * the parental leave or within what is left of it, to work part-time with a cut of at most 50%; the employer
 * must make the change within 15 days of the request, so it is a right, not a favour the firm may refuse for
 * its own needs. Read on the Government's family department page and the decree's text on 2026-11-27.
 */
export const PARENTAL_PART_TIME: LawFact = {
  figure: '50%',
  text: 'il lavoratore può chiedere, per una sola volta, in luogo del congedo parentale o entro i limiti del congedo ancora spettante (D.Lgs. 151/2001, Capo V), la trasformazione del rapporto da tempo pieno a tempo parziale, purché con una riduzione d’orario non superiore al {figure}; il datore di lavoro è tenuto a dar corso alla trasformazione entro quindici giorni dalla richiesta.',
  reference: 'D.Lgs. 81/2015, art. 8 c. 7',
  sources: [
    {
      url: 'https://famiglia.governo.it/it/politiche-e-attivita/famiglia/conciliazione-famiglia-lavoro/altri-strumenti/part-time-in-alternativa-al-congedo-parentale',
      label: 'Dipartimento per le politiche della famiglia: part-time in alternativa al congedo parentale',
      date: null,
      confidence: 'high',
    },
    {
      url: 'https://www.dequo.it/consulenze/lavoro-previdenza/congedo-parentale-e-part-time-comma-7-art-8-dlgs-81/2015',
      label: 'Dequo: congedo parentale e part-time, testo dell’art. 8 c. 7 D.Lgs. 81/2015',
      date: null,
      confidence: 'medium',
    },
  ],
};

const PART_TIME = /\bpart.?time\b|\btempo parziale\b|\bridu\w* (?:d[ie]ll?'? ?)?orario\b/;
const INSTEAD =
  /\b(?:al posto|in luogo|invece|in alternativa|anziche)\b[^.?!]{0,25}\bcongedo\b|\bcongedo\b[^.?!]{0,60}\b(?:al posto|in luogo|invece|in alternativa|anziche)\b/;

const insteadOfLeave = (text: string) =>
  PART_TIME.test(text) &&
  INSTEAD.test(text) &&
  /\bparental\w*|\bmaternit\w*|\bfigli\w*|\bbambin\w*/.test(text);

/** Asked again or more than once ("lo posso chiedere più volte?", "e poi di nuovo tra un anno?", "una seconda volta?"). */
const AGAIN =
  /\b(?:piu|quante|due|altre) volte\b|\bdi nuovo\b|\bun'? ?altra volta\b|\buna seconda volta\b|\bnuovamente\b|\bripeter\w*|\brichieder\w* ancora\b/;

/**
 * The law's answer when part-time is asked in place of parental leave, or undefined; asked again in a follow-up
 * (`previous`: the earlier question), the once-only rule opens.
 */
export function parentalPartTimeAnswer(text: string, previous = ''): AgentAnswer | undefined {
  const again = !insteadOfLeave(text) && insteadOfLeave(previous) && AGAIN.test(text) && text.length <= 200;
  if (!insteadOfLeave(text) && !again) return undefined;
  const fact = PARENTAL_PART_TIME;
  const rule = fact.text.replace('{figure}', fact.figure);
  return compose({
    answer: again
      ? `${bold('No, una sola volta')}: per legge (${fact.reference}) il part-time al posto del congedo parentale si può chiedere per una sola volta, con una riduzione d’orario fino al ${bold('50%')} e nei limiti del congedo parentale ancora spettante.`
      : `Il part-time al posto del congedo parentale è un diritto (${fact.reference}): riduzione d’orario fino al ${bold('50%')}, chiesta una sola volta, e l’azienda deve trasformare il contratto entro ${bold('15 giorni')} dalla richiesta; non può rifiutarlo per esigenze organizzative o per il reparto sotto organico.`,
    steps: [
      `La regola: ${rule}`,
      'La trasformazione vale nei limiti del congedo parentale ancora spettante; la riduzione chiesta si mette per iscritto nell’accordo di trasformazione.',
    ],
    assumptions: ['Regole di legge: il contratto collettivo può prevedere condizioni migliori.'],
    citations: lawCitations(fact, `Part-time in luogo del congedo parentale: ${rule}`),
    related: [],
  });
}

/**
 * "invece del congedo parentale vorrei il part-time al 50%: quanto diventerebbe il mio minimo lordo?": a level's
 * pay at the share is asked too, so the law's answer waits for the minimum and joins it (`besideParentalMinimum`).
 */
export function parentalMinimumAsked(req: TypedRequest): boolean {
  const { level, partTimePercent, weeklyHours } = req.slots;
  return (
    req.intent === 'minimum_pay' &&
    level !== undefined &&
    req.slots.agreements.length > 0 &&
    (partTimePercent !== undefined || weeklyHours !== undefined)
  );
}

/** The part-time minimum, opening, with the law on part-time instead of parental leave after it when asked. */
export function besideParentalMinimum(
  text: string,
  minimum: AgentAnswer | undefined,
): AgentAnswer | undefined {
  const law = minimum ? parentalPartTimeAnswer(text) : undefined;
  return minimum && law ? withSubjects(minimum, [law]) : minimum;
}
