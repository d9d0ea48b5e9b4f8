import type { PrecedenceRule } from './precedence.js';
import type { Slots } from './request.js';

/**
 * The person cared for, or a relative, goes into a facility ("la mamma deve entrare in una RSA", "papà è stato
 * ricoverato in una casa di riposo", "la zia va a vivere in una RSA", "si libera un posto nella RSA" offered to the
 * family): the facility is where the job at home ends, not the carer's workplace.
 * Runs on the folded text.
 */
export const MOVES_INTO_FACILITY =
  /\b(?:(?:un |il )?posto(?: letto)?|entr\w*|va|andra|vanno|ricoverat\w*|trasferit\w*|mess[oa]|portat[oa]|inserit[oa]|ospitat[oa]|metter\w*|mandar\w*|trasferisc\w*|andr\w*) (?:a (?:vivere|stare|abitare) )?(?:in|nella|in una|in un|presso una|presso la) (?:rsa|casa di (?:riposo|cura)|struttura)\b/;
/** The worker is the one employed in the facility ("lavoro in una RSA", "assunta presso la struttura"). */
export const WORKS_IN_FACILITY =
  /\b(?:lavoro|lavora|assunt[oa]|impiegat[oa]|dipendente) (?:in|nella|in una|presso)\b[^.?]{0,20}\b(?:rsa|casa di riposo|struttura)/;

/**
 * The carer to be employed by the facility itself ("vorrebbe farsi assumere lì", "andare a lavorare nella RSA"), or
 * the facility's own agreement named ("una struttura che applica il CCNL sanità privata AIOP RSA"): the facility's
 * job is asked, not the one at home.
 */
export const FACILITY_JOB_ASKED =
  /\b(?:farsi |farla |farlo |essere |venire )?assum\w* (?:li|la|da loro)(?=[,.;:!?)]|$)|\b(?:farsi |essere |venire )?assum\w* (?:nella|in una|in quella|presso (?:la|una|quella)) (?:rsa|casa di (?:riposo|cura)|struttura)\b|\b(?:andare a )?lavorare (?:li|la|nella|in quella|presso (?:la|quella)) ?(?:rsa|struttura|casa di (?:riposo|cura))?\b(?<=\b(?:li|la|rsa|struttura|riposo|cura))|\b(?:ccnl|contratto)\b[^.?]{0,25}\b(?:aiop|sanita privata)\b/;

/** The job asked is at the facility: the worker employed there, or to be hired there. */
export const JOB_AT_FACILITY = new RegExp(`${WORKS_IN_FACILITY.source}|${FACILITY_JOB_ASKED.source}`);

/** Precedence rows (agreement-rules.ts) for the carer's job at the facility. */
export const FACILITY_JOB_RULES: readonly PrecedenceRule[] = [
  {
    reason:
      'A carer to be hired by the care home itself (its agreement named, or the job there asked): the facility’s agreement, not domestic work.',
    agreement: 'sanita-privata-aiop-rsa',
    read: 'yes',
    others: /^lavoro-domestico$/,
    needs: 'some',
    words: [FACILITY_JOB_ASKED],
    effect: 'first',
  },
];

/**
 * "Mia madre ha una badante convivente, contratto colf e badanti" then "la mamma deve entrare in una RSA: quanto
 * preavviso dobbiamo darle?": the agreement of the conversation holds, named or read from its worker ("la badante
 * di mia mamma"); the RSA the mother enters names none.
 */
export function caredPersonMoves(own: Slots, earlier: Slots, text: string): boolean {
  return (
    own.agreementsBySector === true &&
    earlier.agreements.length > 0 &&
    !own.unknownAgreements.length &&
    MOVES_INTO_FACILITY.test(text) &&
    !WORKS_IN_FACILITY.test(text)
  );
}
