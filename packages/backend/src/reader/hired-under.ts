import type { KnowledgeBase } from '../kb/knowledge-base.js';
import { readAgreements } from './agreements.js';

/**
 * "ho un agriturismo che per la parte ristorazione applica il FIPE; per la vendemmia assumo due operai col
 * contratto operai agricoli": the agreement the hire is made under is the one asked about, whatever other
 * agreement the firm applies to another part of its business. A hiring verb followed in the same clause by
 * "col/con il contratto X" (or "CCNL X") names that agreement. Runs on the folded text.
 */
const HIRED_UNDER =
  /\b(?:assum\w*|prend\w*|ingaggi\w*|inquadr\w*|mett\w* in regola)\b[^.;:?!]{0,90}?\b(?:col|con il|con lo|con l'|con|secondo il|applicando il)\s+(?:ccnl|contratto(?: collettivo)?(?: nazionale)?)\s+([^,.;:?!]{3,60})/g;

/** The one agreement the hire is said to be made under, when the question names more than one; else undefined. */
export function hiredUnder(
  kb: KnowledgeBase,
  text: string,
  agreements: readonly number[],
): number | undefined {
  if (agreements.length < 2) return undefined;
  const ids = new Set<number>();
  for (const match of text.matchAll(HIRED_UNDER)) {
    for (const id of readAgreements(kb, match[1] ?? '').known) ids.add(id);
  }
  if (ids.size !== 1) return undefined;
  const [id] = [...ids];
  return id !== undefined && agreements.includes(id) ? id : undefined;
}
