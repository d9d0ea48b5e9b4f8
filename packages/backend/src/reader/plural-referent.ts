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
// A plural the asking clause names itself before the pronoun ("quanti giorni mi spettano e quanto me li pagano?"):
// the pronoun points to it, not back to the story.
const ASKED_PLURAL = /\b(?:giorni|ore|mesi|settimane|permessi|ferie|straordinari|scatti|ratei|arretrati)\b/;

export function pluralReferent(request: TypedRequest, text: string): TypedRequest {
  const asked = askedClause(text);
  if (!PLURAL_PRONOUN.test(asked)) return request;
  if (scoreIntents(asked).some((s) => s.score >= OUTRIGHT)) return request;
  const pronoun = PLURAL_PRONOUN.exec(asked)?.index ?? 0;
  if (ASKED_PLURAL.test(asked.slice(0, pronoun))) return request;
  const story = text.slice(0, Math.max(0, text.lastIndexOf(asked)));
  // The phrase that names the plural noun, cut at commas and stops: its own subject, without the story around it.
  const phrases = story.split(/(?<=[,.;:!?])/);
  const at = phrases.findIndex((p) => PLURAL_NOUN.test(p));
  if (at < 0) return request;
  const phrase = phrases[at] ?? '';
  // "… mi può dare due giorni di ferie. Ma non esiste un congedo per i papà? Quanti…": a question between the
  // plural noun and the ask names the subject; the story's noun is no longer the one pointed back to.
  if (phrases.slice(at + 1).some((p) => p.endsWith('?'))) return request;
  const best = scoreIntents(phrase)[0];
  if (!best || best.score < OUTRIGHT || best.intent === request.intent) return request;
  const intent: Intent = best.intent;
  return { ...request, intent, alsoAsked: request.alsoAsked.filter((i) => i !== intent) };
}
