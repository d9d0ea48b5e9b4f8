import { euro, percent } from '../kb/format.js';
import type { Passage } from '../kb/passages.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/net-pay.js';
import { type AgentAnswer, citePassage, citeSources } from './answer.js';
import { bold, compose } from './compose.js';

// 20% → "1,2": the factor of the hour with its surcharge.
const percentOf = (rate: number) => String(1 + rate / 100).replace('.', ',');
const hoursSaid = (h: number) => `${String(h).replace('.', ',')} ${h === 1 ? 'ora' : 'ore'}`;

/**
 * "oltre allo stipendio mensile, quanto metto in busta per le ore lavorate a Natale e Santo Stefano, maggiorazione
 * festiva compresa?" beside a timesheet: the holiday hours its rows record, paid on top of the monthly pay (which
 * already pays the holiday) at the hourly pay with the agreement's holiday surcharge.
 */
export function holidayHoursPaid(
  fileName: string,
  hours: number,
  pay: number,
  rate: number,
  ccnl: Ccnl,
  passages: readonly Passage[],
): AgentAnswer {
  const surcharge = cents((hours * pay * rate) / 100);
  const total = cents((hours * pay * (100 + rate)) / 100);
  const rates = ccnl.rates;
  return compose({
    answer: `Dal foglio «${fileName}» le ${hoursSaid(hours)} lavorate nei giorni festivi valgono ${bold(`${euro(total)} lordi`)} oltre allo stipendio mensile (${hoursSaid(hours)} × ${euro(pay)} × ${percentOf(rate)} con la maggiorazione per lavoro festivo del ${percent(rate)}), di cui ${euro(surcharge)} di maggiorazione.`,
    // (The hours' pay without the surcharge is a step, not an answer: the total is said whole.)
    steps: [
      `Ore festive: ${hoursSaid(hours)} × ${euro(pay)} × ${percentOf(rate)} = ${euro(total)}.`,
      `Di cui maggiorazione per lavoro festivo: ${hoursSaid(hours)} × ${euro(pay)} × ${percent(rate)} = ${euro(surcharge)}.`,
    ],
    assumptions: [
      `Paga oraria ${euro(pay)} e ore dal documento; maggiorazione del ${ccnl.short_name} (${rates.article ?? 'CCNL'}).`,
      'La festività in sé è già retribuita con lo stipendio mensile; i giorni feriali del foglio non sono contati.',
    ],
    citations: [
      ...citeSources(ccnl, `Maggiorazioni: ${rates.text}`, rates.article ?? null, rates.sources, 2),
      ...(passages[0] ? [citePassage(passages[0], `Documento caricato: ${fileName}`)] : []),
    ],
    related: [`Quanto vale la maggiorazione per il lavoro festivo nel ${ccnl.short_name}?`],
  });
}
