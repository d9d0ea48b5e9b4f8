import { accruedToDate, resolvedEnd, resolvedHire } from './accrual-end.js';
import { asksOrdinaryHour, hoursMinimum } from './answer-turn.js';
import { asideTopic } from './aside-comparison.js';
import { readPhrasings } from './asked-phrasings.js';
import { dateOfYear, PAY_TABLE_INTENTS, refineIntent } from './asked-topic.js';
import { readCalcPhrasings } from './calc-reading.js';
import { readCalcStories } from './calc-reading-2.js';
import { claimedBenefit } from './claimed-benefit.js';
import { claimedLevelGap } from './claimed-level-gap.js';
import { clippedMonth } from './clipped-month.js';
import { comparedFollowUp } from './compared-follow-up.js';
import { withContributionAsked } from './contribution-asked.js';
import { conversationComparison } from './conversation-comparison.js';
import { employerDecisions } from './employer-decisions.js';
import { dropHireAsDate } from './hire-not-asked.js';
import { readHourValue } from './hour-value.js';
import { hourlyPayAsked, ordinaryHourAsked } from './hourly-asked.js';
import { minimumNow } from './minimum-now.js';
import { withSelection } from './named-outright.js';
import { nextTrancheAsked } from './next-tranche-asked.js';
import { lastPasses, needsAgreement } from './not-held-kept.js';
import { offeredPay } from './offered-pay.js';
import { overtimePaidFigure } from './overtime-paid.js';
import { sharedPay } from './part-time-follow-up.js';
import { partTimeRal } from './part-time-ral.js';
import { datesAsked } from './past-hire-date.js';
import { withStatedLevelPay } from './pay-after-level.js';
import { payBaseAsks } from './pay-base-asks.js';
import type { ReaderInput } from './read.js';
import type { readAlone } from './read-alone.js';
import { hiddenAsks } from './renewal-apprentice-asks.js';
import { renewalMonth } from './renewal-month.js';
import type { TypedRequest } from './request.js';
import { stillOutOfScope } from './scope.js';
import { readShortAsks } from './short-asks.js';
import { costOnStatedRate } from './stated-rate.js';
import { storyFacts } from './story-facts.js';
import { workedDate } from './story-month.js';
import { supplementaryHourAsked } from './supplementary-hour.js';
import { ratesAsked } from './surcharge-rate-asked.js';
import { readTaxChange } from './tax-change.js';
import { readable } from './text.js';
import { tfrTaxDeadline } from './tfr-tax-deadline.js';
import { familyLeave, partTimeExtraHours } from './topics-rt5.js';
import { workerAsked } from './worker-asked.js';
import { yearFollowUp } from './year-follow-up.js';

/** What the reader has gathered by the time the request's last passes run (read.ts). */
export interface ReadSoFar {
  /** The input with the message and history as the reader cleaned them. */
  input: ReaderInput;
  /** The message exactly as typed. */
  raw: string;
  /** The turn read alone. */
  own: ReturnType<typeof readAlone>;
  history: readonly string[];
  previousMessage: string | undefined;
  earlierSlots: TypedRequest['slots'] | undefined;
  /** The turn only states facts (statement-turn.ts). */
  statement: boolean;
}

/**
 * The passes after the conversation is merged: the selected agreements, comparisons, how clients phrase what they
 * ask, the dates, and the last corrections. `readQuestion` reads another turn (recursion through read.ts).
 */
export function finishRequest(
  clean: TypedRequest,
  ctx: ReadSoFar,
  readQuestion: (input: ReaderInput) => TypedRequest,
): TypedRequest {
  const { input, own, history, previousMessage, earlierSlots, statement } = ctx;
  // Agreements named in the question come first; the selected ones fill in when it names none, and beat one
  // only inferred from a workplace word or named by a word the selected one shares (named-outright.ts).
  clean.slots = withSelection(input.kb, clean.slots, own, input.categories, input.message);
  // "per confronto: negli Studi professionali quando si paga la 14ª?": one agreement's fact, not a comparison.
  Object.assign(
    clean,
    asideTopic(clean, own.text, input.message, own.slots.agreements, (message) =>
      readQuestion({ ...input, message, history: [] }),
    ),
  );
  // "confronta con il Metalmeccanici" after a question on the Commercio compares the two; "tra i due contratti".
  Object.assign(clean, conversationComparison(clean, own.text, input, readQuestion, own.slots.agreements));
  // "E negli Studi professionali: più lungo o più corto?" weighs another agreement against the conversation's.
  Object.assign(clean, comparedFollowUp(clean, own.text, own.slots.agreements, input, readQuestion));
  // The subject the question asks wins over side words; a year asked without a day picks that year's tables.
  const refined = refineIntent(clean, own.text);
  const stated = withStatedLevelPay(refined.intent, refined.slots.level, own.text);
  clean.intent = hoursMinimum(stated, own.text, previousMessage);
  if (asksOrdinaryHour(clean.intent, own.text)) delete refined.slots.overtimeKind;
  clean.alsoAsked = refined.alsoAsked;
  clean.slots = refined.slots;
  // "e le ore che faccio in più?" after a part-time turn: supplementary work (topics-rt5.ts).
  Object.assign(clean, partTimeExtraHours(clean, own.text, history));
  Object.assign(clean, supplementaryHourAsked(clean, own.text));
  Object.assign(clean, hourlyPayAsked(clean, own.text));
  // "è mancato mio cognato, il capo dice di prendere ferie: mi spetta un giorno pagato?": the leave.
  Object.assign(clean, familyLeave(clean, own.text));
  // How clients phrase what they ask and state (eval/reader's corpus of real questions).
  Object.assign(clean, readPhrasings(clean, own.text, input.documents, input.agent));
  // "quanto TFR ho maturato finora?": the accrual runs to today, not to the year's end (accrual-end.ts).
  Object.assign(clean, accruedToDate(clean, own.text, input.today));
  // How public threads ask calculations: the asking clause's subject, the story's years and numbers.
  Object.assign(clean, readCalcPhrasings(clean, own.text, input.today, previousMessage));
  Object.assign(clean, readCalcStories(input.kb, clean, own.text, previousMessage, input.today));
  Object.assign(clean, partTimeRal(clean, own.text)); // "part-time al 50%, quindi RAL 13.000" (part-time-ral.ts)
  // "dal 2026 cambia qualcosa nelle tasse con 40.000?": the year's rules at that income.
  Object.assign(clean, readTaxChange(clean, own.text));
  // "un'ora lavorata a Pasquetta quanto mi viene pagata?": the hour's value, not the working hours.
  Object.assign(clean, readHourValue(clean, own.text));
  // "lo stesso conto per il 2025, per confrontare con l'anno scorso": the calculation again, not a comparison.
  if (clean.intent === 'comparison' && previousMessage !== undefined)
    Object.assign(
      clean,
      yearFollowUp(
        clean,
        own.text,
        readQuestion({ ...input, message: previousMessage, history: history.slice(0, -1) }).intent,
      ),
    );
  // "e col contratto delle farmacie private?", "e per i bancari ABI?" after any turn: the agreement is not held.
  if (
    (clean.intent === 'comparison' || history.length > 0 || needsAgreement(clean.intent, input.documents)) &&
    own.intent === 'agreement_not_covered' &&
    own.slots.unknownAgreements.length > 0 &&
    own.slots.agreements.length === 0
  ) {
    clean.intent = 'agreement_not_covered';
    clean.slots = { ...clean.slots, agreements: [], unknownAgreements: own.slots.unknownAgreements };
  }
  Object.assign(clean, claimedLevelGap(clean, own.text, input.agent, history)); // inquadra: "non dovrei stare al 4°?"
  // An offer's pay; the ordinary hour beside extra hours; "il prossimo aumento quando scatta?" (next-tranche-asked.ts).
  for (const f of [offeredPay, ordinaryHourAsked, nextTrancheAsked]) Object.assign(clean, f(clean, own.text));
  // "quanto dobbiamo di arretrati?", "apprendista da portare al 4° livello: che percentuale?" (renewal-apprentice-asks.ts).
  Object.assign(clean, hiddenAsks(clean, own.text, previousMessage));
  // "a novembre c'era un aumento, di quanto è?": the tranche of the month named (renewal-month.ts).
  Object.assign(clean, renewalMonth(clean, own.text, input.today));
  // The week stated, new hours, a kept apprentice, "la 42esima ora", a bonus, a pay base, overtime rates.
  for (const f of [storyFacts, employerDecisions, readShortAsks, claimedBenefit, payBaseAsks, ratesAsked])
    Object.assign(clean, f(clean, own.text));
  withContributionAsked(clean, ctx.raw, own.text); // a contribution named alone (FIS, CIGS, INAIL…)
  Object.assign(clean, overtimePaidFigure(clean, own.text)); // "me le hanno pagate 108,26": doubted, not the pay
  const taxDeadline = tfrTaxDeadline(clean, own.text); // "l'imposta sostitutiva quando va versata?"
  Object.assign(clean, taxDeadline);
  datesAsked(clean, own, own.text, input.today);
  // "a gennaio ho fatto 5 ore di straordinario", "le fa martedì 8 dicembre": paid at the tables of the day worked.
  const worked = workedDate(own.text, input.today, clean.slots.date);
  if (worked && PAY_TABLE_INTENTS.has(clean.intent)) clean.slots.date = worked;
  // "turismo 5° min da ottobre": a shorthand question's month without its year (clipped-month.ts).
  const month = clippedMonth(clean, own.text, previousMessage === undefined, input.today);
  if (month) clean.slots.date = month;
  // A renewal's year names the renewal ("rinnovo 2025"), not the day its tables are read at.
  if (clean.slots.taxYear && !clean.slots.date && clean.intent !== 'renewal')
    clean.slots.date = dateOfYear(clean.slots.taxYear, input.today);
  if (clean.slots.hireDate?.startsWith('?')) clean.slots.hireDate = resolvedHire(clean.slots, input.today);
  dropHireAsDate(clean.slots, own.text, input.today); // "lavoro lì da maggio 2024": a start, not the day asked
  minimumNow(clean, own.text, input.today); // "calcolando sul minimo in vigore adesso" (minimum-now.ts)
  clean.slots = resolvedEnd(clean.slots, input.today);
  // "scusa, era part-time 30 ore su 40" after a RAL: the same pay at that share (part-time-follow-up.ts).
  if (earlierSlots) clean.slots.amounts = sharedPay(earlierSlots, own.slots, clean, own.text);
  // The last passes (fixs22c.ts, fixs22d-asks.ts, fixs23c.ts), an agreement not held kept (not-held-kept.ts).
  const read = lastPasses(input, clean, own.text, own.slots, earlierSlots, history);
  Object.assign(read, costOnStatedRate(read, own.text, history)); // a cost on the user's rate (stated-rate.ts)
  // The worker named (here or in the turn before) qualifies the ask (worker-asked.ts).
  const done = workerAsked(read, own.text, history.length ? readable(history.at(-1) as string) : undefined);
  return own.offTopic && !statement && !taxDeadline.intent ? stillOutOfScope(done) : done;
}
