import { askOf } from '../reader/off-topic-ask.js';
import { readable } from '../reader/text.js';

/**
 * "Vado in pensione a marzo e ho ancora un sacco di ferie arretrate. … Non me le devono pagare quando chiudo il
 * rapporto?": holidays left told in the story, their payment asked in a later sentence, the job's end told (a
 * retirement, a resignation, a dismissal, the relationship closed). The law's answer: paid at the end, with the
 * indemnity in lieu (labour-subjects.ts).
 */
// ("ho ancora 6 giorni di ferie che il capo non mi ha fatto fare": the days left, the one who kept them said.)
const HOLIDAYS_LEFT =
  /\bferie\b[^.?!]{0,40}\b(?:non (?:\w+ ){0,3}?(?:godut|fatt|pres|fruit|usat)|residu|arretrat|avanzat|accumulat|rimast)\w*|\b(?:ancora|rimast\w*|avanz\w*) (?:\w+ ){0,2}?(?:giorni|settimane|ore) di ferie\b/;
const PAYMENT_ASKED =
  /\b(?:me|te|ce|gliel\w*|le|li) (?:\w+ ){0,2}pag(?:a|ano|are|ate|ato|ata|heranno)\b|\b(?:pagarmel\w*|pagartel\w*|pagarl[ei])\b/;
const JOB_ENDS =
  /\bpension\w*|\b(?:chiud|cess|interromp)\w* (?:il )?rapporto\b|\b(?:vad\w*|andar\w*|andr\w*|me ne vado) via\b|\bdimission\w*|\bdimett\w*|\bdimess[oaie]\b|\blicenzi\w*|\bcessazion\w*|\bfine del (?:rapporto|contratto)\b|\bfinisc\w* di lavorare\b|\bultimo giorno di lavoro\b/;

/** Whether the message asks if the holidays left are paid when the job ends. */
export function holidaysPaidAtEndAsked(message: string): boolean {
  const text = readable(message);
  return HOLIDAYS_LEFT.test(text) && PAYMENT_ASKED.test(askOf(text)) && JOB_ENDS.test(text);
}
