import { euro } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/net-pay.js';
import { bold } from './compose.js';

/**
 * What a part-timer's minimum answer adds when the question asks it: the year's pay ("quanto mi viene al mese e
 * all'anno?": the month's share times the agreement's payments), and two part-timers weighed against one
 * full-timer ("due part-time da 20 ore ciascuno costano più di un full-time?": the pay is proportional to the
 * hours, D.Lgs. 81/2015 art. 7 c. 2, so two halves cost in gross pay what the whole does).
 */

// The year's pay asked beside the month's ("al mese e all'anno", "in un anno", "annuo"). Runs on folded text.
const YEAR_ASKED =
  /\ball'anno\b|\bin un anno\b|\bannu[oa]\b|\bper anno\b|\bl'anno\b(?! (?:scors|prim|passat))/;

/** The year's gross of a part-timer's month, when asked: the sentence and its table row. */
export function partTimeYear(
  text: string,
  ccnl: Ccnl,
  exactMonthly: number,
): { sentence: string; row: [string, string] } | undefined {
  const payments = ccnl.monthly_payments.value;
  if (!YEAR_ASKED.test(text) || !payments) return undefined;
  const year = cents(exactMonthly * payments);
  return {
    sentence: ` All'anno, su ${payments} mensilità: ${bold(euro(year))} lordi.`,
    row: [`Retribuzione annua lorda part-time (${payments} mensilità)`, euro(year)],
  };
}

// Two part-timers said ("due studenti part-time da 20 ore ciascuno", "2 part-time al 50%"), weighed against a
// full-timer ("rispetto a lei", "di un full-time", "costano di più").
const TWO_PART_TIMERS =
  /\b(?:due|2)\s+(?:[\w']+\s+){0,3}?(?:part.?time|a tempo parziale)\b|\b(?:due|2)\s+(?:[\w']+\s+){0,3}?da \d{1,2} ore (?:\w+ )?ciascun[oa]\b/;
const WEIGHED_FULL_TIME =
  /\bfull.?time\b|\btempo pieno\b|\brispetto a\b|\bcost\w* (?:molto )?(?:di )?(?:piu|meno)\b|\bconvien\w*/;

/** Two part-timers against one full-timer, when the question weighs them: the sentence, or ''. */
export function twoPartTimers(text: string, full: number, exactMonthly: number): string {
  if (!TWO_PART_TIMERS.test(text) || !WEIGHED_FULL_TIME.test(text)) return '';
  const both = cents(exactMonthly * 2);
  const whole = cents(full);
  const gap = cents(both - whole);
  const verdict =
    gap === 0
      ? 'lo stesso costo del tempo pieno in retribuzione lorda'
      : `${euro(Math.abs(gap))} al mese ${gap > 0 ? 'in più' : 'in meno'} del tempo pieno in retribuzione lorda`;
  return ` Due part-time così costano insieme ${euro(both)} al mese contro ${euro(whole)} del tempo pieno: ${verdict}, perché la retribuzione è proporzionale alle ore (D.Lgs. 81/2015, art. 7, c. 2); in proporzione seguono contributi, TFR e mensilità aggiuntive.`;
}
