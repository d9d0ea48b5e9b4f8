import { euro } from '../kb/format.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { related } from './figure-answers.js';
import type { PayBase } from './pay-base.js';
import { calendarYearBase } from './tfr-calendar-year.js';

// "quanto fa in tutto", "il totale", "complessivamente": a sum asked, not one payment.
const TOTAL = /\bin tutto\b|\btotal[ei]\b|\bcomplessiv\w*|\bsomma\w*\b/;
// The whole year named: "gennaio-dicembre", "tutto l'anno", "da gennaio a dicembre", "l'intero anno".
const WHOLE_YEAR = /\bgennaio ?[-–] ?dicembre\b|\bda gennaio a dicembre\b|\btutto l'anno\b|\bl'intero anno\b/;
// The extra month counted in: "tredicesima compresa", "13ª inclusa", "più la tredicesima".
const EXTRA_IN =
  /\btredicesim\w* (?:compres\w*|inclus\w*)|\b(?:compres\w*|inclus\w*|piu) (?:la )?tredicesim\w*/;

/**
 * A year's minimum pay asked as a total with the 13th in it ("quanto fa in tutto il minimo tabellare che prendo
 * nel 2026, gennaio-dicembre, tredicesima compresa?"): each month at the minimum in force that month, the 13th
 * at December's, so a table change within the year counts from its month (tfr-calendar-year.ts). Undefined when
 * the question asks one payment, gives its own pay, or the minimum does not change within the year.
 */
export function yearMinimumTotal(
  ctx: AgentContext,
  req: TypedRequest,
  base: PayBase,
): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (!TOTAL.test(text) || !WHOLE_YEAR.test(text) || !EXTRA_IN.test(text)) return undefined;
  // ("da gennaio a dicembre 2026": the span names the year's months, not a pay fixed at December.)
  const yearOnly = text.replace(/\b(?:da )?gennaio ?(?:[-–]|a) ?dicembre\b/g, ' ');
  const calendar = calendarYearBase({ ...ctx, message: yearOnly }, req, base);
  if (!calendar) return undefined;
  return compose({
    answer: `Con ${base.label}, la retribuzione minima tabellare dell'anno, tredicesima compresa, è di ${bold(euro(calendar.annual))}: ${calendar.note}, e la tredicesima di dicembre si calcola sul minimo di dicembre.`,
    steps: [calendar.step],
    assumptions: [
      ...base.assumptions,
      'Anno intero lavorato, senza assenze che riducono i ratei; solo minimo tabellare.',
    ],
    citations: base.citations,
    related: related(ctx.message),
  });
}
