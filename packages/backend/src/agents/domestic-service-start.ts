import { parseDate } from '../reader/parse-date.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';

/**
 * "lavora per la stessa famiglia dal 1° ottobre 2021 … qual è oggi la sua paga oraria con gli scatti?": the day
 * the service began, told as "dal <data>" and not read as a hire date, is where the increments are counted from.
 * The request gains that day as its hire date only when no years, count or hire date were read and the day lies
 * before the date the pay is asked at (a start read as that date leaves the pay asked today).
 */
const SINCE = /\b(?:dal|dall'|da)\s*((?:\d{1,2}°?|primo)\s+[a-z]+\s+\d{4}|\d{1,2}[/.]\d{1,2}[/.]\d{4})/;

export function withServiceStart(ctx: AgentContext, req: TypedRequest): TypedRequest {
  const { hireDate, seniorityYears, seniorityIncrements } = req.slots;
  if (hireDate !== undefined || seniorityYears !== undefined || seniorityIncrements !== undefined) return req;
  const said = SINCE.exec(readable(ctx.message).replace(/°/g, ''));
  const start = said?.[1] ? parseDate(said[1]) : undefined;
  if (!start) return req;
  // The start read as the date asked ("dal 15 marzo 2020 … adesso?"): the pay is asked today.
  const date = req.slots.date === start ? undefined : req.slots.date;
  if (start >= (date ?? ctx.today)) return req;
  return { ...req, slots: { ...req.slots, date, hireDate: start } };
}
