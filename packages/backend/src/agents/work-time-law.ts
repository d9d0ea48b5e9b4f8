import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import { type LawFact, lawCitations } from './law-facts.js';
import { nightParentAnswer } from './night-parent.js';
import { NIGHT_PERIOD_ASK, nightPeriodAnswer } from './night-period.js';
import { weeklyHoursLawAnswer } from './weekly-hours-law.js';

/**
 * Session 24 (fixs24b): two rules of working time asked with no figure of an agreement to give, read on the pages
 * cited (2026-11-25). How early holidays must be requested ("con quanto preavviso devo chiedere le ferie?") is no
 * notice of leaving: the law leaves the period to the employer (art. 2109 c.c.) and sets no term for the request.
 * How many nights may be worked in a row: the law sets no count of nights, it limits a night worker's hours
 * (D.Lgs. 66/2003, art. 13) and keeps the daily and weekly rest. An agreement's own rule on either is not in the
 * knowledge base, said as such.
 */
export const HOLIDAY_REQUEST: LawFact = {
  figure: 'il periodo delle ferie lo stabilisce il datore di lavoro',
  text: '{figure}, tenendo conto delle esigenze dell’impresa e degli interessi del lavoratore, e deve comunicarlo in anticipo; il lavoratore indica il periodo che preferisce e le ferie vanno autorizzate prima di assentarsi. La legge non fissa con quanto anticipo chiederle: lo stabiliscono il piano ferie o le regole dell’azienda e, se lo prevede, il contratto collettivo applicato.',
  reference: 'art. 2109 c.c.',
  sources: [
    {
      url: 'https://www.gazzettaufficiale.it/atto/serie_generale/caricaArticolo?art.versione=4&art.idGruppo=265&art.flagTipoArticolo=2&art.codiceRedazionale=042U0262&art.idArticolo=2109&art.idSottoArticolo=1&art.idSottoArticolo1=10&art.dataPubblicazioneGazzetta=1942-04-04&art.progressivo=0',
      label: 'Gazzetta Ufficiale: Codice civile, art. 2109 (periodo di riposo)',
      date: '1942-04-04',
      confidence: 'medium',
    },
    {
      url: 'https://www.studiocataldi.it/autori/paolo-spagnuolo/guide/orari-lavoro-tempi-riposo/text107.html',
      label:
        'Studio Cataldi: le ferie nel codice civile (il datore comunica il periodo; le ferie richiedono autorizzazione)',
      date: null,
      confidence: 'medium',
    },
  ],
};

export const NIGHT_WORK: LawFact = {
  figure: '8 ore in media nelle 24 ore',
  text: 'l’orario dei lavoratori notturni non può superare {figure}; i contratti collettivi, anche aziendali, possono calcolare la media su un periodo più lungo. È lavoratore notturno chi lavora almeno 3 ore nel periodo notturno (7 ore consecutive che comprendono l’intervallo tra mezzanotte e le 5) come parte normale del suo orario o, in mancanza di regole del contratto collettivo, almeno 80 giorni l’anno. Restano le 11 ore consecutive di riposo ogni 24 ore e il riposo settimanale di 24 ore consecutive.',
  reference: 'D.Lgs. 66/2003, artt. 1, 7, 9 e 13',
  sources: [
    {
      url: 'https://www.brocardi.it/organizzazione-orario-lavoro/capo-iv/art13.html',
      label: 'Brocardi: D.Lgs. 66/2003, art. 13 (durata del lavoro notturno)',
      date: '2019-01-01',
      confidence: 'medium',
    },
    {
      url: 'https://gazzettadellavoro.com/?p=27304',
      label: 'Gazzetta del Lavoro: chi è lavoratore notturno (3 ore nel periodo notturno o 80 giorni l’anno)',
      date: null,
      confidence: 'medium',
    },
    {
      url: 'https://pmi.it/card/il-riposo-settimanale-nel-contratto-del-commercio/doc/4',
      label:
        'PMI.it: il riposo settimanale (24 ore consecutive ogni 7 giorni, oltre alle 11 ore giornaliere)',
      date: null,
      confidence: 'medium',
    },
  ],
};

// "con quanto preavviso devo chiedere le ferie?", "quanti giorni prima vanno richieste le ferie?", "entro quando
// devo fare la richiesta delle ferie?": how early a request is made.
const HOLIDAY_REQUEST_ASK =
  /\b(?:con |di )?(?:quanto|quale|che|quanti giorni di) (?:di )?(?:preavvis\w*|anticipo)\b[^?]{0,40}\b(?:chied|richied|chiest|richiest|domand|prenot|present|comunic)\w*[^?]{0,30}\bferie\b|\b(?:quanto|quanti giorni|quante settimane) (?:prima|in anticipo)\b[^?]{0,40}\b(?:chied|richied|chiest|richiest|domand|prenot)\w*[^?]{0,30}\bferie\b|\bferie\b[^?]{0,40}\b(?:con|di) (?:quanto|quale|che) (?:preavvis\w*|anticipo)\b|\bferie\b[^?]{0,30}\b(?:quanto|quanti giorni) (?:prima|in anticipo)\b|\bpreavvis\w* (?:per|di) (?:chieder\w*|richieder\w*|domandar\w*|prenotar\w*) (?:le )?ferie\b/;
// "quante notti posso fare di fila?", "quanti turni di notte consecutivi?", "limite del lavoro notturno".
const NIGHTS_ASK =
  /\bquant\w* (?:notti|turni (?:di notte|notturni))\b|\bnotti\b[^?]{0,30}\b(?:di fila|consecutiv\w*|di seguito|in fila)\b|\b(?:turni|lavoro) (?:di notte|notturn\w*)\b[^?]{0,40}\b(?:di fila|consecutiv\w*|limit\w*|massim\w*|quante ore)\b|\b(?:limit\w*|massim\w*)\b[^?]{0,30}\b(?:lavoro notturno|notti|turni di notte)\b/;
// "esiste un limite all'orario giornaliero dei lavoratori notturni?", "turni fissi di notte da 10 ore: si può?": the
// daily limit of a night worker's hours.
const NIGHT_HOURS_ASK =
  /\b(?:limit\w*|massim\w*|quante ore)\b[^?]{0,50}\b(?:lavorator\w*|addett\w*|turn\w*|orario) (?:di notte|notturn\w*)\b|\b(?:lavorator\w*|addett\w*) notturn\w*\b[^.]{0,80}\b(?:limit\w*|massim\w*|quante ore|superare)\b|\bturni (?:\w+ ){0,2}di notte (?:da|di) \d+ ore\b|\b(?:lavorator\w*|addett\w*) (?:notturn\w*|di notte)\b[^.?]{0,30}\bturn\w* (?:da|di) \d+ ore\b|\b(?:la|di) notte\b[^?]{0,40}\b(?:vale|valgono|si applica|conta)\b[^?]{0,20}\blimit\w*/;
// "esiste un limite…?", "c'è un limite…?": a yes-or-no question on whether the law sets one.
const LIMIT_EXISTS =
  /\b(?:esiste|esistono|c'e|ci sono|c e|e previsto|la legge (?:mette|pone|fissa))\b[^?]{0,20}\blimit/;
// "chi è considerato lavoratore notturno?", "cosa si intende per lavoratore notturno?": the definition.
// "quante giornate servono per essere lavoratore notturno?": the threshold that makes one.
// "quando un dipendente va considerato 'lavoratore notturno'?", "mio figlio rientra tra i lavoratori notturni?", "sono
// un lavoratore notturno se chiudo all'1 ogni tanto?": whether the status applies, in any frame.
// "quali requisiti servono per qualificare un dipendente come lavoratore notturno?": the tests that make one.
const NIGHT_WORKER_ASK =
  /\b(?:requisit\w*|condizion\w*|criteri\w*|presuppost\w*|parametr\w*)\b[^?]{0,80}\b(?:qualific\w*|considerat\w*|consider\w*|definit\w*|inquadrat\w*|essere|diventa\w*)\W{1,3}(?:\w+\W{1,3}){0,3}?lavorator\w* notturn|\bchi (?:e|viene|si) (?:\w+ ){0,2}?(?:considerat\w*|definit\w*|inteso)?\W*(?:un )?lavorator\w* notturn|\b(?:cosa|che cosa) si intende (?:per|con) lavor\w* notturn|\bdefinizione di lavorator\w* notturn|\bquando (?:si e|uno e|si diventa|diventa|sono|si viene) (?:considerat\w* )?(?:un )?lavorator\w* notturn|\bper (?:essere|diventare|venire|risultare) (?:considerat\w* |qualificat\w* )?(?:come )?(?:un )?lavorator\w* notturn|\b(?:quando|se|chi|come mai|perche)\b[^?.]{0,50}\b(?:considerat\w*|qualificat\w*|definit\w*|rientr\w*|divent\w*|consider\w*|inquadrat\w*)\W{1,3}(?:\w+\W{1,3}){0,2}?lavorator\w* notturn|\b(?:sono|e|sia|sei|siamo|risult\w*|cont\w*|rientr\w*)\W{1,3}(?:quindi |ora |gia |anche |considerat\w* |come |tra i |fra i |nei |un |una )*lavorator\w* notturn\w*\b[^.?]{0,80}\?/;
// "quante giornate l'anno…?", "quanti giorni di notte servono…?": the count of days opens.
const DAYS_ASK = /\bquant[ie] (?:giornat\w*|giorn[io]|notti|turni)\b/;
// "c'è un limite di ore per notte?" beside the definition: the 8 hours too, in the opening.
const HOURS_TOO = /\b(?:limit\w*|massim\w*|quante ore)\b/;
// "qual è il limite massimo previsto dalla legge?" right after night workers were named: the same limit.
const BARE_LIMIT =
  /^(?!.*\b(?:straordinar\w*|ferie|prova|preavvis\w*|settimanal\w*|malatti\w*|comporto|apprendist\w*)\b).*\b(?:limit\w*|massim\w*)\b/;
const NIGHT_TOLD = /\b(?:lavorator\w*|addett\w*|turn\w*) (?:notturn\w*|di notte)\b/;
// A night's pay, its surcharge or a count of hours worked is a calculation, not the limits.
const NIGHT_PAY =
  /\bmaggiorazion|\bindennit|\bpagat\w*|\bpagan\w*|\bquanto (?:mi )?(?:spetta|prendo|vale)|€|\beuro\b|\bnett|\blord|\bbust/;
const LAW_NAMED = /\blegg[ei]\b|\blegal\w*|\bd\.? ?lgs\b|\bdecreto\b|\b66\/2003\b|\bnormativ\w*/;
const HOUSEHOLD = /\bcolf\b|\bbadant\w*|\bdomestic\w*|\bbaby ?sitter\b|\bconvivent\w*/;

/** Whether a folded text asks the law's rules on night work: who is a night worker, its limits, nights in a row. */
export function asksNightLaw(text: string): boolean {
  return NIGHT_WORKER_ASK.test(text) || NIGHTS_ASK.test(text) || NIGHT_HOURS_ASK.test(text);
}

/** A night shift told longer than 8 hours ("turni fissi di notte da 10 ore"): over the limit unless averaged. */
function longShift(text: string, figure: string): string[] {
  const hours = Number(/\b(?:turn\w*|nott[ei])\b[^?.]{0,30}\b(?:da|di) (\d{1,2}) ore\b/.exec(text)?.[1]);
  if (!(hours > 8)) return [];
  return [
    `Turni fissi di notte da ${hours} ore superano il limite di ${figure}, a meno che il contratto collettivo applicato (anche aziendale) non calcoli la media su un periodo più lungo.`,
  ];
}

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** The answer to how early holidays are requested or how many nights in a row, or undefined. */
export function workTimeLawAnswer(
  message: string,
  agreementName: string | undefined,
  previous?: string,
  notHeld?: string,
): AgentAnswer | undefined {
  // Nights in pregnancy or with a child under 3: the law's ban and right to refuse (night-parent.ts).
  const parent = nightParentAnswer(message, previous);
  if (parent) return parent;
  const text = readable(message);
  const whose = agreementName ? `del ${agreementName}` : notHeld ? `del ${notHeld}` : 'dei CCNL';
  if (HOLIDAY_REQUEST_ASK.test(text)) {
    const fact = HOLIDAY_REQUEST;
    const said = fact.text.replace('{figure}', fact.figure);
    return compose({
      answer: `${bold('La legge non fissa un preavviso per chiedere le ferie')}, e i dati ${whose} che consulto non ne indicano uno: per legge (${fact.reference}) ${fact.text.replace('{figure}', bold(fact.figure)).split(';')[0]}.`,
      steps: [`La regola: ${sentence(said)}`],
      assumptions: [
        'Questo non è il preavviso di licenziamento o di dimissioni, che non si può nemmeno far coincidere con le ferie (art. 2109 c.c.).',
      ],
      citations: lawCitations(fact, said),
      related: [
        'Quanti giorni di ferie spettano nel CCNL Commercio?',
        'Il datore di lavoro può rifiutarmi le ferie?',
      ],
    });
  }
  if (NIGHT_WORKER_ASK.test(text) && !NIGHT_PAY.test(text) && !HOUSEHOLD.test(text))
    return nightWorkerAnswer(whose, text, notHeld);
  // Which hours are night: the law's, when the law is named or no agreement held is (night-period.ts).
  if (
    NIGHT_PERIOD_ASK.test(text) &&
    (LAW_NAMED.test(text) || !agreementName) &&
    !NIGHT_PAY.test(text) &&
    !HOUSEHOLD.test(text)
  )
    return nightPeriodAnswer(text, whose, notHeld);
  const nightsAsked =
    NIGHTS_ASK.test(text) ||
    NIGHT_HOURS_ASK.test(text) ||
    (BARE_LIMIT.test(text) && previous !== undefined && NIGHT_TOLD.test(readable(previous)));
  if (nightsAsked && !NIGHT_PAY.test(text) && !HOUSEHOLD.test(text)) {
    const fact = NIGHT_WORK;
    const said = fact.text.replace('{figure}', fact.figure);
    // "quante notti di fila?": no count of nights, then the hours; "quante ore per notte?": the hours first.
    const nights = /\bnotti\b|\b(?:di fila|consecutiv\w*|di seguito|in fila)\b/.test(text);
    const hours = `l’orario dei lavoratori notturni non può superare ${bold(fact.figure)}, con 11 ore consecutive di riposo ogni 24 ore e 24 ore di riposo settimanale`;
    return compose({
      answer: nights
        ? `${bold('La legge non fissa un numero massimo di notti di fila')}: per legge (${fact.reference}) ${hours}.`
        : `${LIMIT_EXISTS.test(text) ? `${bold('Sì')}: p` : 'P'}er legge (${fact.reference}) ${hours}.`,
      steps: [
        ...longShift(text, fact.figure),
        `La regola: ${sentence(said)}`,
        `Un limite di notti consecutive o turni di notte propri ${whose} non è nei dati che consulto: verifica il contratto collettivo applicato e gli accordi aziendali.`,
      ],
      assumptions: ['Lavoratore dipendente del settore privato.'],
      citations: lawCitations(fact, said),
      related: ['Quanto vale la maggiorazione per il lavoro notturno nel CCNL Commercio?'],
    });
  }
  // The week's ceiling, overtime included, asked of the law with no one agreement named: its 48 hours
  // (weekly-hours-law.ts). Two agreements compared without the law named are theirs ("nell'uno e nell'altro").
  if (!agreementName && !notHeld && LAW_NAMED.test(text)) return weeklyHoursLawAnswer(text);
  return undefined;
}

/**
 * Who is a night worker (D.Lgs. 66/2003, art. 1 c. 2 lett. e): the definition opens, with its two tests; the
 * limit of 8 hours applies to night workers only, so occasional nights below the threshold are outside it.
 */
function nightWorkerAnswer(whose: string, text: string, notHeld?: string): AgentAnswer {
  const fact = NIGHT_WORK;
  const said = fact.text.replace('{figure}', fact.figure);
  const definition = `è lavoratore notturno chi svolge ${bold('almeno 3 ore')} del suo orario nel periodo notturno (7 ore consecutive che comprendono l’intervallo tra mezzanotte e le 5) come parte normale dell’orario oppure, se il contratto collettivo non lo regola, chi lavora di notte per ${bold('almeno 80 giorni lavorativi l’anno')}`;
  const opening = DAYS_ASK.test(text)
    ? `Se il contratto collettivo non lo regola, per legge (D.Lgs. 66/2003, art. 1) è lavoratore notturno chi lavora di notte per ${bold('almeno 80 giorni lavorativi l’anno')} (almeno 3 ore nel periodo notturno, le 7 ore consecutive che comprendono l’intervallo tra mezzanotte e le 5).`
    : `Per legge (D.Lgs. 66/2003, art. 1) ${definition}.${HOURS_TOO.test(text) ? ` Il suo orario non può superare ${bold(fact.figure)} (art. 13).` : ''}`;
  // The trade's agreement not held ("un laboratorio di panificazione"): one sentence, then the law's rule.
  const gap = notHeld
    ? `Il ${notHeld} non è nella base di conoscenza: le sue regole proprie sul lavoro notturno (numero di giorni, maggiorazioni) vanno verificate sul testo del contratto.`
    : `Una definizione o un numero di giorni propri ${whose} non sono nei dati che consulto: il contratto collettivo può fissare regole diverse sul numero di giorni.`;
  return compose({
    answer: opening,
    steps: [
      `Chi fa la notte solo ogni tanto, sotto queste soglie, non è lavoratore notturno: il limite di ${fact.figure} (art. 13) vale per i lavoratori notturni, ma restano per tutti le 11 ore consecutive di riposo ogni 24 ore e il riposo settimanale.`,
      `La regola: ${sentence(said)}`,
      gap,
    ],
    assumptions: ['Lavoratore dipendente del settore privato.'],
    citations: lawCitations(fact, said),
    related: ['Quanto vale la maggiorazione per il lavoro notturno nel CCNL Commercio?'],
  });
}
