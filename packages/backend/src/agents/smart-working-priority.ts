import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import { type LawFact, lawCitations } from './law-facts.js';
import { SMART } from './smart-working-terms.js';

/**
 * Who comes first when an employer grants smart working (L. 81/2017, art. 18 c. 3-bis, as replaced by D.Lgs.
 * 105/2022): requests of parents of children up to 12 (any age for a child with a serious disability), of
 * workers with a serious disability and of caregivers have priority. The law fixes no number of days: the
 * individual agreement does. Read on the Gazzetta Ufficiale page on 2026-11-27.
 */
export const SMART_PRIORITY: LawFact = {
  figure: '12 anni',
  text: 'i datori di lavoro pubblici e privati che stipulano accordi di lavoro agile devono in ogni caso riconoscere priorità alle richieste delle lavoratrici e dei lavoratori con figli fino a {figure} di età, o senza limite di età se il figlio è in condizione di disabilità grave (art. 3 c. 3 L. 104/1992); la stessa priorità spetta ai lavoratori con disabilità grave accertata e ai caregiver familiari. Il lavoratore che chiede il lavoro agile non può essere sanzionato, demansionato, licenziato o trasferito per la richiesta.',
  reference: 'L. 81/2017, art. 18 c. 3-bis, come sostituito dal D.Lgs. 105/2022',
  sources: [
    {
      url: 'https://www.gazzettaufficiale.it/atto/serie_generale/caricaArticolo?art.versione=1&art.idGruppo=0&art.flagTipoArticolo=0&art.codiceRedazionale=22G00114&art.idArticolo=4&art.idSottoArticolo=1&art.idSottoArticolo1=10&art.dataPubblicazioneGazzetta=2022-07-29&art.progressivo=0',
      label: 'Gazzetta Ufficiale: D.Lgs. 30 giugno 2022, n. 105, art. 4 (nuovo art. 18 c. 3-bis L. 81/2017)',
      date: '2022-07-29',
      confidence: 'high',
    },
    {
      url: 'https://www.ansa.it/sito/notizie/economia/2022/03/31/lavoro-priorita-per-genitori-di-figli-under-12-per-smart_901b4b0e-adaa-4c2d-8f02-2c8eb22ccfbe.html',
      label: 'ANSA: priorità nel lavoro agile per i genitori di figli fino a 12 anni',
      date: '2022-03-31',
      confidence: 'medium',
    },
  ],
};

const PRIORITY =
  /\bprecedenz\w*|\bpriorit\w*|\bprefer\w*|\bprima (?:a lei|a lui|lei|lui)\b|\bchi (?:scegli\w*|mandar\w*|passa prima)\b|\bposti limitati\b/;
const CHILD =
  /\bfigli\w*|\bbambin\w*|\bbimb\w*|\bragazz\w*|\bmadre\b|\bpadre\b|\bmamma\b|\bpapa\b|\bgenitor\w*|\bcaregiver\b|\b104\b/;

const DISABLED_CHILD = /\b104\b|\bdisabil\w*|\bhandicap\b|\binvalid\w*/;

/** The law's priority among smart-working requests, when a question weighs a parent against a colleague. */
export function smartPriorityAnswer(text: string, previous = ''): AgentAnswer | undefined {
  const now = SMART.test(text) && PRIORITY.test(text) && CHILD.test(text);
  // "e la collega con un figlio di 15 anni con la 104?" after the priority asked: the same rule, another child.
  const followUp =
    !now &&
    SMART.test(previous) &&
    PRIORITY.test(previous) &&
    CHILD.test(text) &&
    text.split(/\s+/).length <= 30;
  if (!now && !followUp) return undefined;
  const fact = SMART_PRIORITY;
  const rule = fact.text.replace('{figure}', fact.figure);
  const disabledChild =
    DISABLED_CHILD.test(text) && /\bfigli\w*|\bbimb\w*|\bbambin\w*|\bragazz\w*/.test(text);
  return compose({
    answer: disabledChild
      ? `${bold('Sì')}: per un figlio con disabilità grave (art. 3 c. 3 L. 104/1992) la priorità nel lavoro agile vale ${bold('senza limite di età')}; il limite dei 12 anni riguarda solo i figli senza disabilità (${fact.reference}).`
      : `${bold('Sì')}: per legge (${fact.reference}) chi stipula accordi di lavoro agile deve dare ${bold('priorità')} alle richieste di chi ha figli fino a ${bold('12 anni')} (senza limite di età per un figlio con disabilità grave), dei lavoratori con disabilità grave e dei caregiver; tra i posti disponibili la loro richiesta passa prima di quella di un collega senza questi requisiti.`,
    steps: [
      `La regola: ${rule}`,
      'La legge non fissa quanti giorni di lavoro agile spettano: li decide l’accordo individuale, scritto (L. 81/2017, art. 19); la priorità vale nell’accesso, non dà diritto a un numero di giorni.',
    ],
    assumptions: [
      'Regole di legge: un accordo aziendale o il contratto collettivo possono aggiungere criteri.',
    ],
    citations: lawCitations(fact, `Priorità nel lavoro agile: ${rule}`),
    related: [],
  });
}
