import { REALCONV15_RULES } from './realconv15.js';
import type { Intent } from './request.js';
import { SHIFT_EVENT_RULES } from './shift-events.js';

/**
 * What employers ask at the end of a hiring or payroll story (eval/questions/89-real-employer.json), read on the
 * folded text beside the word rules of intents.ts: the ask outweighs the subjects the story names in passing
 * ("devo decidere come inquadrare…", "dopo il rinnovo 2024").
 */
/**
 * A fixed-term contract renewed, asked on what the employer pays: the story names the contract, the asking clause
 * often only "con il rinnovo" (asking-clause.ts keeps this reading).
 */
export const FIXED_TERM_RENEWAL_COST =
  /^(?=.*(?:\brinnov\w*\b[^?.]{0,50}\b(?:a tempo determinato|a termine|\bt\.?d\b)|\b(?:tempo determinato|a termine)\b[^?.]{0,100}\b(?:rinnov(?:o|are|arlo|arla|iamo|a|ato|ata)\b)(?! (?:del|dei|il|al) (?:ccnl|contratto (?:collettivo|nazionale)))))(?=.*(?:\bcontribut\w*|\binps\b|\boner\w*|\bnaspi\b|\baliquot\w*|\bcost\w* (?:in piu|di piu|per (?:il datore|l'azienda))))/;

export const EMPLOYER_RULES: [Intent, number, RegExp][] = [
  // A family's words for the pay it owes a named worker: "quanto devo dare al mese alla signora che fa le notti?".
  [
    'minimum_pay',
    2,
    /\bquanto (?:devo|dovrei|dovro|bisogna) (?:dare|pagare|corrispondere) (?:al mese |ogni mese |mensilmente )?(?:a|alla|al|all') ?(?:signora|badante|colf|ragazza|donna|tata|baby ?-?sitter|assistente familiare|lavoratric\w*)\b/,
  ],
  // A carer hired for the nights and her pay asked ("quanto devo pagare alla signora che fa le notti da mio
  // padre?"): the night job's minimum (art. 10-11 of the domestic agreement), not a night hour's surcharge.
  [
    'minimum_pay',
    5,
    /\b(?:signora|badante|donna|ragazza|persona) (?:che|la quale) (?:\w+ )?(?:fa|faccia|fara|farebbe) (?:le )?notti\b[^?]*\bquant|\bquant\w*\b[^?]*\b(?:signora|badante|donna|ragazza|persona) (?:che|la quale) (?:\w+ )?(?:fa|faccia|fara|farebbe) (?:le )?notti\b/,
  ],
  // A comparison asked outright ("mi confronta il minimo del IV livello… con quello del…", "confrontami i due
  // contratti"), whatever the story says the hire is for.
  [
    'comparison',
    6,
    // The things compared are agreements ("…del CCNL X con quello del CCNL Y"), not a figure of the story
    // ("vorrei confrontarla con i 9 euro che gli pago" asks the hourly pay).
    /\b(?:mi|ci|puoi|potete|potrebbe|vorrei) (?:\w+ )?confront\w*\b[^?]{0,120}\b(?:ccnl|contratt\w*|quell[oaie] (?:del|dei|della))|\bconfrontam\w*\b[^?]{0,120}\b(?:ccnl|contratt\w*)|\bconfronta(?:re)? (?:il|i|la|le|lo|gli|l') [^?]{0,80}\bcon quell[oaie] (?:del|dei|della)/,
  ],
  // The economic position or category to apply asked outright ("quale posizione economica si applica", "in che
  // categoria va"): a classification, even beside a renewal named as its date.
  [
    'classification',
    5,
    /\b(?:quale|che|in quale|in che|a quale|a che) (?:posizione economica|posizione|categoria|qualifica|livello di inquadramento)\b(?! (?:di|del|dell'|della) (?:contratt|ccnl))/,
  ],
  // A fixed-term contract renewed, asked on the employer's contributions or cost ("rinnovare (non prorogare) il
  // contratto a tempo determinato: sul piano contributivo cosa cambia?"): the NASpI additional contribution that
  // each renewal raises, not the agreement's renewal.
  ['employer_cost', 7, FIXED_TERM_RENEWAL_COST],
  // Follow-ups of real conversations whose subject is said only by the word that changes (realconv15.ts): read
  // beside these, intents.ts being at its size limit.
  ...REALCONV15_RULES,
  // Shifts around an event the business serves: the daily rest between them (shift-events.ts).
  ...SHIFT_EVENT_RULES,
];
