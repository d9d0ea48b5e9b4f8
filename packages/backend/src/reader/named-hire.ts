import { caredPersonMoves } from './cared-person-moves.js';
import { jobOfTheWorkplace, namedAgreementHolds } from './follow-up-slots.js';
import type { Slots } from './request.js';

// Another workplace or agreement said in the turn ("in un'impresa di pulizie", "col contratto del turismo").
const OTHER_WORKPLACE =
  /\b(?:in|presso|per) (?:un[a']?\s?|una |la |il |l'|lo )?(?:\w+ )?(?:impres\w*|ditt\w*|aziend\w*|societa|cooperativ\w*|negozi\w*|hotel|albergh?\w*|ristorant\w*|bar|studio|fabbric\w*|officin\w*|magazzin\w*|struttur\w*)\b|\bccnl\b|\bcontratto\b|\bsettore\b/;
// A department of the same workplace ("un ragazzo per il magazzino", "per il reparto"), not another workplace.
const A_DEPARTMENT = /\bper (?:il|l') ?(?:magazzino|reparto|banco|negozio)\b/g;
// The turn tells the tasks of the person being hired ("mansioni: …") or asks their level ("farà solo carico e scarico… in che
// livello lo devo inquadrare?", "si occuperà della pulizia del reparto").
const HIRE_TASKS =
  /\b(?:fara|dovra|si occupera|lavorera|seguira|usera|mansion[ei])\b|\b(?:lo|la|li|le) (?:devo|dovrei|posso) inquadrar\w*|\binquadrar(?:lo|la|li|le)\b|\bche livello (?:gli|le) (?:do|devo dare|spetta)\b/;

/**
 * "Ho un'officina con il contratto metalmeccanici e sto per assumere un ragazzo" then "farà carico e scarico e
 * la pulizia del reparto: in che livello lo inquadro?": the tasks of the hire told after the agreement was named
 * are done in that workplace; a task word ("pulizia") does not move the hire to the agreement of its sector.
 * Runs on the folded text.
 */
export function tasksOfTheNamedHire(own: Slots, earlier: Slots, text: string): boolean {
  return (
    own.agreementsBySector === true &&
    earlier.agreements.length > 0 &&
    earlier.agreementsBySector !== true &&
    !own.unknownAgreements.length &&
    HIRE_TASKS.test(text) &&
    !OTHER_WORKPLACE.test(text.replace(A_DEPARTMENT, ''))
  );
}

/** The conversation's workplace holds: a job of any workplace named (follow-up-slots.ts), the hire's tasks, or a
 * facility the person cared for moves into (cared-person-moves.ts). */
export const keepsWorkplace = (own: Slots, earlier: Slots, text: string): boolean =>
  jobOfTheWorkplace(own, earlier, text) ||
  namedAgreementHolds(own, earlier, text) ||
  tasksOfTheNamedHire(own, earlier, text) ||
  caredPersonMoves(own, earlier, text);
