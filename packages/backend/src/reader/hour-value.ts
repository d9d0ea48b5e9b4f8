import type { TypedRequest } from './request.js';

/**
 * An hour worked on a holiday, a Sunday or at night asked as pay ("un'ora lavorata quel giorno festivo quanto
 * mi viene pagata?", "a Pasquetta quanto mi pagano l'ora?", "di notte un'ora quanto vale?"): the value of that
 * hour, not the agreement's working hours or holidays, whatever schedule or rest the story describes.
 */
const HOUR_PAID =
  /\b(?:un'ora|l'ora|ogni ora|all'ora|le ore|un ora)\b[^?]{0,60}?\b(?:quanto|pagat\w*|pagan\w*|vale|valgono|retribuit\w*)\b|\bquanto (?:\w+ ){0,3}?(?:pagat\w*|pagan\w*|vale|valgono)\b[^?]{0,40}?\b(?:l'ora|un'ora|all'ora|ogni ora|le ore)\b/;
const FROM: ReadonlySet<TypedRequest['intent']> = new Set([
  'working_hours',
  'holidays',
  'rol_ex_festivita',
  'leave',
  'out_of_scope',
  'minimum_pay',
  'gross_to_net',
]);

export function readHourValue(request: TypedRequest, text: string): Partial<TypedRequest> {
  if (!request.slots.overtimeKind || !FROM.has(request.intent)) return {};
  const asks = text.match(/[^.;!?]*\?/g)?.at(-1) ?? text;
  if (!HOUR_PAID.test(asks) || /\bnett\w*/.test(asks) || request.slots.amounts.some((a) => !a.perHour))
    return {};
  return { intent: 'overtime_value', alsoAsked: request.alsoAsked.filter((i) => i !== 'overtime_value') };
}
