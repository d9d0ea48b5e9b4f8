import { readable } from '../reader/text.js';
import type { Citation } from './answer.js';
import { bold } from './compose.js';
import { lawCitations } from './law-facts.js';
import { LAW_TOPIC_FACTS } from './law-topics.js';

/**
 * Holidays accrued asked beside whether they may be paid instead of taken ("quante ferie ho maturato in questi
 * cinque mesi, e può pagarmele invece di farmele fare?"): after the accrual, the law's answer on the payment
 * (D.Lgs. 66/2003, art. 10 c. 2): the 4 weeks are never paid in place of holidays during the job; at its end (a
 * fixed-term contract's expiry, a resignation, a dismissal) the days accrued and not taken are paid as the
 * "indennità sostitutiva delle ferie non godute".
 */

const PAID_INSTEAD =
  /\binvece di (?:far|goder|prender|usar)\w*|\bal posto (?:di (?:far|goder|prender)\w*|delle ferie)|\bmonetizz\w*|\bpag\w* in busta\b|\bin busta\b[^?]{0,20}\bpag\w*|\b(?:me|te|gliele|ce) le pag\w*|\bpagar(?:me|te|glie|ce)l\w*|\bindennit\w* sostitutiv\w*/;
const ENDS =
  /\ba termine\b|\btempo determinat\w*|\bstagional\w*|\bfine (?:del )?(?:contratto|rapporto|stagione)\b|\balla fine\b|\bscadenza\b|\bdimett\w*|\bdimission\w*|\blicenzi\w*|\bcessazion\w*/;

export function holidayPayoutBeside(message: string): { text: string; citations: Citation[] } | undefined {
  const text = readable(message);
  if (!/\bferie\b/.test(text) || !PAID_INSTEAD.test(text)) return undefined;
  const fact = LAW_TOPIC_FACTS.holidaysWhen;
  const said = ENDS.test(text)
    ? ` Sul pagamento: durante il rapporto le ferie non si possono pagare al posto di goderle, ma alla ${bold('fine del contratto')} i giorni maturati e non goduti si pagano con l’${bold('indennità sostitutiva delle ferie non godute')}, nell’ultima busta paga (${fact.reference}, c. 2).`
    : ` Sul pagamento: ${bold('no')}, durante il rapporto le 4 settimane minime di ferie non si possono pagare al posto di goderle; si pagano con l’${bold('indennità sostitutiva')} solo alla cessazione del rapporto (${fact.reference}, c. 2).`;
  const rule = fact.text.replace('{figure}', fact.figure);
  return { text: said, citations: lawCitations(fact, `Ferie non godute: ${rule}`) };
}
