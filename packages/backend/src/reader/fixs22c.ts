import { MONTHS } from '../kb/format.js';
import { askedClause } from './asking-clause.js';
import { BEYOND_HOUR } from './beyond-week-hour.js';
import { holidayWorkAsked } from './holiday-work-asked.js';
import { minimumAtTwoSchedules } from './hours-compared.js';
import { hoursValuedAfter } from './hours-valued.js';
import { householdSeniority } from './household-seniority.js';
import { monthOfExtraHours } from './month-of-hours.js';
import { OVERTIME_RANK } from './overtime-rank.js';
import { withPayInForce } from './pay-in-force.js';
import { payslipFigureBesideGross } from './payslip-figure-beside.js';
import { realconv13Asks } from './realconv13-asks.js';
import { referenceDate } from './reference-date.js';
import type { Amount, Slots, TypedRequest } from './request.js';
import { samePayOtherPayments } from './same-pay-other-payments.js';
import { readable } from './text.js';

/**
 * Session 22 (fixs22c): the calculation classes of the h54–h56 blind sets, read after the rest of the reader.
 * Each function takes the request and the folded text of the turn (and the earlier turns where a figure came
 * from) and returns the request changed, or the same one.
 */

const PAY_KINDS = new Set<Amount['kind']>(['ral', 'monthly_gross', 'net', 'other']);
// (Not the TFR: the pay of each earlier year is what its quotas are computed on.)
const PAST_PAY_INTENTS = new Set(['gross_to_net', 'thirteenth_pro_rata', 'employer_cost', 'net_to_gross']);
/** A clause that tells a former job's or a story's pay ("dove prendevo", "8 mesi in un bar a", "stage da"). */
const PAST_PAY =
  /\b(?:prendev\w*|avev[oa]|guadagnav\w*|percepiv\w*|pagav\w*|er[ao] pagat\w*|stage|tirocini\w*|lavorett\w*|ex datore|vecchi[oa] (?:lavoro|ditta|azienda|posto|impiego)|precedente (?:lavoro|impiego|datore|azienda))\b/;

/** Where a figure is written in a text ("28.500", "28500", "28,5 mila"), or -1. */
function writtenAt(text: string, value: number): number {
  const dotted = value.toLocaleString('it-IT', { useGrouping: true, maximumFractionDigits: 2 });
  const pattern = new RegExp(`(?<![\\d.,])(?:${dotted.replace(/\./g, '\\.')}|${String(value)})(?![\\d])`);
  return pattern.exec(text)?.index ?? -1;
}

/** The clause before a position, back to the last stop or comma (a parenthesis keeps the clause it opens in). */
const clauseBefore = (text: string, at: number): string => {
  const before = text.slice(0, at);
  const stop = Math.max(...['.', ';', ':', '!', '?', ','].map((c) => before.lastIndexOf(c)));
  return before.slice(stop + 1);
};

/**
 * "dopo 12 anni nella ditta dove prendevo 28.500 lordi, un'azienda mi ha offerto 35.000", "viene da un'agenzia
 * dove aveva 31.000 lordi", "dopo vari lavoretti (anche 8 mesi in un bar a 1.100 euro) è stato assunto … livello
 * C3", "dopo un anno di stage da 600 euro": a former job's pay told in the story is not the pay asked. It is
 * dropped when another pay or a level is left to compute from, and the asking clause does not ask about it.
 */
export function withoutPastPay(request: TypedRequest, texts: readonly string[]): TypedRequest {
  if (!PAST_PAY_INTENTS.has(request.intent)) return request;
  const pays = request.slots.amounts.filter((a) => PAY_KINDS.has(a.kind) && !a.perHour);
  if (!pays.length) return request;
  const past = new Set<Amount>();
  for (const amount of pays) {
    const text = texts.find((t) => writtenAt(t, amount.value) >= 0);
    if (text === undefined) continue;
    const at = writtenAt(text, amount.value);
    const clause = clauseBefore(text, at);
    // "avevo 8.500 euro di TFR": a fund or a balance, not a pay.
    if (
      /^[\d.,]*\s*(?:euro|€)?\s*(?:di|del|nel) (?:tfr|fondo|ferie|arretrat\w*|debito|credito)\b/.test(
        text.slice(at),
      )
    )
      continue;
    if (PAST_PAY.test(clause) && !PAST_PAY.test(askedClause(texts[0] ?? ''))) past.add(amount);
  }
  if (!past.size) return request;
  const left = request.slots.amounts.filter((a) => !past.has(a));
  const payLeft = left.some((a) => PAY_KINDS.has(a.kind) && !a.perHour);
  if (!payLeft && request.slots.level === undefined) return request;
  return { ...request, slots: { ...request.slots, amounts: left } };
}

/** The texts a request's figures may come from: this turn's, then the earlier turns' (latest first), folded. */
export const turnTexts = (text: string, history: readonly string[]): string[] => [
  text,
  ...[...history].reverse().map((h) => readable(h)),
];

/** The last readings of a turn: the realconv13 asks (realconv13-asks.ts), then this session's classes. */
export function lastAsks(
  request: TypedRequest,
  text: string,
  own: Slots,
  earlier: Slots | undefined,
  today: string,
  history: readonly string[],
): TypedRequest {
  const texts = turnTexts(text, history);
  let out = realconv13Asks(request, text, own, earlier, today);
  out = withoutPastPay(out, texts);
  out = samePayOtherPayments(out, text, own, earlier); // "stessa RAL in 13 mensilità" (same-pay-other-payments.ts)
  out = ordinaryHourOfMinimum(out, text, earlier);
  out = fullTimePayShared(out, text);
  out = payslipFigureBesideGross(out, text); // "quanto devo prendere lordo? in busta ho 891"
  out = minimumFromDate(out, texts);
  out = taxRuleClaim(out, text);
  out = paidTheMinimum(out, text);
  out = withoutSideItems(out, text);
  out = hoursValuedAfter(out, text, own); // "quanto le devo dare per quelle 2 ore?" (hours-valued.ts)
  out = householdSeniority(out, text, own, earlier); // a household worker's service told (household-seniority.ts)
  out = referenceDate(out, text, today); // "riferendoci a dicembre 2025" (reference-date.ts)
  out = monthOfExtraHours(out, text, today); // "a dicembre 10 ore di supplementare" (month-of-hours.ts)
  out = holidayWorkAsked(out, text); // "chi lavora a Natale cosa prende in più?" (holiday-work-asked.ts)
  out = minimumAtTwoSchedules(out, text); // "differenza di minimo tra chi fa 40 ore e chi ne fa 24" (hours-compared.ts)
  // "fino al 2024 la pagavamo 8,50, da gennaio 9,00": the pay in force for the period asked (pay-in-force.ts).
  return withPayInForce(out, texts, today);
}

/** The pay of one ordinary hour asked ("quota oraria", "paga oraria di quel minimo", "quanto vale un'ora di lavoro"). */
const HOUR_OF_PAY =
  /\b(?:quota|paga|retribuzione|valore|compenso) orari[ao]\b|\bquanto vale (?:un'? ?ora|l'ora)(?: di lavoro| lavorat\w*| normale)?\b|\bquanto (?:fa|viene|e) (?:all'|all |l')ora\b/;
/** A purpose told before the ask ("per conteggiare le ore extra … mi serve"): the story, not the hour asked. */
const PURPOSE =
  /^\s*per (?:conteggiar|calcolar|pagar|contar|quantificar|conteggi)\w*\b[^?]*?\b(?=mi serve|ci serve|serve|vorrei|devo sapere|ho bisogno)/;
/**
 * An extra hour's words in the asking clause (its value is the overtime's, not the ordinary hour's). A surcharge
 * asked on the hour ("un'ora ordinaria del sabato, con la maggiorazione del contratto") is such a word too;
 * one denied ("senza maggiorazione") is not.
 */
const EXTRA_HOUR =
  /straordinar|supplementar|festiv|notturn|\bnott[ei]\b|maggiorat|(?<!\b(?:senza|non|nessuna) (?:la |alcuna |\w+ )?)maggiorazion|domenic|\bin piu\b|\bextra\b|natale|pasqu|\bferi\w*/;
const GIVEN_FIGURE =
  /^\s*(?:(?:di fatto|effettiv[ao]|lord[ao]|pattuit[ao]|concordat[ao]|di|pari a|e|:)\s*)*(?:€\s*)?\d/;
const POINTS_BACK = /\b(?:quel|quello|stesso|questo) (?:minimo|livello|importo|stipendio)\b/;
const HOUR_FROM = new Set(['minimum_pay', 'overtime_value', 'gross_to_net', 'working_hours', 'hourly_rate']);

/**
 * "Quota oraria di un liv. C3 … sul minimo dal 1.6.2025, divisore 173?", "a me, lordo, quanto vale un'ora di
 * lavoro?" (after a Christmas story and a colleague's 9 euro an hour), "la paga oraria di quel minimo … da dove
 * viene il numero per cui si divide?": the ordinary hour of the level's minimum. The story's extra hours, a
 * colleague's hourly pay and a superminimum pay said before are dropped.
 */
export function ordinaryHourOfMinimum(request: TypedRequest, whole: string, earlier?: Slots): TypedRequest {
  if (!HOUR_FROM.has(request.intent) || request.slots.level === undefined) return request;
  // "Per conteggiare le ore extra di Natale … mi serve la quota oraria": the extra hours are what the hour is for.
  const text = whole.replace(PURPOSE, ' ');
  const found = HOUR_OF_PAY.exec(text);
  if (!found) return request;
  // "retribuzione oraria di fatto 9,00 €": an hourly pay told with its figure is given, not asked.
  if (GIVEN_FIGURE.test(text.slice(found.index + found[0].length))) return request;
  // The sentence that asks the hour: another hour's words there ask that hour's value instead.
  const start = Math.max(...['.', '?', '!'].map((c) => text.lastIndexOf(c, found.index))) + 1;
  const end = text.slice(found.index).search(/[.?!]/);
  const sentence = text.slice(start, end < 0 ? undefined : found.index + end);
  if (EXTRA_HOUR.test(sentence) || (request.intent === 'overtime_value' && OVERTIME_RANK.test(sentence)))
    return request;
  // Extra hours named anywhere ("2 ore di straord. martedì … valore orario?", "le 2 ore eccedenti") keep the
  // overtime asked ("le ore oltre la 48ª": beyond-week-hour.ts); a season or a Sunday of the story does not.
  if (
    (request.intent === 'overtime_value' || request.slots.overtimeKind !== undefined) &&
    (/straord|supplementar|notturn|\bdi notte\b|maggiorat|\bextra\b|\bin piu\b|\beccedent|\bin eccesso\b/.test(
      text,
    ) ||
      BEYOND_HOUR.test(text))
  )
    return request;
  const { overtimeKind: _kind, extraHours: _hours, ...slots } = request.slots;
  // The minimum's hour: a colleague's hourly pay, or a pay with a superminimum told before "quel minimo", is
  // not its base.
  const colleague = /\bcolleg(?:a|he|hi)\b/.test(text);
  const back = POINTS_BACK.test(text);
  const amounts = slots.amounts.filter(
    (a) => a.kind !== 'hours' && !(a.perHour && colleague) && !(back && !a.perHour),
  );
  // "di quel minimo": the minimum of the earlier turn, at its date.
  if (back && earlier?.date && !/\b20\d\d\b/.test(text)) {
    slots.date = earlier.date;
    if (earlier.taxYear !== undefined) slots.taxYear = earlier.taxYear;
  }
  return {
    ...request,
    intent: 'hourly_rate',
    alsoAsked: request.alsoAsked.filter((i) => i !== 'hourly_rate'),
    slots: { ...slots, amounts },
  };
}

/** The pay said to be the full-time one ("i 30.000 sono quelli del tempo pieno", "la RAL a tempo pieno"). */
const FULL_TIME_PAY =
  /\b(?:quell[io]|riferit\w*|calcolat\w*|sarebbe|sarebbero|e|sono|erano)\b[^.?;]{0,25}\b(?:del|a|al|per il|per un) (?:tempo pieno|full.?time)\b|\b(?:ral|stipendio|lordo|retribuzione) (?:a|del|di un) (?:tempo pieno|full.?time)\b/;

/**
 * "sono part-time al 60%, i 30.000 sono quelli del tempo pieno": the pay told is the full-time one, so the
 * part-timer's is its share; the figure computed is that share (the share is then applied, not kept aside).
 */
export function fullTimePayShared(request: TypedRequest, text: string): TypedRequest {
  const share = request.slots.partTimePercent;
  if (share === undefined || share >= 100 || !FULL_TIME_PAY.test(text)) return request;
  if (!['gross_to_net', 'employer_cost', 'tfr', 'thirteenth_pro_rata'].includes(request.intent))
    return request;
  const scaled = (a: Amount): Amount =>
    a.kind === 'ral' || a.kind === 'monthly_gross' ? { ...a, value: Math.round(a.value * share) / 100 } : a;
  if (!request.slots.amounts.some((a) => a.kind === 'ral' || a.kind === 'monthly_gross')) return request;
  const { partTimePercent: _share, ...slots } = request.slots;
  return { ...request, slots: { ...slots, amounts: slots.amounts.map(scaled) } };
}

const MINIMUM_FROM =
  /\bminim\w*(?: tabellar\w*)?(?: in vigore)? (?:dal|da|del) (?:(\d{1,2})[./](\d{1,2})[./](20\d\d)|(\d{1,2})°? ?(gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre) (20\d\d))\b/;

/**
 * "al minimo dal 1.6.2025: contributo addizionale NASpI mensile?": the table the pay is read at is the one in
 * force from that date, whatever else the date was read as (a hire).
 */
export function minimumFromDate(request: TypedRequest, texts: readonly string[]): TypedRequest {
  if (request.slots.date !== undefined) return request;
  // A follow-up that names no date of its own ("e dopo il primo rinnovo?") keeps the earlier turn's.
  const own = texts[0] ?? '';
  const m = (/\b20\d\d\b/.test(own) ? [own] : texts).map((t) => MINIMUM_FROM.exec(t)).find(Boolean);
  if (!m) return request;
  const [day, month, year] = m[1] ? [m[1], m[2], m[3]] : [m[4], String(MONTHS.indexOf(m[5] ?? '') + 1), m[6]];
  const date = `${year}-${(month ?? '').padStart(2, '0')}-${(day ?? '').padStart(2, '0')}`;
  return { ...request, slots: { ...request.slots, date } };
}

/** A rule someone else stated and the user asks to confirm ("il mio capo dice che …, è vero?"). */
export const CLAIM_ASKED =
  /\b(?:e vero|e giusto|e corretto|ha ragione|hanno ragione|si sbaglia|si sbagliano|e cosi|confermi|confermate)\b/;
/** The IRPEF rates or brackets as the subject of a claim. */
export const TAX_RATE_CLAIM = /\b(?:aliquot\w*|scaglion\w*|irpef|tasse)\b/;
/** The 2024 contribution rebate ("esonero contributivo", "taglio dei contributi", "decontribuzione"). */
export const REBATE_CLAIM =
  /\besonero contributiv\w*|\btaglio (?:dei |del )?(?:contribut\w*|cuneo)|\bdecontribuzion\w*/;
const THRESHOLD_WORD =
  /\b(?:sopra|oltre|sotto|fino a|tra|fra|da|a) (?:i |gli |ai |a |il )?(\d[\d.,]*) ?(mila|k)?(?: euro)?\b/g;

/**
 * "il mio capo dice che dal 2026 sopra i 28mila euro si pagano meno tasse, è vero?": the figures a claimed tax
 * rule quotes as its bracket's bounds are not the worker's income; "è vero che nel 2025 c'è ancora l'esonero
 * contributivo del 7%?" asks the rule, not a payslip check.
 */
export function taxRuleClaim(request: TypedRequest, text: string): TypedRequest {
  if (!CLAIM_ASKED.test(text)) return request;
  if (['payslip_check', 'gross_to_net'].includes(request.intent) && REBATE_CLAIM.test(text)) {
    const amounts = request.slots.amounts.filter((a) => a.kind === 'ral');
    return { ...request, intent: 'payroll_rules', slots: { ...request.slots, amounts } };
  }
  if (request.intent !== 'payroll_rules' || !TAX_RATE_CLAIM.test(text)) return request;
  const bounds = new Set<number>();
  for (const m of text.matchAll(THRESHOLD_WORD)) {
    const n = Number((m[1] ?? '').replace(/\.(?=\d{3}\b)/g, '').replace(',', '.'));
    bounds.add(m[2] ? n * 1000 : n);
  }
  const amounts = request.slots.amounts.filter((a) => !bounds.has(a.value));
  return amounts.length === request.slots.amounts.length
    ? request
    : { ...request, slots: { ...request.slots, amounts } };
}

/** The worker is paid the table minimum ("mi pagano il minimo", "prendo esattamente il minimo di adesso"). */
const PAID_MINIMUM =
  /\b(?:mi pagano|gli pagano|le pagano|pagat[oa]|prendo|prende|percepisco|percepisce|sono|e) (?:solo |soltanto |esattamente |proprio )?(?:al |il )minimo\b/;
const PAY_FROM_LEVEL = new Set([
  'gross_to_net',
  'employer_cost',
  'thirteenth_pro_rata',
  'tfr',
  'hourly_rate',
]);

/**
 * "assunta tre anni fa … mi pagano il minimo di adesso": the pay is the table minimum, so the years of service
 * add no seniority increment to it (unless the increments are named); the years still pick notice bands.
 */
export function paidTheMinimum(request: TypedRequest, text: string): TypedRequest {
  if (!PAY_FROM_LEVEL.has(request.intent) || request.slots.level === undefined) return request;
  if (!PAID_MINIMUM.test(text) || /\bscatt\w*|\banzianita\b/.test(text)) return request;
  if (request.slots.seniorityYears === undefined || request.slots.seniorityIncrements !== undefined)
    return request;
  return { ...request, slots: { ...request.slots, seniorityIncrements: 0 } };
}

/** An item of the story that is not the pay ("la ricarica del telefono da 10 euro", "un buono Amazon da 50"). */
const SIDE_ITEM =
  /\b(?:ricaric\w*|buon[oi]|rimbors\w*|regal\w*|manci\w*|affitt\w*|bollett\w*|telefon\w*|cellular\w*|abbonament\w*|multa|amazon|benzina|pasti?)\b/;

/**
 * "le diamo vitto e alloggio e le paghiamo la ricarica del telefono da 10 euro … una paga base di 1.100 euro al
 * mese: è in regola con il minimo?": a small item the story pays beside the pay is not a pay figure; the check
 * weighs the pay alone. Dropped only when a pay figure is left.
 */
export function withoutSideItems(request: TypedRequest, text: string): TypedRequest {
  const side = request.slots.amounts.filter((a) => {
    if (a.kind !== 'other' || a.perHour) return false;
    const at = writtenAt(text, a.value);
    return at >= 0 && SIDE_ITEM.test(text.slice(Math.max(0, at - 40), at));
  });
  if (!side.length) return request;
  const left = request.slots.amounts.filter((a) => !side.includes(a));
  if (!left.some((a) => PAY_KINDS.has(a.kind))) return request;
  return { ...request, slots: { ...request.slots, amounts: left } };
}
