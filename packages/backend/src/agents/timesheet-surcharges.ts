import { indexOf, passagesText } from '../kb/documents.js';
import { euro, percent } from '../kb/format.js';
import { cents } from '../payroll/net-pay.js';
import { fold, readable } from '../reader/text.js';
import { type AgentAnswer, citePassage, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { statedAgreement } from './document-facts.js';
import { holidayHoursPaid } from './holiday-hours-paid.js';
import { timesheetHolidayDay } from './timesheet-holiday-day.js';

/**
 * "dal foglio presenze quanto mi devono dare di maggiorazioni tra festivo e notturno?": a timesheet's dated rows of
 * holiday and ordinary night hours, each kind valued at the agreement's own surcharge on the hourly pay the sheet
 * (or the question) states, and the kinds summed. Only the surcharges: the hours' base pay and the paid holiday
 * are apart. Undefined when the question asks no surcharge, the sheet lists overtime or a kind without a rate
 * held, or the pay or the agreement is not stated.
 */

const ASKS = /\bmaggioraz\w*/;
const PAY =
  /\bpaga (?:oraria|base oraria|orar\w*)(?: lorda)?(?: da busta| in busta| contrattuale)?\s*:?\s*(?:€\s*)?(\d{1,3},\d{2})|\b(\d{1,3},\d{2})\s*(?:€|euro)?\s*(?:l'ora|all'ora|lordi l'ora|orari)/;
const HOURS = /\bore\s*:?\s*(\d{1,2}(?:,\d{1,2})?)\b|\b(\d{1,2}(?:,\d{1,2})?)\s*ore\b/;
// Each dated row ("08/11 ore 2,00 notturno"), lines joined or not.
const ROW = /(?=\b\d{1,2}\/\d{1,2}\b)/;

type Kind = 'festivo' | 'notturno';
const LABEL: Record<Kind, string> = { festivo: 'lavoro festivo', notturno: 'notturno ordinario' };

// A holiday named in the row or dated ("25/12 (Natale)", "26/12 (S. Stefano)", "01/01").
const HOLIDAY_ROW =
  /^(?:0?1\/0?1|0?6\/0?1|25\/0?4|0?1\/0?5|0?2\/0?6|15\/0?8|0?1\/11|0?8\/12|25\/12|26\/12)\b|\b(?:natale|s(?:anto|\.) stefano|capodanno|epifania|pasquetta|ferragosto|ognissanti|immacolata)\b/;
// "maggiorazione festiva compresa", "comprensivo della maggiorazione": the hours' pay with the surcharge asked.
const WITH_BASE =
  /\bmaggioraz\w* (?:\w+ ){0,2}?(?:compres\w*|inclus\w*)|\b(?:compres\w*|inclus\w*|comprensiv\w*) (?:\w+ ){0,2}?maggioraz/;

/** A row's kind: a holiday, an ordinary night; overtime or a Sunday is another question (null). */
function kindOf(row: string, dated: string): Kind | null | undefined {
  if (/\bstraordinar\w*|\bdomenic\w*/.test(row)) return null;
  if (/\bfestiv\w*/.test(row) || HOLIDAY_ROW.test(dated)) return 'festivo';
  if (/\bnotturn\w*/.test(row)) return 'notturno';
  return undefined;
}

const hoursSaid = (h: number) => `${String(h).replace('.', ',')} ${h === 1 ? 'ora' : 'ore'}`;

export function timesheetSurcharges(ctx: AgentContext): AgentAnswer | undefined {
  if (!ctx.documents.length) return undefined;
  const question = readable(ctx.message);
  if (!ASKS.test(question)) return undefined;
  for (const document of ctx.documents) {
    const passages = indexOf(document).passages;
    const raw = passagesText(document);
    const text = fold(raw);
    const rows = text.split(ROW).slice(1);
    if (rows.length < 2) continue;
    const hours: Record<Kind, number> = { festivo: 0, notturno: 0 };
    let other = false;
    let holidayDays = 0;
    for (const whole of rows) {
      // (The row's own date is no count of hours: "08/11 ore 2,00" is 2 hours, not 11.)
      // (A note after the last row, "note: i festivi lavorati li paghiamo", is no part of that row.)
      const dated = whole.replace(/\b(?:total\w*|note?|nota)\b[\s\S]*$/, '');
      const row = dated.replace(/^\d{1,2}\/\d{1,2}(?:\/\d{2,4})?/, '');
      const kind = kindOf(row, dated);
      // "11:00-15:00 e 18:00-22:00   ore 8": the hours said after "ore", before a time's minutes.
      const m = /\bore\s*:?\s*(\d{1,2}(?:,\d{1,2})?)\b/.exec(row) ?? HOURS.exec(row);
      const h = Number((m?.[1] ?? m?.[2] ?? '').replace(',', '.'));
      if (kind === null) other = true;
      else if (kind && h > 0) {
        hours[kind] += h;
        if (kind === 'festivo') holidayDays += 1;
      }
    }
    const kinds = (Object.keys(hours) as Kind[]).filter((k) => hours[k] > 0);
    if (other || !kinds.length) continue;
    const payMatch = PAY.exec(text) ?? PAY.exec(question);
    const pay = Number((payMatch?.[1] ?? payMatch?.[2] ?? '').replace(',', '.'));
    const ccnl = statedAgreement(ctx.kb, raw);
    if (!(pay > 0) || !ccnl) continue;
    const rates = ccnl.rates;
    const rateOf = (k: Kind) => rates.rates?.find((r) => r.kind === k)?.percent;
    if (kinds.some((k) => rateOf(k) === undefined)) continue;
    const parts = kinds.map((k) => {
      const rate = rateOf(k) as number;
      const value = cents((hours[k] * pay * rate) / 100);
      return { k, rate, value };
    });
    const total = cents(parts.reduce((s, p) => s + p.value, 0));
    // One holiday worked asked as the day's whole due: the holiday itself and the hours (timesheet-holiday-day.ts).
    const day =
      kinds.length === 1 && kinds[0] === 'festivo'
        ? timesheetHolidayDay(
            question,
            text,
            { hours: hours.festivo, days: holidayDays, pay, rate: parts[0]?.rate ?? 0 },
            ccnl,
            { fileName: document.fileName, passages },
          )
        : undefined;
    if (day) return day;
    // Holiday hours paid on top of the monthly pay, the surcharge included: the hours' pay plus the surcharge.
    if (WITH_BASE.test(question) && kinds.length === 1 && kinds[0] === 'festivo')
      return holidayHoursPaid(document.fileName, hours.festivo, pay, parts[0]?.rate ?? 0, ccnl, passages);
    const each = parts.map(
      (p) =>
        `${euro(p.value)} di ${LABEL[p.k]} (${hoursSaid(hours[p.k])} × ${euro(pay)} × ${percent(p.rate)})`,
    );
    return compose({
      answer: `Dal foglio «${document.fileName}» le maggiorazioni del mese valgono ${bold(`${euro(total)} lordi`)}: ${each.join(' e ')}.`,
      steps: [
        ...parts.map(
          (p) =>
            `${LABEL[p.k].charAt(0).toUpperCase()}${LABEL[p.k].slice(1)}: ${euro(pay)} × ${percent(p.rate)} × ${hoursSaid(hours[p.k])} = ${euro(p.value)}.`,
        ),
        ...(parts.length > 1
          ? [`Totale: ${parts.map((p) => euro(p.value)).join(' + ')} = ${euro(total)}.`]
          : []),
      ],
      assumptions: [
        `Paga oraria ${euro(pay)} e ore dal documento; maggiorazioni del ${ccnl.short_name} (${rates.article ?? 'CCNL'}).`,
        'Solo le maggiorazioni: la paga base delle ore lavorate e la festività retribuita sono a parte.',
      ],
      citations: [
        ...citeSources(ccnl, `Maggiorazioni: ${rates.text}`, rates.article ?? null, rates.sources, 2),
        ...(passages[0] ? [citePassage(passages[0], `Documento caricato: ${document.fileName}`)] : []),
      ],
      related: [`Quanto vale la maggiorazione per il lavoro notturno nel ${ccnl.short_name}?`],
    });
  }
  return undefined;
}
