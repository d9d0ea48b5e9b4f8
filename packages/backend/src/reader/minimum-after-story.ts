import { markedAsk } from './asking-clause.js';
import type { TypedRequest } from './request.js';

/**
 * "in assemblea hanno detto che arrivava l'ultima tranche, in busta ho visto un aumento piccolo… Quanto fa il
 * minimo del 3° livello nel 2026?": the story tells the renewal, the question asks the level's minimum at that
 * time, not the tranche.
 */
const MINIMUM_ASKED =
  /\b(?:quant|qual)\w*\b[^?]*\b(?:minim[oi]|paga base|tabellar\w*|stipendio|prend\w*)\b|\b(?:minim[oi]|stipendio)\b[^?]*\bquant/;
// An ask of the increase itself, or of when it comes, stays the renewal's. ("quale aumento scatta dal 1° gennaio
// 2027: quanto è l'importo sul minimo?": an amount put on the minimum is the tranche's, not the minimum.)
const INCREASE_ASKED =
  /\b(?:importo|valore|ammontare|entita) (?:\w+ )?su(?:l|i|lla) (?:\w+ )?(?:minim|tabellar|tem\b|paga\b)|\baument\w*|\btranche\b|\btrance\b|\bdi quant[oi]\b|\bin piu\b|\brinnov\w*|\bscad\w*|\barretrat\w*|\buna tantum\b|\bquando\b|\bsal(?:e|ira|gono)\b/;

// "a quanto deve essere il minimo oggi, dopo le tranche del 2025 e di luglio 2026?": the increases said as what the
// minimum asked already includes, not as what is asked.
const INCREASE_INCLUDED =
  /\b(?:dopo|compres[oaie]|inclus[oaie]|contando) (?:anche )?(?:la |le |l'|gli |il |i |tutt[ei] (?:le |gli )?)?(?:tranche|trance|aumenti|aumento|rinnovo)\b/g;

// An ask that only points back ("Me lo sai dire?", "sapete dirmelo?"): what it asks is in the sentence before.
const POINTING_BACK =
  /^(?:e )?(?:(?:me|ce) lo |lo )?(?:sai|sa|sapete|puoi|potete|riesci a) (?:dir(?:e|melo|celo)|confermar(?:e|melo))\b[^?]{0,12}\?$|^(?:me lo )?(?:dici|dite)\?$/;
// The object of a told wish to know ("… e vogliono sapere il minimo conglobato in vigore da ottobre"): what it asks.
const WISH_TO_KNOW = /\b(?:vogli\w*|vorre\w*|vuole|chied\w*) (?:sapere|conoscere)\b(.*)$/;

/** The ask of a question: its last marked clause, or what a wish to know in the sentence before it names. */
export function askOf(text: string): string {
  const asked = markedAsk(text);
  if (!POINTING_BACK.test(asked)) return asked;
  const sentences = text.split(/(?<=[.?!])\s+/).filter(Boolean);
  const before = sentences.at(-2) ?? '';
  const wish = WISH_TO_KNOW.exec(before);
  return wish ? `quale ${wish[1]}` : asked;
}

/** The ask names a level's minimum and no arrears: the arrears the story tells are the purpose. */
export function minimumAskedNotArrears(text: string): boolean {
  const asked = askOf(text);
  return MINIMUM_ASKED.test(asked) && !/\barretrat/.test(asked);
}

/**
 * "mia madre è convinta che se lo nominiamo quadro ci costa troppo… quanto è la differenza di minimo mensile tra il
 * 1° livello e il Quadro?": a story about a level to give, whose ask is the gap between two levels' minimums.
 */
const LEVELS_GAP_ASKED =
  /\bdifferenz\w*\b[^?]*\b(?:minim|tabellar|retribu|stipend|paga\b|lord)\w*[^?]*\b(?:tra|fra)\b[^?]*\be\b|\b(?:minim|tabellar|retribu|stipend|paga\b|lord)\w*[^?]*\bdifferenz\w*\b[^?]*\b(?:tra|fra)\b[^?]*\be\b/;

export function minimumAfterStory(request: TypedRequest, text: string): TypedRequest {
  // (The story's overtime, "fa già parecchi straordinari", is not what the ask asks.)
  const gapAsked = LEVELS_GAP_ASKED.test(askOf(text)) && !/\bstraordinar/.test(askOf(text));
  if ((request.intent === 'classification' || request.intent === 'overtime_value') && gapAsked)
    return {
      ...request,
      intent: 'minimum_pay',
      alsoAsked: request.alsoAsked.filter((i) => i !== 'minimum_pay'),
    };
  if (request.intent !== 'renewal') return request;
  const asked = askOf(text);
  if (!MINIMUM_ASKED.test(asked) || INCREASE_ASKED.test(asked.replace(INCREASE_INCLUDED, ' ')))
    return request;
  return {
    ...request,
    intent: 'minimum_pay',
    alsoAsked: request.alsoAsked.filter((i) => i !== 'minimum_pay' && i !== 'renewal'),
  };
}
