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
// A leaving told without its day read ("a fine settembre mi sono dimessa", "mi hanno licenziato a giugno").
const LEFT =
  /\b(?:mi sono dimess\w*|(?:si e|mi ero|si era) dimess\w*|ho dato le dimissioni|(?:mi hanno|l'hanno|lo hanno|la hanno|sono stat\w*) licenziat\w*|ultimo giorno (?:di lavoro )?(?:e stato |il |era )?\d|rapporto (?:e )?(?:cessato|finito|terminato)|ho smesso di lavorare)\b/;

/**
 * The last day of the months worked in the year, when the story tells a leaving and counts the months without the
 * day ("da gennaio a settembre", leaving at the end of September): the table in force then, not December's.
 */
function leavingDay(ctx: AgentContext, req: TypedRequest): string | undefined {
  const { monthsWorked, hireDate, taxYear, date } = req.slots;
  if (monthsWorked === undefined || monthsWorked >= 12 || monthsWorked < 1) return undefined;
  if (!LEFT.test(readable(ctx.message))) return undefined;
  const year = taxYear ?? Number((date ?? ctx.today).slice(0, 4));
  const first = hireDate?.startsWith(String(year)) ? Number(hireDate.slice(5, 7)) : 1;
  const month = first + monthsWorked - 1;
  if (month > 12) return undefined;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = `${year}-${String(month).padStart(2, '0')}-${String(last).padStart(2, '0')}`;
  return day < ctx.today ? day : undefined;
}

export function thirteenthPayDate(ctx: AgentContext, req: TypedRequest): TypedRequest['slots'] {
  const { date, hireDate, endDate, taxYear } = req.slots;
  const left = endDate ? undefined : leavingDay(ctx, req);
  if (left && (date === undefined || date === hireDate || date > left)) return { ...req.slots, date: left };
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
