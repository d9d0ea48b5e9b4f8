import { EMPLOYER_EXTRA, FIXED_TERM_EXTRA } from '../reader/asked-topic.js';

/**
 * A follow-up that points back at what the conversation named ("quanto diventa quel contributo?", "e quella
 * voce dopo il rinnovo?", "lo stesso contributo se lo proroghiamo?") asks about that thing: its referent is the
 * earlier turn's subject, not a new reading of the words around the pronoun.
 */
const REFERS_BACK =
  /\b(?:quel|quello|quella|quei|quegli|quelle|questo|questa|tale|detto|suddett\w*|stess[oa]|medesim[oa])\s+(?:\w+\s+)?(?:contribut\w*|voce|voci|importo|aliquota|costo|onere|maggiorazione|cifra|somma|percentuale)\b|\b(?:lo|la) stess[oa]\b|\b(?:diventa|diventerebbe|sale|salirebbe|cambia|cambierebbe)\b/;
const RENEWS = /\brinnov\w*|\bprorog\w*|\bdi nuovo a termine\b/;

/**
 * The earlier turn asked the employer's extra contribution on a fixed-term contract, and this one points at it;
 * or the turn before that named it and the earlier one only asked it after a renewal ("e se la rinnovo?").
 */
export function pointsAtFixedTermExtra(text: string, previous: string, earlier = ''): boolean {
  if (!previous || EMPLOYER_EXTRA.test(text) || FIXED_TERM_EXTRA.test(text)) return false;
  const names = (turn: string) => EMPLOYER_EXTRA.test(turn) || FIXED_TERM_EXTRA.test(turn);
  const named = names(previous) || (RENEWS.test(previous) && names(earlier));
  return named && (REFERS_BACK.test(text) || RENEWS.test(text));
}
