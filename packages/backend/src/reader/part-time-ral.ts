import { parseNumber } from './numbers.js';
import type { TypedRequest } from './request.js';

/**
 * "full time con RAL di 26.000 euro … vorrei chiedere il part-time al 50%, quindi RAL 13.000 euro: quanto netto mi
 * resterebbe?": the pay today is the story, the RAL the part-time would bring (said after it with "quindi", "cioè",
 * "diventerebbe") is the one asked. Runs on the folded text; a request with one RAL is left as it is.
 */
const PART_TIME_RAL =
  /\b(?:part.?time|tempo parziale)\b[^?]{0,80}?\b(?:quindi|cioe|ossia|diventerebbe|scenderebbe a|passerebbe a|arriverei a)\s+(?:a |una |la |con )?(?:ral|lordo annuo|retribuzione annua lorda)\s+(?:di |a |da )?(\d{1,3}(?:\.\d{3})+|\d{4,6})\b/;

export function partTimeRal(req: TypedRequest, text: string): TypedRequest {
  const rals = req.slots.amounts.filter((a) => a.kind === 'ral');
  if (rals.length < 2) return req;
  const said = PART_TIME_RAL.exec(text);
  const value = said ? parseNumber(said[1] ?? '') : undefined;
  if (value === undefined || !rals.some((a) => a.value === value)) return req;
  const amounts = req.slots.amounts.filter((a) => a.kind !== 'ral' || a.value === value);
  return { ...req, slots: { ...req.slots, amounts } };
}
