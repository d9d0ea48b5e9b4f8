import { RETURNS } from './corrections.js';
import { asksSomething } from './statement-turn.js';
import { readable } from './text.js';

/**
 * A turn that asks back what the question before it lacked ("La durata massima dipende dal livello di
 * inquadramento: a che livello la assume?"): the assistant's clarification in the conversation, not a question of
 * the user's. The turn after it answers it, so the question it answers is the one before the clarification.
 * Runs on the folded text.
 */
const ASKED_BACK =
  /\bdipende dal livello(?: di inquadramento)?\b[^?]*\?\s*$|\b(?:a|in) (?:che|quale) livello (?:la|lo|li|le) (?:assume|assumete|inquadra|inquadrate|ha assunt\w*|avete assunt\w*)\b[^?]*\?\s*$/;

/** Whether a turn is a clarification asked back of the user. */
export function asksBack(turn: string | undefined): boolean {
  return turn !== undefined && ASKED_BACK.test(turn);
}

/**
 * How many turns back the conversation's question is: the turn before, or the one before that when the turn
 * returns to it ("tornando al preavviso") or the turn before was a clarification asked back ("al 5 livello, fa la
 * cassiera" after "… a che livello la assume?").
 */
export function turnsBack(history: readonly string[], text: string): 1 | 2 {
  return history.length >= 2 && (RETURNS.test(text) || asksBack(readable(history.at(-1) ?? ''))) ? 2 : 1;
}

/** A figure in euros with its cents, as a computed answer gives it ("2.064,88 €", "€ 27,00"). */
const CENTS_FIGURE = /\d,\d{2}\s*(?:€|euro\b)|€\s*\d[\d.]*,\d{2}\b/;
/**
 * The figure given as a result: "è 2.064,88", "= 1.091,25", "fa circa", "4°: 1.818,75", "circa 594,58", "in totale
 * 1.853,19".
 */
const RESULT =
  /\b(?:e|sono|fa|fanno|diventa|diventano|totale) (?:di |pari a )?(?:circa |quindi )?(?:€ ?)?\d|=\s*(?:circa )?(?:€ ?)?\d|: (?:circa )?(?:€ ?)?\d|\bcirca (?:€ ?)?\d|\bpiu (?:alto|basso|alta|bassa) di\b|\bdifferenza\b/;
/** Words of a user telling the case or reacting: the turn is theirs, not the reply repeated. */
const USER_WORDS =
  /\b(?:io|ho|hai|abbiamo|avete|mi|mio|mia|miei|mie|noi|nostr[oaie]|prendo|guadagno|percepisco|pago|paghiamo|faccio|assumo|assumiamo|vorrei|volevo|devo|dobbiamo|grazie|ok|perfetto|scusa|invece|ma)\b/;

/** The reply telling the user what is due to them ("ti spettano", "le spetta"): an answer's words, not an ask. */
const REPLY_DUE = /\b(?:ti|vi|le) spett(?:a|ano|erebbe|erebbero)\b/g;

/**
 * A turn that repeats the answer to the question before it ("Dal 1° giugno 2026 il minimo tabellare del livello
 * C2 è 2.064,88 € lordi al mese", "10 mesi su 12 del minimo di dicembre (1.818,75 €): circa 1.515,63 € lordi"):
 * the reply quoted back into the conversation, not a fact of the user's case. The figure is the result of the
 * earlier ask, so the next follow-up ("e al livello sotto?", "e se era entrata il 1 settembre?") changes one thing
 * of that ask: it is not a gross to take net, nor the case's pay. Such turns are left out of the history the
 * reader follows up on. `before` is the turn before `turn`.
 */
export function echoesAnswer(before: string | undefined, turn: string): boolean {
  if (before === undefined || !asksSomething(readable(before))) return false;
  const text = readable(turn);
  // "ti spettano circa 79,38 € lordi": the reply telling what is due, not a question of the user's.
  return (
    !asksSomething(text.replace(REPLY_DUE, '')) &&
    CENTS_FIGURE.test(text) &&
    RESULT.test(text) &&
    !USER_WORDS.test(text)
  );
}

/** The history without the turns that only repeat the answer to the turn before them. */
export function withoutAnswerEchoes(history: readonly string[] | undefined): string[] | undefined {
  if (!history || history.length < 2) return history ? [...history] : undefined;
  return history.filter((turn, i) => i === 0 || !echoesAnswer(history[i - 1], turn));
}
