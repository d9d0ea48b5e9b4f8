import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import type { AgentContext } from './context.js';
import { daysWorkedPay } from './days-worked-pay.js';
import { dailyAnswer, hourlyAnswer } from './hours.js';
import { withParts } from './multi-part.js';
import { withPartTimeHourSame } from './part-time-hour-same.js';
import { agreementOf } from './pay-base.js';
import { studyHoursValue } from './study-hours.js';
import { travelAllowanceOnHour } from './travel-allowance-hour.js';
import { travelHoursPay } from './travel-hours.js';

/**
 * The hourly and the daily quota asked in one question ("quota oraria e quota giornaliera del minimo?", "quanto
 * vale un'ora e quanto una giornata?", "paga giornaliera e oraria"): both are answered, each over its own divisor,
 * in the order asked; a question naming one of them gets that one alone.
 */

// "quota oraria", "paga oraria", "all'ora", "un'ora di lavoro"; not the working hours ("orario di lavoro").
const HOURLY =
  /\borari[ae]\b|\borario\b(?! (?:di lavoro|settimanal\w*|normal\w*|contrattual\w*|pieno|ridotto|ordinari\w*))|\ball'?\s?ora\b|\bper ora\b|\bun'?\s?ora\b/;
// "quota giornaliera", "al giorno", "una giornata", "e a giornata?", "per giornata", "al dì".
const DAILY =
  /\bgiornalier\w*|\bal giorno\b|\b(?:una|a|per|alla|ogni) giornata\b|\bal di\b(?=\s*(?:[?!.,;]|$))/;

/** The hourly quota, the daily one, or both in the order the question asks them. */
export function hourlyOrDaily(ctx: AgentContext, req: TypedRequest): AgentAnswer {
  const text = readable(ctx.message);
  // "la pago 8,20 l'ora: quanto le devo in tutto per le ore di corso?": the study hours' value, not the rate.
  const ccnl = agreementOf(ctx, req);
  const study = ccnl ? studyHoursValue(ctx, ccnl) : undefined;
  if (study) return study;
  // "se la calcolo sulla paga base del 2° livello, quanto fa all'ora?" after the diaria: its share of the hour.
  // "3 ore di viaggio oltre l'orario normale: quanto mi devono?": the agreement's share of the hour (travel-hours.ts).
  const travel = travelAllowanceOnHour(ctx, req) ?? travelHoursPay(ctx, req);
  if (travel) return travel;
  const daily = DAILY.exec(text);
  const hourly = HOURLY.exec(text);
  // "18 giornate lavorative: quanto le spetta per novembre?": the days' pay, not the daily quota alone.
  const days = hourly ? undefined : daysWorkedPay(ctx, req);
  if (days) return days;
  // ("i part time prendono meno all'ora dei full time?": the doubt answered beside the hour, part-time-hour-same.ts.)
  if (!daily) return withPartTimeHourSame(ctx, req, hourlyAnswer(ctx, req));
  if (!hourly) return dailyAnswer(ctx, req);
  const hourlyPart = hourlyAnswer(ctx, req);
  const dailyPart = dailyAnswer(ctx, req);
  const ordered = hourly.index < daily.index ? [hourlyPart, dailyPart] : [dailyPart, hourlyPart];
  return withParts(ordered[0] as AgentAnswer, ordered);
}
