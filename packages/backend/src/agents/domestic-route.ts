import type { Ccnl } from '../kb/schema.js';
import { fixedTermContract } from '../reader/fixed-term.js';
import { CALCULATION_INTENTS } from '../reader/intents.js';
import { askOf } from '../reader/off-topic-ask.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentName, AgentResult } from './agents.js';
import { seniorityPay } from './combined-pay.js';
import type { AgentContext } from './context.js';
import { weekAsked } from './contribution-week.js';
import { liveInThirteenth } from './domestic-allowances.js';
import { domesticOver24 } from './domestic-band-gap.js';
import { domesticCarerClarify } from './domestic-clarify.js';
import { domesticLevelCost } from './domestic-cost.js';
import { domesticContributionsKept } from './domestic-followup.js';
import { domesticIncrements } from './domestic-increments.js';
import { domesticIncrementsPay } from './domestic-increments-pay.js';
import { domesticMedicalVisits } from './domestic-medical-visits.js';
import { MONTH_SHARE, monthHoursSaid } from './domestic-monthly.js';
import { domesticNightMinimum } from './domestic-night-minimum.js';
import { domesticPay } from './domestic-pay.js';
import { domesticPeriodAnswer } from './domestic-period.js';
import { withServiceStart } from './domestic-service-start.js';
import { domesticWithinWeek } from './domestic-within-week.js';
import { yearOfContributionsAsked } from './domestic-year.js';
import { domesticAnswer } from './figures.js';
import { contributionUnitsAgain } from './fixs22c.js';
import { incrementRulesAnswer, levelChangeAfterPay, levelReached } from './increment-rules.js';
import { levelsMinimumEach } from './levels-minimum-each.js';
import { nightPresenceAnswer } from './night-presence.js';
import { domesticHourlyPay, isDomestic, payrollData } from './pay-base.js';
import { unpublishedTableGap } from './unpublished-table.js';

/**
 * Domestic work's own routes: its contribution regime from an hourly pay and weekly hours (or the hours alone
 * beyond 24 a week), and its pay from a level with no figure given. Undefined for every other question.
 */

/** The family's cost asked ("quanto mi costa", "costo annuo", "spesa totale"). */
const COST_ASKED = /\bcost[aio]\w*\b|\bspes[ae]\b|\bspend\w*/;
/** "contributi compresi", "contributi e TFR compresi", "contributi inclusi": part of the cost asked, not the contributions alone. */
const CONTRIBUTIONS_INCLUDED =
  /\b(?:contributi|inps)(?:,? (?:e |ed )?[\w']+){0,3}? (?:compres\w*|inclus\w*)\b|\b(?:compres\w*|inclus\w*|con) (?:i )?contributi\b/g;

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
  // A 13th or a TFR from the hourly pay: "contributi" in the story ("pagata 9 euro l'ora, contributi a parte")
  // is not the ask either, nor INPS named in the story of an hourly rate asked ("hanno chiesto dell'INPS … qual è la
  // paga oraria minima?").
  const subject =
    CONTRACT_TOPICS.has(req.intent) || MONTH_SHARE.has(req.intent) || HOUR_VALUE.has(req.intent);
  return !subject || /contribut|\binps\b/.test(askOf(readable(ctx.message)).replace(INPS_FILING, ' '));
}

/** "prima di fare la comunicazione all'INPS": a filing made to INPS is a step of the story, no contribution asked. */
const INPS_FILING =
  /\b(?:comunicazion\w*|pratic\w*|denunc\w*|segnalazion\w*|domand\w*|cessazion\w*|dichiarazion\w*)(?: \w+){0,4}? (?:all'|a |presso l'|con l')inps\b/g;

/**
 * "E se invece la assumiamo a tempo determinato per sei mesi, quanto viene a trimestre?" after a turn that asked
 * the contributions: the same contributions under the condition changed, not the family's whole cost.
 */
function contributionsAgain(text: string, previous: string): boolean {
  return (
    /contribut|\binps\b|\bversa|\bverso\b/.test(previous) &&
    !COST_ASKED.test(previous.replace(CONTRIBUTIONS_INCLUDED, ' ')) &&
    /^(?:e|ma|invece|ok)\b/.test(text) &&
    /\bquanto (?:viene|verrebbe|diventa|diventerebbe|fa|farebbe|sarebbe)\b/.test(text) &&
    !/\bcost|\btfr\b|\bnett|stipendi|tredicesim|ferie/.test(text)
  );
}

export function domesticRoute(
  agentName: AgentName,
  ctx: AgentContext,
  req: TypedRequest,
  agreement: Ccnl | undefined,
  hasFigures: boolean,
): AgentResult | undefined {
  // The paid hours for medical visits, in proportion to a short week (domestic-medical-visits.ts).
  const visits = domesticMedicalVisits(ctx, req, agreement);
  if (visits) return visits;
  // "da 6 anni… con gli scatti quanto dovrei prendere l'ora?": the hour with the increments the years give, not
  // the hourly rate's route (combined-pay.ts).
  // ("dal 1° ottobre 2021 con la stessa famiglia": the increments counted from the day the service began.)
  const served = withServiceStart(ctx, req);
  const hourWithIncrements =
    isDomestic(agreement) &&
    agreement &&
    req.intent === 'hourly_rate' &&
    req.alsoAsked.includes('seniority') &&
    (served.slots.seniorityYears !== undefined ||
      served.slots.seniorityIncrements !== undefined ||
      served.slots.hireDate !== undefined)
      ? seniorityPay(ctx, served, agreement)
      : undefined;
  if (hourWithIncrements) return hourWithIncrements;
  // The increments' value in a month from the hire date, on the minimum stated or the level's (domestic-increments.ts).
  // (A change of level asked with the pay: the level reached's pay.)
  const reached = agreement ? levelReached(ctx, req, agreement) : req;
  const increments =
    isDomestic(agreement) && agreement
      ? (incrementRulesAnswer(ctx, req, agreement) ??
        domesticIncrementsPay(ctx, reached, agreement) ??
        domesticIncrements(ctx, reached, agreement))
      : undefined;
  // (The pay with the increments asked beside a change of level: the rule after the pay's opening.)
  if (increments && agreement) return levelChangeAfterPay(increments, ctx, req, agreement);
  // A night job's minimum asked after a story with figures (domestic-night-minimum.ts).
  const night = isDomestic(agreement) ? domesticNightMinimum(ctx, req, agreement) : undefined;
  if (night) return night;
  // Night presence alone (table E) has one minimum for every level: asked in any agent, it opens the answer
  // instead of the whole live-in table.
  const presence = isDomestic(agreement) && agreement ? nightPresenceAnswer(ctx, req, agreement) : undefined;
  if (presence) return presence;
  // "8 € lordi l'ora, questo mese 100 ore: quanto le do netto?": the hours' gross less the worker's INPS.
  const net =
    isDomestic(agreement) && req.intent === 'gross_to_net' ? domesticPeriodAnswer(ctx, req) : undefined;
  if (net) return net;
  // A live-in worker's 13th with board and lodging (domestic-allowances.ts).
  const thirteenth = isDomestic(agreement) && agreement ? liveInThirteenth(ctx, req, agreement) : undefined;
  if (thirteenth) return thirteenth;
  // "assunta per 25 ore, 3 ore in più di giorno: quanto le dobbiamo?": ordinary hours within the full week.
  const withinWeek = domesticWithinWeek(ctx, req, agreement);
  if (withinWeek) return withinWeek;
  // The family's cost of a worker paid by the hour ("costo annuo di una colf a 25 ore pagata 8,50 l'ora"): the pay
  // with the 13th, the employer's contributions of the band and the TFR, not the contributions alone.
  const hourPay = domesticHourlyPay(req);
  if (
    isDomestic(agreement) &&
    agreement &&
    req.slots.weeklyHours &&
    hourPay !== undefined &&
    (req.intent === 'employer_cost' || COST_ASKED.test(askOf(readable(ctx.message)))) &&
    // Contributions named anywhere ("quanto mi costano di contributi a trimestre?") keep the contribution answer,
    // and so does a follow-up asking them again under another condition.
    !/contribut|\binps\b/.test(readable(ctx.message).replace(CONTRIBUTIONS_INCLUDED, ' ')) &&
    !contributionsAgain(readable(ctx.message), readable(ctx.history?.at(-1) ?? '')) &&
    // "e se la pagassi 12 euro l'ora?", "e nel 2025, con la stessa paga?" after the hourly contribution asked: the
    // contribution again under the pay or year changed, not the family's whole cost.
    !(
      !/contribut|\binps\b/.test(readable(ctx.message)) &&
      domesticContributionsKept(ctx.message, ctx.history) &&
      !COST_ASKED.test(readable(ctx.history?.at(-1) ?? '').replace(CONTRIBUTIONS_INCLUDED, ' '))
    ) &&
    !contributionUnitsAgain(readable(ctx.message), readable((ctx.history ?? []).slice(-2).join(' ')))
  ) {
    const cost = domesticLevelCost(ctx, req, agreement, hourPay);
    if (cost) return cost;
  }
  // Domestic work with an hourly pay and weekly hours: its own contribution regime. An hour's value (overtime,
  // night, holiday) or an hourly rate asks that figure, whatever schedule the conversation gave.
  if (
    isDomestic(agreement) &&
    req.slots.weeklyHours &&
    domesticHourlyPay(req) !== undefined &&
    ((CALCULATION_INTENTS.has(req.intent) && !HOUR_VALUE.has(req.intent) && !MONTH_SHARE.has(req.intent)) ||
      (/contribut|inps/.test(readable(ctx.message)) && contributionsAsked(ctx, req)))
  )
    return domesticAnswer(ctx, req);
  // Over 24 hours a week the contribution is one per hour whatever the pay: the hours are enough.
  if (
    isDomestic(agreement) &&
    (req.slots.weeklyHours ?? 0) > 24 &&
    domesticHourlyPay(req) === undefined &&
    // ("e per un trimestre di quest'anno, sempre 30 ore?" after the contributions: still the contributions.)
    domesticContributionsKept(ctx.message, ctx.history) &&
    contributionsAsked(ctx, req)
  ) {
    const data = payrollData();
    const year = req.slots.taxYear ?? Number((req.slots.date ?? ctx.today).slice(0, 4));
    const fixedTerm = fixedTermContract(readable(ctx.message));
    const over24 = data
      ? domesticOver24(data.domestic, {
          year,
          weeklyHours: req.slots.weeklyHours ?? 0,
          fixedTerm,
          weekly: weekAsked(ctx.message),
          yearly: yearOfContributionsAsked(ctx.message),
          periodHours: monthHoursSaid(ctx.message, req),
        })
      : undefined;
    if (over24) return over24;
  }
  // Domestic work's pay from a level, with no pay figure given: its own minimums, bands and no withholding.
  if (
    isDomestic(agreement) &&
    agreement &&
    !hasFigures &&
    (req.intent === 'gross_to_net' ||
      (req.intent === 'minimum_pay' && agentName === 'calcolo') ||
      // "colf livello B, 20 ore: quanto le devo e quanto di contributi?": the level's pay with its own bands,
      // never the general INPS rules on a salary.
      (req.intent === 'payroll_rules' && /contribut|\binps\b/.test(readable(ctx.message))))
  )
    // (A day to come past a tranche no table carries has no minimum yet: unpublished-table.ts.)
    return (
      // (A carer's minimum with neither living in nor the person's autonomy said: both asked, domestic-clarify.ts.)
      (req.intent === 'minimum_pay'
        ? (unpublishedTableGap(ctx, req, agreement) ?? domesticCarerClarify(ctx, req, agreement))
        : undefined) ??
      levelsMinimumEach(ctx, req, agreement) ?? // two levels asked at once (levels-minimum-each.ts)
      domesticPay(ctx, req, agreement)
    );
  return undefined;
}
