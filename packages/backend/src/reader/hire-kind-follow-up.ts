import type { Intent, TypedRequest } from './request.js';
import { readable } from './text.js';

/**
 * "Quanto può durare al massimo il periodo di prova?", then "E se invece lo assumessimo con contratto di
 * apprendistato?": the kind of hire changes, the subject asked does not. The word "apprendistato" alone would
 * read the apprenticeship's rules; the turn asks the earlier subject (the probation, the notice, the holidays)
 * for an apprentice, whose own row the answer then picks.
 */

// A hypothetical hire as an apprentice that asks nothing else: "e se lo assumessimo con contratto di
// apprendistato?", "e se invece lo prendiamo come apprendista?", "nel caso la assumessi in apprendistato?".
const APPRENTICE_HIRE =
  /^(?:e\s+)?(?:invece\s+)?(?:se|nel caso|qualora|mettiamo che)\b[^?]{0,40}\b(?:assum|prend|facess|fai|facciam|inquadr|mettess|assunt)\w*\b[^?]{0,30}\b(?:apprendist\w*)\b[^?]{0,30}\??$/;

// The earlier turn's subject, told by its own words; each has rows that can differ for an apprentice.
const SUBJECTS: readonly [Intent, RegExp][] = [
  ['probation', /\b(?:periodo di )?prova\b/],
  ['notice', /\bpreavvis\w*/],
  ['holidays', /\bferie\b/],
];

/** The earlier subject kept when the turn only makes the hire an apprenticeship. */
export function apprenticeHireFollowUp(
  read: TypedRequest,
  text: string,
  previous: string | undefined,
): TypedRequest {
  if (previous === undefined || read.intent !== 'apprenticeship') return read;
  if (!APPRENTICE_HIRE.test(readable(text).trim())) return read;
  const earlier = readable(previous);
  const subject = SUBJECTS.find(([, words]) => words.test(earlier))?.[0];
  return subject ? { ...read, intent: subject, alsoAsked: [] } : read;
}
