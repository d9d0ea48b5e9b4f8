import { passagesText } from '../kb/documents.js';
import { decimal, euro, figureValue, percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import { PART_TIME_EXTRA } from '../reader/asked-topic.js';
import { ASKS_CONSOLIDATION } from '../reader/consolidation-asked.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import { consolidationAnswer } from './consolidation.js';
import type { AgentContext } from './context.js';
import { saidOfFullTime } from './full-time-figure.js';
import { withoutFigureSentences } from './gap-context.js';
import { payBase } from './pay-base.js';
import { supplementaryLimit } from './supplementary-limit.js';
import {
  hoursText,
  perHourAsked,
  statedHourly,
  surchargedValue,
  tierAssumption,
  tierOf,
} from './supplementary-value.js';
import { withTimesheetSupplementary } from './timesheet-supplementary.js';

// A payslip's supplementary line: "Lavoro supplementare magg. 10%   10,00   8,11   89,21" (percent, hours, base, amount).
const PAID_LINE =
  /supplementar\w*[^\n%]{0,20}?(\d{1,2}(?:,\d{1,2})?)\s*%\s+(\d{1,3}(?:,\d{1,2})?)\s+\d{1,3},\d{2,4}\s+(\d{1,4}(?:\.\d{3})*,\d{2})\b/i;
// "Lavoro supplementare 8,00 ore x 9,50 magg. 15% = 87,40" (hours, base, percent, amount).
const PAID_LINE_HOURS_FIRST =
  /supplementar\w*\s+(\d{1,3}(?:,\d{1,2})?)\s*ore\s*x\s*\d{1,3},\d{2,4}[^\n%]{0,15}?(\d{1,2}(?:,\d{1,2})?)\s*%\s*=\s*(\d{1,4}(?:\.\d{3})*,\d{2})\b/i;
const ASKS_RIGHT =
  /\b(?:e|sia|era|sono|siano|erano) (?:\w+ )?(?:corrett|giust|regolar)\w*|\bva bene\b|\bin regola\b/;
// "si pagano normali senza maggiorazione", "come ore ordinarie": a claim that the hours carry no surcharge.
const NO_SURCHARGE_CLAIMED =
  /\bsenza (?:nessuna |alcuna )?maggiorazion|\b(?:pagat\w*|pagan\w*|pagar\w*) (?:\w+ ){0,2}?(?:normal\w*|come (?:le )?(?:ore )?ordinari\w*)\b|\bnon (?:hanno|ha|c'e|spetta) (?:nessuna |alcuna )?maggiorazion/;
const CLAIM_ASKED = /\be vero\b|\bha ragione\b|\bhanno ragione\b|\bgiusto\b|\bcorrett\w*|\bconfermi\b/;

const ON_TABLE_MINIMUM =
  /\b(?:sul|dal|col|con il|in base al) minim\w* (?:tabellar\w*|contrattual\w*|del (?:ccnl|contratto|\d|livello))/;

/** The supplementary hours an uploaded payslip pays, at the surcharge it applies. */
function paidSupplementary(ctx: AgentContext) {
  for (const document of ctx.documents) {
    const text = passagesText(document);
    const m = PAID_LINE.exec(text);
    if (m)
      return {
        percent: Number((m[1] ?? '').replace(',', '.')),
        hours: Number((m[2] ?? '').replace(',', '.')),
        amount: figureValue(m[3] ?? ''),
      };
    const h = PAID_LINE_HOURS_FIRST.exec(text);
    if (h)
      return {
        percent: Number((h[2] ?? '').replace(',', '.')),
        hours: Number((h[1] ?? '').replace(',', '.')),
        amount: figureValue(h[3] ?? ''),
      };
  }
  return undefined;
}

/** The surcharge the question doubts ("con la maggiorazione del 10%. È corretta?"), else the payslip's when doubted. */
function doubtedPercent(message: string, paid: number | undefined): number | undefined {
  const text = readable(message);
  if (!ASKS_RIGHT.test(text)) return undefined;
  const said = /(\d{1,2}(?:,\d{1,2})?)\s*(?:%|per ?cento)/.exec(text);
  return said ? Number((said[1] ?? '').replace(',', '.')) : paid;
}

/**
 * "quanto le spetta lordo per queste 10 ore di lavoro supplementare, maggiorazione compresa?": read as a gross, the
 * question asks the value of the supplementary hours told, not the month's pay ("per ciascuna ora supplementare").
 */
export function extraHoursValued(req: TypedRequest, text: string): boolean {
  return (
    // ("Calcolate la quota oraria sul minimo col divisore": the hour's base told, the hours' value still asked.)
    (req.intent === 'gross_to_net' || req.intent === 'hourly_rate') &&
    (req.slots.extraHours ?? supplementaryHoursTold(text)) !== undefined &&
    /\bsupplementar/.test(text) &&
    /\bper (?:queste|quelle|le|tali) (?:\d+ )?ore\b|\bmaggiorazion|\b(?:ciascun\w*|ogni|ogni singola|un) (?:delle )?(?:or[ae]|'ora) supplementar/.test(
      text,
    )
  );
}

// "se mi fanno restare un'ora in più oltre le mie 8": one hour, not the day's 8.
const ONE_MORE = /\b(?:un'? ?|una sola )ora (?:in piu|di piu|extra)\b/;
// "ha fatto 4 ore di lavoro supplementare", "6 ore supplementari": the hours told in the question.
const HOURS_TOLD = /\b(\d{1,2}(?:,\d{1,2})?) ore (?:di )?(?:lavoro )?supplementar/;
const supplementaryHoursTold = (text: string): number | undefined => {
  const told = HOURS_TOLD.exec(text)?.[1];
  return told === undefined ? undefined : Number(told.replace(',', '.'));
};

/** The question asks what supplementary hours of a part-time are paid. */
export const ASKS_SUPPLEMENTARY = new RegExp(`${PART_TIME_EXTRA.source}|${ASKS_CONSOLIDATION.source}`);

/**
 * Supplementary hours of a part-time: the agreement's surcharge opens the answer, then the hour's value
 * when the level (or the pay) is known; an agreement without the rate in the knowledge base says so first.
 */
export function supplementaryAnswer(ctx: AgentContext, asked: TypedRequest, ccnl: Ccnl): AgentAnswer {
  // An uploaded timesheet's supplementary hours are the hours valued (timesheet-supplementary.ts).
  const req = withTimesheetSupplementary(ctx, asked);
  // "consolidarle nell'orario, in che misura minima?": the consolidation clause, not the surcharge.
  const consolidation = consolidationAnswer(ctx.message, ccnl);
  if (consolidation) return consolidation;
  const rules = ccnl.part_time;
  const rates = rules.supplementary_rates ?? [];
  const related = [
    `Qual è l'orario minimo del part-time nel ${ccnl.short_name}?`,
    `Quanto vale un'ora di straordinario nel ${ccnl.short_name}?`,
    `Qual è la paga oraria del 4° livello nel ${ccnl.short_name}?`,
  ];
  const citations = citeSources(
    ccnl,
    `Part-time del ${ccnl.short_name}: ${rules.text ?? ''}`,
    rules.article ?? null,
    rules.sources,
  );
  if (!rates.length) {
    // Only the rule's sentences with no percentage or amount: the gap is the figure asked (gap-context.ts).
    const context = rules.text ? withoutFigureSentences(rules.text) : '';
    return compose({
      answer: `Nel ${ccnl.short_name} ${bold('la maggiorazione delle ore supplementari non è nella base di conoscenza')}${rules.gap ? ` (${rules.gap.replace(/\.$/, '')})` : ''}.`,
      steps: context ? [`Cosa dice la base di conoscenza sul part-time: ${context}`] : [],
      citations: context ? citations : [],
      related,
    });
  }
  const list = rates.map((r) => `${percent(r.percent)}${r.condition ? ` (${r.condition})` : ''}`);
  const first = rates[0] as (typeof rates)[number];
  // An hour's pay is the full-time one: the part-time share of the month is not its base.
  // "calcolata sul minimo tabellare del 4° livello": the level's full-time minimum, not the part-time pay told;
  // else a part-timer's month told is brought to full time.
  // ("16 ore a settimana" with no percentage: the share of the agreement's full-time week.)
  const { partTimePercent: said, ...fullSlots } = req.slots;
  const week = ccnl.weekly_hours.value;
  const share =
    said ??
    (req.slots.weeklyHours !== undefined && week && req.slots.weeklyHours < week
      ? (req.slots.weeklyHours / week) * 100
      : undefined);
  const onMinimum = req.slots.level !== undefined && ON_TABLE_MINIMUM.test(readable(ctx.message));
  // ("il tempo pieno del suo livello è 1.780 €": a month said of the full time is already the hour's base.)
  const turns = [ctx.message, ...(ctx.history ?? [])].map(readable);
  // ("1.818,75 full time" with no word for a month is a month all the same: pay-base.ts takes it as one.)
  const ofFullTime = (a: { kind: string; value: number; perHour?: boolean }) =>
    (a.kind === 'monthly_gross' || (a.kind === 'other' && !a.perHour && a.value >= 100)) &&
    turns.some((t) => saidOfFullTime(t, a.value));
  const amounts = fullSlots.amounts.flatMap((a) =>
    a.kind !== 'monthly_gross'
      ? [a]
      : onMinimum
        ? []
        : share && !ofFullTime(a)
          ? [{ ...a, value: cents(a.value / (share / 100)) }]
          : [a],
  );
  // (Nor is it proportioned to the part-time hours as a month's pay would be: pay-base.ts.)
  if (!onMinimum && fullSlots.amounts.some(ofFullTime)) delete fullSlots.weeklyHours;
  const told = payBase(ctx, {
    ...req,
    intent: 'part_time',
    slots: {
      ...fullSlots,
      amounts,
      // (The table minimum is without seniority increments.)
      ...(onMinimum ? { seniorityIncrements: undefined } : {}),
    },
  });
  // A month told that, at full time, is below the level's minimum: the hour due is the minimum's, never less.
  const stated = amounts.some((a) => a.kind === 'monthly_gross');
  const minimum =
    stated && req.slots.level !== undefined
      ? payBase(ctx, {
          ...req,
          intent: 'part_time',
          slots: { ...fullSlots, amounts: amounts.filter((a) => a.kind !== 'monthly_gross') },
        })
      : undefined;
  const below = told && minimum && minimum.monthly > told.monthly + 0.005 ? minimum : undefined;
  const base = below ?? told;
  const divisor = ccnl.hourly_divisor.value;
  const hours = req.slots.amounts.filter((a) => a.kind === 'hours').map((a) => a.value);
  // "fa 20 ore e 3 ore in più": the smaller figure is the extra hours, the larger the schedule.
  // The reader's count of the hours beyond the agreed week ("le 4 in più") comes first.
  const paid = paidSupplementary(ctx);
  const extra =
    req.slots.extraHours ??
    paid?.hours ??
    supplementaryHoursTold(readable(ctx.message)) ??
    (hours.length > 1
      ? Math.min(...hours)
      : ONE_MORE.test(readable(ctx.message))
        ? 1
        : /\bor[ae] in piu|supplementari (?:fatte|svolte)/.test(readable(ctx.message))
          ? hours[0]
          : undefined);
  const steps: string[] = [];
  let value = '';
  // The hourly pay the user (or the payslip) states: hours × pay × (1 + surcharge) opens the answer.
  const hourly = statedHourly(ctx, req);
  const tier = tierOf(rates, ctx.message) ?? first;
  const valued = hourly && extra ? surchargedValue(extra, hourly.value, tier.percent) : undefined;
  if (hourly && valued && extra) {
    steps.push(valued.step);
    if (paid && paid.hours === extra && paid.amount < valued.total)
      steps.push(
        `Differenza rispetto alla busta: ${euro(valued.total)} − ${euro(paid.amount)} = ${euro(cents(valued.total - paid.amount))}.`,
      );
  } else if (hourly) {
    const hour = cents(hourly.value * (1 + tier.percent / 100));
    value = `: con una paga oraria di ${euro(hourly.value)} un'ora supplementare vale ${bold(euro(hour))}`;
    steps.push(`Ora supplementare: ${euro(hourly.value)} × (1 + ${percent(tier.percent)}) = ${euro(hour)}.`);
  } else if (base && divisor) {
    const hourly = base.monthly / divisor;
    // The tier the question names ("oltre i limiti"), else the agreement's first.
    const hour = hourly * (1 + tier.percent / 100);
    const tierSaid = tier !== first ? `, qui il ${percent(tier.percent)}` : '';
    value = `${tierSaid}: con ${base.label} un'ora supplementare vale ${bold(euro(cents(hour)))}${extra ? `, ${decimal(extra)} ore ${bold(euro(cents(hour * extra)))}` : ''}`;
    if (below && told)
      steps.push(
        `Il lordo indicato, riportato al tempo pieno (${euro(cents(told.monthly))}), è sotto il minimo del ${ccnl.short_name} (${euro(cents(below.monthly))}): l'ora si paga almeno sul minimo.`,
      );
    steps.push(
      `Paga oraria: ${euro(cents(base.monthly))} ÷ ${divisor} (divisore orario) = ${euro(cents(hourly))}.`,
      `Ora supplementare: ${euro(cents(hourly))} × (1 + ${percent(tier.percent)}) = ${euro(cents(hour))}.`,
    );
  }
  // A surcharge doubted ("pagato con la maggiorazione del 10%: è corretta?"): Sì or No first, the paid line beside.
  const doubted = doubtedPercent(ctx.message, paid?.percent);
  const plainClaimed =
    doubted === undefined &&
    NO_SURCHARGE_CLAIMED.test(readable(ctx.message)) &&
    CLAIM_ASKED.test(readable(ctx.message)) &&
    first.percent > 0;
  const verdict = plainClaimed
    ? '**No**, hanno una maggiorazione: '
    : doubted === undefined
      ? ''
      : `${(valued ? tier.percent === doubted : rates.some((r) => r.percent === doubted)) ? '**Sì**' : `**No**, non del ${percent(doubted)}`}: `;
  const inPayslip =
    paid && extra === paid.hours ? ` (in busta ${euro(paid.amount)} al ${percent(paid.percent)})` : '';
  const rule = `${ccnl.short_name} le ore supplementari del part-time si pagano con una maggiorazione del ${bold(list.join(', '))}`;
  const answer =
    valued && hourly && extra
      ? `${verdict}${verdict ? 'p' : 'P'}er ${hoursText(extra)} supplementari a ${euro(hourly.value)} l'ora ${verdict && paid ? 'spettavano' : 'spettano'} ${bold(euro(valued.total))} lordi${perHourAsked(ctx.message, hourly.value, tier.percent)}${inPayslip}: nel ${rule}${rates.length > 1 ? `, qui il ${percent(tier.percent)}` : ''}.`
      : `${verdict}${verdict ? 'n' : 'N'}el ${rule}${value}${inPayslip}.`;
  // "quante ore supplementari può fare?": the agreement's cap first (supplementary-limit.ts).
  const limit = supplementaryLimit(ccnl, ctx.message, req.slots.weeklyHours);
  return compose({
    answer: limit ? `${limit} ${answer}` : answer,
    steps: [...steps, ...(rules.text ? ['', rules.text] : [])],
    assumptions: [
      ...(base && !hourly ? base.assumptions.filter((a) => !a.includes('mensilità')) : []),
      ...(valued ? tierAssumption(rates, tier) : []),
    ],
    citations: [...((!hourly && base?.citations) || []), ...citations],
    related,
  });
}
