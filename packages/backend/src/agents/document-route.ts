import { answerDocumentQuestion, isDocumentQuestion } from '../documents/answer.js';
import { ownTermsAnswer } from '../documents/own-terms.js';
import { documentTexts, summedItems } from '../documents/summed-items.js';
import { unitTotalAnswer } from '../documents/unit-total.js';
import { asksAgreementOfDocument, isContractText } from '../reader/document-subject.js';
import { asksJointPay } from '../reader/joint-asks.js';
import type { TypedRequest } from '../reader/request.js';
import { expandShorthand } from '../reader/shorthand.js';
import { readable } from '../reader/text.js';
import type { AgentName, AgentResult } from './agents.js';
import type { AgentAnswer } from './answer.js';
import { apprenticeHalfDate } from './apprentice-letter-halves.js';
import { letterRatesRequest, withLetterRates } from './apprentice-letter-rates.js';
import { payslipSetAside } from './cassa-edile-net.js';
import { claimedMinimumBesideDocument } from './claimed-minimum-document.js';
import { classificationContext } from './classification-followup.js';
import type { AgentContext } from './context.js';
import { contractorChangeAnswer } from './contractor-change.js';
import { agreementSubjectBesideDocument } from './document-agreement-subject.js';
import { documentCertificate } from './document-certificate.js';
import {
  asksLevelBesideDocument,
  asksLevelOfTasks,
  withDocumentAgreement,
} from './document-classification.js';
import { documentContributionSheet } from './document-contribution-sheet.js';
import { documentDatedRow } from './document-dated-row.js';
import { certificateCheck, documentDiscipline } from './document-discipline.js';
import { documentCigLine, documentExtraMonth, documentItemCheck } from './document-extra-month.js';
import { asksDocumentFigure } from './document-figure.js';
import { documentFine } from './document-fine.js';
import { documentFormulaTotal } from './document-formula.js';
import { documentGrossIrpef, documentRalTax } from './document-gross-irpef.js';
import { documentHolidayPay } from './document-holiday-pay.js';
import { documentIncrements } from './document-increments.js';
import { documentInpsDue } from './document-inps-due.js';
import { documentItemsSum } from './document-items-sum.js';
import { documentJointCheck, findsShort, jointAsked, letterStartedBefore } from './document-joint-check.js';
import { documentLastDay } from './document-last-day.js';
import { documentLeaveInProbation } from './document-leave-probation.js';
import { leaveOfDocument } from './document-leave-reason.js';
import { documentLetterCheck } from './document-letter-check.js';
import { documentLineAsked } from './document-line-asked.js';
import { listedCountAnswer } from './document-listed-count.js';
import { documentMissingTerms } from './document-missing-terms.js';
import { documentNotHeld } from './document-not-held.js';
import { documentNoticeCheck } from './document-notice.js';
import { documentNoticeClause } from './document-notice-clause.js';
import { documentOwnTerms } from './document-own-terms.js';
import { documentParentalRate } from './document-parental.js';
import { documentPartPay } from './document-part-pay.js';
import { documentPayChange } from './document-pay-change.js';
import { documentPlanCost } from './document-plan-cost.js';
import { documentProbationEnd } from './document-probation.js';
import { documentReadFirst } from './document-read-first.js';
import {
  documentRequest,
  documentText,
  hasDocumentFacts,
  readsDocumentLevel,
  withDocumentFacts,
} from './document-request.js';
import { documentRevaluation } from './document-revaluation.js';
import { documentScheduleHours } from './document-schedule.js';
import { asksTrancheBesideDocument } from './document-stated-minimum.js';
import { documentSurchargeAnswer } from './document-stated-surcharges.js';
import { subjectBesideDocument } from './document-subject-asked.js';
import { documentTermMonths } from './document-term.js';
import { termCarried } from './document-term-carried.js';
import { documentTfr } from './document-tfr.js';
import { documentTfrStatement } from './document-tfr-statement.js';
import { documentTfrYear } from './document-tfr-year.js';
import { documentThirdElement } from './document-third-element.js';
import { documentTransferLaw } from './document-transfer-law.js';
import { documentWithholdingCheck } from './document-withholding.js';
import { domesticSlipBoard } from './domestic-slip-board.js';
import { householdSlipAnswer } from './domestic-slip-minimum.js';
import { domesticWithholding } from './domestic-withholding.js';
import { atDecemberTable } from './extra-month-table.js';
import { finalExtraMonth } from './final-extra-month.js';
import { fixedTermLetter } from './fixed-term-letter.js';
import { fixedTermProbationAsked } from './fixed-term-probation-asked.js';
import { apprenticeContractRequest, withDocumentRise } from './fixs22d-documents.js';
import { withProbationAsked } from './hours-with-probation.js';
import { inquadra } from './inquadra.js';
import { letterPayTotal } from './letter-pay-total.js';
import { withParts, withSubjects } from './multi-part.js';
import { nightHoursAnswer, nightHoursLine } from './night-hours.js';
import { kindRowCheck, overtimeRowAsked, withRowHours, withRowVerdict } from './overtime-row-check.js';
import { paidRow } from './paid-row.js';
import { partTimeFloor } from './part-time-floor.js';
import { partTimeShareCheck } from './part-time-share-check.js';
import { agreementOf, isDomestic } from './pay-base.js';
import { payslipMarriageAllowance } from './payslip-marriage-allowance.js';
import { documentSmartWorkingNotice } from './smart-working-document.js';
import { timesheetColumnTotals } from './timesheet-columns.js';
import { timesheetOvertimeCount } from './timesheet-count.js';
import { countedHoursLine, statedExtraHours } from './timesheet-hours.js';
import { timesheetSurcharges } from './timesheet-surcharges.js';
import { timesheetOvertimeValue } from './timesheet-value.js';

/**
 * Questions about the uploaded documents, answered from them before the agreement's topics (a total of payslip lines,
 * a letter's notice or last day, a TFR statement, a timesheet's extra hours, a job's level beside a document, an item
 * weighed against the agreement…). Undefined when no document answers; `again` answers a request rebuilt on its facts.
 */
// The payslip's withholdings or net asked beside its pay items ("e se i contributi INPS sono giusti?").
const ASKS_ERRORS = /\berror[ei]\b|\bsbagliat\w*|\bcorregg\w*/;
// A letter's probation or holidays doubted: the documents module weighs the term it labels (term-verdicts.ts).
const WEIGHED_TERM = /\bprova\b|\bferie\b|\borario normale\b/i;
const OTHER_CHECKS = /\binps\b|\bcontribut\w*|\birpef\b|\bnetto\b|\btrattenut\w*|\britenut\w*/;

export function documentRoute(
  agentName: AgentName,
  ctx: AgentContext,
  req: TypedRequest,
  again: (agentName: AgentName, ctx: AgentContext) => AgentResult,
): AgentResult | undefined {
  // Documents first (none uploaded: said so); a withholding doubted; lines summed; a fixed-term letter's months.
  // A payslip's CIGO line (cig-line-check.ts), the INPS on its total pay; a document's terms, board, holidays' accrual.
  const board =
    documentRalTax(ctx) ?? // a proposal's RAL, its IRPEF and deduction asked (document-ral-tax.ts)
    documentCigLine(ctx) ??
    documentInpsDue(ctx) ??
    domesticSlipBoard(ctx, req) ??
    documentHolidayPay(ctx) ??
    (hasDocumentFacts(ctx) ? undefined : documentReadFirst(ctx, req)) ??
    documentThirdElement(ctx, req);
  const setAside = board ?? documentDatedRow(ctx) ?? payslipSetAside(ctx, agreementOf(ctx, req));
  if (setAside) return setAside;
  const notHeld = documentTransferLaw(ctx) ?? (hasDocumentFacts(ctx) ? undefined : documentNotHeld(ctx, req));
  if (notHeld) return notHeld;
  // A subject the letter refers to its agreement ("trasferta nelle misure del CCNL"): the agreement's rule.
  const referred = agreementSubjectBesideDocument(ctx, req);
  if (referred) return referred;
  // A hiring plan's yearly cost on the RAL and employer rate it states, and its budget (document-plan-cost.ts).
  const planCost = documentPlanCost(ctx, req);
  if (planCost) return planCost;
  // A smart-working agreement's withdrawal notice doubted: against the law's 30 days (smart-working-document.ts).
  const smartNotice = hasDocumentFacts(ctx) ? undefined : documentSmartWorkingNotice(ctx);
  if (smartNotice) return smartNotice;
  // A letter's full-time pay and the part-time hours agreed: the pay for those hours (document-part-pay.ts).
  const partPay = hasDocumentFacts(ctx) ? undefined : documentPartPay(ctx);
  if (partPay) return partPay;
  // A payslip's minimum and overtime row both doubted, or a holiday or night row: its check (overtime-row-check.ts).
  const rowAsked = overtimeRowAsked(ctx, req);
  if (rowAsked) return again(agentName, { ...ctx, request: rowAsked });
  const kindChecked = kindRowCheck(ctx, req, (r) => again(agentName, withDocumentFacts(ctx, r)));
  if (kindChecked) return kindChecked;
  // A change of contractor's letter and whether the new firm must take the worker on (contractor-change.ts).
  const contractor = contractorChangeAnswer(ctx, req);
  if (contractor) return contractor;
  // A payslip's INPS marriage allowance row, "congedo … anche in prova?", an apprentice's level change day (own files).
  const letterDay = payslipMarriageAllowance(ctx) ?? documentLeaveInProbation(ctx) ?? apprenticeHalfDate(ctx);
  if (letterDay) return letterDay;
  const leave = leaveOfDocument(agentName, ctx); // a leave request's "these days" (document-leave-reason.ts)
  if (leave) return again(agentName, leave);
  // A fixed-term letter's probation asked: the law's 1 day every 15 (fixed-term-probation-asked.ts).
  const fixedTerm = fixedTermProbationAsked(ctx);
  if (fixedTerm) return fixedTerm;
  // "quanto mi devono di maggiorazioni tra festivo e notturno?" on a timesheet (timesheet-surcharges.ts).
  // The document's own percentages, or a payslip row's against the agreement's (document-stated-surcharges.ts).
  const surcharges = documentSurchargeAnswer(ctx, req) ?? timesheetSurcharges(ctx);
  if (surcharges) return surcharges;
  // Those hours' own row (paid-row.ts); "cosa sono i 147 € che mi tolgono?": that line (document-line-asked.ts).
  const paid = hasDocumentFacts(ctx) ? undefined : (paidRow(ctx, req) ?? documentLineAsked(ctx));
  if (paid) return paid;
  // An apprenticeship contract's pay asked with its facts left to the contract (fixs22d-documents.ts).
  const apprentice = hasDocumentFacts(ctx) ? undefined : apprenticeContractRequest(ctx, req);
  if (apprentice)
    return withLetterRates(ctx, apprentice, again(agentName, withDocumentFacts(ctx, apprentice)));
  const ladder = hasDocumentFacts(ctx) ? undefined : letterRatesRequest(ctx, req);
  if (ladder) return withLetterRates(ctx, ladder, again(agentName, withDocumentFacts(ctx, ladder)));
  // Its weekly hours, schedule days, instalments or an act's day asked outright: the statement that sets it
  // (documents/own-terms.ts), before the agreement's rule on the same subject.
  const own = hasDocumentFacts(ctx) ? null : ownTermsAnswer(expandShorthand(ctx.message), ctx.documents);
  if (own) return own;
  // "di quanti minuti di ritardo mi accusano in tutto?": a count the letter states in parts, summed.
  const units = hasDocumentFacts(ctx) ? null : unitTotalAnswer(expandShorthand(ctx.message), ctx.documents);
  if (units) return units;
  // "in quante giornate diverse la lettera contesta un ritardo?": the dated items a letter lists, counted.
  const listed = hasDocumentFacts(ctx)
    ? null
    : listedCountAnswer(expandShorthand(ctx.message), ctx.documents);
  if (listed) return listed;
  // "il dipendente dice che il minimo è 2.211 e qualcosa, è vero?" beside a payslip (claimed-minimum-document.ts).
  const claimed = hasDocumentFacts(ctx) ? undefined : claimedMinimumBesideDocument(ctx, req);
  if (claimed) return claimed;
  // "da dicembre cambia qualcosa nello stipendio della lettera?": the level's table in that month (document-pay-change.ts).
  const term =
    documentPayChange(ctx, req) ??
    documentProbationEnd(ctx) ??
    documentOwnTerms(ctx, req) ??
    documentTermMonths(ctx) ??
    fixedTermLetter(ctx, req);
  if (term) return term;
  // A household's payslip doubted: no IRPEF is due and the INPS share is per hour (domestic-payslip-doc.ts).
  const household = householdSlipAnswer(ctx, req);
  if (household) return household;
  const sumsItems = summedItems(ctx.message, documentTexts(ctx.documents));
  const summed = sumsItems ? answerDocumentQuestion({ ...ctx, question: ctx.message }) : null;
  if (summed) return summed;
  // A CU's year net or INPS checked on its boxes; a year-end gross IRPEF at its brackets (document-gross-irpef.ts).
  const certificate = hasDocumentFacts(ctx)
    ? undefined
    : (documentCertificate(ctx) ?? documentGrossIrpef(ctx));
  if (certificate) return certificate;
  // A statement's blank total with its formula of lettered rows ("(A+B+C-D) ____"): the formula on its rows.
  const formula = documentFormulaTotal(ctx);
  if (formula) return formula;
  // A disciplinary charge asked about ("cosa rischio?", "entro quando rispondo?"): the law's procedure;
  // a sickness certificate asked about the INPS doctor's visit: the sick-check hours.
  // "quanto mi tolgono con questa multa?": the fine's hours at the letter's level's hourly minimum (document-fine.ts).
  // A parental-leave request claiming the 80%: due or not by when the compulsory leave ended (document-parental.ts).
  const discipline =
    documentFine(ctx) ?? documentDiscipline(ctx) ?? certificateCheck(ctx) ?? documentParentalRate(ctx);
  if (discipline) return discipline;
  // A resignation or dismissal letter asked about its notice: the notice it gives against the agreement's.
  // "secondo la lettera qual è il mio ultimo giorno?": the day the letter gives (document-last-day.ts).
  // The same asked of a letter that names no agreement: what the answer needs (document-missing-terms.ts).
  // (A comparison of two agreements' notices, one the letter's, is confronta's: each at its own level.)
  // (So is another agreement's notice weighed against the letter's: "nel Turismo sarebbe più lungo o più corto?".)
  const comparesTwo = req.intent === 'comparison';
  const notice = comparesTwo
    ? undefined
    : (documentLastDay(ctx) ??
      documentNoticeCheck(ctx) ??
      documentNoticeClause(ctx) ??
      documentMissingTerms(ctx, req));
  if (notice) return notice;
  // A payslip's TFR lines: the month's share, the fund, the share checked against the month's gross. A TFR statement's fund at a year's end, its revaluation asked: computed on that fund (document-revaluation.ts).
  // A statement's printed revaluation tax checked or asked: 17% of its gross revaluation (document-tfr-statement.ts).
  const statement = hasDocumentFacts(ctx) ? undefined : documentTfrStatement(ctx);
  if (statement) return statement;
  const revalued = hasDocumentFacts(ctx) ? undefined : documentRevaluation(ctx, req);
  if (revalued) return again(agentName, withDocumentFacts(ctx, revalued));
  // A domestic contributions statement checked: the year's hourly rate × its hours (document-contribution-sheet.ts).
  const tfr = documentContributionSheet(ctx) ?? documentTfr(ctx) ?? documentTfrYear(ctx);
  if (tfr) return tfr;
  // A payslip's 13th or 14th month line, or a pay item ("la paga base è aggiornata?"): its amount, checked
  // against the agreement's figure for the level.
  // "il minimo del mio livello per le ore che faccio?": the level's minimum in proportion to the hours.
  // "quanti scatti dovrei avere?" beside a payslip: those matured since its hire day, its line weighed.
  // "paga base, contingenza e terzo elemento insieme fanno il minimo?": the items summed against the level's minimum
  // (document-items-sum.ts), opening; the payslip's other checks asked beside it ("e i contributi INPS?") follow.
  // "quanto mi danno in tutto secondo la lettera, minimo più superminimo?": the letter's parts summed.
  const letterTotal = hasDocumentFacts(ctx) ? undefined : letterPayTotal(ctx);
  if (letterTotal) return letterTotal;
  const itemsSum = hasDocumentFacts(ctx) ? undefined : documentItemsSum(ctx);
  if (itemsSum) {
    const facts = OTHER_CHECKS.test(readable(ctx.message)) ? documentRequest(ctx, req) : undefined;
    if (!facts) return itemsSum;
    // (Its withholdings checked: the payslip check on the document's figures, not the minimum again.)
    const checked = { ...facts, intent: 'payslip_check' as const, alsoAsked: [] };
    const rest = again(agentName, withDocumentFacts(ctx, checked));
    return withParts(rest, [itemsSum, rest]);
  }
  // A final payslip's 13th-month twelfths doubted: the months up to the leaving day (final-extra-month.ts).
  const extraMonth =
    finalExtraMonth(ctx) ??
    partTimeShareCheck(ctx, req) ??
    documentIncrements(ctx, req) ??
    documentExtraMonth(ctx) ??
    // (A payslip check on the document's facts checks the withholdings, not one pay item again.)
    (hasDocumentFacts(ctx) && ctx.request?.intent === 'payslip_check' ? undefined : documentItemCheck(ctx));
  if (extraMonth) return extraMonth;
  // A timesheet's extra hours valued or counted; the agreement's least part-time hours, weighed against a contract's.
  const withheld =
    documentWithholdingCheck(ctx, req) ??
    timesheetOvertimeValue(ctx, req) ??
    timesheetOvertimeCount(ctx) ??
    timesheetColumnTotals(ctx) ??
    documentScheduleHours(ctx) ??
    hoursFloorWithProbation(ctx, req);
  if (withheld) return withheld;
  // (A level asked of a job description's tasks, or "il livello che ho messo è giusto?" by any agent: on the tasks.)
  const ofTasks =
    agentName === 'inquadra'
      ? req.intent !== 'classification' || asksLevelOfTasks(ctx)
      : req.intent === 'document_question' && asksLevelOfTasks(ctx);
  if (ofTasks && asksLevelBesideDocument(ctx))
    return inquadra(classificationContext(withDocumentAgreement(ctx)));
  // "la retribuzione rispetta il minimo?", "paga e prova sono in linea?" on a letter: each weighed (fixs23c).
  // (The pay alone: only where the agreement's answer on the letter's facts weighs nothing, below.)
  // "c'è qualcosa che non va nella lettera?": every term it states, weighed (document-letter-check.ts).
  const whole = hasDocumentFacts(ctx) ? undefined : documentLetterCheck(ctx);
  if (whole) return whole;
  const joint = hasDocumentFacts(ctx) ? undefined : documentJointCheck(ctx);
  // ("ci sono errori nella paga?", "cosa devo correggere?": the letter's terms weighed, as when the probation is named.)
  // (The document's monthly payments weighed beside the pay: "paga e mensilità sono corrette?".)
  if (
    joint &&
    (/\bprova\b/i.test(ctx.message) || ASKS_ERRORS.test(readable(ctx.message)) || jointAsked(joint))
  )
    return joint;
  // An item of the document asked against the agreement (its INPS, notice, minimum): the agreement's answer on
  // the document's facts (document-request.ts).
  // A probation the documents module weighs itself ("Il documento indica 60 giorni …: è conforme") keeps that
  // comparison; the agreement's answer on the document's facts is for what the module cannot weigh.
  const weighedAsk = WEIGHED_TERM.test(ctx.message) ? ctx.message : termCarried(ctx); // document-term-carried.ts
  const weighed =
    ctx.documents.length && !hasDocumentFacts(ctx) && weighedAsk
      ? answerDocumentQuestion({ ...ctx, question: weighedAsk })
      : undefined;
  // ("il periodo di prova e la paga sono regolari?": the pay joined asks the level's minimum too, the agreement's
  // answer on the document's facts, after the probation weighed.)
  if (weighed && /^(?:\*\*(?:sì|no)\*\*: )?\**il documento indica\b/i.test(weighed.text)) {
    const facts = asksJointPay(readable(ctx.message)) ? documentRequest(ctx, req) : undefined;
    if (!facts) return weighed;
    const pay = again(agentName, withDocumentFacts(ctx, { ...facts, intent: 'minimum_pay', alsoAsked: [] }));
    return withSubjects(weighed, [pay]);
  }
  // A level's increase asked beside a leaflet ("io sono al 5°: quanto ho preso in più?") is the agreement's tranche
  // at that level, not the figure the leaflet prints for another.
  const tranche = asksTrancheBesideDocument(req, readable(ctx.message), documentText(ctx));
  // "adesso faccio il D2 metalmeccanico: quale dei due minimi è più alto?" beside a letter: the letter's
  // agreement is the other one compared.
  const comparesDocument = req.intent === 'comparison' && req.slots.agreements.length < 2;
  // "quanti sono secondo il contratto?" beside a pay sheet: the agreement's subject (document-subject-asked.ts).
  const asked = hasDocumentFacts(ctx) ? req : subjectBesideDocument(ctx, req);
  const read =
    hasDocumentFacts(ctx) ||
    sumsItems ||
    (asked === req && !tranche && !comparesDocument && asksDocumentFigure(ctx, req))
      ? undefined
      : documentRequest(ctx, asked);
  // (A 13th paid in December on a payslip that pays the table: December's table, extra-month-table.ts.)
  // (A payslip's overtime row doubted: its hours valued, the verdict first: overtime-row-check.ts.)
  const fromDocument = read && withRowHours(ctx, atDecemberTable(ctx, read));
  if (fromDocument) {
    // (A letter's pay asked to rise at a later date: the rise, as a figure: fixs22d-documents.ts.)
    const answer = withRowVerdict(
      ctx,
      fromDocument,
      withDocumentRise(again(agentName, withDocumentFacts(ctx, fromDocument)), ctx, fromDocument),
    );
    // (A letter that started before today: its pay at its own first day, the joint check's; a later start or an
    // offer with no day keeps the agreement's answer on the letter's facts, unless the check finds a term short:
    // "rispetta il CCNL?" on a letter paying below the minimum is answered No first.)
    // (A later start's own verdict on the pay, future-start.ts, already opens with it: kept, with its figures.)
    const ownVerdict = /^(?:\*\*)?(?:Sì|No)\b/.test(answer.text.trimStart());
    if (joint && (letterStartedBefore(ctx) || (!ownVerdict && findsShort(ctx, joint)))) return joint;
    // (A part-timer's supplementary hours the sheet totals: their count, before their rate and value; a roster's
    // night hours asked: their count, before the night rate: night-hours.ts.)
    const stated = statedExtraHours(documentText(ctx));
    const counted =
      nightHoursLine(ctx) ??
      (fromDocument.intent === 'overtime_value'
        ? countedHoursLine(
            readable(ctx.message),
            fromDocument.slots.extraHours,
            fromDocument.slots.weeklyHours,
          )
        : fromDocument.intent === 'part_time' && stated?.supplementary
          ? countedHoursLine(readable(ctx.message), stated.hours, undefined, 'di lavoro supplementare')
          : undefined);
    return counted
      ? { ...answer, text: `${counted}\n\n${answer.text}`, brief: `${counted}\n\n${answer.brief}` }
      : answer;
  }
  // Only the night hours of a roster asked, with nothing the agreement answers beside them: their count.
  const night = hasDocumentFacts(ctx) ? undefined : nightHoursAnswer(ctx);
  if (night) return night;
  // "devo trattenerle anche l'IRPEF?" beside a domestic worker's contract: the family is no withholding agent, a
  // rule of the law the contract need not state (domestic-withholding.ts), not a passage looked for in it.
  const withholding = domesticWithholding(ctx, req, isDomestic(agreementOf(ctx, req)));
  if (withholding) return withholding;
  if (
    !hasDocumentFacts(ctx) &&
    // Two agreements set side by side, one of them the letter's ("quale dei due minimi è più alto?"): the
    // comparison answers, not a quote of the letter.
    !(req.intent === 'comparison' && req.slots.agreements.length >= 2) &&
    // A subject asked of the agreement beside a document ("quante ferie prevede il contratto per la badante della
    // busta allegata?") is the agreement's answer, not a quote of the document (reader/document-subject.ts).
    !asksAgreementOfDocument(
      req.intent,
      readable(ctx.message),
      documentTexts(ctx.documents).some((d) => isContractText(d.text)),
    ) &&
    // In calcolo too, a figure the payslip states is read off it rather than computed.
    (agentName !== 'calcolo' || req.intent === 'document_question' || asksDocumentFigure(ctx, req)) &&
    (req.intent !== 'classification' || readsDocumentLevel(ctx)) &&
    (req.intent === 'document_question' ||
      isDocumentQuestion(ctx.message) ||
      readsDocumentLevel(ctx) ||
      sumsItems !== undefined ||
      asksDocumentFigure(ctx, req))
  ) {
    // Read with the phone shorthand expanded, as the reader reads it ("qunto", "qnt" for "quanto").
    const fromDocuments = answerDocumentQuestion({ ...ctx, question: expandShorthand(ctx.message) });
    if (fromDocuments) return fromDocuments;
  }
  return undefined;
}

/** The part-time floor weighed on a letter, with the probation asked beside it (hours-with-probation.ts). */
function hoursFloorWithProbation(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const floor = partTimeFloor(ctx, req);
  return floor && withProbationAsked(ctx, floor);
}
