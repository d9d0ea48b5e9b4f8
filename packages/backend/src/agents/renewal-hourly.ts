import { euro, italianDate } from '../kb/format.js';
import type { LevelStep } from '../kb/increases.js';
import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { bold } from './compose.js';

/**
 * Session 58: how much the HOURLY pay rose with a tranche ("di quanto è salita la paga oraria con l'aumento di
 * maggio?"): the monthly increase divided by the agreement's hourly divisor, with the hourly pay before and after.
 * Undefined when the question asks no hourly figure or the file holds no divisor.
 */
const HOURLY_ASKED =
  /\b(?:paga|retribuzion\w*|quota|stipendio|compenso) orari\w*|\b(?:all'|l'|per |a |ogni )ora\b|\borari[ao] (?:lord|minim)\w*/;

export function hourlyRiseLine(
  ccnl: Ccnl,
  step: LevelStep,
  question: string,
  b: (text: string) => string = bold,
): string | undefined {
  const divisor = ccnl.hourly_divisor?.value;
  if (!divisor || !HOURLY_ASKED.test(readable(question))) return undefined;
  const hourly = (monthly: number) => Math.round((monthly / divisor) * 100) / 100;
  const rise = Math.round((step.amount / divisor) * 100) / 100;
  return `Nel ${ccnl.short_name}, con la tranche del ${italianDate(step.from)}, la paga oraria sale di ${b(`${euro(rise)} l'ora`)} (${euro(step.amount)} ÷ ${divisor}, divisore orario del tempo pieno): da ${euro(hourly(step.before))} a ${euro(hourly(step.after))} l'ora.`;
}

/** The tranche's line, opened by its hourly rise when the question asks the hourly pay. */
export function withHourlyRise(
  ccnl: Ccnl,
  step: LevelStep | undefined,
  question: string,
  b: (text: string) => string,
  line: string,
): string {
  const hourly = step ? hourlyRiseLine(ccnl, step, question, b) : undefined;
  return hourly ? `${hourly} ${line}` : line;
}
