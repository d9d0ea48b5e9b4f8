import { FOURTEENTH } from '../reader/asked-topic.js';
import { askedClause } from '../reader/asking-clause.js';
import { fourteenthHeld } from '../reader/payments-said.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { withEveryAnswer } from './multi-part.js';

/** The tredicesima named ("tredicesima", "13ª", "13esima"). */
export const THIRTEENTH = /tredicesim|\b13 ?(?:a|ª|esim\w*|ma)(?!\w)/;

/**
 * Whether the quattordicesima is the extra month asked. A story may name both ("la quattordicesima me la danno
 * a luglio … quanto dovrebbe essere questa tredicesima?"): the one the asking clause (or its sentence) names
 * wins. A follow-up that names neither keeps the one of the turn before (`previous`).
 */
export function fourteenthAsked(message: string, previous?: string): boolean {
  const text = readable(message);
  // "e per una commessa part-time al 50%?" after the quattordicesima: a follow-up naming no extra month keeps it.
  if (previous !== undefined && !FOURTEENTH.test(text) && !THIRTEENTH.test(text))
    return fourteenthAsked(previous);
  if (!FOURTEENTH.test(text)) return false;
  const asked = askedClause(text);
  if (THIRTEENTH.test(asked) || FOURTEENTH.test(asked))
    return !(THIRTEENTH.test(asked) && !FOURTEENTH.test(asked));
  // An asking clause naming neither, after a colon ("a luglio abbiamo liquidato la quattordicesima. Adesso devo
  // fare la tredicesima di dicembre: a quanto ammonta?"): the whole asking sentence names the one asked.
  const sentence = text.split(/(?<=[.?!])\s+/).find((s) => s.includes(asked.trim())) ?? '';
  // "quanto viene al mese? lui ha 13esima e 14esima": the 14th held only sets the divisor of a monthly figure.
  if (fourteenthHeld(text) && !THIRTEENTH.test(sentence) && /\bal mese\b|\bmensil|\bnett/.test(sentence))
    return false;
  return !(THIRTEENTH.test(sentence) && !FOURTEENTH.test(sentence));
}

/**
 * "quanto fanno i ratei di 13ª (da gennaio) e di 14ª (da luglio)?": both extra months asked in the asking clause,
 * each to be computed on its own period.
 */
export function bothExtraMonthsAsked(message: string): boolean {
  const text = readable(message);
  const asked = askedClause(text);
  if (THIRTEENTH.test(asked) && FOURTEENTH.test(asked)) return true;
  // "…i ratei di tredicesima e quattordicesima. Mi fa il conto dei due ratei?", "mi fai tutti e due i conti?":
  // the asking clause points back to both extra months the message names.
  return BOTH_POINTED.test(asked) && THIRTEENTH.test(text) && FOURTEENTH.test(text);
}

/**
 * "a quanto ammonta la tredicesima di dicembre? E nel nostro contratto esiste anche la quattordicesima?": the 13th's
 * amount asked in one sentence, the 14th in another; both are answered, the 13th's figure first.
 */
export function thirteenthAmountBeside(message: string): boolean {
  const asks = readable(message)
    .split(/(?<=[.?!])\s+/)
    .filter((s) => s.includes('?'));
  const amount = /\bquant[oaie]\b|\bammont\w*|\bimport\w*|\bcalcol\w*/;
  return (
    asks.some((s) => THIRTEENTH.test(s) && !FOURTEENTH.test(s) && amount.test(s)) &&
    asks.some((s) => FOURTEENTH.test(s) && !THIRTEENTH.test(s))
  );
}

const BOTH_POINTED =
  /\b(?:tutt[ie] e due|entramb[ie]|ambedue|(?:i|le|dei|delle|ai|alle) due (?:rate[io]|mensilita|conti|calcoli|importi|voci|cifre|mensilita aggiuntive))\b/;

/**
 * The tredicesima's and the quattordicesima's answers, each on its own period and pay, in the order the asking
 * clause names them ("14ª di luglio e 13ª di dicembre?": the quattordicesima first).
 */
export function extraMonthsInOrder<C extends { message: string }>(
  ctx: C,
  fourteenth: AgentAnswer,
  answer: (alone: C) => AgentAnswer,
): AgentAnswer {
  const thirteenth = answer({ ...ctx, message: thirteenthOnly(ctx.message) });
  const asked = askedClause(readable(ctx.message));
  const at14 = FOURTEENTH.exec(asked)?.index;
  const at13 = THIRTEENTH.exec(asked)?.index;
  // Both shown even when one opening states the other's figure (a 13th with increments on a 14th without).
  return at14 !== undefined && at13 !== undefined && at14 < at13
    ? withEveryAnswer(thirteenth, [fourteenth, thirteenth])
    : withEveryAnswer(thirteenth, [thirteenth, fourteenth]);
}

/** The message with the quattordicesima's words left out, for the tredicesima's own answer. */
export function thirteenthOnly(message: string): string {
  return message.replace(
    /\s*(?:e\s+)?(?:(?:di|la|della)\s+)?(?:quattordicesim\w*|14\s*(?:a|ª|esim\w*|ma)(?!\w))(?:\s*\([^)]*\))?/gi,
    '',
  );
}
