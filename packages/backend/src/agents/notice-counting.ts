import type { Ccnl } from '../kb/schema.js';
import { fold } from '../reader/text.js';

/**
 * "i giorni si contano di calendario o lavorativi?": the way the agreement counts its notice terms, said when the
 * question asks it and the knowledge base states it for the whole agreement ("giorni di calendario dal giorno
 * successivo alla comunicazione"). A group's own unit ("personale viaggiante 15 giorni di calendario") is not the
 * agreement's, and nothing is said when the base does not tell.
 */

// "di calendario o lavorativi", "sono giorni lavorativi?", "si contano i sabati e le domeniche?".
const ASKS_COUNTING =
  /\b(?:di )?calendario\b|\blavorativ[io]\b|\b(?:giorni )?(?:effettiv|solar)[io]\b|\b(?:contano|conta|compres[io]|inclus[io]) (?:anche )?(?:i |le )?(?:sabat|domenic|festiv)\w*/;

// The agreement's own rule: the unit with no figure before it ("20 giorni di calendario" is a term) and no group
// named in its clause ("impiegati, giorni di calendario" is one group's).
const unitOfAgreement = (text: string, unit: string): boolean =>
  text.split(/[.;:]/).some((clause) => {
    const at = clause.search(new RegExp(`(?<!\\d )\\bgiorni ${unit}\\b`, 'i'));
    return at >= 0 && !/\b(?:operai|impiegati|quadri|viaggiante|intermedi)\b/i.test(clause.slice(0, at));
  });

export function noticeCountingSentence(ccnl: Ccnl, question: string): string {
  if (!ASKS_COUNTING.test(fold(question))) return '';
  const text = ccnl.notice.text ?? '';
  const fromNextDay = /\bdal giorno successivo alla comunicazione\b/i.test(text)
    ? ', a partire dal giorno successivo alla comunicazione'
    : '';
  if (unitOfAgreement(text, 'di calendario'))
    return `I termini di preavviso si contano in **giorni di calendario**, non lavorativi${fromNextDay}.`;
  if (unitOfAgreement(text, 'lavorativi'))
    return `I termini di preavviso si contano in **giorni lavorativi**${fromNextDay}.`;
  return '';
}
