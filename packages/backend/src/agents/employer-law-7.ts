import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { apprenticeshipEndAnswer } from './apprenticeship-end.js';
import { bold, compose } from './compose.js';
import { type LawFact, lawCitations } from './law-facts.js';

/**
 * Two rules of the law that employers ask with no agreement named, read on the pages cited (2026-11-24):
 * what happens when an apprenticeship's training period ends (D.Lgs. 81/2015, art. 42 c. 4), and whether a
 * part-timer's request for more hours binds the employer (D.Lgs. 81/2015, art. 8).
 */
export const APPRENTICESHIP_END: LawFact = {
  figure: 'prosegue come ordinario rapporto a tempo indeterminato',
  text: 'al termine del periodo di apprendistato il datore di lavoro e l’apprendista possono recedere dal contratto ai sensi dell’art. 2118 c.c., con preavviso che decorre dal termine del periodo formativo (durante il preavviso si applica ancora la disciplina dell’apprendistato); se nessuna delle parti recede, il rapporto {figure}.',
  reference: 'D.Lgs. 81/2015, art. 42 c. 4',
  sources: [
    {
      url: 'https://infoapprendistato.regione.piemonte.it/1-10-cosa-succede-al-termine-del-contratto-di-apprendistato/',
      label: 'Regione Piemonte, InfoApprendistato: cosa succede al termine del contratto di apprendistato',
      date: null,
      confidence: 'medium',
    },
    {
      url: 'https://www.vertenzalavoro.it/2022/12/07/apprendistato-recesso-di-una-delle-parti-al-termine-del-periodo-formativo/',
      label: 'Vertenza Lavoro: apprendistato, recesso di una delle parti al termine del periodo formativo',
      date: '2022-12-07',
      confidence: 'medium',
    },
  ],
};

export const PART_TIME_MORE_HOURS: LawFact = {
  figure: 'diritto di precedenza',
  text: 'il passaggio da part-time a tempo pieno (o a più ore) richiede l’accordo scritto delle parti: il datore di lavoro non è obbligato ad accettare la richiesta. Il lavoratore part-time ha però un {figure} nelle assunzioni a tempo pieno che il datore fa per mansioni uguali o equivalenti nelle unità produttive vicine; se non è rispettato, spetta il risarcimento del danno.',
  reference: 'D.Lgs. 81/2015, art. 8',
  sources: [
    {
      url: 'https://consulenza-legale.info/la-trasformazione-del-rapporto-da-full-time-a-part-time',
      label: 'Consulenza Legale Italia: la trasformazione del rapporto da full-time a part-time e viceversa',
      date: null,
      confidence: 'medium',
    },
    {
      url: 'https://consultala.com/modelli/template-modello-variazione-orario-di-lavoro-da-pt-a-ft',
      label: 'Consultala: variazione dell’orario da part-time a full-time, serve il consenso scritto',
      date: null,
      confidence: 'low',
    },
  ],
};

/** The training period's end asked: what happens, whether the apprentice must be kept, with which notice. */
export const ASKS_APPRENTICESHIP_END =
  /\bapprendist\w*\b[^?]{0,120}\b(?:fini\w*|termin\w*|scad\w*|conclu\w*)\b[^?]{0,40}\b(?:formazione|apprendistato|periodo formativo)?|\b(?:fine|termine|scadenza) (?:del(?:l'| )?)?(?:apprendistato|periodo (?:di formazione|formativo))\b|\b(?:fini\w*|termin\w*|scad\w*|conclu\w*) (?:l'|il )?(?:apprendistato|periodo (?:di formazione|formativo))\b/;
const ASKS_WHAT_THEN =
  /\bcosa succede\b|\bnon (?:voglio|vorrei|intendo) (?:confermar|tener|tenerl)\w*|\bnon (?:lo|la) (?:confermo|tengo)\b|\b(?:posso|devo) (?:non )?(?:confermar|tener|mandar|licenzi|lasciar)\w*|\bse non faccio niente\b|\bcon (?:quale|che) preavviso\b/;
/** A part-timer asking more hours or full time, and the employer asking whether it must agree. */
const ASKS_MORE_HOURS =
  /\bpart[ -]?time\b[^?]{0,160}\b(?:piu ore|aumentar\w* (?:l'|le )?ore|aumentar\w* l'orario|tempo pieno|full[ -]?time)\b[^?]{0,200}\b(?:obbligat\w*|devo accettar\w*|posso rifiutar\w*|precedenza)\b/;

function lawAnswer(fact: LawFact, opening: string, related: string[]): AgentAnswer {
  const said = fact.text.replace('{figure}', fact.figure);
  return compose({
    answer: opening,
    steps: [`La regola: ${said}`],
    assumptions: [
      'Lavoratore dipendente del settore privato; il contratto collettivo applicato può aggiungere regole proprie.',
    ],
    citations: lawCitations(fact, said),
    related,
  });
}

/** The law's answer to an employer's question on these subjects, or undefined. */
export function employerLawAnswer(message: string): AgentAnswer | undefined {
  const text = readable(message);
  // (The law's rule as the apprenticeship's own answer words it, when that reads the end asked: apprenticeship-end.ts.)
  if (ASKS_APPRENTICESHIP_END.test(text) && ASKS_WHAT_THEN.test(text))
    return (
      apprenticeshipEndAnswer(text) ??
      lawAnswer(
        APPRENTICESHIP_END,
        `Per legge (${APPRENTICESHIP_END.reference}) alla fine del periodo formativo, se nessuno recede, il rapporto ${bold(APPRENTICESHIP_END.figure)}; se non vuoi confermare l’apprendista puoi recedere ai sensi dell’art. 2118 c.c., con un ${bold('preavviso che decorre dal termine del periodo formativo')}.`,
        ['Quanto dura il preavviso nel CCNL Commercio?'],
      )
    );
  if (ASKS_MORE_HOURS.test(text))
    return lawAnswer(
      PART_TIME_MORE_HOURS,
      `No: per legge (${PART_TIME_MORE_HOURS.reference}) passare a più ore o al tempo pieno richiede l’accordo scritto, e il datore di lavoro non è obbligato ad accettare; il part-time ha però un ${bold(PART_TIME_MORE_HOURS.figure)} nelle nuove assunzioni a tempo pieno per mansioni uguali o equivalenti.`,
      ['Con quale maggiorazione si paga il lavoro supplementare nel CCNL Commercio?'],
    );
  return undefined;
}
