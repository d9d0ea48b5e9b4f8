import { MONTHS } from '../kb/format.js';
import { REVISITS } from './answer-turn.js';
import { askedSentence } from './asking-clause.js';
import { CALCULATION_INTENTS } from './intents.js';
import type { TypedRequest } from './request.js';
import { readable } from './text.js';

/**
 * How a thread goes on after a figure (eval set `rv12-`, classes pinned by realconv12.test.ts):
 * - "e in un anno, con tredicesima e quattordicesima, quanto fa lordo?" asks the year's gross of the level: the
 *   extra months named are inside it, not the subject;
 * - "perché dividi per 168 e non per 173?" asks why the hourly divisor is what it is: the hourly rate and its
 *   divisor, not a pay of 168 €;
 * - a comparison with an agreement not held ("il minimo del contratto delle telecomunicazioni, per confrontarlo
 *   con quello del commercio") cannot be made: the agreement not held is the answer.
 */

// The year said as the span of the pay ("in un anno", "all'anno", "in tutto l'anno", "annuo"), not a year of the
// calendar ("ha lavorato tutto l'anno" is the period worked).
export const YEAR_SPAN = /\bin (?:un|tutto l') ?anno\b|\ball'anno\b|\bannu[oa]\b|\bannual\w*/;
const GROSS = /\blord[oaie]\b/;
const NET = /\bnett[oaie]\b|in tasca/;
// The extra months said as parts of the whole: "con tredicesima e quattordicesima", "tredicesima compresa".
const EXTRA_INCLUDED =
  /\b(?:con|compres\w*|inclus\w*|piu|anche)\s+(?:la |le |anche )?(?:tredicesim|quattordicesim|13a|14a|13ª|14ª|mensilita aggiuntiv)\w*|\b(?:tredicesim|quattordicesim)\w*(?: e (?:la )?(?:tredicesim|quattordicesim)\w*)? (?:compres|inclus)\w*/;
const EXTRA_INTENTS = new Set(['thirteenth_pro_rata', 'monthly_payments', 'minimum_pay']);

/** "e in un anno, con la tredicesima, quanto fa lordo?": the level's yearly gross (calcolo opens with the RAL). */
function yearlyGrossWithExtras(req: TypedRequest, text: string): Partial<TypedRequest> | undefined {
  if (!EXTRA_INTENTS.has(req.intent) || req.slots.level === undefined) return undefined;
  const sentence = askedSentence(text);
  if (!YEAR_SPAN.test(sentence) || !GROSS.test(sentence) || NET.test(sentence)) return undefined;
  if (req.intent !== 'minimum_pay' && !EXTRA_INCLUDED.test(sentence)) return undefined;
  if (req.slots.amounts.some((a) => a.kind === 'ral' || a.kind === 'monthly_gross')) return undefined;
  return { intent: 'gross_to_net', alsoAsked: req.alsoAsked.filter((i) => i !== 'gross_to_net') };
}

// "perché dividi per 168 e non per 173?", "come mai 168 e non 173?", "perché il divisore è 168?".
const WHY_DIVISOR =
  /\b(?:perche|come mai)\b[^?]{0,30}\b(?:divid\w*|divis\w*|divisor\w*)\b[^?]{0,20}?\b(1[5-9]\d|2[0-2]\d)\b|\b(?:perche|come mai)\s+(?:proprio\s+)?(1[5-9]\d|2[0-2]\d)\b(?:\s+e non\s+(?:per\s+)?\d{3})?|^(?=[\s\S]*\b(?:divid\w*|divis[oaie]\b|divisore)\b)(?=[\s\S]*\b(?:da dove (?:esce|viene|salta fuori|deriva|arriva|l'hai preso)|non dovrebbero essere le ore|non sono le ore|a cosa corrisponde|cosa rappresenta|come (?:si calcola|l'hai calcolato|lo calcoli))\b)/;

/** A why about the hourly divisor: the hourly rate with its divisor; the number is the divisor, not a pay. */
function whyDivisor(req: TypedRequest, text: string): Partial<TypedRequest> | undefined {
  const why = WHY_DIVISOR.exec(text);
  if (!why || !req.slots.agreements.length) return undefined;
  if (!CALCULATION_INTENTS.has(req.intent) && req.intent !== 'working_hours') return undefined;
  const said = [...text.matchAll(/\b\d{3}\b/g)].map((m) => Number(m[0]));
  const { overtimeKind: _o, extraHours: _e, ...slots } = req.slots;
  return {
    intent: 'hourly_rate',
    alsoAsked: req.alsoAsked.filter((i) => i !== 'hourly_rate'),
    slots: { ...slots, amounts: slots.amounts.filter((a) => !said.includes(a.value)) },
  };
}

const CONTRACT_NAMED = /\b(?:col|con il|coi|nel|secondo il|applicando il) (?:ccnl|contratto)\b/;
const WEIGHED =
  /\brispetto a(?:l|lla|llo|i|gli|d)?\b|\bconfront\w*|\b(?:in|di) piu (?:col|con|nel)\b|\bconvien\w*/;

/**
 * A comparison whose other side is an agreement not held ("passare al contratto delle telecomunicazioni: il
 * minimo, per confrontarlo con il commercio"): one held agreement cannot be compared; the gap answers.
 */
function comparedWithNotHeld(req: TypedRequest, text: string): Partial<TypedRequest> | undefined {
  if (!req.slots.unknownAgreements.length || req.slots.agreements.length > 1) return undefined;
  // "quanto prenderei in più col contratto delle assicurazioni rispetto al mio 3° livello?": a pay weighed
  // against the agreement not held is that comparison too.
  // (a held agreement to weigh against, and the contract named: not "un artigiano" in a tax question)
  const weighed =
    req.intent === 'comparison' ||
    (CALCULATION_INTENTS.has(req.intent) &&
      req.slots.agreements.length === 1 &&
      WEIGHED.test(text) &&
      CONTRACT_NAMED.test(text));
  if (!weighed) return undefined;
  return {
    intent: 'agreement_not_covered',
    alsoAsked: [],
    // (the held agreement stays named: the answer says which side is missing)
    slots: req.slots,
  };
}

export function conversationAsks12(req: TypedRequest, text: string): Partial<TypedRequest> {
  return yearlyGrossWithExtras(req, text) ?? whyDivisor(req, text) ?? comparedWithNotHeld(req, text) ?? {};
}

/**
 * A turn about the answer just given: how it was reached ("da dove viene questa cifra?", "come ci sei arrivato?"),
 * a correction of one of its values, or a why ("perché?", "come mai"), whatever else the turn tells ("nella busta
 * vedo la voce scatti"): it asks what the turn before it asked.
 */
export function revisitsAnswer(message: string): boolean {
  const text = readable(message);
  return REVISITS.test(text) || /(?:^|[.?!]\s+)(?:e |ma |scusa,? (?:ma )?)?(?:perche|come mai)\b/.test(text);
}

/**
 * "perché dividi per 168 e non per 173?", "quel numero per cui hai diviso da dove esce? non dovrebbero essere le
 * ore del mese?": the question asks why the hourly divisor is the one used.
 */
export function asksWhyDivisor(message: string): boolean {
  return WHY_DIVISOR.test(readable(message));
}

/** "a ottobre 2026", "nel mese di marzo 2026": a month of the year said as the day asked (not "da", a start). */
export function atMonthOfYear(text: string, year: number): boolean {
  return new RegExp(
    String.raw`\b(?:a|ad|al|per|nel mese di|fino a) (?:${MONTHS.join('|')}) (?:del )?${year}\b`,
  ).test(text);
}
