import { askedClause } from './asking-clause.js';
import type { TypedRequest } from './request.js';

/**
 * "40 ore a settimana … la settimana scorsa ha fatto 42 ore: quanto le devo in più per quelle 2 ore?": the week
 * worked told as a total beyond the weekly schedule, and the amount of the hours over it asked. Those hours are
 * overtime (the total less the schedule), not the pay or the net of the week. Runs on the folded text.
 */
const ASKS_EXTRA =
  /\bquant\w*\b[^?]*?\b(?:in piu|di piu|in aggiunta|extra)\b|\bquant\w*\b[^?]*?\bper (?:quell[ae]|le|queste) (?:\d{1,2} )?or[ae]\b/;
// "il tempo pieno è di 40 ore", "40 ore a tempo pieno", "full time 40": the full-time week a part-timer's hours are
// a share of, not a week worked beyond the schedule.
const FULL_TIME_TOLD = (hours: number) =>
  new RegExp(
    String.raw`\b(?:tempo pieno|full.?time)\b[^.?;]{0,25}\b${hours}\b|\b${hours} (?:ore )?(?:settimanali )?(?:a|di|del|per il|nel) (?:tempo pieno|full.?time)\b`,
  );
const PAY_INTENTS = new Set(['gross_to_net', 'minimum_pay', 'hourly_rate', 'employer_cost']);

export function hoursBeyondWeek(req: TypedRequest, text: string): TypedRequest {
  const weekly = req.slots.weeklyHours;
  if (weekly === undefined || !PAY_INTENTS.has(req.intent)) return req;
  if (!ASKS_EXTRA.test(askedClause(text))) return req;
  const told = [
    ...req.slots.amounts.filter((a) => a.kind === 'hours').map((a) => a.value),
    req.slots.extraHours,
  ];
  const worked = [
    ...new Set(told.filter((h): h is number => h !== undefined && h > weekly && h <= weekly + 30)),
  ];
  const total = worked.length === 1 ? worked[0] : undefined;
  if (total === undefined || FULL_TIME_TOLD(total).test(text)) return req;
  return { ...req, intent: 'overtime_value', slots: { ...req.slots, extraHours: total - weekly } };
}
