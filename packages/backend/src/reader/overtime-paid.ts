import { numbersIn } from './numbers.js';
import { OVERTIME_RANK } from './overtime-rank.js';
import type { Intent, TypedRequest } from './request.js';

/**
 * "ho fatto 10 ore di straordinario e in busta me le hanno pagate 108,26 euro in tutto": the figure the hours were
 * paid is the amount doubted, not the month's gross the hour is computed on; the level's table gives the pay then
 * (the doubted figure is set against the right one by the answer: ../agents/doubted-figure.ts).
 */
const PAID_FOR_HOURS =
  /\b(?:(?:me|te|ce|gliel|gliel[aeio]|le|li|l')\s*)?(?:(?:hanno|ha|avete|abbiamo|sono stat[ei]|e stat[oa])\s+)?(?:pagat[oaie]|liquidat[oaie]|conteggiat[oaie]|riconosciut[oaie]|mess[oaie]|dat[oaie]|segnat[oaie])\s+(?:(?:in busta|nel cedolino|in tutto|in totale|solo|soltanto|per)\s+)?(?:€\s*|euro\s*)?$/;
// "mi hanno pagato 8 ore di straordinario (quattro giorni, due ore per volta) a 110,88 euro": the hours said
// between the verb and the figure, which is then what they were paid in all.
const PAID_HOURS_AT =
  /\b(?:pagat[oaie]|liquidat[oaie]|conteggiat[oaie]|riconosciut[oaie])\s+(?:le\s+|(?:solo|soltanto)\s+)?\d+(?:[.,]\d+)?\s+or[ae]\b[^.?!€]{0,120}?\s(?:a|per|in tutto|in totale|con)\s+(?:(?:solo|soltanto|un totale di)\s+)?(?:€\s*|euro\s*)?$/;
// Words after the figure that make it a pay rate, not what the hours were paid: "pagato 1.800 lordi al mese",
// "pagato 13,20 € l'ora", "pagata 9 euro all'ora".
const MONTH_PAY_AFTER =
  /^\s*(?:€|euro)?\s*(?:lord\w*\s+)?(?:al mese|mensil\w*|di stipendio|di paga base|l'ora|all'ora|orari\w*|\/ ?h\b|ogni ora|a ora|per ora|l'anno|all'anno|annu\w*)/;

// "le ore di straordinario me le paga 11 euro l'ora", "gli straordinari me li pagano a 10 € all'ora": the rate the
// overtime hour is paid at (or said to be), the figure doubted, not the ordinary hour the surcharge applies to.
const OVERTIME_RATE_PAID =
  /\bstraordinar\w*\b[^.?!]{0,80}?\b(?:(?:me|te|ce|ve)\s+)?(?:l[eiao]|gliel[eiao])\s+(?:paga\w*|pagher\w*|retribuisc\w*|liquid\w*)\s+(?:(?:solo|soltanto|a|ad)\s+)*(?:€\s*|euro\s*)?$/;
const PER_HOUR_AFTER = /^\s*(?:€|euro)?\s*(?:lord\w*\s+)?(?:l'ora|all'ora|\/ ?h\b|ogni ora|a ora|per ora)/;

/** With a level, the table gives the ordinary hour: the overtime's paid rate is set aside (a doubted figure). */
function overtimeRatePaid(request: TypedRequest, text: string): Partial<TypedRequest> {
  if (request.slots.level === undefined) return {};
  const paid = new Set(
    numbersIn(text)
      .filter(
        (n) =>
          OVERTIME_RATE_PAID.test(text.slice(Math.max(0, n.start - 120), n.start)) &&
          PER_HOUR_AFTER.test(text.slice(n.end)),
      )
      .map((n) => n.value),
  );
  const amounts = request.slots.amounts.filter((a) => !(a.perHour && paid.has(a.value)));
  return amounts.length === request.slots.amounts.length ? {} : { slots: { ...request.slots, amounts } };
}

export function overtimePaidFigure(request: TypedRequest, text: string): Partial<TypedRequest> {
  if (request.intent !== 'overtime_value') return {};
  const rate = overtimeRatePaid(request, text);
  if (rate.slots) return rate;
  if (!request.slots.amounts.some((a) => a.kind === 'hours') && request.slots.extraHours === undefined)
    return {};
  const paid = numbersIn(text).filter(
    (n) =>
      (PAID_FOR_HOURS.test(text.slice(Math.max(0, n.start - 60), n.start)) ||
        PAID_HOURS_AT.test(text.slice(Math.max(0, n.start - 180), n.start))) &&
      !MONTH_PAY_AFTER.test(text.slice(n.end)),
  );
  if (!paid.length) return {};
  const values = new Set(paid.map((n) => n.value));
  const amounts = request.slots.amounts.filter(
    (a) => !((a.kind === 'monthly_gross' || a.kind === 'other') && !a.perHour && values.has(a.value)),
  );
  return amounts.length === request.slots.amounts.length ? {} : { slots: { ...request.slots, amounts } };
}

// The pay subjects an overtime follow-up moves from: the level's pay, its hour, its net.
const PAY_SUBJECTS: ReadonlySet<string> = new Set(['minimum_pay', 'hourly_rate', 'gross_to_net']);

/**
 * "e lo straordinario di sera fino a mezzanotte? il titolare lo paga come ora normale" after the level's minimum:
 * the overtime of the conversation's level, which the turn names on its own.
 */
const BEYOND_FULL_WEEK =
  /\b(?:oltre|sopra|piu di|super\w*|sfor\w*|passat\w*) (?:le |i |alle )?(?:3[6-9]|4[0-8]) (?:ore\b)?|\boltre (?:l'orario|le ore) (?:pieno|normal\w*|del tempo pieno)\b/;
const PAID_ASKED =
  /\bpagat\w*|\bpagan\w*|\bretribuit\w*|\bmaggiorazion\w*|\bquanto (?:vale|valgono|prendo|mi danno)\b/;

export function overtimeFollowUp(text: string, intent: Intent, own: Intent, previous?: Intent): Intent {
  if (PAY_SUBJECTS.has(intent) && own === 'overtime_value' && /\bstraordinar\w*/.test(text))
    return 'overtime_value';
  // "e dalla terza ora in poi quanto viene l'ora?" after an overtime hour: that band's hour (overtime-rank.ts).
  if (intent === 'hourly_rate' && previous === 'overtime_value' && OVERTIME_RANK.test(text))
    return 'overtime_value';
  // "e se le faccio fare 10 ore supplementari quanto le devo in più?" after a part-timer's minimum: the
  // supplementary hours at their own rate, not the month's pay again nor overtime's.
  if (PAY_SUBJECTS.has(intent) && own === 'part_time' && /\bsupplementar\w*/.test(text)) return 'part_time';
  // "e quelle oltre le 40 come sono pagate?" after a part-timer's extra hours: hours beyond the full week are
  // overtime, at its own rate, not the weekly hours again nor the supplementary rate.
  if (
    previous === 'part_time' &&
    (intent === 'working_hours' || intent === 'part_time') &&
    BEYOND_FULL_WEEK.test(text) &&
    PAID_ASKED.test(text)
  )
    return 'overtime_value';
  // "e se quelle 10 ore le ha fatte di notte, per caricare i camion per le fiere?", "e se quelle 4 ore le avesse fatte
  // tra mezzanotte e le 4, dopo un matrimonio?": the same hours at another time of day or on a holiday are still
  // valued; the errand the turn tells is no new subject.
  if (previous === 'overtime_value' && intent !== 'overtime_value' && SAME_HOURS_AT.test(text))
    return 'overtime_value';
  return intent;
}

const SAME_HOURS_AT =
  /\b(?:quell[ea]|qll|le stesse|queste)\s+(?:\d{1,2}\s+)?ore\b[^.?;]{0,40}?\b(?:di notte|notturn\w*|tra (?:la )?mezzanotte|dopo le 22|di domenica|domenica|festiv\w*|il sabato|di sabato)/;
