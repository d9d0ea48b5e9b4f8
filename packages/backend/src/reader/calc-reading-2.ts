import type { KnowledgeBase } from '../kb/knowledge-base.js';
import { askedClause } from './asking-clause.js';
import { ASKS_MINIMUM } from './asks-minimum.js';
import { beyondWeekHour } from './beyond-week-hour.js';
import { askedCalcSubject } from './calc-rules-rc3.js';
import { careLeaveThirteenth } from './care-leave-thirteenth.js';
import { withEarlierPay } from './earlier-pay.js';
import { eventDates } from './event-dates.js';
import { beyondWeek, totalOfDailyExtra, weekBeforeExtra } from './extra-hours.js';
import { withoutExtraMonthPaid } from './extra-month-paid.js';
import { followUpSubject } from './follow-up-subject.js';
import { payWithIncrements } from './increments-pay.js';
import { leavingAtMonthEnd, leavingMonthEnd, movedLeavingDay } from './leaving-month.js';
import { movedHireMonth } from './moved-hire.js';
import { countValue } from './numbers.js';
import { placesWeighedNet } from './places-weighed.js';
import type { Slots, TypedRequest } from './request.js';
import { seniorityOverHire } from './seniority-over-hire.js';
import { dailyHoursOverDays, shiftCountHours } from './shift-count-hours.js';
import { shiftSpanHours } from './shift-span-hours.js';
import { spanAcrossYears } from './span-across-years.js';
import { toldPayments } from './told-payments.js';
import { oneDayWeekHours, visitScheduleHours } from './visit-schedule.js';

/**
 * Calculation questions as employers and workers tell them in public threads (eval set `rc2-`, classes pinned
 * by calc-reading-2.test.ts): hours worked beyond the schedule told as a story ("martedì ha lavorato 3 ore
 * oltre l'orario", "domenica ha lavorato 3 ore: come le paghiamo?"), a part-timer's "le 4 in più", a follow-up
 * that moves only the hire or leaving day, a part-time week said in hours, a share of the year's TFR up to a
 * leaving day, a minimum asked "quanto dovrebbe essere", and a raise told as "da 34.000 a 36.000".
 */

const COUNT = String.raw`(\d+(?:[.,]\d+)?|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|dodici)`;

/** Hours worked told as a story: "ha lavorato 3 ore oltre l'orario", "domenica ha lavorato 3 ore". */
const WORKED_HOURS = new RegExp(
  String.raw`\b(?:ha|ho|hanno|abbiamo|avete|avrebbe|avrei) (?:gia )?lavorato\s+${COUNT}\s*or[ae]\b(?!\s*(?:settimanal|a settimana|alla settimana|al giorno|al mese))|\b${COUNT}\s*or[ae]\s+(?:in piu\s+)?oltre (?:l'|il |al |la )?(?:suo |mio |loro |proprio |normale )?(?:orario|turno)`,
);
/** Hours to be worked on a named holiday ("gli chiede di lavorare 8 ore l'8 dicembre"): the hours of that day. */
const HOLIDAY_HOURS = new RegExp(
  String.raw`\blavorare\s+${COUNT}\s*or[ae]\b(?!\s*(?:settimanal|a settimana|alla settimana|al giorno|al mese))`,
);
/** Beyond the schedule, on a Sunday or holiday, at night. */
/** Holidays said by name ("il giorno di Pasqua", "a Ferragosto"). */
const HOLIDAY =
  /\b(?:pasqua|pasquetta|natale|santo stefano|capodanno|ferragosto|primo maggio|1 maggio|epifania|ognissanti|immacolata|8 dicembre|25 aprile|2 giugno|(?:santo )?patrono|festa patronale|san francesco)\b/;
const EXTRA_TIME =
  /\b(?:pasqua|pasquetta|natale|santo stefano|capodanno|ferragosto|primo maggio|1 maggio|epifania|ognissanti|immacolata|8 dicembre|25 aprile|2 giugno|(?:santo )?patrono|festa patronale|san francesco)\b|oltre (?:l'|il |al |la )?(?:suo |mio |loro |proprio |normale )?(?:orario|turno)|\bdomenic|\bfestiv|\bdi notte\b|\bnotturn|straordinar/;
/** The question asks what those hours are paid. */
const ASKS_PAY =
  /\bquant[oaie]?\b|\bcome (?:(?:me|te|ce|gli|le|li|la|lo|si|vanno|va|devo|dobbiamo|devono)\s+){0,2}(?:pag\w*|retribui\w*|conteggi\w*)|\bimporto\b|\bspett\w*|\bvalgono\b/;
/** A part-timer's hours beyond the agreed week: "le 4 in più", "ne ho fatte 24". */
const PART_TIME_MORE = new RegExp(
  String.raw`\b(?:le|quelle|altre|queste)\s+${COUNT}\s+(?:ore\s+)?(?:in piu|extra)\b`,
);
const PART_TIME_DONE = /\bne (?:ho|ha|abbiamo) fatte\s+(\d{1,2})\b/;
const PART_TIME = /\bpart.?time\b|tempo parziale/;
// "lavoro 4 ore al giorno dal lunedì al venerdì", "5 ore al giorno, 6 giorni su 7": a short day times the days
// of the week is the weekly schedule, and a part-time one.
const DAILY_SCHEDULE =
  /\b(\d(?:[.,]5)?)\s*or[ae] (?:al giorno|giornalier\w*|ogni giorno|a giornata)\b[^.?;]{0,25}?\b(?:dal lun\w* al (ven\w*|sab\w*)|lun\w*\s*-\s*(ven\w*|sab\w*)|(?:per )?(5|6|cinque|sei) giorni)\b/;

/** The weekly hours of a short day's schedule, or undefined. */
function dailyScheduleHours(text: string): number | undefined {
  const found = DAILY_SCHEDULE.exec(text);
  if (!found?.[1]) return undefined;
  const day = Number(found[1].replace(',', '.'));
  const last = found[2] ?? found[3] ?? found[4] ?? '';
  const days = /^(?:sab|6|sei)/.test(last) ? 6 : 5;
  return day > 0 && day < 8 ? day * days : undefined;
}
/** A level's monthly pay asked ("stipendio", "retribuzione", "quanto prende", "il minimo"), not an hour's. */
export const LEVEL_PAY =
  /stipendi|retribuzion\w*(?! orari)|\bpaga\b(?! orari)|(?<!\borari\w* |\bore )\bminim[oi]\b(?! (?:di|del|delle) (?:ore|orario)| orari| settimanal)|\blord[oa]\b|\bquanto (?:\w+ ){0,2}?(?:prend|guadagn|percepisc)/;
/** "quanto dovrebbe essere il mio minimo", "quale dovrebbe essere il minimo": the table minimum asked. */
const MINIMUM_ASKED =
  /\b(?:quanto|quale|qual)\b[^?]{0,40}\b(?:dovrebbe|deve|dev'essere|sarebbe)\b[^?]{0,20}\bminim[oi]\b|\bminim[oi]\b[^?]{0,30}\b(?:dovrebbe|deve) essere\b/;
/** A raise told with its two yearly amounts: "da 34.000 a 36.000", "l'aumento di 2.000". */
const RAISE = /\baument\w*|\bpass\w* da\b|\bsale da\b/;

/** Seniority increments named and then set aside for the question. */
const SET_ASIDE =
  /\bscatt\w*[^.?;]{0,60}?\b(?:lasciam\w* (?:stare|perdere)|lasciate (?:stare|perdere)|non (?:li |lo |le )?(?:consider|cont)\w*|tralasciam\w*|escludiam\w*)\b|(?<!\b(?:rispetto|confront\w*|paragon\w*|differenza)\b[^.?;]{0,30})\bsenza (?:(?:lo|gli|il|i) )?scatt/;

/** A figure the worker receives now ("i 1.290 euro che vedo ogni mese"), not the pay the question starts from. */
const RECEIVED_AFTER =
  /^\s*(?:€|euro)?\s*(?:netti\s+)?che (?:vedo|prendo|ricevo|percepisco|mi arriva\w*|mi danno|mi pagano|porto a casa)\b/;
/** The expected figure is asked: "quanto dovrebbe essere", "dovrei prendere". */
const ASKS_EXPECTED = /\bdovre(?:bbe|i|bbero)\b|\bdovuto\b|\bspetterebbe\b/;
/** A figure wanted ("mi servirebbero almeno 1.450 netti", "vorrei 1.600", "lui vuole 1.700"), not one had before. */
export const WANTED_BEFORE =
  /\b(?:servirebbero|servono|serve|servirebbe|vorrei|voglio|vorremmo|vuole|vorrebbe|vogliono|pretende|chiede|desider\w*|almeno|arrivare a|puntare a)\s*(?:almeno\s*)?(?:€\s*)?$/;
/** Living costs told beside the pay ("un affitto di 450 euro"): not pay. */
// (in the same clause: "i conti per un mutuo. In busta ho 1.650" states the pay, not the instalment; a comma ends
// it too: "pulizie e un po' di spesa, non convivente, 8,00 € l'ora" is the pay after an errand)
export const COST_BEFORE = /\b(?:affitto|mutuo|bollett\w*|spes\w*|rata|rate)\b[^\d.,;:?!]{0,20}$/;

/** Whole months from one day to another of the same year, a fraction of 15 days or more counting whole. */
function monthsBetween(from: string, to: string): number | undefined {
  const [y1, m1, d1] = from.split('-').map(Number);
  const [y2, m2, d2] = to.split('-').map(Number);
  if (!y1 || !m1 || !d1 || !y2 || !m2 || !d2 || y1 !== y2 || to < from) return undefined;
  const firstCounts = new Date(Date.UTC(y1, m1, 0)).getUTCDate() - d1 + 1 >= 15;
  const lastCounts = d2 >= 15;
  if (m1 === m2) return d2 - d1 + 1 >= 15 ? 1 : 0;
  return (firstCounts ? 1 : 0) + (lastCounts ? 1 : 0) + (m2 - m1 - 1);
}

/** "che RAL serve?", "quale RAL mi serve", "di quanta RAL ho bisogno": the RAL asked for a net. */
const RAL_NEEDED =
  /\b(?:che|quale|quanta|di quanta|quanto di) ral (?:(?:mi |ci |gli |le )?(?:serve|servirebbe|occorre|ci vuole|devo chiedere|bisogna)|ho bisogno)\b|\bral (?:necessaria|che serve)\b/;

/** "quanto prendo al mese", "lordo mensile", "netto al mese": a month's pay asked. */
const MONTH_PAY = /\bal mese\b|\bmensil\w*|\bogni mese\b|\bstipendio\b/;

function fullTimeHours(kb: KnowledgeBase, slots: Slots): number {
  const weekly = kb.byCategory(slots.agreements[0] ?? -1)?.weekly_hours.value;
  return typeof weekly === 'number' && weekly > 0 ? weekly : 40;
}

/** Hours of a kind told in the story ("domenica è venuta 3 ore"), with their value asked: the hours counted. */
function withToldHours(req: TypedRequest): TypedRequest {
  const { slots } = req;
  if (req.intent !== 'overtime_value' || slots.extraHours !== undefined || slots.weeklyHours !== undefined)
    return req;
  const told = slots.amounts.filter((a) => a.kind === 'hours');
  const hours = told.length === 1 ? told[0]?.value : undefined;
  return hours !== undefined && hours > 0 && hours <= 24
    ? { ...req, slots: { ...slots, extraHours: hours } }
    : req;
}

/** The request with these phrasings read in their meaning; `message` is the folded question as asked. */
export function readCalcStories(
  kb: KnowledgeBase,
  req: TypedRequest,
  text: string,
  previous: string | undefined,
  today?: string,
): TypedRequest {
  let { intent } = req;
  intent = followUpSubject(text, intent, previous) ?? intent;
  // "abitasse a Roma … rispetto a Milano": two comuni weighed for a net, not two agreements (places-weighed.ts).
  intent = placesWeighedNet({ intent, slots: req.slots }, text, previous).intent ?? intent;
  let slots: Slots = { ...req.slots };
  // "la 14ª l'ho presa a luglio: ratei di 14ª?" → "e di tredicesima?": the 14th's July start is not the 13th's,
  // which runs from January (or from a hire the conversation told).
  if (
    intent === 'thirteenth_pro_rata' &&
    previous !== undefined &&
    slots.hireDate?.endsWith('-07-01') &&
    /quattordicesim|\b14(?:a|ª|esim)/.test(previous) &&
    !/\b(?:assunt|asunt|assunzion|in servizio|entrat)\w*/.test(previous) &&
    /tredicesim|\b13(?:a|ª|esim)/.test(text) &&
    !/quattordicesim|\b14(?:a|ª|esim)/.test(text)
  ) {
    delete slots.hireDate;
  }
  slots = withoutExtraMonthPaid(intent, slots, text); // "le hanno messo 290 euro" (extra-month-paid.ts)
  ({ intent, slots } = careLeaveThirteenth({ ...req, intent, slots }, text)); // care-leave-thirteenth.ts
  const clause = askedClause(text);
  const worked = WORKED_HOURS.exec(text) ?? (HOLIDAY.test(text) ? HOLIDAY_HOURS.exec(text) : null);
  // ("orario contrattuale 40 ore … ha lavorato 42 ore": the week worked past the weekly schedule, its extra 2.)
  const workedHours = beyondWeek(
    worked ? countValue(worked[1] ?? worked[2] ?? '') : undefined,
    slots.weeklyHours,
  );
  // Hours worked beyond the schedule, asked what they are paid: their value, not the month's minimum.
  if (
    workedHours !== undefined &&
    EXTRA_TIME.test(text) &&
    ASKS_PAY.test(clause) &&
    ['minimum_pay', 'hourly_rate', 'gross_to_net', 'working_hours', 'payroll_rules'].includes(intent)
  ) {
    intent = 'overtime_value';
    if (slots.extraHours === undefined) slots.extraHours = workedHours;
    // The hours are those worked that day, not the weekly schedule.
    if (slots.weeklyHours === workedHours) delete slots.weeklyHours;
    slots.overtimeKind ??= HOLIDAY.test(text) ? 'festivo' : 'straordinario';
  }
  ({ intent, slots } = beyondWeekHour(intent, slots, text)); // "le ore oltre la 48ª" (beyond-week-hour.ts)
  // An overtime question read as such still needs the count of the hours the story gives.
  if (intent === 'overtime_value' && workedHours !== undefined && slots.extraHours === undefined)
    slots.extraHours = workedHours;
  if (intent === 'overtime_value') slots.extraHours = totalOfDailyExtra(slots.extraHours, text); // extra-hours.ts
  // "8 ore di straordinario (arrivato a 48 ore tot)": the schedule is the week before the extra hours.
  const before = intent === 'overtime_value' ? weekBeforeExtra(slots, text) : undefined;
  if (before !== undefined) slots.weeklyHours = before;
  // ("ha fatto 52 ore anziché le 40": the week's total read as the extra hours holds the schedule too.)
  if (before !== undefined && slots.extraHours !== undefined && slots.extraHours > before)
    slots.extraHours -= before;
  // A part-timer's hours beyond the agreed week are supplementary hours.
  if (PART_TIME.test(text) || slots.partTimePercent !== undefined) {
    const more = PART_TIME_MORE.exec(text);
    const done = PART_TIME_DONE.exec(text);
    const extra = more
      ? countValue(more[1] ?? '')
      : done && slots.weeklyHours !== undefined
        ? Number(done[1]) - slots.weeklyHours
        : undefined;
    if (extra !== undefined && extra > 0 && extra <= 40 && ASKS_PAY.test(clause)) {
      if (['minimum_pay', 'hourly_rate', 'gross_to_net', 'working_hours', 'overtime_value'].includes(intent))
        intent = 'part_time';
      slots.extraHours ??= extra;
    }
  }
  // Increments the story sets aside ("ho due scatti ma lasciamoli stare", "più uno scatto, ma lasciamo perdere");
  // "rispetto al minimo senza scatti" is the base the increments are weighed against, not a setting aside.
  if (SET_ASIDE.test(text)) {
    delete slots.seniorityIncrements;
    delete slots.seniorityYears;
  }
  // "ultimo giorno fine agosto 2026": the leaving day at the end of the month said.
  const leftAtEnd = slots.endDate === undefined ? leavingAtMonthEnd(text) : undefined;
  if (leftAtEnd && ['thirteenth_pro_rata', 'tfr', 'holidays'].includes(intent)) {
    slots.endDate = leftAtEnd;
    if (intent === 'thirteenth_pro_rata' && slots.date === undefined) slots.date = leftAtEnd;
  }
  // A follow-up that moves only the hire or leaving day ("e se avesse cominciato il primo settembre?").
  if (previous !== undefined) {
    const own = eventDates(text, { amounts: [], agreements: [], unknownAgreements: [] });
    // "e se era da settembre?" after a hire date: only the hire's month moves.
    own.hireDate ??= movedHireMonth(text, slots.hireDate);
    if (own.hireDate && own.hireDate !== slots.hireDate) {
      slots.hireDate = own.hireDate.startsWith('?')
        ? `${(slots.hireDate ?? slots.date ?? '').slice(0, 4) || '?'}${own.hireDate.slice(1)}`
        : own.hireDate;
      if (slots.date && slots.date === req.slots.hireDate) delete slots.date;
    }
    if (own.endDate && own.endDate !== slots.endDate) slots.endDate = own.endDate;
    else movedLeaving(slots, req.slots, own.endDate, text);
    const monthEnd = leavingMonthEnd(text, slots.endDate);
    if (!own.endDate && monthEnd && monthEnd !== slots.endDate) {
      if (slots.date === slots.endDate) slots.date = monthEnd;
      slots.endDate = monthEnd;
    }
  }
  const oneDay = slots.weeklyHours === undefined ? oneDayWeekHours(text) : undefined;
  // "lavoro soltanto la domenica 6 ore: quanto prendo al mese?": the week's only day is the schedule, not
  // overtime on a Sunday.
  if (oneDay !== undefined && intent === 'overtime_value' && MONTH_PAY.test(text)) {
    intent = /\bnett\w*/.test(text) ? 'gross_to_net' : 'minimum_pay';
    delete slots.extraHours;
    delete slots.overtimeKind;
    slots.amounts = slots.amounts.filter((a) => !(a.kind === 'hours' && a.value === oneDay));
  }
  const dailyWeek =
    slots.weeklyHours === undefined
      ? (dailyScheduleHours(text) ?? visitScheduleHours(text) ?? oneDay)
      : undefined;
  if (dailyWeek !== undefined && slots.partTimePercent === undefined) {
    slots.weeklyHours = dailyWeek;
    const full = fullTimeHours(kb, slots);
    if (
      dailyWeek < full &&
      ['tfr', 'employer_cost', 'gross_to_net', 'thirteenth_pro_rata', 'minimum_pay'].includes(intent)
    )
      slots.partTimePercent = Math.round((dailyWeek / full) * 10_000) / 100;
  }
  // A part-time week said in hours ("part-time a 24 ore settimanali"): the share of the full-time week.
  if (
    slots.partTimePercent === undefined &&
    slots.weeklyHours !== undefined &&
    ['tfr', 'employer_cost', 'gross_to_net', 'thirteenth_pro_rata'].includes(intent) &&
    (PART_TIME.test(text) || (previous !== undefined && PART_TIME.test(clause)))
  ) {
    const full = fullTimeHours(kb, slots);
    if (slots.weeklyHours > 0 && slots.weeklyHours < full)
      slots.partTimePercent = Math.round((slots.weeklyHours / full) * 10_000) / 100;
  }
  // The TFR of the part of the year worked up to a leaving day (or from a hire day).
  // A hire in an earlier year and a leaving "a fine anno" with no year: the end of this year, not the hire's.
  if (
    intent === 'tfr' &&
    !slots.endDate &&
    slots.hireDate &&
    today &&
    slots.hireDate.slice(0, 4) < today.slice(0, 4) &&
    /\bfine (?:dell'|di quest'|d'|del?l? ?)?anno\b|\b31 dicembre\b(?! ?\d)/.test(text)
  )
    slots.endDate = `${today.slice(0, 4)}-12-31`;
  if (intent === 'tfr' && slots.monthsWorked === undefined && (slots.endDate || slots.hireDate)) {
    const end = slots.endDate;
    // A hire whose year is resolved at the end of reading ("dal 1/3 di quest'anno": "?-03-01") starts in the
    // year of the end asked, not on 1 January.
    const start =
      slots.hireDate?.startsWith('?') &&
      end &&
      !end.startsWith('?') &&
      slots.hireDate.slice(2) <= end.slice(5)
        ? `${end.slice(0, 4)}${slots.hireDate.slice(1)}`
        : slots.hireDate;
    const year = (end ?? start ?? '').slice(0, 4);
    // A job of a year or less across the new year ("assunto il 30 novembre 2025, ultimo giorno il 30 novembre
    // 2026") accrues over its whole span, not only the leaving year's months.
    const across = start && end && !start.startsWith('?') ? spanAcrossYears(start, end) : undefined;
    const months =
      across ??
      monthsBetween(start && start.slice(0, 4) === year ? start : `${year}-01-01`, end ?? `${year}-12-31`);
    if (months !== undefined && months > 0 && months < 12) slots.monthsWorked = months;
  }
  // Story figures: living costs are not pay; a wanted net is the one asked; a net received now, beside a level
  // and a question on what it should be, is the thing checked, not the pay to start from.
  if (slots.amounts.length > 1 || ASKS_EXPECTED.test(clause)) {
    const digits = text.replace(/(\d)\.(?=\d{3}\b)/g, '$1');
    const at = (value: number) => {
      const m = new RegExp(`(?<![\\d,])${String(value).replace('.', ',')}(?![\\d])`).exec(digits);
      return m ? { before: digits.slice(0, m.index), after: digits.slice(m.index + m[0].length) } : undefined;
    };
    let amounts = slots.amounts.filter((a) => {
      const where = a.kind === 'hours' ? undefined : at(a.value);
      // ("con mutuo e asilo mi servono 1.800 netti": a figure wanted, whatever cost the story names first.)
      if (where && COST_BEFORE.test(where.before) && !WANTED_BEFORE.test(where.before)) return false;
      if (where && slots.level && ASKS_EXPECTED.test(clause) && RECEIVED_AFTER.test(where.after))
        return false;
      return true;
    });
    if (intent === 'net_to_gross' && amounts.filter((a) => a.kind === 'net').length > 1) {
      const wanted = amounts.find((a) => a.kind === 'net' && WANTED_BEFORE.test(at(a.value)?.before ?? ''));
      if (wanted) amounts = [wanted, ...amounts.filter((a) => a !== wanted)];
    }
    slots = { ...slots, amounts };
  }
  // "inquadrato al livello 3: minimo tabellare mensile a febbraio 2026?": the minimum, not a net from it.
  if (
    intent === 'gross_to_net' &&
    slots.level &&
    !slots.amounts.length &&
    /\bminim[oi] (?:tabellar\w*|contrattual\w*|mensil\w*)/.test(clause) &&
    !/\bnett|in tasca|\bcost/.test(clause)
  )
    intent = 'minimum_pay';
  // "l'IRPEF netta dell'anno quanto viene?": the tax asked, not the net pay ("netta" is the tax's).
  if (
    intent === 'gross_to_net' &&
    /\birpef\b/.test(clause) &&
    /\bquant/.test(clause) &&
    !/\bnett[oiae]?\b/.test(clause.replace(/\birpef nett\w*/g, ' ')) &&
    !/in tasca|porta\w* a casa|\bprend\w*\b/.test(clause)
  )
    intent = 'payroll_rules';
  // "minimo del 4° livello a tempo pieno, 40 ore": a level's pay on that week, not the agreement's hours ("quante
  // ore minime?" stays a rule). On a part-time week the part-time reading stays: its answer gives that pay.
  if (
    intent === 'working_hours' &&
    slots.level &&
    !slots.amounts.length &&
    slots.extraHours === undefined &&
    LEVEL_PAY.test(clause)
  )
    intent = 'minimum_pay';
  // "quanto dovrebbe essere il mio minimo?": the table minimum, whatever payslip the story mentions.
  // So is a table minimum the asking clause names outright ("mi pagano giusto? qual è il minimo tabellare …").
  if (
    (MINIMUM_ASKED.test(clause) || ASKS_MINIMUM.test(clause)) &&
    !slots.amounts.length &&
    intent === 'payslip_check'
  )
    intent = 'minimum_pay';
  // "lo stesso aumento ma da 34.000 a 36.000": a raise between two yearly amounts, not a renewal.
  if (
    intent === 'renewal' &&
    !slots.agreements.length &&
    RAISE.test(text) &&
    slots.amounts.filter((a) => a.kind === 'ral').length >= 2
  )
    intent = 'gross_to_net';
  // "voglio 1.802 netti; il commercialista dice che bastano 27.500 di RAL: che RAL serve?": the RAL told is a
  // belief to check, the net wanted is what the RAL is computed from.
  if (
    intent === 'gross_to_net' &&
    slots.amounts.some((a) => a.kind === 'net') &&
    slots.amounts.some((a) => a.kind === 'ral') &&
    RAL_NEEDED.test(text)
  )
    intent = 'net_to_gross';
  const read = withEarlierPay(
    kb,
    withToldHours(askedCalcSubject({ ...req, intent, slots }, text)),
    previous,
    text,
  );
  const counted = dailyHoursOverDays(shiftCountHours(payWithIncrements(read, text), text), text);
  const hours = shiftSpanHours(counted, text);
  return toldPayments(seniorityOverHire(hours, today), text);
}

/**
 * "e se resto fino al 31 dicembre?", "se l'uscita slittasse al 31/12/2026" after a leaving day: the new last day;
 * the table day that was the old last day (or the day the turn names) moves with it, and the months counted to
 * the old day are counted again.
 */
function movedLeaving(slots: Slots, before: Slots, ownEnd: string | undefined, text: string): void {
  const moved = ownEnd ? undefined : movedLeavingDay(text, slots.endDate);
  if (!moved || moved === slots.endDate || moved.startsWith('?')) return;
  const old = slots.endDate;
  slots.endDate = moved;
  if (slots.date === undefined || slots.date === old || slots.date === moved) slots.date = moved;
  if (before.monthsWorked !== undefined && !/\bmes[ei]\b/.test(text)) delete slots.monthsWorked;
}
