import { MOVES_INTO_FACILITY } from './cared-person-moves.js';

/**
 * The person cared for moves into a care home or is admitted to one ("mio papà è stato ricoverato in una casa di
 * riposo", "la nonna entra in RSA"): the need for care at home ends, which is why the carer is dismissed. It is
 * the story of a notice, not the worker's own illness ("ricoverato" scores sickness otherwise). The worker's own
 * stay ("sono stata ricoverata in una casa di cura") is left as it is. Runs on the folded text.
 */
const OWN_STAY = /\b(?:sono|mi hanno|ero|sarò|saro) (?:stat[oa] )?$/;

export function withoutCaredPersonMove(folded: string): string {
  return folded.replace(new RegExp(MOVES_INTO_FACILITY.source, 'g'), (match, offset: number) =>
    OWN_STAY.test(folded.slice(Math.max(0, offset - 20), offset)) ? match : ' assistenza a casa finita ',
  );
}
