import { euro } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/steps.js';
import { askedSentence } from '../reader/asking-clause.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose, table } from './compose.js';
import { type AgentContext, targetAgreements } from './context.js';
import { divisorForHours, scheduleSaid } from './schedule-said.js';

const PAY_INTENTS: ReadonlySet<TypedRequest['intent']> = new Set([
  'gross_to_net',
  'hourly_rate',
  'minimum_pay',
  'monthly_payments',
]);

// "al mese lordo quanto sarebbe?", "che mensile fa?", "quanto prendo in un mese?": the month's pay asked.
const MONTH_ASKED = /\bal mese\b|\bmensil[ei]\b|\bin un mese\b|\bogni mese\b|\bmese lordo\b/;

/** The month's pay of an hourly pay asked in this turn, or in the turn before a short follow-up. */
function monthAsked(message: string, history: readonly string[] | undefined): boolean {
  const asked = askedSentence(readable(message));
  if (/\bnett|in tasca|\bpulit/.test(asked)) return false;
  if (MONTH_ASKED.test(asked)) return true;
  const previous = history?.at(-1);
  return (
    previous !== undefined &&
    readable(message).split(/\s+/).length <= 16 &&
    MONTH_ASKED.test(askedSentence(readable(previous))) &&
    /\b(?:l'ora|all'ora|orari[ao]|\/h|\bora\b)/.test(readable(previous))
  );
}

/** The agreement's divisor for the weekly hours said (its full-time one when none are said), if it writes it. */
function divisorFor(ccnl: Ccnl, hours: number | undefined): number | undefined {
  const fact = ccnl.hourly_divisor;
  if (fact.value === null) return undefined;
  const text = fact.text ?? '';
  const other = divisorForHours(text, hours);
  if (other !== undefined) return other;
  if (hours === undefined) return fact.value;
  // "168 con l'orario normale di 40 ore": the full-time divisor written for the hours said.
  return new RegExp(`\\b${fact.value}\\b[^()\\d]{0,40}\\b${hours} ore`).test(text) ? fact.value : undefined;
}

/**
 * "mi offrono 15 l'ora, full time 40 ore: al mese lordo quanto sarebbe?": an hourly pay turned into the month's
 * gross with the agreement's own conventional divisor for the weekly hours (the one the hourly pay comes from:
 * Terziario's 168 for 40 hours, 182 for 42), never four weeks of hours. Undefined when the agreement writes no
 * divisor for those hours.
 */
export function hourlyToMonth(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const { message, history } = ctx;
  if (!PAY_INTENTS.has(req.intent)) return undefined;
  const { agreements, how } = targetAgreements(ctx);
  const ccnl = how === 'none' || agreements.length !== 1 ? undefined : agreements[0];
  if (!ccnl) return undefined;
  const hourly = req.slots.amounts.find((a) => a.perHour && a.value > 0 && a.value < 100)?.value;
  if (hourly === undefined || req.slots.amounts.some((a) => a.kind === 'monthly_gross' && !a.perHour))
    return undefined;
  if (!monthAsked(message, history)) return undefined;
  const hours = scheduleSaid(message) ?? req.slots.weeklyHours ?? fullTimeSaid(message);
  const divisor = divisorFor(ccnl, hours);
  if (divisor === undefined) return undefined;
  const monthly = cents(hourly * divisor);
  const fact = ccnl.hourly_divisor;
  const schedule = hours === undefined ? '' : ` con ${hours} ore settimanali`;
  const answer = `Con ${euro(hourly)} lordi l'ora${schedule}, nel ${ccnl.short_name} il lordo mensile è ${bold(euro(monthly))} (${euro(hourly)} × ${divisor}, il divisore orario convenzionale del contratto).`;
  return compose({
    answer,
    steps: table(
      [
        [`Divisore orario${schedule}`, String(divisor)],
        [`Lordo mensile (${euro(hourly)} × ${divisor})`, euro(monthly)],
      ],
      ['Passaggio', 'Importo'],
    ),
    assumptions: [
      `Il divisore è quello con cui il contratto ricava la paga oraria dalla mensile${fact.text ? ` (${fact.text.replace(/\.$/, '')})` : ''}; non si contano le settimane del mese.`,
    ],
    citations: citeSources(ccnl, answer, fact.article ?? null, fact.sources),
    related: [],
  });
}

/** "full time 40 ore", "tempo pieno di 40 ore": the weekly hours of a full-time schedule said. */
function fullTimeSaid(message: string): number | undefined {
  const found = /\b(?:full.?time|tempo pieno)\s*(?:a |di |da )?(\d{2})\s*ore\b/.exec(readable(message))?.[1];
  return found ? Number(found) : undefined;
}
