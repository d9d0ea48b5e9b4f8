import type { Intent } from './request.js';

// "quanti scatti biennali ho", "quanto vale ogni scatto", "l'importo degli scatti": the increments asked outright.
const INCREMENTS_ASKED =
  /\bquant\w* scatt|\bscatt\w*\b[^?]{0,60}\bquanto (?:val\w*|e|sono|fanno)\b|\bquanto val\w*\b[^?]{0,30}\bscatt|\bimport\w* (?:dell\w*|degli|di ogni|di ciascun) scatt/;
// "gli scatti biennali non esistono, è vero?", "gli operai non hanno scatti?": the increments' rule claimed or asked.
const SENIORITY_CLAIMED =
  /\bscatt\w*\b[^?]{0,80}\b(?:non (?:esiston\w*|ci sono|spett\w*|matur\w*|ha|hanno)|esiston\w*|spett\w*|matur\w*)\b|\b(?:non ha|non hanno|perche non ha|perche non hanno)\b[^?]{0,30}\bscatt/;
// Sent to inquadra, "una segretaria a 40 ore quante ore di ROL matura?": the paid leave asked, not her level.
const LEAVE_ASKED =
  /\bquant[ei] (?:ore|giorni|permess\w*)\b|\b(?:rol|par|permess\w*|ex festiv\w*)\b[^?]{0,60}\b(?:quant\w*|spett\w*|matur\w*)\b/;
// "a che livello dovrei essere?", "il mio inquadramento è giusto?": a level is asked after all.
const LEVEL_ASKED =
  /\b(?:che|quale|qual e|in quale|a quale) (?:livell|categori|inquadr)\w*|\binquadr\w* (?:giust|corrett|sbagliat)\w*|\bdovrei (?:essere|stare)\b/;

/**
 * Sent to inquadra, "inquadrato C3 da 5 anni: quanti scatti biennali ho e quanto vale ognuno per il mio
 * livello?" asks the seniority increments of the level held, not a classification: the level is told, the
 * increments are asked. So do a category's increments claimed ("per gli operai gli scatti non esistono?") and a
 * paid leave asked outright ("quante ore di ROL matura?").
 */
export function incrementsAskedOutright(intent: Intent | undefined, text: string): boolean {
  if (LEVEL_ASKED.test(text)) return false;
  if (intent === 'seniority') return INCREMENTS_ASKED.test(text) || SENIORITY_CLAIMED.test(text);
  return intent === 'rol_ex_festivita' && LEAVE_ASKED.test(text);
}
