import { euro, percent } from '../kb/format.js';
import type { Passage } from '../kb/passages.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/net-pay.js';
import { type AgentAnswer, citePassage, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import { dayOffHoliday, dayOffHolidayPay, SIXTH_OF_WEEK } from './holiday-day-off.js';

/**
 * A timesheet with one holiday worked by an hourly worker whose agreement pays every holiday as a sixth of the
 * weekly hours (the domestic agreement, art. 16), asked as the day's whole due ("quanto le devo in totale per il
 * 25 dicembre?", "le ore, la maggiorazione o anche la festività?"): the holiday itself plus the hours worked with
 * the holiday surcharge.
 */

// The day's whole due asked, not the surcharges alone.
const TOTAL_ASKED = /\bin totale\b|\bin tutto\b|\btotale per\b|\bcomplessiv\w*|\banche la festivit/;
const WEEKLY = /\b(\d{1,2}(?:,\d{1,2})?) ore (?:settimanal\w*|a settimana|alla settimana|per settimana)\b/;

export function timesheetHolidayDay(
  question: string,
  sheet: string,
  worked: { hours: number; days: number; pay: number; rate: number },
  ccnl: Ccnl,
  document: { fileName: string; passages: readonly Passage[] },
): AgentAnswer | undefined {
  const rule = ccnl.hourly_divisor.text;
  if (worked.days !== 1 || !rule || !SIXTH_OF_WEEK.test(rule) || !TOTAL_ASKED.test(question))
    return undefined;
  const found = WEEKLY.exec(sheet) ?? WEEKLY.exec(question);
  const weekly = Number((found?.[1] ?? '').replace(',', '.'));
  if (!(weekly > 0)) return undefined;
  const { hoursLabel } = dayOffHoliday(weekly);
  const holiday = dayOffHolidayPay(weekly, worked.pay);
  const hoursPay = cents(worked.hours * worked.pay * (1 + worked.rate / 100));
  const total = cents(holiday + hoursPay);
  const hours = String(worked.hours).replace('.', ',');
  return compose({
    answer:
      `Per la festività lavorata le spettano in tutto ${bold(euro(total))}: la festività stessa, pagata comunque (1/6 dell'orario settimanale, ${hoursLabel} ore × ${euro(worked.pay)} = ${euro(holiday)}), più le ${hours} ore lavorate con la maggiorazione del ${percent(worked.rate)} (${hours} × ${euro(worked.pay)} × ${1 + worked.rate / 100} = ${euro(hoursPay)}).`.replace(
        `× ${1 + worked.rate / 100} =`,
        `× ${String(1 + worked.rate / 100).replace('.', ',')} =`,
      ),
    steps: [
      `Festività: ${weekly} ore settimanali ÷ 6 = ${hoursLabel} ore × ${euro(worked.pay)} = ${euro(holiday)}.`,
      `Ore lavorate: ${hours} × ${euro(worked.pay)} × (1 + ${percent(worked.rate)}) = ${euro(hoursPay)}.`,
      `Totale: ${euro(holiday)} + ${euro(hoursPay)} = ${euro(total)}.`,
      `La regola: ${rule.replace(/\.$/, '')}.`,
    ],
    assumptions: [
      `Orario settimanale, paga oraria e ore dal documento; nessun riposo di recupero concordato.`,
    ],
    citations: [
      ...citeSources(
        ccnl,
        `${ccnl.short_name}: ${rule}`,
        ccnl.hourly_divisor.article ?? null,
        ccnl.hourly_divisor.sources,
        1,
      ),
      ...citeSources(
        ccnl,
        `Maggiorazioni: ${ccnl.rates.text}`,
        ccnl.rates.article ?? null,
        ccnl.rates.sources,
        1,
      ),
      ...(document.passages[0]
        ? [citePassage(document.passages[0], `Documento caricato: ${document.fileName}`)]
        : []),
    ],
    related: [],
  });
}
