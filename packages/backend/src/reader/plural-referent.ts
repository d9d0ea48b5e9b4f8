import { askedClause } from './asking-clause.js';
import { scoreIntents } from './intents.js';
import type { Intent, TypedRequest } from './request.js';

/**
 * An ask that names its subject only with a plural pronoun ("… ha chiesto il part-time, non ha goduto parte dei
 * permessi dell'anno scorso. Entro quando devo pagarglieli?"): "-li"/"-le" point back to a plural noun of the story
 * (permessi, ferie, straordinari, scatti), so the subject is the one of the story's phrase naming that noun, not a
 * singular one named beside it (the part-time). Runs on the folded text, only when the asking clause names no
 * subject outright.
 */

const OUTRIGHT = 3;
// A plural pronoun on an infinitive or gerund ("pagarglieli", "recuperandoli", "pagargliele"), or "glieli"/"gliele"
// before the verb ("glieli devo pagare"); a bare "-le" is left out, as it is also "to her" ("pagarle lo straordinario").
const PLURAL_PRONOUN =
  /\b\w{3,}(?:ar|er|ir|and|end)(?:(?:glie|me|te|ce|ve|se)?li|(?:glie|me|te|ce|ve|se)le)\b|\b(?:glieli|gliele|me li|me le|ce li|ce le)\b/;
// Plural nouns of a subject a story tells.
const PLURAL_NOUN = /\b(?:permessi|ferie|straordinari|scatti|ratei|arretrati)\b/;

export function pluralReferent(request: TypedRequest, text: string): TypedRequest {
  const asked = askedClause(text);
  if (!PLURAL_PRONOUN.test(asked)) return request;
  if (scoreIntents(asked).some((s) => s.score >= OUTRIGHT)) return request;
  const story = text.slice(0, Math.max(0, text.lastIndexOf(asked)));
  // The phrase that names the plural noun, cut at commas and stops: its own subject, without the story around it.
  const phrase = story.split(/[,.;:!?]/).find((p) => PLURAL_NOUN.test(p));
  if (!phrase) return request;
  const best = scoreIntents(phrase)[0];
  if (!best || best.score < OUTRIGHT || best.intent === request.intent) return request;
  const intent: Intent = best.intent;
  return { ...request, intent, alsoAsked: request.alsoAsked.filter((i) => i !== intent) };
}
