import type { Intent } from './request.js';

// "quanti scatti biennali ho", "quanto vale ogni scatto", "l'importo degli scatti": the increments asked outright.
const INCREMENTS_ASKED =
  /\bquant\w* scatt|\bscatt\w*\b[^?]{0,60}\bquanto (?:val\w*|e|sono|fanno)\b|\bquanto val\w*\b[^?]{0,30}\bscatt|\bimport\w* (?:dell\w*|degli|di ogni|di ciascun) scatt/;
// "a che livello dovrei essere?", "il mio inquadramento è giusto?": a level is asked after all.
const LEVEL_ASKED =
  /\b(?:che|quale|qual e|in quale|a quale) (?:livell|categori|inquadr)\w*|\binquadr\w* (?:giust|corrett|sbagliat)\w*|\bdovrei (?:essere|stare)\b/;

/**
 * Sent to inquadra, "inquadrato C3 da 5 anni: quanti scatti biennali ho e quanto vale ognuno per il mio
 * livello?" asks the seniority increments of the level held, not a classification: the level is told, the
 * increments are asked.
 */
export function incrementsAskedOutright(intent: Intent | undefined, text: string): boolean {
  return intent === 'seniority' && INCREMENTS_ASKED.test(text) && !LEVEL_ASKED.test(text);
}
