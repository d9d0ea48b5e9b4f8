import { minimumForArrearsAsked } from './arrears-purpose-minimum.js';
import { askedClause, askedSentence } from './asking-clause.js';
import { careerYearAside } from './career-year.js';
import { holidayWorkAsked } from './holiday-worked-asks.js';
import { CALCULATION_INTENTS } from './intents.js';
import { extraMonthAtLeaving } from './leaving-asks.js';
import { partTimeFloorAsked, partTimeMinimumAsked } from './part-time-minimum.js';
import { conversationAsks12 } from './realconv12-asks.js';
import type { TypedRequest } from './request.js';
import { arrearsAsked, hoursCutAsked, resultAsked, scheduleNotExtra, updatedAsked } from './result-asked.js';

/**
 * How payroll offices ask in a few words (eval set `rs5-`, classes pinned by short-asks.test.ts):
 * - the ordinal hour past the weekly schedule ("ha fatto la 42esima ora", "la 45ª ora quanto la pago?") is one
 *   overtime hour, not the week's pay;
 * - back pay of an increase never applied ("arretrati dell'aumento di giugno") is the renewal's arrears, whatever
 *   the story leaves out ("senza contare tredicesima");
 * - a divisor asked ("con quale divisore calcola la quota oraria?") is the hourly divisor, not the overtime the
 *   story says it wants to check;
 * - the employee's contributions asked at a RAL ("contributi c/dip. incluso l'1%", which the shorthand reads as
 *   "INPS") are the contribution rule at that pay, not the net;
 * - a bare "ral?" closing an ask that gives a net ("netto 1.450 x13 NA 2025 ral?") is the RAL for that net.
 */

// "la 42esima ora", "la 42a ora", "la 45ª ora", "quarantaduesima ora": an hour past a 40-hour week (41st–59th).
const ORDINAL_HOUR =
  /\b(?:la |alla |una |della )?(4[1-9]|5\d)\s*(?:a|esima|ª|°|ma)?\s+ora\b|\bquaranta(?:un|du|tre|quattr|cinqu|se|sett|ott|nov)\w*esima ora\b/;
const NET = /\bnett[oaie]\b/;
const ARREARS = /\barretrat\w*/;
const INCREASE = /\baument\w*|\btranche\b|\brinnov\w*/;
// A divisor the user states ("divisore 173", "diviso 168"): then the pay is asked, not the divisor.
const DIVISOR_GIVEN = /\bdivis\w*\s+(?:orari\w*\s+)?(?:di\s+|per\s+|=\s*)?\d{2,3}\b/;
// Asked: "quale divisore", "sapere con quale divisore", "il divisore qual è?", or a short ask that opens with it
// ("divisore orario del turismo?"); not the basis of a figure asked ("sul minimo e con il divisore contrattuale?").
const DIVISOR_ASKED =
  /\b(?:quale|che|qual e il|quale sia il|sapere (?:il|con quale))\s+(?:e\s+)?(?:il\s+)?divisor\w*|^\s*(?:il\s+)?divisor\w*\b[^.?]{0,60}\?|\bdivisor\w*\b[^.?]{0,40}\b(?:qual e|quale e)\b/;
const CONTRIBUTIONS_ASKED =
  /\bcontribut\w*\b[^?]{0,40}(?:\bc\/?dip\w*|carico (?:del )?(?:lavorator|dipendent)|\bdipendent\w*|\blavorator\w*|\b1 ?%)|\binps\b/;

// The year's gross asked ("RAL minima 5° FIPE su 14?", "la retribuzione annua lorda minima: quanto fa?", "quanto fa
// all'anno lordo un C3 col minimo di adesso?", "lordo l'anno quanto viene?").
// (Folded text reads "lorda" as "lordo": "retribuzione lorda annua" arrives as "retribuzione lordo annua".)
const YEARLY_GROSS_ASKED =
  /\bral\b|\bretribuzione (?:annu[ao](?: lord[oa])?|lord[oa] annu[ao])\b|\blord[oa] annu[ao]\b|\bstipendio (?:lord[oa] )?annuo\b|\b(?:all'?\s?|l'\s?|l |per |in un |ogni )anno lord[oa]\b|\blord[oa] (?:all'?\s?|l'\s?|l |per |in un |ogni )anno\b|\bquanto (?:fa|fanno|viene|prende|guadagna) (?:\w+ ){0,3}?(?:all'?\s?|l'\s?|l |in un |ogni )anno\b/;

// "…quanto fa all'anno lordo? sono 13 mensilità giusto?": the count of payments checked after the ask is its term.
const PAYMENTS_CHECKED = /\bmensilit\w*\b[^?]{0,20}\b(?:giusto|vero|corretto|esatto|no|giusti)\s*\?/;

export function readShortAsks(req: TypedRequest, text: string): Partial<TypedRequest> {
  // "al primo impiego dal 2005 … nel 2025 la RAL": the later year is the one asked (career-year.ts); the other
  // readings then see it.
  // How a thread goes on after a figure: a year's gross, a why about the divisor (realconv12-asks.ts).
  // A holiday's work, what it adds to the month's pay (holiday-worked-asks.ts).
  const holiday = holidayWorkAsked(req, text);
  if (holiday.intent) return holiday;
  const thread = conversationAsks12(req, text);
  if (thread.intent) return thread;
  // "con l'aumento quanto deve diventare la mia parte?": the pay the renewal brings (result-asked.ts).
  const result = resultAsked(req, text);
  if (result.intent) return result;
  // "il minimo part time è lo stesso?": the fewest hours of a part-time contract (part-time-minimum.ts).
  const floor = partTimeFloorAsked(req, text);
  if (floor.intent) return floor;
  const schedule = scheduleNotExtra(req);
  if (schedule.slots) return schedule;
  // A part-timer's week on named days, its minimum asked (part-time-minimum.ts).
  const partTime = partTimeMinimumAsked(req, text);
  if (partTime.intent) return partTime;
  const cut = hoursCutAsked(req, text);
  if (cut.intent) return cut;
  const arrears = arrearsAsked(req, text);
  if (arrears.intent) return arrears;
  const updated = updatedAsked(req, text);
  if (updated.intent) return updated;
  const forArrears = minimumForArrearsAsked(req, text); // arrears-purpose-minimum.ts
  if (forArrears.intent) return forArrears;
  const careerYear = careerYearAside(req, text);
  if (!careerYear) return shortAsks(req, text);
  const read = shortAsks({ ...req, ...careerYear }, text);
  return { ...careerYear, ...read, slots: read.slots ?? careerYear.slots };
}

// "… ral?", "… che ral?", "… quale RAL serve?" closing the ask.
const RAL_CLOSING = /\b(?:che |quale |qual e la )?ral(?: lorda| serve| ci vuole)?\s*\?\s*$/;

function shortAsks(req: TypedRequest, text: string): Partial<TypedRequest> {
  const clause = askedClause(text);
  // A net given and a bare "ral?" closing the ask: the RAL that gives that net, not the net of a RAL.
  if (
    req.intent === 'gross_to_net' &&
    RAL_CLOSING.test(text) &&
    req.slots.amounts.some((a) => a.kind === 'net') &&
    !req.slots.amounts.some((a) => a.kind === 'ral' || a.kind === 'monthly_gross')
  )
    return { intent: 'net_to_gross' };
  // A 13th or 14th month asked at a leaving: its ratei (leaving-asks.ts).
  const atLeaving = extraMonthAtLeaving(req, text);
  if (atLeaving) return atLeaving;
  // A level's yearly gross asked, no pay given: calcolo opens with the RAL (asked-gross.ts), not the month's
  // minimum or the number of payments the question uses to get there.
  const sentence = askedSentence(text);
  if (
    (req.intent === 'minimum_pay' || req.intent === 'monthly_payments') &&
    req.slots.level !== undefined &&
    (YEARLY_GROSS_ASKED.test(sentence) ||
      (YEARLY_GROSS_ASKED.test(text) && PAYMENTS_CHECKED.test(sentence))) &&
    !NET.test(sentence) &&
    !req.slots.amounts.some((a) => a.kind === 'ral' || a.kind === 'monthly_gross')
  )
    return { intent: 'gross_to_net' };
  // Back pay of a tranche: the renewal's arrears (renewal-arrears.ts), not the 13th the story sets aside.
  if (ARREARS.test(clause) && INCREASE.test(text) && CALCULATION_INTENTS.has(req.intent))
    return { intent: 'renewal', alsoAsked: req.alsoAsked.filter((i) => i !== 'renewal') };
  // The divisor asked, and none given: the hourly divisor opens the answer, not the overtime of the story.
  if (
    DIVISOR_ASKED.test(text) &&
    !DIVISOR_GIVEN.test(text) &&
    ['overtime_value', 'payslip_check', 'gross_to_net', 'hourly_rate'].includes(req.intent)
  ) {
    const { overtimeKind: _o, extraHours: _e, ...slots } = req.slots;
    return { intent: 'hourly_rate', alsoAsked: req.alsoAsked.filter((i) => i !== 'hourly_rate'), slots };
  }
  if (
    ORDINAL_HOUR.test(text) &&
    (CALCULATION_INTENTS.has(req.intent) || req.intent === 'working_hours') &&
    req.intent !== 'overtime_value' &&
    !NET.test(clause)
  )
    return {
      intent: 'overtime_value',
      slots: {
        ...req.slots,
        extraHours: req.slots.extraHours ?? 1,
        overtimeKind: req.slots.overtimeKind ?? 'straordinario',
      },
    };
  if (
    req.intent === 'gross_to_net' &&
    CONTRIBUTIONS_ASKED.test(text) &&
    !NET.test(text) &&
    // Not the withholdings explained together ("quanto di INPS e quanto di IRPEF?"), and the RAL said here.
    !/\birpef\b|\btass\w*|passagg|spieg|come (?:sei|hai|si)\b/.test(text) &&
    /\d{2}/.test(text.replace(/\b20\d\d\b/g, ' ')) &&
    req.slots.amounts.some((a) => a.kind === 'ral') &&
    req.slots.amounts.every((a) => a.kind === 'ral')
  )
    return { intent: 'payroll_rules' };
  // "pagato al minimo, quanto dovrebbero trattenermi di INPS al mese?": the contribution on the level's pay.
  if (
    req.intent === 'minimum_pay' &&
    req.slots.level !== undefined &&
    /\binps\b|\bcontribut\w*|\btrattenut\w*|\btratten\w*/.test(clause) &&
    !/\bminim[oi]\b/.test(clause.replace(/\bal minimo\b|\bminimo (?:tabellare|contrattuale)\b/g, ' '))
  )
    return { intent: 'payroll_rules' };
  return {};
}
