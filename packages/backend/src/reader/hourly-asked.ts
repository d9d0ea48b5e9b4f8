import { askedClause } from './asking-clause.js';
import type { TypedRequest } from './request.js';

/**
 * "all'ora quanto viene? il divisore mi pare 170": the asking clause wants the pay of an hour; the divisor the
 * story names is how to get it, not the working week asked. ("Quante ore si lavorano?" asks the hours.)
 */
// ("quanti minuti di vestizione sono dentro l'orario?": the schedule with its article, not an hour's pay; "quante
// giornate annue e il mio orario normale?": the schedule named as the worker's own or as normal, weekly, yearly.)
const HOUR_PAY_ASKED =
  /\bquant\w*\b[^?]*\b(?:all'? ?ora|l'ora|per ora|(?<!\b[ld](?:' ?| ))(?<!\b(?:mio|tuo|suo|nostro|vostro|loro|riduzion\w*|riduzion\w* di) )orari[ao](?! di lavoro| normale| settimanale| annuo| contrattuale))\b|\b(?:all'? ?ora|l'ora|paga oraria)\b[^?]*\bquant\w*/;
const HOURS_ASKED = /\bquant[ei] ore\b/;
// "quanti minuti sono riconosciuti come orario?", "mettere e togliere la divisa": minutes counted as working time
// (the dressing time) are the schedule's clause, not an hour's pay.
const MINUTES_AS_TIME =
  /\bquant[ie] minut\w*|\bs?vestizion\w*|\b(?:mett|indoss|togli|cambi)\w* (?:e (?:togli|mett)\w* )?(?:la |le |una )?(?:divis[ae]|uniform[ei])\b/;
// "e a ora quanto fa?": the hour's unit said before the asking word ("ad ora" is "so far"). "Quanto viene
// allora?" names no hour: the apostrophe or a space is needed. "e a ore quanto fa?", "ad ore quanto viene?": the
// same unit in the plural, right before the asking word.
const HOUR_AFTER_PAY = /\ba ora\b[^?]*\bquant\w*|\bad? ore quant\w*/;
// ("la paga base oraria nazionale adesso a quanto sta?": the hour's pay named with its base before the asking word.)
const HOUR_OF_PAY =
  /\bquant\w*\b[^?]*\b(?:all(?:' ?| )ora|l'ora|per ora|orari[ao])\b|\b(?:all(?:' ?| )ora|l'ora|(?:paga|retribuzione|minimo)(?: base| minim[ao]| tabellare)? orari[ao])\b[^?]*\bquant\w*/;
const MONTH_ASKED = /\b(?:al mese|mensil[ei]|mensilmente)\b/;
const PAY_WORD = /\b(?:minim[oi]|paga|retribuzion\w*|stipendio|lordo|tabellar\w*)\b/;
const REASON_TOPICS: ReadonlySet<string> = new Set(['rol_ex_festivita', 'leave', 'holidays']);

/**
 * "quanto le spetta in più l'ora per l'anzianità?", "di quanto sale la paga oraria con gli scatti?": what the
 * seniority increments add to an hour's pay (an hourly worker's), not the hourly minimum.
 */
export const HOUR_UNIT = /\b(?:all'? ?ora|l'ora|per ora|a ora|(?:a|per) ogni ora|ogni ora|orari[ao])\b/;
// ("adesso che è scattato l'aumento di novembre": the verb says when the pay rose, no increments.)
const INCREMENTS = /\bscatt[io]\b|\banzianita\b/;
const ADDED =
  /\bin piu\b|\bdi piu\b|\baggiung\w*|\b(?:sale|salire|aumenta|cresce)\b|\bdi quanto\b|\bquanto (?:vale|valgono|fa|fanno)\b/;

export function hourlyPayAsked(request: TypedRequest, text: string): TypedRequest {
  const asked = askedClause(text);
  if (
    (request.intent === 'hourly_rate' || request.intent === 'minimum_pay') &&
    INCREMENTS.test(asked) &&
    ADDED.test(asked) &&
    HOUR_UNIT.test(asked)
  )
    return { ...request, intent: 'seniority', alsoAsked: request.alsoAsked.filter((i) => i !== 'seniority') };
  if (HOURS_ASKED.test(asked)) return request;
  const hourPay = HOUR_OF_PAY.test(asked) || HOUR_AFTER_PAY.test(asked);
  // "il lordo mensile è 1.520 euro, quanto prendo lordo all'ora?": the month's gross stated and its hour asked
  // is that gross over the divisor, not a net.
  const kinds = new Set(request.slots.amounts.map((a) => a.kind));
  if (
    request.intent === 'gross_to_net' &&
    hourPay &&
    kinds.has('monthly_gross') &&
    !kinds.has('net') &&
    !kinds.has('ral') &&
    !/\bnett\w*|\bin tasca\b|\ba casa\b/.test(asked) &&
    !EXTRA_HOUR_ASKED.test(asked)
  )
    return {
      ...request,
      intent: 'hourly_rate',
      alsoAsked: request.alsoAsked.filter((i) => i !== 'hourly_rate'),
    };
  // "e a ora quanto fa?" after the month's minimum: the same minimum, over the divisor.
  const minimumByHour =
    request.intent === 'minimum_pay' && hourPay && !MONTH_ASKED.test(asked) && !EXTRA_HOUR_ASKED.test(asked);
  // "quanto fa all'ora il minimo di un C3? devo controllare le ore di permesso che mi hanno scalato": the pay of
  // an hour is asked; the permits, the holidays or the leave are why.
  const reasonTopic = REASON_TOPICS.has(request.intent) && HOUR_OF_PAY.test(asked) && PAY_WORD.test(asked);
  const hourPayOfSchedule =
    request.intent === 'working_hours' && HOUR_PAY_ASKED.test(asked) && !MINUTES_AS_TIME.test(text);
  if (!minimumByHour && !reasonTopic && !hourPayOfSchedule) return request;
  return {
    ...request,
    intent: 'hourly_rate',
    alsoAsked: request.alsoAsked.filter((i) => i !== 'hourly_rate'),
  };
}

/**
 * "restare qualche ora in più per l'inventario: a quanto le devono pagare l'ora normale?": the asking clause wants
 * the ordinary hour, whatever extra hours or part-time the story tells (a part-timer's hour is the full-time
 * one: the agreement's minimum over its divisor), not the supplementary or overtime hour.
 */
const ORDINARY_HOUR_ASKED =
  /\b(?:l'|un'|per l'|all')? ?ora (?:normale|ordinaria|base)\b|\bor[ae] (?:normali|ordinari[ae])\b|\bpaga oraria (?:normale|ordinaria|base|di base)\b/;
// ("le ore normali del sabato", "le ore ordinarie della domenica": a day whose ordinary hours have their own rate.)
const SUNDAY_HOUR =
  /\b(?:di|la|alla|della|in) domenica\b|\bdomenical|\bor[ae] (?:normal|ordinari)\w* (?:del|di|il|nel) sabato\b|\bsabato\b[^?]{0,20}\bor[ae] (?:normal|ordinari)\w*/;
// ("che maggiorazione notturna si applica a queste ore ordinarie?": the night surcharge on ordinary hours.)
const EXTRA_HOUR_ASKED = /supplementar|straordinar|maggiora(?:t|zion)|notturn|\bin piu\b[^?]{0,20}\bvale/;

/** Whether the asking clause wants the ordinary hour alone ("quanto vale la mia ora normale?"). */
export function asksOrdinaryHourOnly(text: string): boolean {
  const asked = askedClause(text);
  return ORDINARY_HOUR_ASKED.test(asked) && !EXTRA_HOUR_ASKED.test(asked);
}

export function ordinaryHourAsked(request: TypedRequest, text: string): Partial<TypedRequest> {
  if (!['part_time', 'overtime_value', 'minimum_pay'].includes(request.intent)) return {};
  const asked = askedClause(text);
  if (!asksOrdinaryHourOnly(text)) return {};
  // "ogni ora ordinaria lavorata di domenica", "le ore ordinarie del sabato": that day's ordinary hour, with the
  // day's own surcharge.
  if (request.intent === 'overtime_value' && SUNDAY_HOUR.test(asked)) return {};
  const { overtimeKind: _kind, ...slots } = request.slots;
  return { intent: 'hourly_rate', alsoAsked: request.alsoAsked.filter((i) => i !== 'hourly_rate'), slots };
}
