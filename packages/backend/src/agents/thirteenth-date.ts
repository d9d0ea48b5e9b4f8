import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';
import { fourteenthAsked } from './extra-month-asked.js';
import { ratePeriodYear } from './ratei-period.js';

/**
 * A tredicesima paid in December is computed on the minimum in force when it is paid, not on the one of the
 * hire date (the only date some questions give): a tranche between the two raises it. A resignation's
 * tredicesima, a date asked outright and the quattordicesima keep their date.
 */
export function thirteenthPayDate(ctx: AgentContext, req: TypedRequest): TypedRequest['slots'] {
  const { date, hireDate, endDate, taxYear } = req.slots;
  // Leaving: the pay in force on the last day, not the one of the hire date the story gave first.
  if (endDate && (date === undefined || date === hireDate)) return { ...req.slots, date: endDate };
  const fourteenth = fourteenthAsked(ctx.message, ctx.history?.at(-1));
  // A 14ª from a hire date: the pay in force on the 30 June that closes the first period the hire falls in.
  if (fourteenth && !endDate && hireDate && (date === undefined || date === hireDate)) {
    const year = ratePeriodYear(true, taxYear ?? Number(hireDate.slice(0, 4)), hireDate);
    return { ...req.slots, date: `${year}-06-30` };
  }
  if (endDate || fourteenth) return req.slots;
  if (date && date !== hireDate && !/dicembre/.test(readable(ctx.message))) return req.slots;
  const year = taxYear ?? Number((hireDate ?? date ?? ctx.today).slice(0, 4));
  return { ...req.slots, date: `${year}-12-01` };
}
