import type { KnowledgeBase } from '../kb/knowledge-base.js';
import {
  answersPrevious,
  carriedSlots,
  levelInAgreement,
  revisits,
  sameAgreement,
  withoutDenied,
} from './answer-turn.js';
import { turnsBack, withoutAnswerEchoes } from './asked-back.js';
import { HOUR_ASKED, MONTH_ASKED } from './asked-topic.js';
import { conversationWorkplace } from './colleague-job.js';
import { withConversationSector } from './conversation-sector.js';
import { corrected } from './corrections.js';
import { withEarlierAgreement } from './earlier-agreement.js';
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
import { CALCULATION_INTENTS } from './intents.js';
import { withKeptAgreement } from './kept-agreement-level.js';
import { letterLevel } from './levels.js';
import { keepsWorkplace } from './named-hire.js';
import { movesToAnother } from './named-outright.js';
import { beyondYardstick } from './negated-agreements.js';
import { othersWorkplace } from './others-workplace.js';
import { overtimeFollowUp } from './overtime-paid.js';
import { answersWithFacts } from './part-time-correction.js';
import { pastFigureFollowsUp } from './past-figure-purpose.js';
import { withoutPastJob } from './past-income.js';
import { asksPayAfterLevel, ownCalculation } from './pay-after-level.js';
import { OUTRIGHT, readAlone, SLOT_LIKE } from './read-alone.js';
import { finishRequest } from './read-passes.js';
import { withoutAsides, withoutReasons } from './reason-clause.js';
import { FOLLOW_UP, POINTS_BACK, TELLS, withHireYear } from './relative-hire.js';
import { withoutRenewalDating } from './renewal-dating.js';
import type { TypedRequest } from './request.js';
import { withoutRetracted } from './retracted.js';
import { turnAmounts } from './rule-thresholds.js';
import { withoutSetAside } from './set-aside.js';
import { expandShorthand } from './shorthand.js';
import { keepsConversationAgreement } from './sibling-agreement.js';
import { isStatementTurn } from './statement-turn.js';
import { asksPastValue } from './story-month.js';
import { readable } from './text.js';
import { asksWhyVerdict } from './why-verdict.js';
import { workerFollowUp } from './worker-follow-ups.js';
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
      pastFigureFollowsUp(text, earlier.intent) || // "per gli arretrati mi serve anche quella di luglio 2025"
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
        asksWhyVerdict(text) || // "Perché no? A luglio l'aumento c'era già." (why-verdict.ts)
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
  return finishRequest(
    clean,
    { input, raw: raw.message, own, history, previousMessage, earlierSlots, statement },
    readQuestion,
  );
}
