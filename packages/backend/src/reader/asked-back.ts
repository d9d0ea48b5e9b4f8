import { RETURNS } from './corrections.js';
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
