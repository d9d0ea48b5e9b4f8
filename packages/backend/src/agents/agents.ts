import type { AGENTS } from '@ccnl/core';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { absenceFirst } from './absence-first.js';
import { accrualAnswer } from './accrual.js';
import { agreementFirst } from './agreement-first.js';
import type { AgentAnswer } from './answer.js';
import { levelGapAnswer } from './applied-level-gap.js';
import { areaElementAsked } from './area-element-asked.js';
import { askedAnswer } from './asked-answers.js';
import { bothExtraMonths } from './both-extra-months.js';
import { breastfeedingValue } from './breastfeeding-value.js';
import { calculationBeside } from './calculation-beside.js';
import { cassaEdileShare } from './cassa-edile.js';
import { cassaEdileBaseAsked } from './cassa-edile-base.js';
import { combinedCase } from './combined-case.js';
import { comportoUsed } from './comporto-used.js';
import { type AgentContext, targetAgreements } from './context.js';
import { contractorChangeAnswer } from './contractor-change.js';
import { withEarlierLevel } from './conversation-level.js';
import { documentBonusTax } from './document-bonus-tax.js';
import { documentLump } from './document-lump.js';
import { hasDocumentFacts, withDocumentFacts } from './document-request.js';
import { documentRoute } from './document-route.js';
import { domesticHolidayPay } from './domestic-holiday.js';
import { domesticHourlyMonth } from './domestic-hourly-month.js';
import { domesticLeaveFirst } from './domestic-leave-first.js';
import { domesticRoute } from './domestic-route.js';
import { employmentRulesFirst } from './employment-rules-answer.js';
import { entitlementAnswer } from './entitlement.js';
import {
  bothExtraMonthsAsked,
  extraMonthsInOrder,
  fourteenthAsked,
  thirteenthAmountBeside,
} from './extra-month-asked.js';
import { extraMonthItem } from './extra-month-items.js';
import { receivedExtraMonth, withReceived } from './extra-month-received.js';
import { firstAnswer } from './first-answers.js';
import { relatedPayGap } from './fixs22c.js';
import { withDocumentLevel } from './fixs22d-documents.js';
import { fourteenthAnswer } from './fourteenth.js';
import { fourteenthShareClaim } from './fourteenth-share-claim.js';
import { fullAndPartTime } from './full-or-part.js';
import { permitsProRata } from './full-permits-asked.js';
import { lawOrRestFirst } from './holiday-leave-law.js';
import { holidayPayAnswer } from './holiday-pay.js';
import { domesticHourlyCheck } from './hourly-check.js';
import { incrementsCount } from './increments-count.js';
import { answerByIntent } from './intent-route.js';
import { itemInstalments } from './item-instalments.js';
import { levelOfJobBefore } from './job-level-before.js';
import { labourSubjectAnswer } from './labour-subjects.js';
import { leaveAnswer } from './leave-kinds.js';
import { leavingRatei } from './leaving-ratei.js';
import { periodTotals } from './level-arrears.js';
import { minimumCheck } from './minimum-check.js';
import { asksMonthlyRatei } from './monthly-ratei.js';
import { noticeIndemnity } from './notice-indemnity.js';
import { partTimeAsCondition, partTimeRightsAnswer } from './part-time-rights.js';
import { agreementOf, isDomestic } from './pay-base.js';
import { payTermAnswer } from './pay-terms.js';
import { asksWhenPaid, paymentTimingAnswer } from './payment-timing.js';
import type { PayslipField } from './payslip.js';
import { payslipLeaveRow } from './payslip-leave-row.js';
import { permitShareAnswer } from './permit-share.js';
import { provincialItemGap } from './provincial-item.js';
import { relatedAgreementGap } from './related-agreement-gap.js';
import { requestFor } from './request-for.js';
import { rolBesideLaw } from './rol-beside-law.js';
import { rolTotalWithLeft, withPermitsLeft } from './rol-left.js';
import { askedDay } from './rol-total.js';
import { sickDayAnswer } from './sick-day.js';
import { partTimeFirst } from './stated-full-time-share.js';
import { taxTreatmentAnswer } from './tax-treatment.js';
import { unusedHolidaysPay } from './unused-holidays.js';
import { unusedHoursPay } from './unused-hours.js';
import { whichAgreementAnswer } from './which-agreement-answer.js';

export type AgentResult = AgentAnswer & { payslipUpdates?: Partial<Record<PayslipField, string | null>> };
export type AgentName = (typeof AGENTS)[number];
export { runAgent } from './run-agent.js';
export { requestFor };

/** The answer to a typed request: each intent goes to what computes or states it. */
export function answerRequest(agentName: AgentName, ctx: AgentContext): AgentResult {
  const first = firstAnswer(agentName, ctx, answerRequest); // (first-answers.ts)
  if (first) return first;
  // A pay asked right after a classification: the level it decided (conversation-level.ts).
  const decided = withEarlierLevel(ctx, ctx.request as TypedRequest);
  if (decided !== ctx.request) return answerRequest(agentName, { ...ctx, request: decided });
  // "mi è arrivata la 14ª, ho preso 1.300: quanto doveva essere?": the figure received is not the base.
  const received = receivedExtraMonth(ctx.message, ctx.request as TypedRequest, ctx.history?.at(-1));
  if (received)
    return withReceived(answerRequest(agentName, { ...ctx, request: received.request }), received.value);
  const req = ctx.request as TypedRequest;
  // "un full time o due part-time da 20 ore?": the full time first, then the part-time (full-or-part.ts).
  const fullOrPart = fullAndPartTime(ctx, req, (request) => answerRequest(agentName, { ...ctx, request }));
  if (fullOrPart) return fullOrPart;
  const partTimeCompared = partTimeFirst(ctx, req); // part-time-compare.ts, stated-full-time-share.ts
  if (partTimeCompared) return partTimeCompared;
  const hasFigures = req.slots.amounts.some((a) => ['ral', 'monthly_gross', 'other'].includes(a.kind));
  // The notice not worked as an amount (notice-indemnity.ts), the breastfeeding rests' value (breastfeeding-value.ts).
  const indemnity = noticeIndemnity(ctx, req) ?? breastfeedingValue(ctx, req);
  if (indemnity) return indemnity;
  // A law leave's row of an uploaded payslip or timesheet, read before the law's rule (payslip-leave-row.ts).
  const leaveRow = ctx.documents.length ? payslipLeaveRow(ctx) : undefined;
  if (leaveRow) return leaveRow;
  const sickEvent = employmentRulesFirst(ctx, req.slots.agreements) ?? absenceFirst(ctx, req); // law, absences
  if (sickEvent) return sickEvent;
  const rest = lawOrRestFirst(ctx, req); // the law whatever the agreement, daily-rest.ts, lump-pro-rata.ts
  if (rest) return rest;
  // Uploaded documents answer first (document-route.ts), then a payslip's items typed with a doubt (listed-items.ts).
  // A result bonus's tax on the document's sum; a payslip's una tantum at its level and part-time share.
  const fromFigures =
    documentBonusTax(ctx, req) ?? documentLump(ctx, req, (own) => answerRequest(agentName, own));
  if (fromFigures) return fromFigures;
  const fromDocument = documentRoute(agentName, ctx, req, answerRequest);
  if (fromDocument) return withDocumentLevel(fromDocument, ctx, req); // fixs22d-documents.ts
  const agreement = agreementOf(ctx, req);
  const listed = agreementFirst(agentName, ctx, req, agreement); // on call, listed items (agreement-first.ts)
  if (listed) return listed;
  // The agreement's name asked; two levels' gap over a period or a year's total (level-arrears.ts).
  const which = whichAgreementAnswer(ctx, req) ?? periodTotals(ctx, req, agreement);
  if (which) return which;
  // A pay item in an extra month, or its instalments (extra-month-items.ts, item-instalments.ts).
  const inExtraMonth = extraMonthItem(ctx, req) ?? itemInstalments(ctx, req);
  if (inExtraMonth) return inExtraMonth;
  // A pay item asked as a definition ("cos'è l'EDR?", "il superminimo è assorbibile?"): what it is, first.
  const term = payTermAnswer(ctx, req) ?? areaElementAsked(ctx, req, agreement); // area-element-asked.ts
  if (term) return term;
  // A figure of an agreement the knowledge base names but holds no table of (AIOP/ARIS beside AIOP RSA): a gap.
  const relatedGap =
    relatedPayGap(ctx, req, agreement) ?? relatedAgreementGap(ctx) ?? provincialItemGap(ctx, req, agreement);
  if (relatedGap) return relatedGap;
  // Untaken holidays asked as money ("6 giorni di ferie non godute: quanto?"): the amount, before the law's rule.
  const untakenFirst = unusedHolidaysPay(ctx, req, agreement) ?? unusedHoursPay(ctx, req, agreement);
  const setAside = untakenFirst ?? cassaEdileBaseAsked(ctx, req); // "fa aumentare l'accantonamento?"
  if (setAside) return setAside;
  // A labour subject no agreement topic holds (a fixed-term contract's limits, unpaid wages, the NASpI…).
  const subject = contractorChangeAnswer(ctx, req) ?? labourSubjectAnswer(ctx, req);
  // "differenza tra ROL ed ex festività": the definition, then the hours; a figure asked beside a gap too.
  if (subject)
    return (
      rolBesideLaw(ctx, req, agreement, subject, (own) => answerRequest(agentName, own)) ??
      calculationBeside(ctx, req, subject, (message) => {
        const clause = { ...ctx, message };
        return answerRequest(agentName, { ...clause, request: requestFor(agentName, clause) });
      }) ??
      subject
    );
  // A day of illness asked, or days used ("… quanti mi restano?", comporto-used.ts).
  const comporto = comportoUsed(ctx, req, agreement);
  if (comporto) return comporto;
  const sickDay = sickDayAnswer(ctx, req, agreement);
  if (sickDay) return sickDay;
  // The subject asked outright wins over the general route (an employer's extra contribution, a leave kind…);
  // a domestic worker's maternity asked with "contributi" is the leave's rule (domestic-leave-first.ts).
  const asked = domesticLeaveFirst(ctx, req) ?? askedAnswer(ctx, req, isDomestic(agreement));
  if (asked) return asked;
  // A building worker's bonus from the hours and pay given: the Cassa Edile's percentage of that pay.
  const cassaEdile = cassaEdileShare(ctx, req, agreement);
  if (cassaEdile) return cassaEdile;
  // A tax treatment asked (a renewal's 5%, the surcharges' 15%, the bonus Natale): tax-treatment.ts.
  const renewalTaxed = taxTreatmentAnswer(ctx, req);
  if (renewalTaxed) return renewalTaxed;
  // "in busta gli scatti sono 61,98: quanti scatti ho?": the line over one increment of the level.
  const counted = incrementsCount(ctx, req, agreement);
  if (counted) return counted;
  // A monthly figure with a doubt ("la tabellare è 1.776: è giusta?"): checked against the minimum (job-level-before.ts).
  const checked = minimumCheck(ctx, levelOfJobBefore(ctx, req) ?? req, agreement);
  if (checked) return checked;
  const leaving = leavingRatei(ctx, req); // the ratei at leaving from a given pay (leaving-ratei.ts)
  if (leaving) return answerRequest(agentName, { ...ctx, request: leaving });
  // Who is entitled to a 13th or 14th month, and since when: the agreement's own sentence on it.
  if (
    (req.intent === 'monthly_payments' || req.intent === 'thirteenth_pro_rata') &&
    !req.slots.amounts.length &&
    !/\bquant[oaie]\b|\bimport|\bmatur/.test(readable(ctx.message)) &&
    // "e la tredicesima che le spetta a dicembre?" with a hire or leaving day in the case: the amount is asked.
    !(req.intent === 'thirteenth_pro_rata' && (req.slots.hireDate || req.slots.endDate))
  ) {
    const entitled = entitlementAnswer(ctx, req);
    if (entitled) return entitled;
  }
  // The 14th follows its own rule (period, share, payment); both asked: each and their sum; one paid and doubted.
  const fourteenth = fourteenthAsked(ctx.message, ctx.history?.at(-1)) && !asksMonthlyRatei(ctx.message);
  const both = fourteenth && agreement ? bothExtraMonths(ctx, req, agreement) : undefined;
  const claim = both ?? fourteenthShareClaim(ctx, req, agreement);
  if (claim) return claim;
  if (
    fourteenth &&
    agreement &&
    (req.intent === 'thirteenth_pro_rata' ||
      (req.intent === 'monthly_payments' && /quant|matur|calcol|rate[oi]/.test(readable(ctx.message))))
  ) {
    const own = fourteenthAnswer(ctx, req, agreement);
    // "i ratei di 13ª e di 14ª": each on its own period, in the order asked.
    // ("a quanto ammonta la tredicesima? E la quattordicesima esiste?": the 13th's amount too, extra-month-asked.ts.)
    const besides = bothExtraMonthsAsked(ctx.message) || thirteenthAmountBeside(ctx.message);
    if (req.intent !== 'thirteenth_pro_rata' || !besides) return own;
    return extraMonthsInOrder(ctx, own, (alone) =>
      answerRequest(agentName, hasDocumentFacts(ctx) ? withDocumentFacts(alone, req) : alone),
    );
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
  const hourlyChecked = domesticHourlyCheck(ctx, req, agreement);
  if (hourlyChecked) return hourlyChecked;
  const byHours = domesticHourlyMonth(ctx, req, agreement);
  if (byHours) return byHours;
  const domestic = domesticRoute(agentName, ctx, req, agreement, hasFigures);
  if (domestic) return domestic;
  // "quanto prende in più un 4° rispetto a un 5°" (after a classification too): two levels' minimums.
  const difference = hasFigures ? undefined : levelGapAnswer(ctx, req, agreement); // applied-level-gap.ts
  if (difference) return difference;
  // Figures combined for the case asked: n increments on a level, an apprentice's month on the final level.
  const combined = agreement ? combinedCase(agentName, ctx, req, agreement, hasFigures) : undefined;
  if (combined) return combined;
  // A part-timer's own permits, holidays or extra month (part-time-rights.ts), not the full-time figure.
  const partTimer = agreement && !hasFigures ? partTimeRightsAnswer(ctx, req, agreement) : undefined;
  if (partTimer) return partTimer;
  // Notice or sick pay of a part-timer: the agreement's rule alone (runAgent adds what part-time changes).
  const plain = partTimeAsCondition(req, ctx.message);
  if (agreement && plain !== req && (req.intent === 'notice' || req.intent === 'sickness_injury'))
    return answerByIntent(agentName, { ...ctx, request: plain }, plain, agreement, hasFigures);
  if (req.intent === 'holidays' || req.intent === 'rol_ex_festivita') {
    // A whole year's permits (hired in an earlier year, or no date): the total for the size and service.
    const proRata = permitsProRata(req, ctx.message, askedDay(ctx, req).slice(0, 4)); // full-permits-asked.ts
    const yearly =
      req.intent === 'rol_ex_festivita' && agreement && !proRata
        ? (rolTotalWithLeft(ctx, req, agreement) ?? permitShareAnswer(req, agreement))
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
  return withPermitsLeft(ctx, req, agreement, answerByIntent(agentName, ctx, req, agreement, hasFigures));
}
