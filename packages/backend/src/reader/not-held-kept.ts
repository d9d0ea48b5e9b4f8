import type { KnowledgeBase } from '../kb/knowledge-base.js';
import { arrearsFollowUp } from './arrears-follow-up.js';
import { monthPayAtEnd, tableMinimumAtEnd } from './asked-at-the-end.js';
import { askedExtraMonth } from './asked-extra-month.js';
import { calculationFollowUps } from './calc-follow-ups.js';
import { withoutHoursTold } from './case-changed.js';
import { withOvertimeClause } from './clause-overtime.js';
import { lastAsks } from './fixs22c.js';
import { fixs22dReadings } from './fixs22d-asks.js';
import { fixs23cAsks } from './fixs23c.js';
import { fixs28cAsks } from './fixs28c.js';
import { fixs28hAsks } from './fixs28h.js';
import { apprenticeHireFollowUp } from './hire-kind-follow-up.js';
import { hoursNewsAsked } from './hours-news.js';
import { householdAside } from './household-aside.js';
import { minimumAskedBeside } from './household-minimum-asked.js';
import { withJointPay } from './joint-asks.js';
import { lumpAsked, renewalTranchesAsked } from './lump-asked.js';
import { withoutPaymentsPremise } from './payments-premise.js';
import { permitsLeftAsked } from './permits-left.js';
import { ralOfLevelAsked } from './ral-of-level.js';
import { renewalWhy } from './renewal-why.js';
import type { Intent, Slots, TypedRequest } from './request.js';
import { withServiceStart } from './service-start.js';
import { atReferenceParameter, withoutShiftPatternHours } from './shift-pattern.js';
import { statedClauseAsked } from './stated-clause.js';
import { storyAskedFigure } from './story-asked-figure.js';
import { readable } from './text.js';
import { trancheAsDate } from './tranche-date.js';

/**
 * An agreement the knowledge base lacks stays the answer through the last phrasing passes. "lavoro nell'igiene
 * ambientale col contratto Utilitalia, la quattordicesima quanto è e quando arriva?": the reading up to here found
 * only an agreement not held and made the request `agreement_not_covered`; a last pass that reads how a subject
 * is asked ("quando arriva la quattordicesima" → the extra months) must not turn it back into a subject asked of
 * no agreement, which answers "which agreement?" instead of saying that one is not held. Calculations from
 * figures alone (net, gross, TFR, cost, a payslip) and the payroll rules need no agreement and pass.
 */

const NEED_NO_AGREEMENT: ReadonlySet<Intent> = new Set([
  'gross_to_net',
  'net_to_gross',
  'tfr',
  'payslip_check',
  'employer_cost',
  'payroll_rules',
  'out_of_scope',
  'agreement_not_covered',
]);

/**
 * Whether an intent is answered only on an agreement (an agreement not held then is the answer): "mi applicano il
 * contratto Assodelivery-UGL: quanto in più di notte?". An uploaded document answers from its own text.
 */
export const needsAgreement = (intent: Intent, documents = 0): boolean =>
  !documents && intent !== 'document_question' && !NEED_NO_AGREEMENT.has(intent);

/** The request after the last passes, kept on the agreement not held when `before` was about it. */
export function notHeldKept(before: Intent, after: TypedRequest): TypedRequest {
  if (before !== 'agreement_not_covered' || NEED_NO_AGREEMENT.has(after.intent)) return after;
  if (after.slots.agreements.length || !after.slots.unknownAgreements.length) return after;
  const alsoAsked = [after.intent, ...after.alsoAsked.filter((i) => i !== after.intent)];
  return { ...after, intent: 'agreement_not_covered', alsoAsked };
}

/** The reader's last passes on a request (fixs22c.ts, fixs22d-asks.ts, fixs23c.ts), then the guard above. */
export function lastPasses(
  input: { kb: KnowledgeBase; message: string; today: string },
  read: TypedRequest,
  text: string,
  own: Slots,
  earlier: Slots | undefined,
  history: readonly string[],
): TypedRequest {
  const { today } = input;
  const before = read.intent;
  // A calculation's follow-up that changes one thing or asks a derived figure (calc-follow-ups.ts).
  const request = calculationFollowUps(input.kb, read, text, input.message, own, earlier);
  const story = { ...request, ...storyAskedFigure(request, text) }; // a story's asked figure (story-asked-figure.ts)
  const figure = { ...story, ...askedExtraMonth(story, text) }; // a 13th asked amid payslips (asked-extra-month.ts)
  const told = { ...figure, ...permitsLeftAsked(figure, text) }; // permits taken, those left asked (permits-left.ts)
  const started = { ...told, ...withServiceStart(told, text, today) }; // another start of service (service-start.ts)
  const asked = lastAsks(started, text, own, earlier, today, history);
  const done = fixs28hAsks(
    fixs28cAsks(
      fixs23cAsks(fixs22dReadings(asked, text, own, earlier), { text, slots: own }, history.at(-1)),
      text,
    ),
    text,
  );
  // "solo il minimo del 4°, quanto viene la RAL?": a level's RAL asked outright (ral-of-level.ts).
  // ("e se lo assumessimo con contratto di apprendistato?" after the probation: hire-kind-follow-up.ts.)
  const last = apprenticeHireFollowUp(ralOfLevelAsked(notHeldKept(before, done), text), text, history.at(-1));
  // ("… maggiorate le ore di straordinario, e poi anche la quattordicesima: quando …?": both, clause-overtime.ts.)
  // ("la paga minima del livello 4 e quanto si paga la domenica?": the minimum too, joint-asks.ts.)
  const final = {
    ...last,
    alsoAsked: withJointPay(last.intent, withOvertimeClause(last.intent, last.alsoAsked, text), text),
  };
  // The table's minimum asked at the end of a story wins over the story's subjects (asked-at-the-end.ts).
  // A month's pay asked after a story that names a leave in passing (asked-at-the-end.ts, case 4).
  const paid = { ...final, ...monthPayAtEnd(final, text) };
  const minimum = { ...paid, ...tableMinimumAtEnd(paid, text) };
  // A relative's own job told beside the family's carer is no domestic work (household-aside.ts).
  // The payments a calculation's case states are its premise, not a rule asked (payments-premise.ts).
  // A tranche that only dates the minimum asked is no renewal asked beside it (tranche-date.ts).
  const dated = { ...minimum, ...trancheAsDate(minimum, text) };
  // "il sindacato ha detto 60 euro, a me è salito di 48: perché?" after a renewal turn (renewal-why.ts).
  // ("stessa situazione per la collega D2, quanto le devono?" after an arrears turn: arrears-follow-up.ts.)
  const why = { ...dated, ...renewalWhy(dated, text, history.at(-1)) };
  const doubted = { ...why, ...arrearsFollowUp(why, text, history.at(-1)) };
  // Turismo's extra and surroga staff: a clause the agreement's passages state (stated-clause.ts); a renewal's news
  // on working time asked beside its pay (hours-news.ts).
  const kept = withoutPaymentsPremise({ ...doubted, ...householdAside(doubted, text) }, text);
  // The minimum asked beside a pay offered or a back-pay check (household-minimum-asked.ts).
  // (Weekly hours told to pick a notice's band are not the working week asked, case-changed.ts.)
  const beside = withoutHoursTold({ ...kept, ...minimumAskedBeside(kept, text) }, text);
  const clause = hoursNewsAsked(statedClauseAsked(beside, text), text);
  // The una tantum asked amid a story of part-time, a month or a level (lump-asked.ts).
  const lump = {
    ...clause,
    ...lumpAsked(clause, text, history.length ? readable(history.at(-1) ?? '') : undefined),
  };
  // A shift pattern is no part-time week; a renewal's reference parameter is no carried level (shift-pattern.ts).
  const reference = atReferenceParameter(withoutShiftPatternHours(lump, text), text, own);
  return withoutCarriedMonths(renewalTranchesAsked(reference, text, own.level), text, earlier);
}

// "per questi tre mesi", "lavorato 5 mesi": the months the turn counts itself.
const MONTHS_SAID =
  /\b(?:\d{1,2}|un|uno|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici) mes[ei]\b/;

/**
 * "E per il ragazzo preso dal 1° novembre al 31 dicembre?" after "quanto le spetta per questi tre mesi?": the dates
 * the turn tells count the months again; the earlier case's count, carried, does not.
 */
function withoutCarriedMonths(read: TypedRequest, text: string, earlier: Slots | undefined): TypedRequest {
  const { monthsWorked, hireDate, endDate } = read.slots;
  if (
    !earlier ||
    monthsWorked === undefined ||
    monthsWorked !== earlier.monthsWorked ||
    !hireDate ||
    !endDate
  )
    return read;
  if (MONTHS_SAID.test(text) || (hireDate === earlier.hireDate && endDate === earlier.endDate)) return read;
  const { monthsWorked: _carried, ...slots } = read.slots;
  return { ...read, slots };
}
