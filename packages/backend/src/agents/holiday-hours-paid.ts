import { euro, percent } from '../kb/format.js';
import type { Passage } from '../kb/passages.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/net-pay.js';
import { type AgentAnswer, citePassage, citeSources } from './answer.js';
import { bold, compose } from './compose.js';

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
  const base = cents(hours * pay);
  const surcharge = cents((hours * pay * rate) / 100);
  const total = cents(base + surcharge);
  const rates = ccnl.rates;
  return compose({
    answer: `Dal foglio «${fileName}» le ${hoursSaid(hours)} lavorate nei giorni festivi valgono ${bold(`${euro(total)} lordi`)} oltre allo stipendio mensile: ${euro(base)} di paga oraria (${hoursSaid(hours)} × ${euro(pay)}) più ${euro(surcharge)} di maggiorazione per lavoro festivo del ${percent(rate)}.`,
    steps: [
      `Ore festive: ${hoursSaid(hours)} × ${euro(pay)} = ${euro(base)}.`,
      `Maggiorazione per lavoro festivo: ${euro(base)} × ${percent(rate)} = ${euro(surcharge)}.`,
      `Totale: ${euro(base)} + ${euro(surcharge)} = ${euro(total)}.`,
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
