import { euro } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import { readable } from '../reader/text.js';
import { agreementInpsNote, agreementInpsRate } from './agreement-inps-rate.js';
import type { Citation } from './answer.js';
import { bold } from './compose.js';
import { type LawFact, lawCitations } from './law-facts.js';
import { conversationInpsRate } from './stated-inps-rate.js';

/**
 * The apprentice's own INPS share: 5,84% of the pay instead of the ordinary 9,19% (L. 296/2006, art. 1 c. 773,
 * from 1 January 2007; INPS circ. 22/2007, restated by circ. 108/2018 for every kind of apprenticeship). Only the
 * worker's share: the employer's reduced rates and their small-firm steps stay out of the knowledge base
 * (apprentice-rates.ts). Read on the pages below on 2026-11-29; labour press at most medium confidence.
 */
export const APPRENTICE_WORKER_INPS: LawFact & { ratePct: number } = {
  ratePct: 5.84,
  figure: '5,84%',
  text: "la quota INPS a carico dell'apprendista è del {figure} della retribuzione, ridotta rispetto all'aliquota ordinaria",
  reference: 'L. 296/2006, art. 1 c. 773, dal 1° gennaio 2007; INPS circ. 22/2007 e 108/2018',
  sources: [
    {
      url: 'https://www.lavorofacile.it/news/inps-nuove-aliquote-contributive-per-gli-apprendisti',
      label:
        'Lavorofacile: INPS circ. 22/2007, dal 1° gennaio 2007 contribuzione apprendisti 15,84% di cui 5,84% a carico del lavoratore',
      date: '2007-01-23',
      confidence: 'medium',
    },
    {
      url: 'https://fiscoetasse.com/index.php/rassegna-stampa/25945-apprendistato-1-livello-torna-la-contribuzione-progressiva.html',
      label: "Fiscoetasse: INPS circ. 108/2018, aliquota complessiva di cui 5,84% a carico dell'apprendista",
      date: '2018-11-14',
      confidence: 'medium',
    },
  ],
};

const APPRENTICE = /\bapprendist/;
// "non sono apprendista", "senza apprendistato", "ex apprendista", "dopo l'apprendistato": no apprentice now.
const NOT_NOW =
  /\b(?:non|ne|nè|né|senza|niente|nessun\w*|ex|dopo|finit\w*|terminat\w*|conclus\w*|confermat\w*)\b[^.?;!]{0,40}?\bapprendist/;

/**
 * The worker whose pay is asked is an apprentice now ("sono apprendista", "busta dell'apprendista"). The first
 * mention decides: "sono apprendista … un amico non apprendista paga di più" speaks of an apprentice, "non sono più
 * apprendista, a differenza del collega apprendista" does not.
 */
export function apprenticeWorker(message: string): boolean {
  const text = readable(message);
  const first = APPRENTICE.exec(text);
  return first !== null && !NOT_NOW.test(text.slice(0, first.index + first[0].length));
}

/**
 * The apprentice's INPS rate for the engine, when this turn (or, for a short follow-up, the turn before) speaks of
 * an apprentice; undefined otherwise.
 */
export function apprenticeInpsRate(
  message: string,
  history: readonly string[] = [],
): { inpsRatePct: number } | undefined {
  const apprentice =
    apprenticeWorker(message) ||
    (!APPRENTICE.test(readable(message)) && apprenticeWorker(history.at(-1) ?? ''));
  return apprentice ? { inpsRatePct: APPRENTICE_WORKER_INPS.ratePct } : undefined;
}

/** The line saying the apprentice's rate was used, and its citations. */
export function apprenticeInpsNote(): { assumption: string; citations: Citation[] } {
  const fact = APPRENTICE_WORKER_INPS;
  const sentence = fact.text.replace('{figure}', fact.figure);
  return {
    assumption: `Contributi da apprendista: ${sentence} (${fact.reference}).`,
    citations: lawCitations(fact, sentence),
  };
}

/** The worker's INPS rate for the engine: the one the user states, else an apprentice's, else the sector's. */
export function workerInpsRate(
  message: string,
  history: readonly string[] | undefined,
  ccnl: Ccnl | undefined,
): { inpsRatePct: number } | undefined {
  return (
    conversationInpsRate(message, history) ?? apprenticeInpsRate(message, history) ?? agreementInpsRate(ccnl)
  );
}

/** Where that rate comes from (none when the user stated it). */
export function workerInpsNote(
  message: string,
  history: readonly string[] | undefined,
  ccnl: Ccnl | undefined,
): { assumption: string; citations: Citation[] } | undefined {
  if (conversationInpsRate(message, history)) return undefined;
  if (apprenticeInpsRate(message, history)) return apprenticeInpsNote();
  return ccnl ? agreementInpsNote(ccnl) : undefined;
}

/** "I contributi a carico dell'apprendista sono al 5,84%…": the year's share said beside an apprentice's net. */
export function apprenticeShareSentence(
  message: string,
  history: readonly string[] | undefined,
  contributions: number,
): string | undefined {
  if (conversationInpsRate(message, history) || !apprenticeInpsRate(message, history)) return undefined;
  return ` I contributi a carico dell'apprendista sono al ${bold(APPRENTICE_WORKER_INPS.figure)}, invece dell'aliquota ordinaria: ${euro(cents(contributions))} l'anno.`;
}
