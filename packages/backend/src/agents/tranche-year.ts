import { euro } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/net-pay.js';
import { YEAR_AMOUNT, YEAR_OF_PAY } from './annual-cell.js';

// "contando le 13 mensilità", "su 14 mensilità", "con la quattordicesima": the payments the user counts.
const PAYMENTS_SAID = /\b(1[2-5]|dodici|tredici|quattordici|quindici)\s+mensilit/;
const SPELLED: Record<string, number> = { dodici: 12, tredici: 13, quattordici: 14, quindici: 15 };
// "quanto fa in un anno intero", "e all'anno quanto vale?", "su base annua": the tranche's year asked.
const YEAR_VALUE =
  /\bquanto (?:vale|valgono|varrebbe|porta|portano)\b|\bsu base annu\w*|\ball['’ ]?\s?anno\b/;

// "quanto ci costa in più all'anno": the year's rise asked as what it costs the employer.
const COST_ASKED = /\bquanto (?:\w+ ){0,2}?cost\w*/;

/**
 * A tranche's monthly rise asked also over a year ("quanto vale al mese, e quanto fa in un anno intero contando
 * le 13 mensilità?"): the rise times the payments the user counts, else the agreement's own number of monthly
 * payments, as a sentence after the month's rise (asked as a cost, the gross pay it adds, contributions and TFR
 * left out). Empty when no year is asked or the number is not known.
 */
export function trancheYearSentence(ccnl: Ccnl, question: string, monthly: number): string {
  const cost = COST_ASKED.test(question);
  if (!YEAR_OF_PAY.test(question) || !(YEAR_AMOUNT.test(question) || YEAR_VALUE.test(question) || cost))
    return '';
  const said = PAYMENTS_SAID.exec(question)?.[1];
  const agreed = ccnl.monthly_payments.value;
  const payments = said ? (SPELLED[said] ?? Number(said)) : typeof agreed === 'number' ? agreed : undefined;
  if (!payments) return '';
  const whose = said ? '' : ' (quelle del contratto)';
  const year = `**${euro(cents(monthly * payments))}** (${euro(monthly)} × ${payments})`;
  // As a cost, only the gross pay is counted: the employer's contributions and TFR on it come on top.
  return cost
    ? ` In un anno, con ${payments} mensilità${whose}, l’aumento costa ${year} di retribuzione lorda, senza contributi e TFR.`
    : ` In un anno, con ${payments} mensilità${whose}, l’aumento vale ${year}.`;
}
