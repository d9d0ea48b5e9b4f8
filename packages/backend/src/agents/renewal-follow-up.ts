import { readable } from '../reader/text.js';

/**
 * A level's tranches summed ("tutte le tranche", "sommando le tranche", "le tranche insieme"): that level's own
 * sum, not the renewal's figure at its reference level nor the rise between two years' tables (years-rise.ts).
 */
export const TRANCHES_SUMMED =
  /\btutte le (?:tranche|trance|rate)\b|\bsomm\w* (?:\w+ ){0,2}(?:tranche|trance|rate|aumenti)\b|\b(?:tranche|trance) (?:insieme|sommate)\b/;

/** A renewal's whole increase asked ("a regime", "in totale", "previsto dal rinnovo", "in tuto il triennio"). */
export const TOTAL = new RegExp(
  String.raw`a regime|(?<!minim\w* (?:\w+ )?)complessiv|\btotale\b|\bin tut?to\b|prevede il rinnovo|previsto dal rinnovo|del rinnovo in tutto|${TRANCHES_SUMMED.source}`,
);

// A short follow-up naming no month, year, tranche, expiry or una tantum of its own ("e per l operaio
// qualificato?", "e al 5° livello?", "e se la guardia è al 6 livello?").
const LEVEL_ONLY_FOLLOW_UP =
  /^(?!.*\b(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre|20\d\d|tranche|trance|scad\w*|una tantum)\b)e (?:se (?:\w+ ){0,3}?(?:e|fosse|sta|passa|va) )?(?:per|al|alla|il|la|l'|l |nel|un|una)\b[^?]{0,50}\?$/;

/** Whether the (folded) question is a short follow-up that changes only the level ("e al 5° livello?"). */
export const levelOnlyFollowUp = (question: string) => LEVEL_ONLY_FOLLOW_UP.test(question);

/**
 * The words whose asks a renewal answer keeps: the turn before's when the question is a follow-up that changes
 * only the level ("e per l'operaio qualificato?" after "a marzo quanto mi hanno aumentato e quanto è l'aumento
 * totale del rinnovo?": the same month's tranche and the same total, at the new level), else the question's own.
 */
export function asksKept(question: string, earlier: string | undefined): string {
  return earlier && LEVEL_ONLY_FOLLOW_UP.test(question) ? readable(earlier) : question;
}

/**
 * A tranche or instalment pointed back to ("e per il 6° livello quanto è quella tranche?" after the una tantum's
 * September instalment, "la stessa rata"): the renewal answer keeps what the turn before asked.
 */
const POINTED_BACK = /\b(?:quell[ao]|stess[ao]|quest[ao]) (?:tranche|trance|rata)\b/;
export const pointsBack = (question: string) => POINTED_BACK.test(question);
