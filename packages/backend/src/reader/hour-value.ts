import type { TypedRequest } from './request.js';

/**
 * An hour worked on a holiday, a Sunday or at night asked as pay ("un'ora lavorata quel giorno festivo quanto
 * mi viene pagata?", "a Pasquetta quanto mi pagano l'ora?", "di notte un'ora quanto vale?"): the value of that
 * hour, not the agreement's working hours or holidays, whatever schedule or rest the story describes.
 */
const HOUR_PAID =
  /\b(?:un'ora|l'ora|ogni ora|all'ora|le ore|quelle ore|un ora)\b[^?]{0,60}?\b(?:quanto|pagat\w*|pagan\w*|paga|vale|valgono|retribuit\w*)\b|\bquanto (?:\w+ ){0,3}?(?:pagat\w*|pagan\w*|vale|valgono)\b[^?]{0,40}?\b(?:l'ora|un'ora|all'ora|ogni ora|le (?:\d{1,2} )?ore)\b/;
// "la mia paga oraria è 12,50: di notte oltre l'orario quanto mi devono dare all'ora?": with the ordinary hour's
// pay given, an hour of a kind asked "all'ora" is that hour's value, not the hourly pay already known.
const PER_HOUR_ASKED =
  /\bquanto (?:\w+ ){0,3}?(?:dare|dar\w*|spett\w*|prendo|prende|pagar\w*|paga|pagano|vale|valgono)\b[^?]{0,30}?\b(?:all'?\s?ora|l'ora|ogni ora|per ogni ora|orari[oa])\b/;
// "ho lavorato il 25 aprile in hotel, mi spetta qualcosa in più?", "domenica devo lavorare: come me la pagano?":
// a holiday, a Sunday or a night worked, asked as what it adds to the pay: that kind of hour's surcharge.
const DAY_WORKED =
  /\b(?:ho|hai|ha|abbiamo|hanno|avro|avrei) (?:gia )?lavorat\w*|\b(?:devo|deve|dovro|dovra|devono|mi tocca|gli tocca|le tocca|mi fanno|mi hanno fatto) (?:lavorar\w*|fare il turno)|\blavorer[oa]\b/;
const ASKS_EXTRA =
  /\b(?:spett\w*|tocca\w*|prend\w*|dann\w*|danno|pagat\w*|pagan\w*|paga\w*|riconosc\w*)\b[^?]{0,30}\b(?:in piu|di piu|qualcosa|extra|maggiorazion\w*|quanto)\b|\b(?:in piu|di piu|qualcosa|extra|maggiorazion\w*)\b[^?]{0,20}\b(?:spett\w*|pag\w*)\b|\bcome (?:me |mi |gli |le |ce |ci )?(?:l[aoie] )?(?:pagan\w*|paga|pagher\w*|retribu\w*|viene pagat\w*|vengono pagat\w*)\b/;
const AMOUNT_ASKED = /\bquanto (?:\w+ ){0,2}?(?:spett\w*|dev\w*|dar\w*|pag\w*|vale|valgono|prend\w*)\b/;
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
  if (
    request.intent === 'hourly_rate' &&
    request.slots.overtimeKind &&
    request.slots.amounts.some((a) => a.perHour) &&
    PER_HOUR_ASKED.test(text.match(/[^.;!?]*\?/g)?.at(-1) ?? text)
  )
    return { intent: 'overtime_value', alsoAsked: request.alsoAsked.filter((i) => i !== 'overtime_value') };
  if (!request.slots.overtimeKind || !FROM.has(request.intent)) return {};
  const asks = text.match(/[^.;!?]*\?/g)?.at(-1) ?? text;
  // "in aggiunta alle mie 40 ore ho fatto 2 ore di notte: quanto mi spetta?": the extra hours counted and an
  // amount asked are their value, whatever the schedule words made of the subject.
  if (
    request.slots.extraHours !== undefined &&
    request.slots.amounts.every((a) => a.kind === 'hours' || a.perHour) &&
    AMOUNT_ASKED.test(asks) &&
    !/\bnett\w*/.test(asks)
  )
    return { intent: 'overtime_value', alsoAsked: request.alsoAsked.filter((i) => i !== 'overtime_value') };
  if (
    request.slots.amounts.every((a) => a.perHour) &&
    !/\bnett\w*/.test(asks) &&
    DAY_WORKED.test(text) &&
    ASKS_EXTRA.test(asks)
  )
    return { intent: 'overtime_value', alsoAsked: request.alsoAsked.filter((i) => i !== 'overtime_value') };
  if (!HOUR_PAID.test(asks) || /\bnett\w*/.test(asks) || request.slots.amounts.some((a) => !a.perHour))
    return {};
  return { intent: 'overtime_value', alsoAsked: request.alsoAsked.filter((i) => i !== 'overtime_value') };
}
