import type { Ccnl } from '../kb/schema.js';
import { spanMonths } from '../reader/asked-month.js';
import { isOffTopic } from '../reader/off-topic-ask.js';
import { outsideDomain, WORK } from '../reader/outside-work.js';
import { parseDate } from '../reader/parse-date.js';
import type { TypedRequest } from '../reader/request.js';
import { statedEmployerRate } from '../reader/stated-rate.js';
import { readable } from '../reader/text.js';
import { afterExpiryMinimumGap } from './after-expiry-minimum.js';
import type { AgentName, AgentResult } from './agents.js';
import { apprenticeExtraBase } from './apprentice-extra-base.js';
import { apprenticeRateGap, asksApprenticeRate } from './apprentice-rates.js';
import { askedTableGap } from './asked-table-gap.js';
import { calcolo } from './calcolo.js';
import { caseBeforeIntent } from './case-before-intent.js';
import { askDomesticHours, askPayAndPeriod } from './clarify.js';
import { classificationContext } from './classification-followup.js';
import { confronta } from './confronta.js';
import type { AgentContext } from './context.js';
import { asksPayPlusTfr } from './cost-parts.js';
import { agreementNotCovered, outOfScope } from './coverage.js';
import { tfrInCareLeave } from './disability-accrual.js';
import { withDocumentAgreement } from './document-classification.js';
import { domesticCarerClarify } from './domestic-clarify.js';
import { domesticNightVsDay } from './domestic-night-vs-day.js';
import { domesticSlipBoard } from './domestic-slip-board.js';
import { employerCost, payslipCheck } from './employer-figures.js';
import { employerRateOnly, employerRatesGap } from './employer-rates-gap.js';
import { inpsOnGrossAsked } from './expected-withholding.js';
import { askForPay } from './figure-answers.js';
import { grossToNet, netToGross } from './figures.js';
import { fixedTermTfr } from './fixed-term-day.js';
import { withFixedTermExtra } from './fixed-term-extra-beside.js';
import { holidayAllowance } from './holiday-allowance.js';
import { withHolidayDue } from './holiday-worked-due.js';
import { hourlyOrDaily } from './hourly-and-daily.js';
import { hourlyTableAnswer } from './hourly-table.js';
import { overtimeAnswer } from './hours.js';
import { hoursByCase } from './hours-by-case.js';
import { householdNoticePair } from './household-notice-pair.js';
import { inquadra } from './inquadra.js';
import { familyMinimum } from './level-family.js';
import { askForLevel, jobMinimum } from './level-missing.js';
import { levelProgression } from './level-progression.js';
import { levelsMinimumEach } from './levels-minimum-each.js';
import { levelsTrancheRise } from './levels-pair-figures.js';
import { mainAgent } from './main-agent.js';
import { asksMinimumAgain, asksMinimumOnly } from './minimum-only-asked.js';
import { asksMonthlyRatei, monthlyRatei } from './monthly-ratei.js';
import { netVariants } from './net-variants.js';
import { netAcrossYears } from './net-years.js';
import { nightAllowanceAnswer } from './night-allowance.js';
import { withNoticeNotWorked } from './notice-not-worked.js';
import { offeredLevelAnswer } from './offered-levels.js';
import { withOtherAgreementRenewal } from './other-agreement-renewal.js';
import { withoutOthersJob } from './others-job.js';
import { withPlainHourDenied } from './overtime-claims.js';
import { withTierClaimDenied } from './overtime-tier-claim.js';
import { besideParentalMinimum } from './parental-part-time.js';
import { partTimeMinimum, partTimeTranche } from './part-time-minimum.js';
import { asPayments, isDomestic, payBase } from './pay-base.js';
import { previousRenewal } from './previous-renewal.js';
import { raiseAnswer } from './raise.js';
import { raiseOnEarlierPay } from './raise-on-earlier.js';
import { renewalAnswer } from './renewal.js';
import { renewalAfterExpiry } from './renewal-after-expiry.js';
import { levelsIncreaseAnswer, trancheRangeAnswer } from './renewal-asked-together.js';
import { besideTranche } from './renewal-beside.js';
import { renewalFigureAnswer } from './renewal-figures.js';
import { taxOnStatedRevaluation } from './revaluation-tax.js';
import { ruleAskedInCheck, ruleAskedInNet } from './rule-asked-in-net.js';
import { payrollRules } from './rules-answer.js';
import { scheduleChangeThirteenth } from './schedule-change-thirteenth.js';
import { seasonGross } from './season-gross.js';
import { acrossYearsThirteenth } from './season-thirteenth.js';
import { secondLevelElement } from './second-level-element.js';
import { sectionLevelsCompare } from './section-compare.js';
import { sectionComparison } from './section-comparison.js';
import { severalRatesAnswer } from './several-rates.js';
import { shiftsPremiumAnswer } from './shifts-premium.js';
import { ordinaryHoursPremium } from './six-day-saturday.js';
import { statedPayYear } from './stated-pay-year.js';
import { tfrAdvanceAnswer } from './tfr-advance-law.js';
import { tfr, tfrRevaluation } from './tfr-answers.js';
import { tfrDueAtLeaving } from './tfr-due-at-leaving.js';
import { revaluationFollowUp } from './tfr-followup.js';
import { fundRevaluedMonth } from './tfr-fund-date.js';
import { tfrAtLeaving } from './tfr-leaving.js';
import { statedTfrNet, withTfrNetGap } from './tfr-net-gap.js';
import { leaveMonthsCounted } from './tfr-protected-leave.js';
import { quotaAndRevaluation } from './tfr-quota-and-revaluation.js';
import { asksTfrDestination, substituteTaxPayment, tfrDestination } from './tfr-rules.js';
import { tfrSpan } from './tfr-span.js';
import { tfrTaxAnswer } from './tfr-tax-asked.js';
import { asksRevaluation } from './tfr-years.js';
import { thirteenthPayDate } from './thirteenth-date.js';
import { thirteenth } from './thirteenth-figure.js';
import { thirteenthNetApart } from './thirteenth-net-apart.js';
import { trancheYearCost } from './tranche-year-cost.js';
import { unpublishedTableGap } from './unpublished-table.js';
import { whichAgreementAnswer } from './which-agreement-answer.js';
import { yearWithoutTranche } from './year-no-tranche.js';
import { yearMinimum } from './year-tables.js';
import { extraMonthBase, tfrOrCostBase } from './year-tfr.js';
import { yearsRiseAnswer } from './years-rise.js';

const WORK_WORDS =
  /lavor|ccnl|contratt|dipendent|aziend|datore|assun|busta|stipend|livell|ferie|sindacat|impiegat|operai|colf|badant|inps|irpef|tass|pension|mansion/i;

/**
 * An employer's INPS rate the user gives beside the TFR asked ("contributi INPS a carico della ditta al 29%"): a
 * rate of that size, not the 0,50% guarantee fund that a TFR question names.
 */
const employerRatesGiven = (message: string): boolean => (statedEmployerRate(message) ?? 0) >= 10;

/**
 * The answer to a typed request by its intent, once the answers to particular cases (documents, subjects asked
 * outright, domestic work, figures combined, permits, payment dates) have had their turn in `answerRequest`.
 */
export function answerByIntent(
  agentName: AgentName,
  ctx: AgentContext,
  req: TypedRequest,
  agreement: Ccnl | undefined,
  hasFigures: boolean,
): AgentResult {
  const before = caseBeforeIntent(agentName, ctx, req, agreement); // (case-before-intent.ts)
  if (before) return before;
  switch (req.intent) {
    case 'agreement_not_covered':
      return agreementNotCovered(ctx, req);
    case 'out_of_scope': {
      // A domain outside work named and nothing of work ("quale smartphone mi consigliate per lavoro?", a wine
      // for a gift from the boss): outside, whatever agreement a word of the story suggests.
      // ("per gli alberghi minori c'è una tabella più bassa? quanto cambia per un 4°?": section-comparison.ts.)
      const bySection = sectionComparison(ctx, req);
      if (bySection) return bySection;
      // The element paid where no second-level agreement exists (second-level-element.ts).
      const element = secondLevelElement(ctx, req);
      if (element) return element;
      if (outsideDomain(readable(ctx.message)) && !WORK.test(readable(ctx.message))) return outOfScope(ctx);
      return !isOffTopic(ctx.message) &&
        (WORK_WORDS.test(ctx.message) || req.slots.agreements.length || ctx.documents.length)
        ? mainAgent(ctx)
        : outOfScope(ctx);
    }
    case 'classification': {
      // (A colleague's job and level told beside the user's own are no part of the job, others-job.ts.)
      const asked = classificationContext(
        withoutOthersJob(ctx.documents.length ? withDocumentAgreement(ctx) : ctx),
      );
      // "al 4° invece che al 5°?": one of the levels weighed, never another one.
      // ("a settembre 2024 mi hanno passato al 5°: dove dovrei essere adesso?": the passages by stay first.)
      return (
        (agreement && (levelProgression(asked, agreement) ?? offeredLevelAnswer(asked, agreement))) ||
        inquadra(asked)
      );
    }
    case 'comparison':
      // "quale dei due devo applicare, visto che sono iscritto a Confesercenti?": one agreement left, its name.
      return (
        (req.slots.agreements.length === 1 ? whichAgreementAnswer(ctx, req) : undefined) ??
        sectionComparison(ctx, req) ?? // one agreement's two tables for a level (section-comparison.ts)
        (agreement && domesticNightVsDay(ctx, req, agreement)) ??
        askedTableGap(ctx, req) ??
        statedPayYear(ctx, req) ?? // one monthly pay, each agreement's payments (stated-pay-year.ts)
        confronta(ctx)
      );
    case 'payroll_rules':
      return payrollRules(ctx, req);
    case 'payslip_check': {
      // "la tredicesima su cedolino separato: quanto viene netta?" asks its net, not a check (thirteenth-net-apart.ts).
      // ("arrivo a 14.000 l'anno: il trattamento integrativo in busta è giusto?": the measure, rule-asked-in-net.ts.)
      const measure = ruleAskedInCheck(ctx.message, req);
      // (A household payslip's board-and-lodging line asked about: read per day, domestic-slip-board.ts.)
      return (
        domesticSlipBoard(ctx, req) ??
        thirteenthNetApart(ctx, req) ??
        (measure ? payrollRules(ctx, measure) : payslipCheck(ctx, req))
      );
    }
    case 'net_to_gross':
      return netToGross(ctx, req);
    case 'gross_to_net': {
      // An apprentice's INPS rate asked beside the pay: the rates are a gap, not the ordinary 9,19% (apprentice-rates.ts).
      const apprentice = asksApprenticeRate(ctx.message) ? apprenticeRateGap(ctx) : undefined;
      if (apprentice) return apprentice;
      // A tax measure asked by its name at a yearly gross: the rule at that income (rule-asked-in-net.ts).
      const measure = ruleAskedInNet(ctx.message, req, ctx.history);
      if (measure) return payrollRules(ctx, measure);
      // (A raise told on the pay of the turn before: raise-on-earlier.ts.)
      const raise = raiseAnswer(ctx, req) ?? raiseOnEarlierPay(ctx, req);
      if (raise) return raise;
      // A season's gross with its ratei (season-gross.ts); a 13th's own gross, its net asked (thirteenth-net-apart.ts).
      const season = seasonGross(ctx, req) ?? thirteenthNetApart(ctx, req);
      if (season) return season;
      const base = hasFigures ? payBase(ctx, req) : undefined;
      // The same pay in two tax years weighed: the difference first.
      const across = base && netAcrossYears(ctx, req, base);
      if (across) return across;
      // One gross in two comuni, or on 13 and 14 payments: both nets and their difference (net-variants.ts).
      const variants = base && netVariants(ctx, req, base);
      if (variants) return variants;
      return base ? grossToNet(ctx, req, base) : calcolo(ctx);
    }
    case 'employer_cost':
    case 'tfr': {
      // "iniziato il 1° giugno 2026 e finisce il 30 novembre": a hire and a leaving in one year are its months.
      const season = req.intent === 'employer_cost' ? seasonGross(ctx, req) : undefined;
      if (season) return season;
      const months = spanMonths(req.intent, req.slots);
      if (months !== undefined) req = { ...req, slots: { ...req.slots, monthsWorked: months } };
      req = leaveMonthsCounted(req, ctx.message); // maternity's months count (tfr-protected-leave.ts)
      // The substitute tax's deadlines (tfr-rules.ts); "il tfr viene tassato come lo stipendio?" (tfr-tax-asked.ts).
      const deadlines =
        req.intent === 'tfr'
          ? (substituteTaxPayment(ctx.message, ctx.history) ?? tfrTaxAnswer(ctx, req))
          : undefined;
      if (deadlines) return deadlines;
      // "se mi dimetto il tfr lo perdo?": due at any ending (tfr-due-at-leaving.ts); a farm OTD's (fixed-term-day.ts).
      const due = req.intent === 'tfr' ? (fixedTermTfr(ctx, req) ?? tfrDueAtLeaving(ctx.message)) : undefined;
      if (due) return due;
      // "e il tfr matura lo stesso?" in the months of the care leave: no, by law (disability-accrual.ts).
      const careLeave = req.intent === 'tfr' ? tfrInCareLeave(ctx.message, ctx.history) : undefined;
      if (careLeave) return careLeave;
      // "è lì da 6 anni, può chiedere un anticipo?": the law's rule, no pay needed (tfr-advance-law.ts).
      const advance =
        req.intent === 'tfr' ? tfrAdvanceAnswer(ctx.message, req.slots.seniorityYears) : undefined;
      if (advance) return advance;
      // The TFR asked net: its separate taxation is not computed, the gross is given (tfr-net-gap.ts).
      const stated = req.intent === 'tfr' ? statedTfrNet(ctx.message) : undefined;
      if (stated) return stated;
      // The substitute tax on a revaluation the user states ("imp. sost. su 240 € di rivalutazione").
      const revaluationTax = req.intent === 'tfr' ? taxOnStatedRevaluation(ctx) : undefined;
      if (revaluationTax) return revaluationTax;
      // Leaving during the year with the fund stated: fund, its revaluation and the year's quotas.
      const leaving =
        req.intent === 'tfr' && !asksRevaluation(ctx.message) ? tfrAtLeaving(ctx, req) : undefined;
      if (leaving) return withTfrNetGap(leaving, ctx.message);
      // A year's quota on a pay and a fund's revaluation asked together: both (tfr-quota-and-revaluation.ts).
      const both = quotaAndRevaluation(ctx, req);
      if (both) return both;
      // A fund dated by the 31 December it stood at ("accantonato al 31/12/2024") can only be revalued.
      // ("e se il fondo fosse di 20.000 euro?" after a revaluation: the revaluation again, tfr-followup.ts.)
      if (
        req.intent === 'tfr' &&
        (asksRevaluation(ctx.message) || fundRevaluedMonth(ctx.message) || revaluationFollowUp(ctx))
      )
        return tfrRevaluation(ctx, req);
      // "per la previdenza complementare cosa cambia?" after a renewal: the renewal's change (renewal-figures.ts).
      const pension = req.intent === 'tfr' && !hasFigures ? renewalFigureAnswer(ctx, req) : undefined;
      if (pension) return pension;
      // Where the TFR goes is a rule, not an amount: no pay is needed.
      if (req.intent === 'tfr' && !hasFigures && asksTfrDestination(ctx.message))
        return tfrDestination(ctx, req);
      // A job over several years at a level's minimum: each month at the table of its time (tfr-span.ts).
      const span = tfrSpan(ctx, req);
      if (span) return withTfrNetGap(span, ctx.message);
      const base = tfrOrCostBase(ctx, req);
      if (!base && req.intent === 'tfr')
        return askPayAndPeriod(ctx, req, 'il TFR') ?? askForPay(ctx, req, 'il TFR');
      // The employer's rates asked with no pay: the rates the data lacks, said first (employer-rates-gap.ts).
      if (!base) return employerRatesGap(ctx, req) ?? askForPay(ctx, req, "il costo per l'azienda");
      const rateOnly = req.intent === 'employer_cost' ? employerRateOnly(ctx, req) : undefined;
      if (rateOnly) return rateOnly;
      // ("INPS al 29%, INAIL 4 per mille: quanto di INPS, di INAIL e di TFR?": the user's rates, TFR included.)
      return req.intent === 'tfr' && !asksPayPlusTfr(ctx.message) && !employerRatesGiven(ctx.message)
        ? withFixedTermExtra(ctx, req, withTfrNetGap(tfr(ctx, req, base), ctx.message))
        : employerCost(ctx, req, base);
    }
    case 'thirteenth_pro_rata': {
      const slots = thirteenthPayDate(ctx, req);
      // (An apprentice's 13ª is a twelfth of the share of the destination level: apprentice-extra-base.ts.)
      const base = apprenticeExtraBase(ctx, extraMonthBase(ctx, { ...req, slots }));
      if (base && asksMonthlyRatei(ctx.message, ctx.history?.at(-1)))
        return monthlyRatei(ctx.message, base, asPayments(req.slots.payments) ?? base.payments);
      const hours = base ? undefined : askDomesticHours(ctx, req, 'la tredicesima');
      if (hours) return hours;
      const missing = base ? undefined : askPayAndPeriod(ctx, req, 'la tredicesima che ti spetta');
      if (missing && /\bspett|quant|matur|\bprend/.test(readable(ctx.message))) return missing;
      // A contract across the new year: each year's share on its own table (season-thirteenth.ts).
      // A schedule changed in the year: each month's twelfth at its own hours (schedule-change-thirteenth.ts).
      return (
        acrossYearsThirteenth(ctx, req) ?? scheduleChangeThirteenth(ctx, req) ?? thirteenth(ctx, req, base)
      );
    }
    case 'hourly_rate':
      // "the hourly pay of a Sunday hour" is an overtime, night or holiday hour.
      if (req.slots.overtimeKind)
        return severalRatesAnswer(ctx, req) ?? shiftsPremiumAnswer(ctx, req) ?? overtimeAnswer(ctx, req);
      {
        // A day to come past a tranche no table carries has no minimum yet (unpublished-table.ts).
        const unpublished = agreement && unpublishedTableGap(ctx, req, agreement);
        if (unpublished) return unpublished;
      }
      // A day's pay ("quota giornaliera") is the monthly pay over the daily divisor, not the hourly one; both
      // asked, both answered (hourly-and-daily.ts).
      // "quanto vale l'indennità per quei giorni?" after the holidays accrued: their pay (holiday-allowance.ts).
      return holidayAllowance(ctx, req) ?? hourlyOrDaily(ctx, req);
    case 'overtime_value':
      // "il mese dopo con gli straordinari il lordo è 2.480,50: l'inps quanto viene?": the month's INPS on that gross.
      if (inpsOnGrossAsked(ctx.message, req)) return payslipCheck(ctx, req);
      // ("il titolare lo paga come ora normale": denied first, overtime-claims.ts.)
      // ("vengono pagate tutte al 25%" where the later hours are at 30%: overtime-tier-claim.ts.)
      // ("e oltre a quella cos'altro gli tocca per la festività?": the paid holiday or rest, holiday-worked-due.ts.)
      return withTierClaimDenied(
        ctx,
        withPlainHourDenied(
          ctx,
          ordinaryHoursPremium(ctx, req) ??
            hoursByCase(ctx, req) ??
            nightAllowanceAnswer(ctx, req) ??
            severalRatesAnswer(ctx, req) ??
            shiftsPremiumAnswer(ctx, req) ??
            withHolidayDue(ctx, req, overtimeAnswer(ctx, req)),
        ),
      );
    case 'part_time':
    case 'minimum_pay': {
      // (after the expiry: a gap, after-expiry-minimum.ts; part-time instead of parental leave: parental-part-time.ts)
      const early =
        renewalAfterExpiry(ctx) ??
        (req.intent === 'minimum_pay' ? afterExpiryMinimumGap(ctx, req, agreement) : undefined) ??
        (agreement && besideParentalMinimum(readable(ctx.message), partTimeMinimum(ctx, req, agreement)));
      if (early) return early; // (a renewal after the expiry: a gap, renewal-after-expiry.ts)
      const allowance = req.intent === 'minimum_pay' ? holidayAllowance(ctx, req) : undefined;
      if (allowance) return allowance;
      // A part-timer's share of the renewal's welfare ("sono part time al 50%, me ne spetta la metà?"): its own rule.
      if (req.intent === 'part_time') return renewalFigureAnswer(ctx, req) ?? mainAgent(ctx);
      // "quanto prende in meno se passa al 2 stelle?": the two tables of one agreement (section-comparison.ts).
      // ("una GPG di IV livello e un addetto fiduciario di livello D": two sections, each its level, section-compare.ts.)
      const bySection =
        sectionComparison(ctx, req) ??
        sectionLevelsCompare(ctx, agreement, req.slots.date ?? parseDate(ctx.message) ?? ctx.today) ??
        levelsMinimumEach(ctx, req, agreement) ?? // "il minimo del livello A e quello del DS" (levels-minimum-each.ts)
        // "a gennaio scatta la tranche: a quanto passa il 4° e il 3°?" (levels-pair-figures.ts)
        (agentName !== 'calcolo' ? levelsTrancheRise(ctx, req, true) : undefined);
      if (bySection) return bySection;
      const unpublished = agreement && unpublishedTableGap(ctx, req, agreement);
      if (unpublished) return unpublished;
      // "costa di più un'assistente notturna CS o una convivente CS?": both tables (domestic-night-vs-day.ts).
      const nightVsDay = agreement && domesticNightVsDay(ctx, req, agreement);
      if (nightVsDay) return nightVsDay;
      // A domestic worker said not to live in is paid by the hour: the minimum asked is the hourly table's.
      const hourly =
        agreement && req.slots.cohabiting === false && req.slots.weeklyHours === undefined
          ? hourlyTableAnswer(ctx, req, agreement, [])
          : undefined;
      if (hourly) return hourly;
      // A carer's minimum with neither living in nor the person's autonomy said: both asked (domestic-clarify.ts).
      const carer = req.intent === 'minimum_pay' ? domesticCarerClarify(ctx, req, agreement) : undefined;
      if (carer) return carer;
      // One worker's minimum with no level given: the level is asked for, with the table's range.
      // ("livello D" where the agreement has D1–D3: that family's minimums, level-family.ts.)
      const ask =
        agreement && !isDomestic(agreement)
          ? (familyMinimum(ctx, req, agreement) ??
            (agentName !== 'calcolo' ? askForLevel(ctx, req, agreement) : jobMinimum(ctx, req, agreement)))
          : undefined;
      // In calcolo a level's pay is its net, unless the question asks the table's minimum outright
      // ("quant'è il minimo lordo del C3?"; without a level, calcolo asks for it). A domestic worker has no net
      // to compute: the minimum asked is the table's, with or without a level.
      const tableAsked =
        (req.slots.level !== undefined || (agreement !== undefined && isDomestic(agreement))) &&
        (asksMinimumOnly(ctx.message, req) ||
          // "e dal mese prossimo cambia qualcosa?", "e se mi mettono C1?" after a minimum: the table's, not a net.
          asksMinimumAgain(ctx.message, ctx.history, req));
      return (
        ask ??
        yearMinimum(ctx, req) ??
        (agentName === 'calcolo' && !tableAsked ? calcolo(ctx) : mainAgent(ctx))
      );
    }
    case 'renewal':
      // The montante or the pension fund's change asked outright (renewal-figures.ts).
      // A renewal told by its month that another agreement of the same name had (other-agreement-renewal.ts).
      return withOtherAgreementRenewal(
        previousRenewal(ctx, agreement) ?? // the earlier agreement's expiry asked (previous-renewal.ts)
          renewalAfterExpiry(ctx) ?? // a renewal after an expired one's: none in the KB (renewal-after-expiry.ts)
          secondLevelElement(ctx, req) ?? // the element paid without company bargaining (second-level-element.ts)
          (agreement && partTimeTranche(ctx, req, agreement)) ?? // a part-timer's share of the tranche
          (agreement && yearWithoutTranche(agreement, readable(ctx.message), req.slots.taxYear, ctx.today)) ??
          trancheYearCost(ctx, req, agreement) ?? // "quanto mi costa in più nel 2027 la tranche di giugno?"
          trancheRangeAnswer(ctx, req) ??
          yearsRiseAnswer(ctx, req) ?? // "dal 2025 al 2026" (years-rise.ts)
          levelsIncreaseAnswer(ctx, req) ??
          levelsTrancheRise(ctx, req) ?? // "di quanto il D1 e di quanto il C3" (levels-pair-figures.ts)
          renewalFigureAnswer(ctx, req) ??
          renewalAnswer(ctx, req, besideTranche(ctx, req)) ??
          mainAgent(ctx),
        ctx,
        req,
      );
    case 'notice': // "… e cosa succede se non me lo fanno lavorare?": the indemnity too (notice-not-worked.ts).
      // (Two household workers told in one message: each one's notice, household-notice-pair.ts.)
      return withNoticeNotWorked(householdNoticePair(ctx) ?? mainAgent(ctx), req.intent, ctx.message);
    default:
      return mainAgent(ctx);
  }
}
