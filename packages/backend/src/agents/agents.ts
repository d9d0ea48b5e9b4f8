import { AGENTS, texts } from '@ccnl/core';
import { answerDocumentQuestion, isDocumentQuestion } from '../documents/answer.js';
import { FOURTEENTH } from '../reader/asked-topic.js';
import { ASKS_MINIMUM } from '../reader/asks-minimum.js';
import { asksTableMinimum } from '../reader/calcolo-subject.js';
import { CALCULATION_INTENTS } from '../reader/intents.js';
import { askOf, isOffTopic } from '../reader/off-topic-ask.js';
import { readQuestion } from '../reader/read.js';
import type { TypedRequest } from '../reader/request.js';
import { expandShorthand } from '../reader/shorthand.js';
import { readable } from '../reader/text.js';
import { accrualAnswer } from './accrual.js';
import type { AgentAnswer } from './answer.js';
import { apprenticeShare } from './apprentice-share.js';
import { askedAnswer } from './asked-answers.js';
import { calcolo } from './calcolo.js';
import { askPayAndPeriod } from './clarify.js';
import { classificationContext } from './classification-followup.js';
import { apprenticePay, seniorityPay } from './combined-pay.js';
import { confronta } from './confronta.js';
import { type AgentContext, targetAgreements } from './context.js';
import { asksPayPlusTfr } from './cost-parts.js';
import { agreementNotCovered, outOfScope } from './coverage.js';
import { asksLevelBesideDocument, withDocumentAgreement } from './document-classification.js';
import {
  documentRequest,
  hasDocumentFacts,
  readsDocumentLevel,
  withDocumentFacts,
} from './document-request.js';
import { documentWithholdingCheck } from './document-withholding.js';
import { domesticOver24 } from './domestic-band-gap.js';
import { domesticHolidayPay } from './domestic-holiday.js';
import { domesticPay } from './domestic-pay.js';
import { employerCost, payslipCheck } from './employer-figures.js';
import { entitlementAnswer } from './entitlement.js';
import { askForPay } from './figure-answers.js';
import { domesticAnswer, grossToNet, netToGross, tfr, tfrRevaluation, thirteenth } from './figures.js';
import { fourteenthAnswer } from './fourteenth.js';
import { holidayPayAnswer } from './holiday-pay.js';
import { dailyAnswer, hourlyAnswer, overtimeAnswer } from './hours.js';
import { inquadra } from './inquadra.js';
import { leaveAnswer } from './leave-kinds.js';
import { levelDifference } from './level-difference.js';
import { askForLevel } from './level-missing.js';
import { mainAgent } from './main-agent.js';
import { minimumCheck } from './minimum-check.js';
import { asksMonthlyRatei, monthlyRatei } from './monthly-ratei.js';
import { answerEveryPart } from './multi-part.js';
import { offeredLevelAnswer } from './offered-levels.js';
import { partTimeMinimum } from './part-time-minimum.js';
import { agreementOf, asPayments, domesticHourlyPay, isDomestic, payBase, payrollData } from './pay-base.js';
import { asksWhenPaid, paymentTimingAnswer } from './payment-timing.js';
import type { PayslipField } from './payslip.js';
import { raiseAnswer } from './raise.js';
import { renewalAnswer } from './renewal.js';
import { askedDay, rolTotalAnswer } from './rol-total.js';
import { payrollRules } from './rules-answer.js';
import { withFreshness } from './shared/freshness-notes.js';
import { fundRevaluedMonth } from './tfr-fund-date.js';
import { asksTfrDestination, tfrDestination } from './tfr-rules.js';
import { asksRevaluation } from './tfr-years.js';
import { thirteenthPayDate } from './thirteenth-date.js';
import { yearMinimum } from './year-tables.js';

/** Intents that ask the value of an hour, answered from the hourly pay rather than the contribution bands. */
const HOUR_VALUE: ReadonlySet<TypedRequest['intent']> = new Set(['overtime_value', 'hourly_rate']);

/** Contract subjects: INPS named in their story ("dice che la malattia la paga l'INPS") asks no contribution. */
const CONTRACT_TOPICS: ReadonlySet<TypedRequest['intent']> = new Set([
  'sickness_injury',
  'holidays',
  'leave',
  'probation',
  'notice',
  'monthly_payments',
]);

/**
 * Contributions are asked unless a contract subject is read and the ask itself names no contribution: INPS as
 * who pays the sickness ("dice che la malattia la paga l'INPS: è così?") is not a contribution question.
 */
function contributionsAsked(ctx: AgentContext, req: TypedRequest): boolean {
  return !CONTRACT_TOPICS.has(req.intent) || /contribut/.test(askOf(readable(ctx.message)));
}

export type AgentResult = AgentAnswer & { payslipUpdates?: Partial<Record<PayslipField, string | null>> };
type AgentName = (typeof AGENTS)[number];

function isKnownAgent(name: string): name is AgentName {
  return (AGENTS as readonly string[]).includes(name);
}

const WORK_WORDS =
  /lavor|ccnl|contratt|dipendent|aziend|datore|assun|busta|stipend|livell|ferie|sindacat|impiegat|operai|colf|badant|inps|irpef|tass|pension|mansion/i;

/** The question read into a typed request: the one given (a model's), else the rule reader's. */
export function requestFor(agentName: AgentName, ctx: AgentContext): TypedRequest {
  return (
    ctx.request ??
    readQuestion({
      kb: ctx.kb,
      message: ctx.message,
      history: ctx.history ?? [],
      categories: ctx.categories,
      documents: ctx.documents.length,
      agent: agentName,
      today: ctx.today,
    })
  );
}

/** The answer to a typed request: each intent goes to what computes or states it. */
export function answerRequest(agentName: AgentName, ctx: AgentContext): AgentResult {
  const req = ctx.request as TypedRequest;
  const hasFigures = req.slots.amounts.some(
    (a) => a.kind === 'ral' || a.kind === 'monthly_gross' || a.kind === 'other',
  );
  // Questions about the uploaded documents are answered from them first (the documents module's answer);
  // with none uploaded, that answer says so instead of asking which agreement.
  // A job's level asked beside a document ("il livello della lettera è giusto per una barista?") is a
  // classification: the document is context, the level is decided by inquadra.
  // One withholding of an uploaded payslip doubted ("la trattenuta INPS è giusta?"): that item, checked.
  const withheld = documentWithholdingCheck(ctx, req);
  if (withheld) return withheld;
  if (agentName === 'inquadra' && req.intent !== 'classification' && asksLevelBesideDocument(ctx))
    return inquadra(classificationContext(withDocumentAgreement(ctx)));
  // An item of the document asked against the agreement (its INPS, notice, minimum): the agreement's answer on
  // the document's facts (document-request.ts).
  const fromDocument = hasDocumentFacts(ctx) ? undefined : documentRequest(ctx, req);
  if (fromDocument) return answerRequest(agentName, withDocumentFacts(ctx, fromDocument));
  if (
    !hasDocumentFacts(ctx) &&
    (agentName !== 'calcolo' || req.intent === 'document_question') &&
    (req.intent !== 'classification' || readsDocumentLevel(ctx)) &&
    (req.intent === 'document_question' || isDocumentQuestion(ctx.message) || readsDocumentLevel(ctx))
  ) {
    const fromDocuments = answerDocumentQuestion({ ...ctx, question: ctx.message });
    if (fromDocuments) return fromDocuments;
  }
  // The subject asked outright wins over the general route (an employer's extra contribution, a leave kind…).
  const agreement = agreementOf(ctx, req);
  const asked = askedAnswer(ctx, req, isDomestic(agreement));
  if (asked) return asked;
  // A monthly figure with a doubt ("la retribuzione tabellare è 1.776: è giusta?") is checked against the minimum.
  const checked = minimumCheck(ctx, req, agreement);
  if (checked) return checked;
  // Who is entitled to a 13th or 14th month, and since when: the agreement's own sentence on it.
  if (
    (req.intent === 'monthly_payments' || req.intent === 'thirteenth_pro_rata') &&
    !req.slots.amounts.length &&
    !/\bquant[oaie]\b|\bimport|\bmatur/.test(readable(ctx.message))
  ) {
    const entitled = entitlementAnswer(ctx, req);
    if (entitled) return entitled;
  }
  // The quattordicesima follows the agreement's own rule (period, share, payment), not the tredicesima's.
  // (The monthly accrual of the extra months is one sum for both, not each month's own rule.)
  const fourteenth = FOURTEENTH.test(readable(ctx.message)) && !asksMonthlyRatei(ctx.message);
  if (
    fourteenth &&
    agreement &&
    (req.intent === 'thirteenth_pro_rata' ||
      (req.intent === 'monthly_payments' && /quant|matur|calcol|rate[oi]/.test(readable(ctx.message))))
  ) {
    return fourteenthAnswer(ctx, req, agreement);
  }
  const holidayPay = domesticHolidayPay(ctx, req, agreement);
  if (holidayPay) return holidayPay;
  if (req.intent === 'leave') {
    const leave = leaveAnswer(ctx, targetAgreements(ctx).agreements.slice(0, 4));
    if (leave) return leave;
  }
  // A public holiday asked as pay: the agreement's own paid-holiday rule, in hours when it is a share of the week.
  const holiday = holidayPayAnswer(ctx, req, agreement);
  if (holiday) return holiday;
  // Domestic work with an hourly pay and weekly hours: its own contribution regime. An hour's value (overtime,
  // night, holiday) or an hourly rate asks that figure, whatever schedule the conversation gave.
  if (
    isDomestic(agreementOf(ctx, req)) &&
    req.slots.weeklyHours &&
    domesticHourlyPay(req) !== undefined &&
    ((CALCULATION_INTENTS.has(req.intent) && !HOUR_VALUE.has(req.intent)) ||
      (/contribut|inps/.test(readable(ctx.message)) && contributionsAsked(ctx, req)))
  )
    return domesticAnswer(ctx, req);
  // Over 24 hours a week the contribution is one per hour whatever the pay: the hours are enough.
  if (
    isDomestic(agreementOf(ctx, req)) &&
    (req.slots.weeklyHours ?? 0) > 24 &&
    domesticHourlyPay(req) === undefined &&
    /contribut|\binps\b/.test(readable(ctx.message)) &&
    contributionsAsked(ctx, req)
  ) {
    const data = payrollData();
    const year = req.slots.taxYear ?? Number((req.slots.date ?? ctx.today).slice(0, 4));
    const fixedTerm = /tempo determinato|a termine/.test(readable(ctx.message));
    const over24 = data
      ? domesticOver24(data.domestic, { year, weeklyHours: req.slots.weeklyHours ?? 0, fixedTerm })
      : undefined;
    if (over24) return over24;
  }
  // Domestic work's pay from a level, with no pay figure given: its own minimums, bands and no withholding.
  if (
    isDomestic(agreement) &&
    agreement &&
    !hasFigures &&
    (req.intent === 'gross_to_net' || (req.intent === 'minimum_pay' && agentName === 'calcolo'))
  )
    return domesticPay(ctx, req, agreement);
  // "quanto prende in più un 4° rispetto a un 5°": the difference of two levels' minimums.
  if (agreement && !hasFigures && req.intent !== 'classification' && req.slots.agreements.length < 2) {
    const difference = levelDifference(ctx, req, agreement);
    if (difference) return difference;
  }
  // Figures combined for the case asked: n increments on a level, an apprentice's month on the final level.
  if (agreement && !hasFigures) {
    // ("e nel secondo anno?" after an apprentice's pay: the follow-up keeps the apprentice.)
    const asksApprentice =
      (/apprendist/.test(readable(ctx.message)) ||
        (req.intent === 'apprenticeship' && /apprendist/.test(readable(ctx.history?.at(-1) ?? '')))) &&
      ['apprenticeship', 'minimum_pay', 'gross_to_net', 'seniority'].includes(req.intent);
    const combined = asksApprentice
      ? (apprenticePay(ctx, req, agreement) ??
        (req.slots.level === undefined ? apprenticeShare(ctx, agreement) : undefined))
      : req.intent === 'seniority' ||
          ((req.intent === 'minimum_pay' || req.intent === 'gross_to_net') &&
            // "il mio minimo" with only the years of service asks the table's minimum, not increments.
            !(/\bminim/.test(readable(ctx.message)) && req.slots.seniorityIncrements === undefined) &&
            (agentName !== 'calcolo' || /\blord/.test(readable(ctx.message))) &&
            !/nett/.test(readable(ctx.message)))
        ? seniorityPay(ctx, req, agreement)
        : undefined;
    if (combined) return combined;
  }
  if (req.intent === 'holidays' || req.intent === 'rol_ex_festivita') {
    // A whole year's permits (hired in an earlier year, or no date): the total for the size and service.
    const yearAsked = askedDay(ctx, req).slice(0, 4);
    const proRata =
      req.slots.monthsWorked !== undefined ||
      req.slots.endDate !== undefined ||
      req.slots.hireDate?.slice(0, 4) === yearAsked;
    const yearly =
      req.intent === 'rol_ex_festivita' && agreement && !proRata
        ? rolTotalAnswer(ctx, req, agreement)
        : undefined;
    if (yearly) return yearly;
    const accrued = accrualAnswer(ctx, req);
    if (accrued) return accrued;
  }
  const noFigures = !req.slots.amounts.length && !req.slots.hireDate && !req.slots.endDate;
  if (
    req.intent === 'monthly_payments' ||
    (req.intent === 'thirteenth_pro_rata' &&
      ((noFigures && req.slots.monthsWorked === undefined) || asksWhenPaid(ctx)))
  ) {
    const timing = paymentTimingAnswer(ctx, req);
    if (timing) return timing;
  }
  switch (req.intent) {
    case 'agreement_not_covered':
      return agreementNotCovered(ctx, req);
    case 'out_of_scope':
      return !isOffTopic(ctx.message) &&
        (WORK_WORDS.test(ctx.message) || req.slots.agreements.length || ctx.documents.length)
        ? mainAgent(ctx)
        : outOfScope(ctx);
    case 'classification': {
      const asked = classificationContext(ctx.documents.length ? withDocumentAgreement(ctx) : ctx);
      // "al 4° invece che al 5°?": one of the levels weighed, never another one.
      return (agreement && offeredLevelAnswer(asked, agreement)) || inquadra(asked);
    }
    case 'comparison':
      return confronta(ctx);
    case 'payroll_rules':
      return payrollRules(ctx, req);
    case 'payslip_check':
      return payslipCheck(ctx, req);
    case 'net_to_gross':
      return netToGross(ctx, req);
    case 'gross_to_net': {
      const raise = raiseAnswer(ctx, req);
      if (raise) return raise;
      const base = hasFigures ? payBase(ctx, req) : undefined;
      return base ? grossToNet(ctx, req, base) : calcolo(ctx);
    }
    case 'employer_cost':
    case 'tfr': {
      // A fund dated by the 31 December it stood at ("accantonato al 31/12/2024") can only be revalued.
      if (req.intent === 'tfr' && (asksRevaluation(ctx.message) || fundRevaluedMonth(ctx.message)))
        return tfrRevaluation(ctx, req);
      // Where the TFR goes is a rule, not an amount: no pay is needed.
      if (req.intent === 'tfr' && !hasFigures && asksTfrDestination(ctx.message))
        return tfrDestination(ctx, req);
      const base = payBase(ctx, req);
      if (!base && req.intent === 'tfr')
        return askPayAndPeriod(ctx, req, 'il TFR') ?? askForPay(ctx, req, 'il TFR');
      if (!base) return askForPay(ctx, req, "il costo per l'azienda");
      return req.intent === 'tfr' && !asksPayPlusTfr(ctx.message)
        ? tfr(ctx, req, base)
        : employerCost(ctx, req, base);
    }
    case 'thirteenth_pro_rata': {
      const base = payBase(ctx, { ...req, slots: thirteenthPayDate(ctx, req) });
      if (base && asksMonthlyRatei(ctx.message, ctx.history?.at(-1)))
        return monthlyRatei(ctx.message, base, asPayments(req.slots.payments) ?? base.payments);
      const missing = base ? undefined : askPayAndPeriod(ctx, req, 'la tredicesima che ti spetta');
      if (missing && /\bspett|quant|matur|\bprend/.test(readable(ctx.message))) return missing;
      return thirteenth(ctx, req, base);
    }
    case 'hourly_rate':
      // "the hourly pay of a Sunday hour" is an overtime, night or holiday hour.
      if (req.slots.overtimeKind) return overtimeAnswer(ctx, req);
      // A day's pay ("quota giornaliera") is the monthly pay over the daily divisor, not the hourly one.
      return /giornalier/.test(readable(ctx.message)) ? dailyAnswer(ctx, req) : hourlyAnswer(ctx, req);
    case 'overtime_value':
      return overtimeAnswer(ctx, req);
    case 'part_time':
    case 'minimum_pay': {
      const partTime = agreement && partTimeMinimum(ctx, req, agreement);
      if (partTime) return partTime;
      if (req.intent === 'part_time') return mainAgent(ctx);
      // One worker's minimum with no level given: the level is asked for, with the table's range.
      const ask =
        agreement && agentName !== 'calcolo' && !isDomestic(agreement)
          ? askForLevel(ctx, req, agreement)
          : undefined;
      // In calcolo a level's pay is its net, unless the question asks the table's minimum outright
      // ("quant'è il minimo lordo del C3?"; without a level, calcolo asks for it).
      return (
        ask ??
        yearMinimum(ctx, req) ??
        (agentName === 'calcolo' &&
        !(req.slots.level && (asksTableMinimum(ctx.message) || ASKS_MINIMUM.test(readable(ctx.message))))
          ? calcolo(ctx)
          : mainAgent(ctx))
      );
    }
    case 'renewal':
      return renewalAnswer(ctx, req) ?? mainAgent(ctx);
    default:
      return mainAgent(ctx);
  }
}

/** The answer of the named agent; an unknown agent answers with the spec's message, nothing else. */
export function runAgent(agentName: string, ctx: AgentContext): AgentResult {
  if (!isKnownAgent(agentName))
    return {
      text: texts.chat.agentNotFound,
      riferimenti: [],
      relatedQuestions: [],
      showAction: false,
      calcolaField: false,
      brief: '',
    };
  // Shorthand ("5° liv. comm.", "gen 2026", "c/dip.") is written out once for the reader and every agent.
  const expanded: AgentContext = {
    ...ctx,
    message: expandShorthand(ctx.message),
    ...(ctx.history ? { history: ctx.history.map(expandShorthand) } : {}),
  };
  const request = requestFor(agentName, expanded);
  // An answer using an agreement's data says, once, if that agreement has expired or lacks a tranche due.
  const whole = withFreshness(
    answerRequest(agentName, { ...expanded, request }),
    ctx.kb,
    request.slots.date ?? ctx.today,
  );
  // Documents, comparisons and classifications answer every subject asked on their own.
  if (
    ctx.request ||
    ctx.documents.length ||
    ['document_question', 'comparison', 'classification'].includes(request.intent) ||
    asksMonthlyRatei(expanded.message)
  )
    return whole;
  // Each part of a two-part question is answered; a later part is read after the earlier ones, as a follow-up.
  // A part read as another subject than the question's ("e quanto viene pagato?" as a pay question) is left
  // to the whole answer.
  const asked = new Set([request.intent, ...request.alsoAsked]);
  return answerEveryPart(expanded.message, whole, (part, earlier) => {
    const partCtx: AgentContext = {
      ...expanded,
      message: part,
      history: [...(expanded.history ?? []), ...earlier],
    };
    const partRequest = requestFor(agentName, partCtx);
    const related =
      asked.has(partRequest.intent) ||
      (asked.has('monthly_payments') && partRequest.intent === 'thirteenth_pro_rata') ||
      (asked.has('thirteenth_pro_rata') && partRequest.intent === 'monthly_payments');
    return related ? answerRequest(agentName, { ...partCtx, request: partRequest }) : undefined;
  });
}
