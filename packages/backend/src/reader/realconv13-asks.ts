import { extraMonthsWeighed, heardBound, sameCaseCompared } from './realconv14-asks.js';
import type { Intent, Slots, TypedRequest } from './request.js';

/**
 * How consultants carry a case over the turns of one conversation (the classes `88-g21-realconv13.json` failed).
 * Each function returns only what it changes; all run on the folded text of the turn.
 */

const DOMESTIC_ID = 7;

// "cambia rispetto a quello che mi hai detto?", "rispetto a prima?": the answer just given, not another agreement.
const AGAINST_THE_ANSWER =
  /\brispetto a (?:quello|quanto|cio) che (?:mi )?(?:hai|avevi) (?:detto|scritto|risposto)|\brispetto a (?:prima|quanto detto|quello di prima|la risposta di prima)\b|\brispetto alla (?:risposta|tua risposta) (?:di )?prima\b/;

/**
 * "la signora verrà a vivere da noi: il periodo di prova cambia rispetto a quello che mi hai detto?": the
 * turn asks whether the earlier answer changes with the new fact, on its own subject, within one agreement.
 */
export function againstTheAnswer(request: TypedRequest, text: string): Partial<TypedRequest> {
  if (
    request.intent !== 'comparison' ||
    request.slots.agreements.length > 1 ||
    !AGAINST_THE_ANSWER.test(text)
  )
    return {};
  const subject = request.alsoAsked.find((intent) => intent !== 'comparison');
  if (!subject) return {};
  return { intent: subject, alsoAsked: request.alsoAsked.filter((intent) => intent !== subject) };
}

// "quant'era?", "quanto prendeva?", "quanto faceva?", "e quanto diventa?": a figure asked, with nothing else.
const FIGURE_ASKED =
  /\bquant(?:o|a|')?\s?(?:e|era|erano|sara|diventa|faceva|fa|prendeva|prende|veniva|viene)\b/;
const TASKS = /\b(?:fa|fara|faceva|lavora|si occupa|mansion\w*|compit\w*|mett\w+ a|svolg\w*)\b.{8,}/;

/**
 * "e a ottobre 2025 quant'era?" after "a quale livello corrisponde e qual è oggi il suo minimo?": a date and a
 * figure asked of the level the conversation found are that level's minimum at the date, not a new
 * classification.
 */
export function figureAtDateOfLevel(request: TypedRequest, text: string, own: Slots): Partial<TypedRequest> {
  if (
    request.intent !== 'classification' ||
    !request.slots.level ||
    !own.date ||
    !FIGURE_ASKED.test(text) ||
    TASKS.test(text) ||
    text.split(' ').length > 10
  )
    return {};
  return { intent: 'minimum_pay', alsoAsked: request.alsoAsked.filter((intent) => intent !== 'minimum_pay') };
}

// "stessa RAL", "a parità di lordo", "con lo stesso stipendio": the figure stays, only the year's rules change.
const SAME_PAY =
  /\bstess[ao] (?:ral|lordo|retribuzione|stipendio|paga|reddito|imponibile)\b|\ba parita di (?:ral|lordo|retribuzione|stipendio|reddito)\b|\b(?:ral|lordo|stipendio) (?:uguale|invariat[oa])\b/;
const NET_INTENTS: ReadonlySet<Intent> = new Set(['gross_to_net', 'employer_cost', 'payroll_rules', 'tfr']);

/**
 * "e con le regole del 2025, stessa RAL, quanto veniva?" after a net computed on today's table: the year names the
 * tax rules, and the pay is the one the conversation computed, read at the same day as before.
 */
export function sameGrossOtherYear(
  request: TypedRequest,
  text: string,
  own: Slots,
  earlier: Slots | undefined,
  today: string,
): Partial<TypedRequest> {
  if (!earlier || !NET_INTENTS.has(request.intent) || !SAME_PAY.test(text) || own.taxYear === undefined)
    return {};
  if (own.date && !/^\d{4}-12-31$|^\d{4}-01-01$/.test(own.date)) return {};
  return { slots: { ...request.slots, date: earlier.date ?? today, taxYear: own.taxYear } };
}

// "paga minima", "retribuzione minima mensile", "lo stipendio minimo": the table's minimum asked in other words.
const MINIMUM_WORDS =
  /^(?!.*(?:\bnett|in tasca|\bbusta\b)).*\b(?:paga|retribuzion\w*|stipendi\w*|compens\w*|salari\w*) minim[aoie]\b/;

/** A follow-up asking the "paga minima" is the minimum, whatever calculation the conversation inherited. */
export function minimumInOtherWords(request: TypedRequest, text: string): Partial<TypedRequest> {
  if (request.intent !== 'gross_to_net' || !MINIMUM_WORDS.test(text)) return {};
  return { intent: 'minimum_pay', alsoAsked: request.alsoAsked.filter((intent) => intent !== 'minimum_pay') };
}

// A domestic letter level typed in lower case after an article or "per": "per la ds convivente", "una cs".
const LOWER_DOMESTIC_LEVEL = /\b(?:la|il|una|un|per|livello|liv) (as|bs|cs|ds)\b/;

/** "e la paga minima 2026 per la ds convivente?" in a domestic conversation: level DS. */
export function lowerCaseDomesticLevel(request: TypedRequest, text: string): Partial<TypedRequest> {
  if (request.slots.level || !request.slots.agreements.includes(DOMESTIC_ID)) return {};
  const level = LOWER_DOMESTIC_LEVEL.exec(text)?.[1];
  return level ? { slots: { ...request.slots, level: level.toUpperCase() } } : {};
}

// "da maggio 2026", "dal 1° maggio 2026": the day a table starts, said of the side the turn adds.
const FROM_MONTH =
  /\bda(?:l|ll')? ?(?:1 |1° |primo )?(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre) \d{4}\b/;

/**
 * "e rispetto a un 3° livello turismo da maggio 2026 chi prende di più?" after the C3's minimum of July 2026:
 * the month names when the added side's table starts, and it is still in force at the conversation's later
 * date, so both sides are compared at that date (the C3 asked keeps its July figure).
 */
export function comparedAtTheCaseDate(
  request: TypedRequest,
  text: string,
  own: Slots,
  earlier: Slots | undefined,
): Partial<TypedRequest> {
  if (request.intent !== 'comparison' || !earlier?.date || !own.date || !FROM_MONTH.test(text)) return {};
  if (earlier.date <= own.date) return {};
  return { slots: { ...request.slots, date: earlier.date } };
}

/** The readings above in order, on the request the reader built (read.ts). */
export function realconv13Asks(
  request: TypedRequest,
  text: string,
  own: Slots,
  earlier: Slots | undefined,
  today: string,
): TypedRequest {
  let out = request;
  for (const step of [
    (r: TypedRequest) => againstTheAnswer(r, text),
    (r: TypedRequest) => figureAtDateOfLevel(r, text, own),
    (r: TypedRequest) => sameGrossOtherYear(r, text, own, earlier, today),
    (r: TypedRequest) => minimumInOtherWords(r, text),
    (r: TypedRequest) => lowerCaseDomesticLevel(r, text),
    (r: TypedRequest) => comparedAtTheCaseDate(r, text, own, earlier),
    (r: TypedRequest) => heardBound(r, text), // realconv14-asks.ts
    (r: TypedRequest) => extraMonthsWeighed(r, text),
    (r: TypedRequest) => sameCaseCompared(r, text, earlier),
  ])
    out = { ...out, ...step(out) };
  return out;
}
