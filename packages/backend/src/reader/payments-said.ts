import { askedClause } from './asking-clause.js';
import type { Slots } from './request.js';

/**
 * The monthly payments a story states by naming the extra month it receives: "prendo anche la
 * quattordicesima", "con la 14esima", "ho pure la quattordicesima" make 14 payments; "senza quattordicesima"
 * or "non ho la quattordicesima" make 13. Runs on the folded text, only where no "su N mensilità" was read.
 */
// "lui ha 13esima e 14esima", "con tredicesima e quattordicesima": the 13th named first counts too.
const HAS_14 =
  /\b(?:prend\w*|ho|hai|ha|abbiamo|percepisc\w*|con|inclus[ao]|compres[ao]|spetta|mi danno|mi pagano)\s+(?:anche |pure |pure la |anche la |la )?(?:la )?(?:(?:tredicesim\w*|13(?:esim\w*|ª|a)\b) e (?:la )?)?(?:quattordicesim\w*|14(?:esim\w*|ª|a)\b)/;
const NO_14 =
  /\bsenza (?:la )?(?:quattordicesim\w*|14(?:esim\w*|ª|a)\b)|\bnon (?:ho|prendo|mi danno|mi pagano|spetta|c'e) (?:la )?(?:quattordicesim\w*|14(?:esim\w*|ª|a)\b)/;

/** "lui ha 13esima e 14esima": the message tells the worker receives the 14th (a fact of the case, not an ask). */
export function fourteenthHeld(text: string): boolean {
  return HAS_14.test(text);
}

/** The 14th told as held and the asking clause naming no extra month: the extra months only set the payments. */
export function extraMonthsOnlyHeld(text: string): boolean {
  return HAS_14.test(text) && !/tredicesim|quattordicesim/.test(askedClause(text));
}

export function paymentsSaid(text: string, slots: Slots): Pick<Slots, 'payments'> {
  if (slots.payments !== undefined) return {};
  if (NO_14.test(text)) return { payments: 13 };
  return HAS_14.test(text) ? { payments: 14 } : {};
}
