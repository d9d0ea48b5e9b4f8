import { decimal, euro, percent } from '../kb/format.js';
import { hasPayTables, noTablesSentence, withoutTablesQuestions } from '../kb/pay-gap.js';
import type { Ccnl } from '../kb/schema.js';
import { cents, dailyRate, extraHourValue, hourlyRate, PayrollInputError } from '../payroll/index.js';
import { kindAskedFirst } from '../reader/asked-kinds.js';
import { withoutDeniedNight } from '../reader/denied-night.js';
import { scheduledHours } from '../reader/extra-hours.js';
import { withoutMovedHoliday } from '../reader/follow-up.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { allowanceAmountGap } from './allowance-amount-gap.js';
import { allowanceAnswer } from './allowance-asked.js';
import { type AgentAnswer, type Citation, citeRates, citeSources } from './answer.js';
import { matchingRates, ratesOfCombinedKind, sundayCaseKept } from './combined-kind.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { dailyDivisorOf } from './daily-divisor.js';
import { derivedBaseGap, excludedParameterBase } from './derived-base-gap.js';
import { documentHourlyUnlessStated } from './document-hourly.js';
import { extraClause, extraTotalLead, roundedHourTotal } from './extra-asked.js';
import { hourlyTableAnswer } from './hourly-table.js';
import { levelHourly } from './level-hourly.js';
import { mainAgent } from './main-agent.js';
import { nightBand } from './night-band.js';
import { bandAsked } from './overtime-bands.js';
import { KIND_LABEL, otherRates, overtimeGap, overtimeRateUnread, sundayLabel } from './overtime-kinds.js';
import { overtimeLimitAnswer, withLimitBeside } from './overtime-limits.js';
import { acrossMidnightLead, nightByClock } from './overtime-midnight.js';
import { pairedRateOpening } from './overtime-pair.js';
import { partTimerFigure } from './part-timer-pay.js';
import { agreementOf, domesticHourlyPay, type PayBase, payBase } from './pay-base.js';
import { paidOvertimeVerdict } from './payslip-overtime.js';
import { asksProvincialPay, givenPay, provincialPayAnswer } from './provincial-pay.js';
import { withWrittenAlternatives } from './rate-alternatives.js';
import { overtimeBase, rateLabel } from './rate-base.js';
import { ratesForCondition } from './rate-condition.js';
import { divisorForHours, scheduleSaid } from './schedule-said.js';
import { cannotIdentifyAgreement } from './shared/no-agreement.js';
import { statedOvertime } from './stated-overtime-rate.js';
import { withRateNotes } from './surcharge-overlap.js';
import { tieredOvertime } from './tiered-overtime.js';
import type { Line } from './topic-line.js';
import { withDivisorReason } from './why-divisor.js';
import { workedParts } from './worked.js';

function related(ccnl: Ccnl): string[] {
  return [
    `Qual è la paga oraria del 4° livello nel ${ccnl.short_name}?`,
    `Quante ore settimanali prevede il ${ccnl.short_name}?`,
    `Quali sono i minimi retributivi per livello nel ${ccnl.short_name}?`,
  ];
}

function divisorOf(ccnl: Ccnl, message = '', weeklyHours?: number) {
  const d = ccnl.hourly_divisor;
  // A divisor the user states ("con divisore 173") is the one used.
  // Not when the agreement's own divisor is asked against it ("il cedolino usa divisore 184: quale paga oraria dal
  // divisore previsto dal CCNL?"): then the stated one is the payslip's, to be checked.
  const agreementsAsked =
    /\bdivisore (?:orario )?(?:previsto|del ccnl|del contratto|contrattuale|giusto|corretto|di legge)\b/i.test(
      message,
    );
  const given = agreementsAsked
    ? undefined
    : /divisore\s*(?:orario\s*)?(?:di\s*|pari a\s*)?(\d{3})\b/i.exec(message)?.[1];
  const forHours = divisorForHours(d.text ?? '', scheduleSaid(message) ?? weeklyHours);
  return {
    value: given ? Number(given) : (forHours ?? d.value),
    gap: d.gap,
    citations: citeSources(
      ccnl,
      `Divisore orario del ${ccnl.short_name}: ${d.text ?? d.value}`,
      d.article ?? null,
      d.sources,
      1,
    ),
  };
}

/** "2 ore", "1 ora", "1,5 ore": a count of hours as people write it. */
const hoursLabel = (hours: number) =>
  `${Number.isInteger(hours) ? String(hours) : decimal(hours)} ${hours === 1 ? 'ora' : 'ore'}`;

/**
 * The monthly pay an hour or a day is read from. A part-timer's hour is a full-timer's hour (D.Lgs. 81/2015,
 * art. 7: the pay is scaled by the hours worked, not per hour): a level's minimum is taken whole, and the
 * assumptions say so.
 */
function pay(ctx: AgentContext, req: TypedRequest): PayBase | undefined {
  const part = req.slots.partTimePercent;
  if (part === undefined) return partTimerFigure(ctx, req, payBase(ctx, req));
  const whole = payBase(ctx, { ...req, slots: { ...req.slots, partTimePercent: undefined } });
  const scaled = payBase(ctx, req);
  if (!whole || !scaled || scaled.monthly === whole.monthly) return scaled;
  return {
    ...whole,
    assumptions: [
      ...whole.assumptions,
      `Part-time al ${percent(part)}: la paga oraria è quella del tempo pieno, perché il part-time riduce le ore pagate, non il valore di ciascuna (D.Lgs. 81/2015, art. 7).`,
    ],
  };
}

/** An hourly or daily figure asked of an agreement without pay tables: the gap, and what would compute it. */
function noTablesHours(ccnl: Ccnl, what: string, hasDivisor: boolean): AgentAnswer {
  const needs = hasDivisor
    ? 'da un lordo mensile che mi indichi'
    : `da un lordo mensile e da un divisore che mi indichi (il divisore del ${ccnl.short_name} non è nella base di conoscenza)`;
  return compose({
    answer: `${noTablesSentence(ccnl, bold)} Posso comunque calcolare ${what} ${needs}.`,
    citations: [],
    related: withoutTablesQuestions(ccnl),
  });
}

/**
 * A pay over one of the agreement's divisors (hourly or daily): the rule when no pay is known, else the figure
 * with its steps.
 */
function perDivisor(
  ccnl: Ccnl,
  base: PayBase | undefined,
  citations: Citation[],
  asked: {
    what: string;
    divisor: string;
    note: string;
    gap?: Line;
    worked: (monthly: number) => { value: number; parts: ReturnType<typeof workedParts> };
  },
): AgentAnswer {
  // A level told whose minimum is only derived: the minimum's gap opens, the rule follows (derived-base-gap.ts).
  if (!base && asked.gap)
    return compose({
      answer: `${asked.gap.text} Nel ${ccnl.short_name} ${asked.what} è ${bold(`la retribuzione mensile divisa per ${asked.divisor}`)}${asked.note}.`,
      citations: [...asked.gap.citations, ...citations],
      related: related(ccnl),
    });
  if (!base)
    return compose({
      answer: `Nel ${ccnl.short_name} ${asked.what} è ${bold(`la retribuzione mensile divisa per ${asked.divisor}`)}${asked.note}; indica il livello per l'importo.`,
      citations,
      related: related(ccnl),
      showAction: true,
      calcolaField: 'livello',
    });
  const { value, parts } = asked.worked(base.monthly);
  return compose({
    answer: `Con ${base.label}, ${asked.what} è di ${bold(euro(cents(value)))} (${euro(cents(base.monthly))} ÷ ${asked.divisor}).`,
    steps: parts.steps,
    assumptions: [...base.assumptions.filter((a) => !a.includes('mensilità')), ...parts.assumptions],
    citations: [...base.citations, ...citations],
    related: related(ccnl),
  });
}

/** The hourly rate: the monthly pay (a level's minimum or a figure given) over the agreement's divisor. */
export function hourlyAnswer(ctx: AgentContext, req: TypedRequest): AgentAnswer {
  const ccnl = agreementOf(ctx, req);
  if (!ccnl) return cannotIdentifyAgreement(ctx, 'per la paga oraria');
  // The Operai agricoli's hour is the provincial wage (provincial-pay.ts), unless the user gives the pay.
  if (asksProvincialPay(ccnl, ctx.message) && !givenPay(req))
    return provincialPayAnswer(ccnl, ctx.message, ctx.history, req.slots.date ?? ctx.today);
  const fromTable = hourlyTableAnswer(ctx, req, ccnl, related(ccnl));
  if (fromTable) return fromTable;
  const divisor = divisorOf(ccnl, ctx.message, req.slots.weeklyHours);
  const base = excludedParameterBase(ctx, req, ccnl) ? undefined : pay(ctx, req);
  if (!base && !hasPayTables(ccnl)) return noTablesHours(ccnl, 'la paga oraria', divisor.value !== null);
  if (divisor.value === null)
    return compose({
      answer: `Il divisore orario del ${ccnl.short_name} ${bold('non è disponibile nella base di conoscenza')}${divisor.gap ? ` (${divisor.gap.replace(/\.$/, '')})` : ''}, quindi non posso calcolare la paga oraria.`,
      citations: [],
      related: related(ccnl),
    });
  const by = divisor.value;
  const reasoned = (answer: AgentAnswer) => withDivisorReason(ctx.message, ccnl, answer);
  return reasoned(
    perDivisor(ccnl, base, divisor.citations, {
      what: 'la paga oraria',
      divisor: decimal(by),
      note: ' (divisore orario del contratto)',
      gap: base ? undefined : derivedBaseGap(ctx, req, ccnl),
      worked: (monthly) => {
        const worked = hourlyRate({ monthly, divisor: by });
        return { value: worked.result.hourly, parts: workedParts(worked) };
      },
    }),
  );
}

const ASKED_PERCENT = /\b(\d{1,3}(?:,\d{1,2})?)\s*(?:%|per ?cento)/;

/** One overtime, night or holiday hour: the agreement's rate on the hourly pay (and the limit asked beside it). */
export function overtimeAnswer(ctx: AgentContext, req: TypedRequest): AgentAnswer {
  const ccnl = agreementOf(ctx, req); // (the night band asked, night-band.ts; the scope's rule: surcharge-overlap.ts)
  return nightBand(ctx, ccnl) ?? withLimitBeside(ctx, ccnl, withRateNotes(ctx, ccnl, overtimeRate(ctx, req)));
}

function overtimeRate(ctx: AgentContext, req: TypedRequest): AgentAnswer {
  const ccnl = agreementOf(ctx, req);
  if (!ccnl) return statedOvertime.alone(ctx, req) ?? cannotIdentifyAgreement(ctx, 'per le maggiorazioni');
  const limit = overtimeLimitAnswer(ctx, ccnl);
  if (limit) return limit;
  const allowance = allowanceAnswer(ctx, req, ccnl) ?? allowanceAmountGap(ctx, req, ccnl);
  if (allowance) return allowance;
  const asked = nightByClock(ccnl, req.slots.overtimeKind, ctx.message); // ("1 ora in più alle 23")
  const held = withWrittenAlternatives(ccnl.rates.rates ?? []); // (a surcharge stated where none is held: theirs)
  const rates = statedOvertime.rates(held, asked, ctx.message);
  if (!rates.length) return overtimeRateUnread(ccnl, asked) ? overtimeGap(ctx, req, ccnl) : mainAgent(ctx);
  // Night and holiday together where the agreement has no combined rate: its night rate, as before.
  const wanted =
    asked.endsWith('notturno_festivo') && !rates.some((r) => r.kind === asked)
      ? asked === 'notturno_festivo'
        ? 'notturno'
        : 'straordinario_notturno'
      : asked;
  // The case told ("il sabato, che è orario normale") picks its rate, before the kind its words suggest; two
  // kinds asked in turn ("lo straordinario di notte? E la domenica…?"): the first one's words choose its rate.
  const told = sundayCaseKept(ctx.message, ctx.history); // ("e part time? le 8 ore di domenica" after a shift)
  const conditioned = ratesForCondition(
    ratesOfCombinedKind(rates, wanted),
    kindAskedFirst(readable(told))?.clause ?? withoutDeniedNight(withoutMovedHoliday(readable(told))),
    req.slots.overtimeKind?.startsWith('straordinario') ?? false,
    wanted,
  );
  // The rates chosen by the case, else those of the kind asked (combined-kind.ts).
  const matching = matchingRates(rates, conditioned, wanted, told);
  // The weekday overtime asked but not in the knowledge base: said as a gap, the other rates only after it.
  if (!matching.length && wanted === 'straordinario') return overtimeGap(ctx, req, ccnl);
  // A rate banded by the hour's rank ("prime 2 ore", "oltre la 48ª"): the band holding the hour asked.
  const narrowed = bandAsked(matching.length ? matching : rates, ctx.message, {
    schedule: scheduledHours(req.slots, readable(ctx.message)),
    extra: req.slots.extraHours,
  });
  // "e le ore al 30%?": the agreement's rate the question names by its percentage goes first.
  const named = Number(ASKED_PERCENT.exec(readable(ctx.message))?.[1]?.replace(',', '.'));
  // A percentage the user believes ("mio marito dice +25%") whose band does not hold the hours asked stays out.
  const byPercent = matching.find((r) => r.percent === named && !narrowed.banded.includes(r));
  const shown = byPercent ? [byPercent, ...narrowed.shown.filter((r) => r !== byPercent)] : narrowed.shown;
  const first = shown[0];
  if (!first) return mainAgent(ctx);
  const rateCitations0 = citeSources(
    ccnl,
    `Maggiorazioni del ${ccnl.short_name}`,
    ccnl.rates.article ?? null,
    ccnl.rates.sources,
    1,
  );
  // Night or holiday overtime the agreement's data lacks is said to be missing, not answered with plain overtime;
  // the agreement's other rates, not asked, stay out: after a gap a list of percentages reads as the answer.
  if (!matching.length && wanted !== 'straordinario')
    return compose({
      answer: `Nel ${ccnl.short_name} la maggiorazione per ${sundayLabel(wanted, ctx.message)} non è nella base di conoscenza, quindi non posso darti il valore di quell'ora.`,
      steps: [],
      citations: rateCitations0,
      related: related(ccnl),
    });
  const rateCitations = citeRates(ccnl);
  const list = shown.map(
    (r) => `- ${KIND_LABEL[r.kind]}: ${percent(r.percent)}${r.condition ? ` (${r.condition})` : ''}`,
  );
  const divisor = divisorOf(ccnl, ctx.message);
  // An hourly pay the question gives, else a domestic level's hourly minimum ("livello D, la paghiamo il minimo").
  const hourlyGiven =
    domesticHourlyPay(req) ?? levelHourly(ctx, req, ccnl) ?? documentHourlyUnlessStated(ctx, req, divisor);
  // The hours asked about ("2 ore di straordinario", "quelle 2 ore"), else a bare "3 ore" of the question.
  // Hours asked by their rank ("e la terza ora?") are those hours, not the count an earlier turn gave.
  // One hour asked ("la terza ora") is the hour's value alone.
  const ranked = narrowed.ranked;
  // Tiers counted day by day where the agreement limits overtime per day; the days told in the question or a document.
  const byDay = {
    schedule: scheduledHours(req.slots, readable(ctx.message)),
    daily: /\bal giorno\b|\bgiornalier/.test(ccnl.rates.text ?? ''),
    told: [...(ctx.history ?? []), ctx.message, ...ctx.documents.map((d) => d.text ?? '')].join('\n'),
    asked: ctx.message,
  };
  const extraHours = ranked !== undefined ? (ranked > 1 ? ranked : undefined) : req.slots.extraHours;
  const hours =
    ranked !== undefined
      ? extraHours
      : (extraHours ?? req.slots.amounts.find((a) => a.kind === 'hours')?.value);
  if (hourlyGiven !== undefined) {
    const tier = tieredOvertime(shown, first.kind, hourlyGiven, extraHours, byDay);
    // Hours paid by tiers have no single flat total: the tiers' lines give it.
    const worked = extraHourValue({
      kind: rateLabel(first),
      percent: first.percent,
      hourly: hourlyGiven,
      ...(extraHours && !tier ? { hours: extraHours } : {}),
    });
    const parts = workedParts(worked);
    const total = tier?.total ?? worked.result.total;
    return compose({
      answer: `${tier ? '' : paidOvertimeVerdict(ctx.message, ctx.documents, worked.result.value, extraHours, { hourly: hourlyGiven, percent: first.percent })}${extraTotalLead(ctx.message, hourlyGiven, first.percent, extraHours, first, ctx.history?.at(-1))}Con una paga oraria di ${euro(hourlyGiven)}, un'ora di ${rateLabel(first)} nel ${ccnl.short_name} vale ${bold(euro(cents(worked.result.value)))} (maggiorazione del ${percent(first.percent)}${extraClause(ctx.message, hourlyGiven, first.percent)})${total !== null ? `; ${hoursLabel(extraHours ?? 0)} valgono ${bold(euro(cents(total)))}` : ''}.`,
      steps: [
        ...parts.steps,
        ...(tier?.lines ?? []),
        ...(shown.length > 1 ? ['', 'Maggiorazioni previste dal contratto:', ...list] : []),
      ],
      assumptions: statedOvertime.notes(held, first, ccnl.short_name, parts.assumptions),
      citations: rateCitations,
      related: related(ccnl),
    });
  }
  const base = pay(ctx, req);
  if (!base || divisor.value === null)
    return compose({
      answer:
        pairedRateOpening(ctx.message, rates, first, ccnl.short_name) ??
        // (A rate of no named kind, "ore ordinarie del sabato", is said by its condition alone.)
        `Nel ${ccnl.short_name} la maggiorazione${first.kind === 'altro' ? '' : ` per ${KIND_LABEL[first.kind]}`} è del ${bold(percent(first.percent))}${first.condition ? ` (${first.condition})` : ''} ${overtimeBase(ccnl, first.kind)}.`,
      steps: shown.length > 1 ? ['Maggiorazioni previste:', ...list] : [],
      unanswerable: base
        ? [
            `Il valore in euro dell'ora: il divisore orario del ${ccnl.short_name} non è disponibile nella base di conoscenza.`,
          ]
        : [],
      assumptions: base
        ? []
        : hasPayTables(ccnl)
          ? ['Indica il livello (o la retribuzione mensile) per il valore in euro dell’ora.']
          : [`${noTablesSentence(ccnl)} Indica la retribuzione mensile per il valore in euro dell’ora.`],
      citations: rateCitations,
      related: related(ccnl),
    });
  try {
    const worked = extraHourValue({
      kind: rateLabel(first),
      percent: first.percent,
      monthly: base.monthly,
      divisor: divisor.value,
    });
    const tier = tieredOvertime(shown, first.kind, worked.result.hourly, hours, byDay);
    const flat =
      hours && !tier
        ? extraHourValue({
            kind: rateLabel(first),
            percent: first.percent,
            monthly: base.monthly,
            divisor: divisor.value,
            hours,
          })
        : worked;
    const parts = workedParts(flat);
    const total = tier?.total ?? flat.result.total;
    return compose({
      // An uploaded payslip's overtime line checked: its verdict opens (payslip-overtime.ts).
      answer: `${acrossMidnightLead(ctx.message, rates, first, worked.result.hourly)}${tier ? '' : paidOvertimeVerdict(ctx.message, ctx.documents, worked.result.value, hours, { hourly: worked.result.hourly, percent: first.percent })}${extraTotalLead(ctx.message, worked.result.hourly, first.percent, hours, first, ctx.history?.at(-1))}Con ${base.label}, un'ora di ${rateLabel(first)} vale ${bold(euro(cents(worked.result.value)))} (paga oraria ${euro(cents(worked.result.hourly))} più il ${percent(first.percent)}${extraClause(ctx.message, worked.result.hourly, first.percent)})${total !== null ? `; ${hoursLabel(hours ?? 0)} valgono ${bold(euro(cents(total)))}${tier ? '' : roundedHourTotal(worked.result.value, hours, total)}` : ''}.`,
      steps: [
        ...parts.steps,
        ...(tier?.lines ?? []),
        ...(shown.length > 1 ? ['', 'Maggiorazioni previste dal contratto:', ...list] : []),
        ...otherRates(
          // A rate for a case the question denies is not one of its "other cases" either.
          rates.filter((r) => !narrowed.banded.includes(r) && !conditioned.denied.includes(r)),
          shown,
          worked.result.hourly,
          ctx.message,
        ),
      ],
      assumptions: [...base.assumptions.filter((a) => !a.includes('mensilità')), ...parts.assumptions],
      citations: [...base.citations, ...rateCitations, ...divisor.citations],
      related: related(ccnl),
    });
  } catch (error) {
    if (!(error instanceof PayrollInputError)) throw error;
    return compose({
      answer: `${bold('Non posso completare il calcolo')}: ${error.message}`,
      citations: [],
      related: related(ccnl),
    });
  }
}

/** The daily quota (quota giornaliera): the monthly pay over the daily divisor the agreement states. */
export function dailyAnswer(ctx: AgentContext, req: TypedRequest): AgentAnswer {
  const ccnl = agreementOf(ctx, req);
  if (!ccnl) return cannotIdentifyAgreement(ctx, 'per la quota giornaliera');
  if (asksProvincialPay(ccnl, ctx.message) && !givenPay(req))
    return provincialPayAnswer(ccnl, ctx.message, ctx.history, req.slots.date ?? ctx.today);
  const divisor = dailyDivisorOf(ccnl);
  const base = pay(ctx, req);
  if (!base && !hasPayTables(ccnl)) return noTablesHours(ccnl, 'la quota giornaliera', divisor !== undefined);
  if (!divisor)
    return compose({
      answer: `Il divisore giornaliero del ${ccnl.short_name} ${bold('non è disponibile nella base di conoscenza')}, quindi non posso calcolare la quota giornaliera.`,
      citations: [],
      related: related(ccnl),
    });
  return perDivisor(ccnl, base, divisor.citations, {
    what: 'la quota giornaliera',
    divisor: String(divisor.value),
    note: '',
    gap: base ? undefined : derivedBaseGap(ctx, req, ccnl),
    worked: (monthly) => {
      const worked = dailyRate({ monthly, divisor: divisor.value });
      return { value: worked.result.daily, parts: workedParts(worked) };
    },
  });
}
