import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { type Citation, citeSources } from './answer.js';
import { bold } from './compose.js';

/**
 * The bereavement days an agreement gives when the worker must travel out of the province ("sono 4 giorni se il
 * lavoratore deve viaggiare fuori dalla provincia", "5 giorni (di cui 3 retribuiti) se fuori provincia"), opening
 * the answer when the question tells that journey ("deve scendere a Palermo", "devo andare giù in Sicilia",
 * "fuori provincia"): the count asked is the travel count, not the base days.
 */

// The journey, told where the question asks (a sentence with "?" or a short message), never a story's background.
const JOURNEY =
  /\bfuori (?:dalla |della )?(?:provincia|regione)\b|\b(?:deve|devo|dobbiamo|devono|dovra|dovro|deve per forza) (?:\w+ )?(?:scendere|salire|andare|partire|viaggiare|tornare|rientrare|volare|prendere (?:l'?)?(?:aereo|treno|nave|traghetto))\b|\b(?:scend|sal|and|part|viaggi|torn|rientr|vol)\w* (?:giu |su )?(?:a|in|fino a) [a-z]+\b[^?]*\bgiorni\b|\bviaggi(?:o|are|ando)\b/;
// The days with the travel clause after them, no other count between ("… 5 giorni (di cui 3 retribuiti) se fuori provincia").
const TRAVEL_DAYS =
  /\b(\d{1,2}) giorni((?:(?!giorni)[^;.])*?)\b(se\b(?:(?!giorni)[^;.])*?\bfuori (?:dalla |della )?provincia\b)/;
const SHORT_MESSAGE_WORDS = 30;

function journeyAsked(message: string): boolean {
  const text = readable(message);
  const asked =
    text.split(/\s+/).length <= SHORT_MESSAGE_WORDS
      ? text
      : text
          .split(/(?<=[.?!])\s+/)
          .filter((s) => s.includes('?'))
          .join(' ');
  return JOURNEY.test(asked);
}

/** The agreement's travel days as the opening line, or undefined when no journey is told or no agreement has them. */
export function bereavementTravelLine(
  message: string,
  shown: Ccnl[],
): { line: string; citations: Citation[] } | undefined {
  if (!journeyAsked(message)) return undefined;
  for (const ccnl of shown) {
    const fact = ccnl.leave.bereavement;
    const travel = fact.text ? TRAVEL_DAYS.exec(fact.text) : null;
    if (!fact.text || !travel?.[1]) continue;
    const base = /\b(\d{1,2}) giorni\b/.exec(fact.text)?.[1];
    const paid = /\(di cui \d{1,2} retribuiti\)/.exec(travel[2] ?? '')?.[0];
    const instead = base && base !== travel[1] ? `, invece di ${base}` : '';
    // The agreement's own condition ("se il lavoratore deve viaggiare fuori dalla provincia", "se fuori provincia").
    const line = `Nel ${ccnl.short_name} spettano ${bold(`${travel[1]} giorni`)}${paid ? ` ${paid}` : ''} di permesso per lutto ${travel[3]}${instead}.`;
    return { line, citations: citeSources(ccnl, line, fact.article ?? null, fact.sources) };
  }
  return undefined;
}
