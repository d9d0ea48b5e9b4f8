import { passagesText } from '../kb/documents.js';
import { decimal, euro, italianDate, percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import type { Cell } from './compare-cells.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

type Rate = NonNullable<Ccnl['part_time']['supplementary_rates']>[number];

// A payslip's hourly pay: "Paga oraria: 10,20", "Retribuzione oraria: 9,50", "Quota oraria: 10,83".
const DOCUMENT_HOURLY = /(?:paga|retribuzione|quota) oraria\s*:?\s*(?:€\s*)?(\d{1,3}(?:,\d{1,4})?)\b/i;
// "oltre i limiti contrattuali", "oltre il limite": the higher tier of an agreement that has one.
const BEYOND_LIMITS = /\boltre (?:i |il )?limit/;

// "part-time 24 ore", "24 ore settimanali": the weekly schedule.
const WEEKLY_SCHEDULE =
  /(?:part.?time|tempo parziale)\s*(?:orizzontale |verticale |misto )?(?:di |a |da )?(\d{1,2})\s*ore|(\d{1,2})\s*ore (?:settimanali|a settimana|\/sett)/;

/** "dell'1,5%", "dell'8%", "del 35%": the article as the figure is read aloud, the figure in bold. */
const ofPercent = (value: number) =>
  `${/^(?:1|11|8\d*)(?:\D|$)/.test(String(value).replace('.', ',')) ? "dell'" : 'del '}${bold(percent(value))}`;

/** "12 ore", "7,5 ore". */
export const hoursText = (hours: number) =>
  `${hours.toLocaleString('it-IT', { maximumFractionDigits: 2 })} ${hours === 1 ? 'ora' : 'ore'}`;

/** The ordinary hourly pay the user states ("paga oraria 10,50 €"), else the one an uploaded payslip states. */
export function statedHourly(
  ctx: AgentContext,
  req: TypedRequest,
): { value: number; fromDocument: boolean } | undefined {
  const given = req.slots.amounts.find((a) => a.perHour && a.value > 0 && a.value < 100)?.value;
  if (given !== undefined) return { value: given, fromDocument: false };
  for (const document of ctx.documents) {
    const text = passagesText(document);
    const m = DOCUMENT_HOURLY.exec(text);
    const value = m ? Number((m[1] ?? '').replace(',', '.')) : 0;
    if (value > 0 && value < 100) return { value, fromDocument: true };
  }
  return undefined;
}

/** The surcharge that applies: the agreement's first (within its limits) unless the question says beyond them. */
export function tierOf(rates: readonly Rate[], message: string): Rate | undefined {
  const beyond = BEYOND_LIMITS.test(readable(message))
    ? rates.find((r) => /\boltre\b/.test(r.condition ?? ''))
    : undefined;
  return beyond ?? rates[0];
}

/** With tiers, the one the value used, and the others with their conditions, as an assumption. */
export function tierAssumption(rates: readonly Rate[], tier: Rate): string[] {
  const others = rates.filter((r) => r !== tier);
  if (!others.length) return [];
  const said = others.map((r) => `${percent(r.percent)}${r.condition ? ` ${r.condition}` : ''}`).join('; ');
  return [
    `Tutte le ore calcolate con il ${percent(tier.percent)}${tier.condition ? ` (${tier.condition})` : ''}; altrimenti ${said}.`,
  ];
}

/** Hours × hourly pay × (1 + surcharge), rounded to the cent, with the step that shows it. */
export function surchargedValue(hours: number, hourly: number, surcharge: number) {
  const total = cents(hours * hourly * (1 + surcharge / 100));
  const factor = decimal(1 + surcharge / 100);
  return {
    total,
    step: `${hoursText(hours)} × ${euro(hourly)} × ${factor} (paga oraria più ${percent(surcharge)}) = ${euro(total)}.`,
  };
}

// "quanto per ogni ora supplementare e quanto in tutto?": the hour's value asked beside the total.
const HOUR_ASKED =
  /\b(?:per |a )?(?:ogni|ciascun\w*|singol\w*) or[ae]\b|\b(?:un'?|l'?)ora (?:di )?supplementare\b|\bquanto (?:vale|valgono|mi (?:da|danno|pagano)) (?:per )?(?:un'?|l'?)ora\b/;

/** ", cioè 10,38 € per ogni ora" when the question asks the hour's value beside the total; empty otherwise. */
export function perHourAsked(message: string, hourly: number, surcharge: number): string {
  if (!HOUR_ASKED.test(readable(message))) return '';
  return `, cioè ${bold(euro(cents(hourly * (1 + surcharge / 100))))} per ogni ora`;
}

/** A compared agreement's supplementary cell as a value, when the question gives the hours and the hourly pay. */
export function valuedSupplementaryCell(
  ccnl: Ccnl,
  cell: Cell,
  ctx: AgentContext,
  req: TypedRequest | undefined,
): Cell {
  const hours = req?.slots.extraHours;
  const hourly = req ? statedHourly(ctx, req) : undefined;
  const rate = tierOf(ccnl.part_time.supplementary_rates ?? [], ctx.message);
  if (!cell.figure || !hours || !hourly || !rate) return cell;
  const { total } = surchargedValue(hours, hourly.value, rate.percent);
  return {
    ...cell,
    figure: `${euro(total)} (${hoursText(hours)} × ${euro(hourly.value)} × ${decimal(1 + rate.percent / 100)}, maggiorazione ${percent(rate.percent)})`,
    value: total,
  };
}

/**
 * Hours under an elastic clause: the surcharge (with its value when the hours and the hourly pay are given)
 * and the yearly allowance instead, the amount in force at the date asked only.
 */
export function elasticAnswer(ctx: AgentContext, req: TypedRequest, ccnl: Ccnl): AgentAnswer | undefined {
  const elastic = ccnl.part_time.elastic;
  if (!elastic) return undefined;
  const date = req.slots.date ?? ctx.today;
  // "part-time 20 ore, 30 ore in clausola elastica": the week's hours are the schedule, not the hours valued.
  const week = WEEKLY_SCHEDULE.exec(readable(ctx.message));
  const schedule = Number(week?.[1] ?? week?.[2] ?? Number.NaN);
  const counted = req.slots.amounts.filter((a) => a.kind === 'hours' && a.value > 0 && a.value !== schedule);
  const hours = counted[0]?.value;
  const hourly = statedHourly(ctx, req);
  const steps: string[] = [];
  let value = '';
  if (hours && hourly) {
    const total = cents((hours * hourly.value * elastic.percent) / 100);
    value = `: per ${hoursText(hours)} a ${euro(hourly.value)} l'ora la maggiorazione vale ${bold(euro(total))}`;
    steps.push(
      `Maggiorazione oraria: ${euro(hourly.value)} × ${percent(elastic.percent)} = ${((hourly.value * elastic.percent) / 100).toLocaleString('it-IT', { maximumFractionDigits: 4 })} €.`,
      `${hoursText(hours)} × ${euro(hourly.value)} × ${percent(elastic.percent)} = ${euro(total)}.`,
    );
  }
  const allowance = elastic.annual_allowance;
  const inForce = allowance !== undefined && (!elastic.allowance_from || elastic.allowance_from <= date);
  // "e per il 2024 quant'era l'indennità?": an earlier year's own allowance, in the past tense.
  const earlier = elastic.earlier_allowances?.find((a) => a.year === Number(date.slice(0, 4)));
  const instead = earlier
    ? `; in alternativa, per il ${earlier.year}, l'indennità annua era di ${bold(euro(earlier.amount))}${allowance !== undefined && elastic.allowance_from ? ` (${euro(allowance)} dal ${italianDate(elastic.allowance_from)})` : ''}`
    : inForce
      ? `; in alternativa spetta un'indennità annua di ${bold(euro(allowance))}${elastic.allowance_from ? ` (in vigore dal ${italianDate(elastic.allowance_from)})` : ''}`
      : '';
  const rules = ccnl.part_time;
  return compose({
    answer: `Nel ${ccnl.short_name} le ore in clausola elastica hanno una maggiorazione ${ofPercent(elastic.percent)}${value}${instead}.`,
    steps,
    citations: citeSources(
      ccnl,
      `Part-time del ${ccnl.short_name}: ${rules.text ?? ''}`,
      rules.article ?? null,
      rules.sources,
    ),
    related: [
      `Come si pagano le ore supplementari nel ${ccnl.short_name}?`,
      `Qual è l'orario minimo del part-time nel ${ccnl.short_name}?`,
    ],
  });
}
