import { euro, percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents, extraHourValue } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { domesticHourlyPay } from './pay-base.js';
import { workedParts } from './worked.js';

type Rate = NonNullable<Ccnl['rates']['rates']>[number];

/**
 * The overtime surcharge the user states ("lo straordinario è maggiorato del 25%", "il provinciale dice +25%",
 * "me lo pagano al 30%") where the knowledge base has no weekday overtime rate for the agreement (the Operai
 * agricoli's rates are set by the provincial agreements and were not read): the hour is valued at the user's
 * percentage, said as theirs, instead of stopping at the gap. An agreement whose own rate is held keeps it
 * (hours.ts: a percentage the user believes is checked against the agreement's, not taken).
 */
const FIGURE = String.raw`(\d{1,3}(?:,\d{1,2})?)\s?(?:%|per ?cento)`;
const STATED = [
  new RegExp(String.raw`\+\s?${FIGURE}`),
  new RegExp(String.raw`\bmaggiorat\w*\s+(?:del|al|di|a)\s+${FIGURE}`),
  new RegExp(String.raw`\bmaggiorazione\s+(?:e\s+|e'\s+|è\s+)?(?:del|di|al)\s+${FIGURE}`),
  new RegExp(
    String.raw`\bstraordinari\w*\s+(?:(?:e|e'|è|viene|vengono|sono|va|vanno)\s+)?(?:pagat\w+\s+|maggiorat\w+\s+)?(?:al|del|a)\s+${FIGURE}`,
  ),
  new RegExp(String.raw`\b${FIGURE}\s+in piu\b`),
];

/** The surcharge the message states for overtime, in percent; undefined when none is stated. */
export function statedOvertimePercent(message: string): number | undefined {
  const text = readable(message);
  if (!/\bstraordinar/.test(text)) return undefined;
  for (const pattern of STATED) {
    const value = Number(pattern.exec(text)?.[1]?.replace(',', '.'));
    if (value > 0 && value <= 200) return value;
  }
  return undefined;
}

/**
 * A rate the user says is the provincial, company or local agreement's ("il provinciale dice +30%", "da noi è
 * +30%"): those agreements may set their own (the Operai agricoli's are provincial), so it is taken, said as theirs.
 */
const LOCAL_RATE = /\bprovincial\w*|\bintegrativ\w*|\baziendal\w*|\bterritorial\w*|\bda noi\b/;

/**
 * The rates to value weekday overtime with: the user's stated surcharge when the agreement's data has no weekday
 * overtime rate, or the user gives the local agreement's, and the weekday overtime is asked; the agreement's
 * rates otherwise.
 */
function withStatedOvertimeRate(rates: readonly Rate[], asked: string, message: string): Rate[] {
  if (asked !== 'straordinario') return [...rates];
  if (rates.some((r) => r.kind === 'straordinario') && !LOCAL_RATE.test(readable(message))) return [...rates];
  const stated = statedOvertimePercent(message);
  if (stated === undefined) return [...rates];
  return [{ kind: 'straordinario', percent: stated }];
}

/** The assumptions under the hour valued, led by the note that the surcharge is the user's when it is. */
function withStatedNote(
  held: readonly Rate[],
  rate: Rate,
  agreement: string,
  assumptions: string[],
): string[] {
  if (rate.kind !== 'straordinario') return assumptions;
  const own = held.find((r) => r.kind === 'straordinario');
  if (own?.percent === rate.percent) return assumptions;
  if (own)
    return [
      `La maggiorazione del ${percent(rate.percent)} è quella che indichi dal contratto provinciale o aziendale; quella del ${agreement} nella base di conoscenza è del ${percent(own.percent)}.`,
      ...assumptions,
    ];
  return [
    `La maggiorazione del ${percent(rate.percent)} è quella che indichi (per esempio dal contratto provinciale): la base di conoscenza non ha la maggiorazione dello straordinario del ${agreement}.`,
    ...assumptions,
  ];
}

/**
 * No agreement identified, but the hourly pay, the surcharge and the hours all told ("mi pagano 9,80 l'ora, lo
 * straordinario è maggiorato del 25%, 8 ore: quanto mi spetta?"): the hour and the total from those figures alone.
 */
function statedOvertimeWithoutAgreement(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const rate = statedOvertimePercent(ctx.message);
  const hourly = domesticHourlyPay(req);
  if (
    rate === undefined ||
    hourly === undefined ||
    (req.slots.overtimeKind ?? 'straordinario') !== 'straordinario'
  )
    return undefined;
  const hours = req.slots.extraHours;
  const worked = extraHourValue({
    kind: 'straordinario',
    percent: rate,
    hourly,
    ...(hours ? { hours } : {}),
  });
  const parts = workedParts(worked);
  const total = worked.result.total;
  return compose({
    answer: `Con una paga oraria di ${euro(hourly)} e la maggiorazione del ${percent(rate)} che indichi, un'ora di straordinario vale ${bold(euro(cents(worked.result.value)))}${hours && total !== null ? `; ${String(hours).replace('.', ',')} ore valgono ${bold(euro(cents(total)))}` : ''}.`,
    steps: parts.steps,
    assumptions: [
      `La maggiorazione del ${percent(rate)} è quella che indichi: verifica che sia quella del contratto collettivo applicato (indicato in busta paga).`,
      ...parts.assumptions,
    ],
    citations: [],
    related: [],
  });
}

/** The user's stated overtime surcharge, for hours.ts: the rates to use, the notes under the hour, no agreement. */
export const statedOvertime = {
  rates: withStatedOvertimeRate,
  notes: withStatedNote,
  alone: statedOvertimeWithoutAgreement,
};
