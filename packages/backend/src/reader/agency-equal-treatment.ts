/**
 * An agency worker (somministrazione) asking which agreement applies to him or whether he is owed what the
 * client company's own employees get ("ho diritto alla stessa paga dei dipendenti dell'hub?", "l'interinale
 * prende meno dei colleghi assunti: è regolare?"): the law's equal treatment (D.Lgs. 81/2015, art. 35). The
 * colleague's surcharges or hours told in the story are the comparison, not the subject asked.
 */

// The worker is sent by an agency: "mandato da un'agenzia", "in somministrazione", "interinale".
const AGENCY_WORKER =
  /\bsomministrat[oaie]\b|\bin somministrazione\b|\bagenzi[ae] (?:per il lavoro|interinal\w*|di somministrazione|del lavoro)\b|\binterinal[ei]\b|\bdall.agenzia\b|\bda un.agenzia\b|\btramite (?:un.|l.)?agenzia\b/;

// The asked sentence compares with the client's employees or asks which agreement applies.
const SAME_AS_DIRECT =
  /\b(?:stess[aoie]|ugual[ei]|pari|medesim[aoie]) (?:\w+ ){0,2}(?:paga|stipendio|retribuzion\w*|trattamento|diritti|soldi|maggiorazion\w*|condizion\w*)\b|\bparita di trattamento\b|\bcome (?:i|gli|le) (?:\w+ ){0,2}(?:dipendent\w*|assunt\w*|collegh\w*|interni|diretti)\b|\b(?:meno|di meno) (?:\w+ ){0,3}(?:dei|degli|delle|del) (?:\w+ ){0,2}(?:dipendent\w*|assunt\w*|collegh\w*|interni|diretti)\b/;
const WHICH_AGREEMENT =
  /\b(?:qual[ei]?|che) (?:\w+ ){0,1}(?:contratt\w*|ccnl)\b[^?]{0,30}\b(?:vale|valgono|applic\w*|spett\w*|ho|si usa)\b|\b(?:contratt\w*|ccnl) (?:\w+ ){0,2}(?:vale|si applica|mi spetta)\b/;

/** Whether the question asks an agency worker's equal treatment with the client's employees. */
export function agencyEqualTreatmentAsked(text: string): boolean {
  if (!AGENCY_WORKER.test(text)) return false;
  // The sentences that ask (the last one when none ends with a question mark).
  const sentences = text.split(/(?<=[.!?])\s+/);
  const asking = sentences.filter((s) => s.trim().endsWith('?'));
  const asked = (asking.length ? asking : sentences.slice(-1)).join(' ');
  return SAME_AS_DIRECT.test(asked) || WHICH_AGREEMENT.test(asked);
}
