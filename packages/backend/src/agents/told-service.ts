import { countValue } from '../reader/numbers.js';
import { serviceYears } from '../reader/service-length.js';

/**
 * Session 24 (fixs24d): the whole years of service a worker tells in a claim's story, where the slot reader left
 * none: "sono quasi 19 anni nella stessa azienda" (18 whole years), "ormai 20 anni che lavoro qui", "lavoro in
 * questa fabbrica dal 2007" (the years since, less one: the month is not said). A rule's threshold (the extra week
 * of holidays with 18 years) is weighed against it. Read on the folded text.
 */
const HEDGED = String.raw`(quasi |circa |oltre |ormai |piu di |gia )?(\d{1,2}|[a-z]{3,12}) anni`;
const AT_WORK = '(?: (?:che|nella|nello|in|presso|con|qui|di servizio|di anzianita|da noi|in azienda))';
const TOLD = new RegExp(String.raw`\b(?:sono|ho|faccio|conto|ha|fa)(?: gia| ormai)? ${HEDGED}${AT_WORK}`);
const SINCE =
  /\b(?:lavor\w*|assunt[oaie]|sono (?:qui|in azienda|dentro)|in servizio|impiegat[oa])\b[^.?!]{0,60}?\bdal (19\d\d|20\d\d)\b/;

export function toldServiceYears(text: string, today: string): number | undefined {
  const stated = serviceYears(text);
  if (stated !== undefined) return Math.floor(stated);
  const told = TOLD.exec(text);
  if (told?.[2]) {
    const n = countValue(told[2]);
    // "quasi 19 anni": not yet 19 whole years.
    if (n !== undefined) return told[1] === 'quasi ' ? n - 1 : n;
  }
  const since = SINCE.exec(text)?.[1];
  if (!since) return undefined;
  const years = Number(today.slice(0, 4)) - Number(since) - 1;
  return years >= 0 ? years : undefined;
}
