import { askedClause } from './asking-clause.js';
import type { TypedRequest } from './request.js';

/**
 * Session 66: "come vengono maggiorate le prime ore e le successive?", "quale maggiorazione si applica agli
 * straordinari feriali e festivi?": overtime named and its surcharge asked, with no amount or net asked, is the
 * agreement's overtime rates. Before, the hours told ("3 ore in più al giorno") read as a pay to compute, which
 * asked for the level, and a divisor asked beside read as the hourly pay alone.
 */
const RATE_ASKED =
  /\b(?:come|di quanto|quanto) (?:mi |gli |le |ci )?(?:vengono|sono|viene|e|va|vanno|venga|vengano|si) (?:\w+ )?maggiorat\w*|\b(?:quale|quali|che|la) maggiorazion\w*|\b(?:quale|quali|che) percentual\w*|\bmaggiorazion\w* (?:si applica|si applicano|spett\w*|previst\w*|c'e)\b/;
// An amount or a net asked is a calculation on a level ("quanto mi spetta per 3 ore?").
const AMOUNT_ASKED =
  /\bquanto (?:mi |gli |le |ci )?(?:spetta|spettano|prendo|prende|vale|valgono|devo|deve|pag\w*|fa|fanno|viene|vengono) (?!maggiorat)|\bin euro\b|€|\bnett\w*|\bimport\w*/;
const OVERTIME = /\bstraordinar\w*|\bore in piu\b|\bore extra\b/;
const FROM = new Set(['gross_to_net', 'hourly_rate', 'minimum_pay']);

/** The request read as the overtime rates asked, or the request unchanged. */
export function ratesAsked(req: TypedRequest, text: string): TypedRequest {
  if (!FROM.has(req.intent)) return req;
  if (req.slots.overtimeKind === undefined && !OVERTIME.test(text)) return req;
  // The asking clause, or the whole question sentence: "quale maggiorazione …, e per quale divisore …?" asks both.
  const clause = askedClause(text);
  const sentence = /[^.!?]*\?[^?]*$/.exec(text)?.[0] ?? clause;
  const asked = RATE_ASKED.test(clause) ? clause : sentence;
  if (!RATE_ASKED.test(asked) || AMOUNT_ASKED.test(asked)) return req;
  return {
    ...req,
    intent: 'overtime_value',
    slots: { ...req.slots, overtimeKind: req.slots.overtimeKind ?? 'straordinario' },
  };
}
