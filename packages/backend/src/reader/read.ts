import type { KnowledgeBase } from '../kb/knowledge-base.js';
import { accruedToDate, resolvedEnd, resolvedHire } from './accrual-end.js';
import {
  answersPrevious,
  asksOrdinaryHour,
  carriedSlots,
  hoursMinimum,
  levelInAgreement,
  revisits,
  sameAgreement,
  withoutDenied,
} from './answer-turn.js';
import { asideTopic } from './aside-comparison.js';
import { turnsBack, withoutAnswerEchoes } from './asked-back.js';
import { readPhrasings } from './asked-phrasings.js';
import { dateOfYear, HOUR_ASKED, MONTH_ASKED, PAY_TABLE_INTENTS, refineIntent } from './asked-topic.js';
import { readCalcPhrasings } from './calc-reading.js';
import { readCalcStories } from './calc-reading-2.js';
import { claimedBenefit } from './claimed-benefit.js';
import { claimedLevelGap } from './claimed-level-gap.js';
import { clippedMonth } from './clipped-month.js';
import { conversationWorkplace } from './colleague-job.js';
import { comparedFollowUp } from './compared-follow-up.js';
import { withContributionAsked } from './contribution-asked.js';
import { conversationComparison } from './conversation-comparison.js';
import { withConversationSector } from './conversation-sector.js';
import { corrected } from './corrections.js';
import { withEarlierAgreement } from './earlier-agreement.js';
import { employerDecisions } from './employer-decisions.js';
import { followUpServiceYears } from './fixs23d.js';
import {
  asksMinimumInstead,
  CALCULATION_AGAIN,
  countsPrevious,
  followUpCount,
  sameCaseAgain,
  sameCaseTurn,
  withoutCourtesy,
} from './follow-up.js';
import { followUpMonth, MONTH_DATED, switchedTopic } from './follow-up-changes.js';
import { followUpLevel } from './follow-up-level.js';
import { comparesTopic, followUpAsked, mergeSlots } from './follow-up-slots.js';
import { onlyAddsIncrements, subjectOfTheTurn } from './follow-up-subject.js';
import { dropHireAsDate } from './hire-not-asked.js';
import { readHourValue } from './hour-value.js';
import { hourlyPayAsked, ordinaryHourAsked } from './hourly-asked.js';
import { CALCULATION_INTENTS } from './intents.js';
import { withKeptAgreement } from './kept-agreement-level.js';
import { letterLevel } from './levels.js';
import { keepsWorkplace } from './named-hire.js';
import { movesToAnother, withSelection } from './named-outright.js';
import { beyondYardstick } from './negated-agreements.js';
import { nextTrancheAsked } from './next-tranche-asked.js';
import { lastPasses, needsAgreement } from './not-held-kept.js';
import { offeredPay } from './offered-pay.js';
import { othersWorkplace } from './others-workplace.js';
import { overtimeFollowUp, overtimePaidFigure } from './overtime-paid.js';
import { answersWithFacts } from './part-time-correction.js';
import { sharedPay } from './part-time-follow-up.js';
import { datesAsked } from './past-hire-date.js';
import { withoutPastJob } from './past-income.js';
import { asksPayAfterLevel, ownCalculation, withStatedLevelPay } from './pay-after-level.js';
import { payBaseAsks } from './pay-base-asks.js';
import { OUTRIGHT, readAlone, SLOT_LIKE } from './read-alone.js';
import { withoutAsides, withoutReasons } from './reason-clause.js';
import { FOLLOW_UP, POINTS_BACK, TELLS, withHireYear } from './relative-hire.js';
import { hiddenAsks } from './renewal-apprentice-asks.js';
import { withoutRenewalDating } from './renewal-dating.js';
import { renewalMonth } from './renewal-month.js';
import type { TypedRequest } from './request.js';
import { withoutRetracted } from './retracted.js';
import { turnAmounts } from './rule-thresholds.js';
import { stillOutOfScope } from './scope.js';
import { withoutSetAside } from './set-aside.js';
import { readShortAsks } from './short-asks.js';
import { expandShorthand } from './shorthand.js';
import { keepsConversationAgreement } from './sibling-agreement.js';
import { costOnStatedRate } from './stated-rate.js';
import { isStatementTurn } from './statement-turn.js';
import { storyFacts } from './story-facts.js';
import { asksPastValue, workedDate } from './story-month.js';
import { supplementaryHourAsked } from './supplementary-hour.js';
import { ratesAsked } from './surcharge-rate-asked.js';
import { readTaxChange } from './tax-change.js';
import { readable } from './text.js';
import { tfrTaxDeadline } from './tfr-tax-deadline.js';
import { familyLeave, partTimeExtraHours } from './topics-rt5.js';
import { workerAsked } from './worker-asked.js';
import { workerFollowUp } from './worker-follow-ups.js';
import { yearFollowUp } from './year-follow-up.js';
import { yearSaid } from './year-said.js';

/** The agent the user chose: a hint when the question itself does not say what it asks. */
export type AgentHint = 'main-agent' | 'calcolo' | 'inquadra' | 'confronta';
export interface ReaderInput {
  kb: KnowledgeBase;
  message: string;
  /** The conversation's earlier user questions, oldest first. */
  history?: readonly string[];
  categories?: readonly number[]; // the selected agreements' `id_categoria`
  documents?: number; // how many documents the conversation has uploaded
  agent?: AgentHint;
  today: string; // AAAA-MM-GG
}
const yearOf = (date: string | undefined) => (date ? Number(date.slice(0, 4)) : undefined);

/**
 * Reads a question, with the conversation so far and the selected agreements, into one typed request:
 * what it asks (intent, further intents) and everything it states (slots). A follow-up ("E nel CCNL
 * Metalmeccanici?", "e con 3 scatti?", "per il 2025?") keeps the conversation's intent and slots and changes
 * only what it says.
 */
export function readQuestion(raw: ReaderInput): TypedRequest {
  // A former job or past year's income, someone else away, are the story (past-income.ts, reason-clause.ts); a hire
  // year written out ("assunto a marzo dell'anno scorso", relative-hire.ts); a tax or pay put off (set-aside.ts).
  const hired = withHireYear(withoutRetracted(raw.message), raw.today);
  const said = withoutRenewalDating(raw, withoutPastJob(raw, withoutAsides(withoutSetAside(hired))));
  const message = expandShorthand(raw.history?.length ? withoutReasons(said) : said);
  const input = { ...raw, message, history: withoutAnswerEchoes(raw.history?.map(expandShorthand)) };
  const history = input.history ?? []; // (without the turns only repeating an answer: asked-back.ts)
  const alone = readAlone(input, input.message);
  // A later turn's living costs ("ho l'affitto da 650 euro") are not the pay the conversation set.
  let own = history.length ? { ...alone, slots: turnAmounts(alone.slots, alone.text) } : alone;
  let request: TypedRequest = own;
  // "tornando al preavviso", "ritornando al mio stipendio di prima": the turn before the last one is the case.
  const back = turnsBack(history, withoutCourtesy(own.text)); // (or the one a clarification was for: asked-back.ts)
  const previousMessage = history.at(-back);
  let yearBase: number | undefined;
  let earlierSlots: TypedRequest['slots'] | undefined;
  // A turn that states facts and asks nothing answers the earlier question again with them.
  let statement = false;
  if (previousMessage !== undefined) {
    // "ok grazie, e per il 2025?": the thanks before a follow-up do not make it a new question.
    const text = withoutCourtesy(own.text);
    const short = text.split(' ').length <= 8;
    // (An agreement named two or more turns back is still the conversation's: earlier-agreement.ts.)
    const earlier = withEarlierAgreement(readQuestion, {
      ...input,
      message: previousMessage,
      history: history.slice(0, -back),
    });
    earlierSlots = earlier.slots;
    // "e se lavoro in una piccola azienda artigiana?" after the Metalmeccanici: that sector's artisans' agreement.
    own = withConversationSector(input, own, earlier.slots.agreements, (message) =>
      readAlone(input, message),
    );
    // "secondo inquadramento: addetta alle sole pulizie del negozio": the conversation's workplace, read beside.
    const before = earlier.slots.agreements;
    const workplace = conversationWorkplace(input.kb, own.text, before, own.slots.agreements);
    if (workplace) own = { ...own, slots: { ...own.slots, agreements: workplace } };
    // "anche nelle coop c'è la 14ª intera come nel commercio?": the yardstick is not the subject.
    const subject = beyondYardstick(input.kb, own.text, own.slots.agreements, before);
    if (subject) request = own = { ...own, slots: { ...own.slots, agreements: subject } };
    statement = own.strength < OUTRIGHT && isStatementTurn(own.text, own.slots);
    const followUp =
      statement ||
      FOLLOW_UP.test(text) ||
      (own.intent === 'out_of_scope' && POINTS_BACK.test(text)) ||
      (short && own.strength < OUTRIGHT) ||
      sameCaseTurn(text, own.slots, earlier.slots) || // "come prima", "Stesso caso, ma col CCNL Confapi" (follow-up.ts)
      answersPrevious(own, earlier) ||
      // "Ripeta la simulazione … su 14 mensilità": the calculation before, with what the turn changes.
      (CALCULATION_AGAIN.test(text) && CALCULATION_INTENTS.has(earlier.intent)) ||
      revisits(text) ||
      onlyAddsIncrements(text) ||
      answersWithFacts(text, own, earlier) ||
      workerFollowUp(text, own.intent, earlier.intent) !== undefined ||
      back === 2 ||
      countsPrevious(earlier.intent, text);
    if (!followUp && !own.slots.unknownAgreements.length && sameAgreement(own.slots, earlier.slots)) {
      // A new question naming no agreement ("quanto costa?" after "4 livello commercio"): the conversation's.
      const previous = earlier;
      if (previous.slots.agreements.length && !['out_of_scope', 'payroll_rules'].includes(own.intent)) {
        request = { ...own, slots: carriedSlots(own.slots, previous.slots, text) };
        // A level read with no agreement ("4° livello super" → 4) is read again in the conversation's (4S).
        const carried = input.kb.byCategory(previous.slots.agreements[0] ?? -1);
        if (own.slots.level && !own.slots.agreements.length)
          request.slots.level = levelInAgreement(carried, input.message) ?? own.slots.level;
        // "sarò promosso a B1", "al 3° super quant'è?": a code or qualifier only the conversation's agreement reads.
        else if (!own.slots.level && carried) {
          const coded = letterLevel(carried, input.message) ?? levelInAgreement(carried, input.message);
          if (coded) request.slots.level = coded;
        }
      }
    }
    if (followUp) {
      const previous = earlier;
      const keepPrevious =
        statement ||
        comparesTopic(previous, own) ||
        countsPrevious(previous.intent, text) ||
        own.strength < OUTRIGHT ||
        own.intent === 'agreement_not_covered' ||
        revisits(text) ||
        (CALCULATION_INTENTS.has(previous.intent) && SLOT_LIKE.has(own.intent));
      // After an agreement not held, a follow-up that reads a held one asks about that one.
      const leaves = previous.intent === 'agreement_not_covered' && own.slots.agreements.length > 0;
      // A turn that only told facts ("assumo un addetto…") asked nothing: the next says what is asked (or a sum).
      const toldBefore =
        ownCalculation(previous.intent, own, text) ||
        (!statement &&
          own.intent !== 'out_of_scope' &&
          SLOT_LIKE.has(previous.intent) &&
          TELLS.test(readable(previousMessage)) &&
          isStatementTurn(readable(previousMessage), previous.slots));
      let intent =
        own.intent === 'agreement_not_covered' || leaves || !keepPrevious || toldBefore
          ? own.intent
          : previous.intent;
      // "e la tredicesima quando gliela devo dare?" after the holidays: the subject the turn names.
      if (intent === previous.intent) intent = switchedTopic(text, previous.intent) ?? intent;
      intent = subjectOfTheTurn(text, intent, previous.intent, readable(previousMessage ?? ''));
      intent = overtimeFollowUp(text, intent, own.intent, previous.intent); // "e lo straordinario?" after the minimum
      const slots = mergeSlots(previous.slots, withoutDenied(own.slots, text), text);
      const payOfLevel = asksPayAfterLevel(previous.intent, intent, text); // pay-after-level.ts
      if (payOfLevel || asksMinimumInstead(intent, text, own.slots.amounts.length, previous.intent)) {
        intent = 'minimum_pay';
        slots.amounts = [];
      }
      // "e una BS convivente, al mese quanto?" after an hourly rate: the month's pay, not the hour's.
      if (intent === 'hourly_rate' && MONTH_ASKED.test(text) && !HOUR_ASKED.test(text))
        intent = 'minimum_pay';
      // After an agreement not held, a new subject asked of it is still about that agreement.
      const stillNotHeld =
        previous.intent === 'agreement_not_covered' &&
        intent !== 'agreement_not_covered' &&
        !own.slots.agreements.length &&
        slots.unknownAgreements.length > 0;
      // "e da dicembre cambia qualcosa?", "e da ottobre?": the month named (follow-up-changes.ts).
      const month = followUpMonth(text, input.today, slots.date, own.slots.date);
      // "e a novembre quant'era? di quanto è aumentato?": the renewal's rise since the month asked.
      if (month && (MONTH_DATED.has(intent) || (intent === 'renewal' && asksPastValue(text))))
        slots.date = month;
      // "e per il ragazzo delle pulizie?", "e un capo squadra su impianti?": the job names no agreement of its own.
      if (keepsConversationAgreement(input.kb, own.text, previous.slots, own.slots, previousMessage))
        slots.agreements = [...previous.slots.agreements];
      // "E per i metalmeccanici?": a follow-up that moves to another agreement names it, whatever is selected.
      if (movesToAnother(input.kb, previous.slots, own.slots, own.text)) delete slots.agreementsBySector;
      yearBase = previous.slots.taxYear ?? yearOf(previous.slots.date);
      // "e se ne ha maturati 4?" after a question on increments: 4 increments.
      const counted = followUpCount(text);
      // "e se ne avesse 7?", "e se gli anni di servizio sono 7?" after a question that gave the years of service.
      const years = counted ?? followUpServiceYears(text);
      if (
        previous.intent === 'seniority' &&
        own.slots.seniorityIncrements === undefined &&
        counted !== undefined
      )
        slots.seniorityIncrements = counted;
      else if (
        previous.slots.seniorityYears !== undefined &&
        own.slots.seniorityYears === undefined &&
        years !== undefined
      )
        slots.seniorityYears = years;
      // "gli anni sono 8, non 3", "assunta a maggio, non a febbraio": the value the correction keeps.
      Object.assign(slots, corrected(text, slots, input.today));
      // "e se questo mese ne ho fatte 10?" after an hour of overtime: that many hours.
      if (
        previous.intent === 'overtime_value' &&
        counted !== undefined &&
        !own.slots.amounts.some((a) => a.kind === 'hours')
      )
        slots.amounts = [
          ...slots.amounts.filter((a) => a.kind !== 'hours'),
          { kind: 'hours', value: counted },
        ];
      const level = followUpLevel(input.kb, input.message, own.slots, previous.slots, slots, previousMessage);
      if (level) slots.level = level;
      else delete slots.level;
      request = {
        intent: stillNotHeld ? 'agreement_not_covered' : intent,
        alsoAsked: stillNotHeld ? [intent] : followUpAsked(previous, own, keepPrevious, text),
        slots,
        unanswerable: [],
        readBy: 'rules',
      };
    }
    // Someone else's workplace ("una collega che lavorava in un negozio…"), or the conversation's (named-hire.ts).
    const kept =
      othersWorkplace(input.kb, own.text, request.slots, earlier.slots) ??
      (keepsWorkplace(own.slots, earlier.slots, text) &&
      !request.slots.agreements.every((id) => earlier.slots.agreements.includes(id))
        ? [...earlier.slots.agreements]
        : undefined);
    if (kept)
      request = withKeptAgreement(input.kb, request, kept, followUp ? input.message : '', earlier.slots);
    // "con le regole 2025, quale RAL…?": the same calculation asked again keeps the case's place and payments.
    if (!followUp) request.slots = sameCaseAgain(request, earlier, own.slots, text);
  }
  // "e l'anno prima?", "e quest'anno invece?", "e a gennaio?": the year a follow-up moves to (year-said.ts).
  request.slots = yearSaid({
    text: own.text,
    own: own.slots,
    intent: request.intent,
    slots: request.slots,
    yearBase,
    earlier: earlierSlots,
    today: input.today,
  });
  const {
    strength: _strength,
    text: _text,
    offTopic: _offTopic,
    ...clean
  } = request as TypedRequest & { strength?: number; text?: string; offTopic?: boolean };
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
  withContributionAsked(clean, raw.message, own.text); // a contribution named alone (FIS, CIGS, INAIL…)
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
