import { parseNumber } from './numbers.js';
import type { TypedRequest } from './request.js';
import { readable } from './text.js';

/**
 * The employer's contribution rate a user states for a cost ("contributi a carico azienda al 30%", "aliquota INPS
 * a carico ditta del 29%"): their figure, used as given. Read here so that a contribution named beside it to
 * describe the case ("niente CIGS", "con CIGS") is not taken as the item asked.
 */

const RATE = String.raw`(\d{1,2}(?:[.,]\d{1,2})?)\s*(?:%|per ?cento)`;
// "contributi a carico dell'azienda al 30% della RAL", "contributi del 30%", "30% di contributi", "contributi a
// carico azienda che il consulente stima al 30% della retribuzione", "contributi a mio carico fossero il 28,98%" (the
// employer speaking).
const STATED_RATE = [
  new RegExp(
    String.raw`\bcontributi(?: (?:inps|previdenzial\w*|aziendal\w*))?(?: (?:a carico|carico|a spese) (?:dell'azienda|azienda|del datore(?: di lavoro)?|datore|dell'impresa|(?:dello |della |del )?(?:studio|ditta|societa|negozio)|nostr\w*|mio|mia)| a (?:mio|nostro) carico)?(?:[^.?;:\d]{0,20}?|(?: che| stimat\w*| indicat\w*| calcolat\w*)\b[^.?;:\d]{0,50}?)(?:\b(?:al|del|pari al|circa il|intorno al|sul|il|di un|a un) |\s)${RATE}`,
  ),
  new RegExp(String.raw`\b${RATE} (?:di |per i |per )?contributi\b`),
  // "stimare i contributi a mio carico con l'aliquota media del 32,70%": the rate named after the contributions.
  new RegExp(
    String.raw`\bcontributi\b[^.?;:\d]{0,40}?\b(?:con |all'|a )?(?:l'|un'|una )aliquota(?: (?:media|complessiv\w*|convenzional\w*|indicativ\w*|globale))? (?:del|di|al|pari al) ${RATE}`,
  ),
  // "INPS a carico ditta al 30%", "INPS ditta 30%", "quota INPS aziendale del 29%", "l'INPS a mio carico è il
  // 29%" (said by the employer): the employer's INPS.
  new RegExp(
    String.raw`\b(?:quota )?inps (?:(?:a carico (?:della |del |dello )?|c\/)?(?:ditta|azienda|aziendale|datore(?: di lavoro)?|dell'azienda|del datore|studio|societa)|a (?:mio|nostro) carico|a carico (?:mio|nostro))\b[^.?;:\d]{0,12}?(?:\b(?:al|del|pari al|circa il|di) |\s)${RATE}`,
  ),
  // "aliquota contributiva a carico azienda 31%", "aliquota datoriale convenzionale del 32%", "aliquota ditta del 29%", "contribuzione aziendale al 30%",
  // "l'aliquota a carico ditta che mi dà il gestionale per la sua posizione è 30,28%".
  new RegExp(
    String.raw`\b(?:aliquot\w*|contribuzione)(?: (?:contributiv\w*|inps|previdenzial\w*))? (?:a carico (?:della |del |dell')?|c\/)?(?:ditta|azienda|aziendale|datore(?: di lavoro)?|datoriale)\b(?:[^.?;:\d]{0,16}?|(?: che| data| dato| indicat\w*| per)\b[^.?;:\d]{0,60}?)(?:\b(?:al|del|pari al|circa il|di|e) |\s)${RATE}`,
  ),
];
const OTHER_SHARE = /dipendent|lavorator|addizional|aggiuntiv|naspi|\bfis\b|cigs|inail|apprendist/;
// "contributi a carico ditta e INAIL al 30% complessivo", "contributi più INAIL al 32%": one rate for both.
const INAIL_JOINED =
  /\bcontributi\b[^.?;:\d]{0,40}?\b(?:e|piu|\+|con|compres[ao]|inclus[ao]) (?:l'|il |premio )?inail\b/;

/** The user's employer rate covers the INAIL premium too ("contributi ditta e INAIL al 30% complessivo"). */
export const inailInStatedRate = (text: string): boolean => {
  const found = STATED_RATE[0]?.exec(text);
  return found !== null && found !== undefined && INAIL_JOINED.test(found[0]);
};

/** The employer contribution rate the user states, in percent; undefined when none is stated. */
export function statedEmployerRate(message: string): number | undefined {
  const text = readable(message);
  for (const pattern of STATED_RATE) {
    const found = pattern.exec(text);
    // The employee's share or one named contribution (the NASpI surcharge, the FIS) is no employer's rate.
    // ("contributi ditta e INAIL al 30%": one rate for both, the employer's.)
    if (!found || OTHER_SHARE.test(INAIL_JOINED.test(found[0]) ? found[0].replace(/inail/g, '') : found[0]))
      continue;
    const raw = found[1];
    const value = raw === undefined ? undefined : parseNumber(raw);
    // "a mio carico" could be the employee's own share (9,19%): only an employer's size of rate is one.
    const ownShare = /\b(?:mio|nostro) carico|carico (?:mio|nostro)\b/.test(found[0]) && (value ?? 0) < 15;
    if (value !== undefined && value > 0 && value < 100 && !ownShare) return value;
  }
  return undefined;
}

// What a cost asks: "costo annuo", "costo totale", "quanto ci costa", "preventivare".
const COST = /\bcost[oia]\w*\b|\bpreventiv\w*/;
// The net or the worker's pay asked instead: no cost.
const OTHER_ASK = /\bnett[oaie]\b|\bin tasca\b|\bbusta\b|\bcedolino/;
// A follow-up that keeps the earlier hypotheses: "stesse ipotesi", "29% e tfr dentro", "stessa aliquota".
const SAME_HYPOTHESES =
  /\bstess[aei] (?:ipotes\w*|condizion\w*|aliquot\w*|percentual\w*|parametr\w*|conto|calcolo)\b|\b(?:tfr|contributi|inps) (?:dentro|compres\w*|inclus\w*)\b|\d ?%/;
const COST_INTENTS = new Set([
  'gross_to_net',
  'minimum_pay',
  'tfr',
  'net_to_gross',
  'part_time',
  'employer_cost',
  'payroll_rules',
]);

/**
 * A cost asked on the employer's rate the user states ("preventivare il costo annuo… aliquota INPS ditta del 29% e
 * TFR: mi date RAL, contributi ditta e costo totale?") is the employer's cost, whatever RAL or TFR it also names;
 * so is its follow-up on the same hypotheses ("e part time al 50%? stesse ipotesi, 29% e tfr dentro").
 */
export function costOnStatedRate(
  request: TypedRequest,
  text: string,
  history: readonly string[],
): Partial<TypedRequest> {
  // "Stessa RAL ma apprendista, contributi c/azienda 11,61%", then "e con RAL 32.000, sempre apprendista?": the
  // worker made an apprentice in a cost on stated rates is still that cost, not the apprenticeship's rules.
  if (
    request.intent === 'apprenticeship' &&
    !OTHER_ASK.test(text) &&
    statedEmployerRate(readable(history.at(-1) ?? '')) !== undefined &&
    statedCostTurn(history) !== undefined &&
    (statedEmployerRate(text) !== undefined || SAME_HYPOTHESES.test(text) || KEEPS_CASE.test(text))
  )
    return { intent: 'employer_cost' };
  if (!COST_INTENTS.has(request.intent) || OTHER_ASK.test(text)) return {};
  if (statedEmployerRate(text) !== undefined && COST.test(text)) return { intent: 'employer_cost' };
  const before = history.at(-1);
  const earlier = before === undefined ? '' : readable(before);
  if (
    statedEmployerRate(earlier) !== undefined &&
    COST.test(earlier) &&
    !OTHER_ASK.test(earlier) &&
    SAME_HYPOTHESES.test(text)
  )
    return { intent: 'employer_cost' };
  return {};
}

// A turn that keeps the case before and changes one thing: "e con RAL 32.000", "sempre apprendista", "stessa RAL".
const KEEPS_CASE = /^\s*(?:e|ma|e se|e con|invece)\b|\bsempre\b|^\s*stess[aoei]\b/;

/** The index of the last turn of the history asking a cost on a rate the user states; undefined when none. */
export function statedCostTurn(history: readonly string[]): number | undefined {
  for (let index = history.length - 1; index >= 0; index--) {
    const turn = readable(history[index] as string);
    if (statedEmployerRate(turn) !== undefined && COST.test(turn) && !OTHER_ASK.test(turn)) return index;
  }
  return undefined;
}
