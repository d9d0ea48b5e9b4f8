import { readable } from '../reader/text.js';
import type { AgentAnswer, Citation } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * When the surcharges are withheld from pay ("perché a gennaio trova in busta le addizionali dell'anno prima?",
 * "in quante rate si trattiene la comunale?"): the regional one of a year is withheld from the next year's pay in
 * up to 11 instalments after the year-end adjustment (D.Lgs. 446/1997 art. 50 c. 4); the municipal one has a 30%
 * advance withheld in the year itself from March (up to 9 instalments) and a balance withheld the next year in up to
 * 11 (D.Lgs. 360/1998 art. 1 c. 5). A timing asked, not an amount: no pay given.
 */
const SURCHARGE = /\baddizional\w*/;
const MONTH =
  '(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)';
const TIMING_ASKED = new RegExp(
  String.raw`\b(?:quando|tempi(?:stic\w*)?|in quante rate|quante rate|rate\b|rateizzazion\w*|da che mese|in che mes\w*|(?:a|da) (?:gennaio|febbraio|marzo)\b[^?]{0,80}\b(?:addizional|trov\w*|tratten\w*)|anno successivo|anno dopo|acconto|saldo)\b` +
    // "nella busta di dicembre non ci sono le addizionali … a gennaio ricominciano?": a month's payslip without
    // (or with) them, or their stopping and restarting, asks when they are withheld.
    String.raw`|\b(?:bust\w*|cedolin\w*|stipendi\w*|mese)(?: paga)? (?:di|del mese di|a) ${MONTH}\b` +
    String.raw`|\b(?:ricominc|riprend|spari|scompa)\w*|\bripart(?:e|ono|ire|iranno)\b`,
);

const SOURCES: Citation[] = [
  {
    ccnl: 'D.Lgs. 15 dicembre 1997 n. 446, art. 50 c. 4 (Gazzetta Ufficiale)',
    article: null,
    text: 'Per i redditi di lavoro dipendente l’addizionale regionale è trattenuta dal sostituto d’imposta all’atto delle operazioni di conguaglio; l’importo è trattenuto in un numero massimo di undici rate, a partire dal periodo di paga successivo a quello del conguaglio.',
    url: 'https://www.gazzettaufficiale.it/atto/serie_generale/caricaArticolo?art.versione=1&art.idGruppo=2&art.flagTipoArticolo=0&art.codiceRedazionale=097G0478&art.idArticolo=50&art.idSottoArticolo=1&art.idSottoArticolo1=10&art.dataPubblicazioneGazzetta=1997-12-23&art.progressivo=0',
    date: '1997-12-23',
    confidence: 'high',
  },
  {
    ccnl: 'D.Lgs. 28 settembre 1998 n. 360, art. 1 c. 5 (Comune di Parella, addizionale comunale IRPEF)',
    article: null,
    text: 'L’acconto dell’addizionale comunale (30% di quella calcolata sull’imponibile dell’anno precedente) è trattenuto in un massimo di nove rate mensili a partire da marzo; il saldo è determinato al conguaglio e trattenuto in un massimo di undici rate dal periodo di paga successivo.',
    url: 'https://www.comune.parella.to.it/it-it/servizi/tributi-finanze-e-contravvenzioni/addizionale-comunale-irpef-112-36488-1-3b2da160b57034ef25b7dd6be8f6c151',
    date: null,
    confidence: 'high',
  },
];

// "che aliquota devo usare per l'acconto?": the rate is asked, the advance only says what it is for.
const RATE_ASKED = /\b(?:che|quale?|qual e(?: l')?|quanto (?:e|vale) l')\s*aliquot\w*/;

// "e quella comunale?" after a question on the surcharges: the follow-up names only which one.
const WHICH_ONE = /\b(?:comunal\w*|regional\w*|(?:del|al|dal) comune|(?:della|alla|dalla) regione)\b/;

export function asksSurchargeTiming(message: string, history: readonly string[] = []): boolean {
  const text = readable(message);
  const earlier = history.at(-1);
  const named =
    SURCHARGE.test(text) ||
    (WHICH_ONE.test(text) && earlier !== undefined && SURCHARGE.test(readable(earlier)));
  return (
    named &&
    TIMING_ASKED.test(text) &&
    !RATE_ASKED.test(text) &&
    !/\d{1,3}(?:\.\d{3})+|\d{4,}\s*(?:€|euro)/.test(text)
  );
}

export function surchargeTiming(ctx: AgentContext): AgentAnswer | undefined {
  if (!asksSurchargeTiming(ctx.message, ctx.history)) return undefined;
  return compose({
    answer: `Le addizionali di un anno si pagano in gran parte ${bold("nell'anno successivo")}: la ${bold('regionale')} si calcola al conguaglio di fine anno e si trattiene dalla busta del periodo di paga successivo, in un massimo di ${bold('11 rate')} (di solito da gennaio a novembre); la ${bold('comunale')} ha un ${bold('acconto del 30%')} trattenuto già nell'anno stesso (da marzo, in un massimo di 9 rate) e un saldo trattenuto nell'anno successivo, anch'esso in un massimo di 11 rate.`,
    steps: [
      "Per questo a gennaio in busta compaiono le addizionali dell'anno prima, anche se il conguaglio IRPEF si è chiuso a dicembre.",
    ],
    assumptions: ['Lavoratore dipendente con il datore di lavoro come sostituto d’imposta.'],
    citations: SOURCES,
    related: ['Quanto pago di addizionali con un imponibile di 30.000 € a Milano?'],
  });
}
