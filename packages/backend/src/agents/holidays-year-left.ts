import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { holidayBasis } from './holiday-basis.js';
import { holidayDaysTaken } from './holidays-left.js';
import { agreementOf } from './pay-base.js';

/**
 * "Quest'anno ho fatto 11 giorni di ferie: quanti me ne restano?", with no hire or leaving in the year: a whole
 * year's holidays less the days already taken (the accrual of a part of the year is accrual.ts's).
 */
const count = (value: number) => new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 }).format(value);

export function holidaysYearLeft(ctx: AgentContext, req: TypedRequest) {
  if (req.intent !== 'holidays' || req.slots.endDate || req.slots.monthsWorked !== undefined)
    return undefined;
  // A service under a year is a part of the year's holidays, not the whole year's.
  if (req.slots.seniorityYears !== undefined && req.slots.seniorityYears < 1) return undefined;
  const hireYear = Number(req.slots.hireDate?.slice(0, 4));
  if (req.slots.hireDate && !(hireYear < Number(ctx.today.slice(0, 4)))) return undefined;
  const taken = holidayDaysTaken(readable(ctx.message));
  if (taken === undefined) return undefined;
  const ccnl = agreementOf(ctx, req);
  const fact = ccnl?.holidays;
  const basis = fact && holidayBasis(fact.text ?? '', ctx.message, ctx.history);
  if (!ccnl || !basis || basis.unit !== 'giorni' || taken > basis.amount) return undefined;
  const left = Math.round((basis.amount - taken) * 100) / 100;
  // "gli 11 giorni", "gli 8 giorni", "i 6 giorni": the article the number's sound takes.
  const the = /^(?:8|11|8\d)(?:,|$)/.test(count(taken)) ? 'gli' : 'i';
  return compose({
    answer: `Nel ${ccnl.short_name} le ferie sono ${count(basis.amount)} giorni l'anno: tolti ${the} ${count(taken)} giorni già goduti, ne restano ${bold(`${count(left)} giorni`)}.`,
    steps: [
      `Ferie nel ${ccnl.short_name}: ${fact.text}.`,
      `Residuo: ${count(basis.amount)} − ${count(taken)} = ${count(left)} giorni.`,
    ],
    assumptions: [
      "Anno intero di servizio e nessun residuo degli anni precedenti: se ne hai, si aggiungono. Per legge almeno 2 settimane vanno godute nell'anno, le altre entro i 18 mesi successivi.",
    ],
    citations: citeSources(ccnl, fact.text ?? 'Ferie', fact.article ?? null, fact.sources),
    related: [],
  });
}
