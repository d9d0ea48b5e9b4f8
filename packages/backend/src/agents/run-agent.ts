import { AGENTS } from '@ccnl/core';
import { revisits } from '../reader/answer-turn.js';
import { withoutAnswerEchoes } from '../reader/asked-back.js';
import { partOvertimeRequest } from '../reader/asked-kinds.js';
import { withQuestionMark } from '../reader/question-mark.js';
import type { TypedRequest } from '../reader/request.js';
import { expandShorthand } from '../reader/shorthand.js';
import { readable } from '../reader/text.js';
import { type AgentName, type AgentResult, answerRequest } from './agents.js';
import { answersOwnSentence, leftToWhole, partAsked, withAlsoAsked } from './also-asked.js';
import { cannotComplete } from './answer.js';
import { answeredAsOne } from './answered-as-one.js';
import { apprenticePayInGap } from './apprentice-pay-gap.js';
import { withApprenticeNetGap } from './apprentice-rates.js';
import { askedRows } from './asked-rows.js';
import { changedSetting } from './changed-setting.js';
import type { AgentContext } from './context.js';
import { offersSideBySide } from './document-offers.js';
import { withDocumentParts } from './document-parts.js';
import { withDoubtedFigure } from './doubted-figure.js';
import { withListedSubjects } from './fixs22c.js';
import { lawBeforeAgreement } from './law-before-agreement.js';
import { levelThenPart } from './level-then-part.js';
import { asksMonthlyRatei } from './monthly-ratei.js';
import { answerEveryPart } from './multi-part.js';
import { weighsNetVariants } from './net-variants.js';
import { withWholeParts } from './part-date.js';
import { partTimeAsCondition, partTimeNoteOf, withPartTimeNote } from './part-time-rights.js';
import { withPastedLetter } from './pasted-letter.js';
import { professionalTaskFirst } from './professional-task.js';
import { renewalContribution } from './renewal-contribution.js';
import { renewalPayItem } from './renewal-pay-item.js';
import { requestFor } from './request-for.js';
import { withFreshness } from './shared/freshness-notes.js';
import { firstDaysOfToldEvent } from './sick-event-share.js';
import { unknownAgentAnswer } from './unknown-agent.js';
import { documentVerdicts, withVerdicts } from './verdicts.js';
import { verdictWhyContext } from './why-of-verdict.js';

const isKnownAgent = (name: string): name is AgentName => (AGENTS as readonly string[]).includes(name);

/** The named agent's answer; a professional's task said with who does it, a document's parts asked (own files). */
export function runAgent(agentName: string, ctx: AgentContext): AgentResult {
  if (ctx.request || !isKnownAgent(agentName)) return agentAnswer(agentName, ctx);
  // "perché? io sapevo che stava al quarto": the earlier verdict asked again, with its grounds (why-of-verdict.ts).
  const why = verdictWhyContext(ctx);
  if (why) return runAgent(agentName, why);
  const answer = () => agentAnswer(agentName, ctx);
  return withDocumentParts(professionalTaskFirst(ctx.message, answer), ctx);
}

/** The answer of the named agent; an unknown agent answers with the spec's message, nothing else. */
function agentAnswer(agentName: string, ctx: AgentContext): AgentResult {
  if (!isKnownAgent(agentName)) return unknownAgentAnswer();
  // A "?" left out is put back (question-mark.ts); a letter pasted in is read as uploaded (pasted-letter.ts).
  const prepared = withPastedLetter(withQuestionMark(ctx));
  if (prepared !== ctx) return runAgent(agentName, prepared);
  // Two offers or letters in one upload, each under its own agreement: the question asked of each (document-offers.ts).
  const sided = ctx.request
    ? undefined
    : (renewalContribution(ctx) ?? // a union's renewal contribution deducted (renewal-contribution.ts)
      renewalPayItem(ctx) ?? // a renewal's pay item named by its short name, AFAC, ICE (renewal-pay-item.ts)
      lawBeforeAgreement(ctx) ?? // a benefit's tax, a part-timer's extra hours by law (law-before-agreement.ts)
      offersSideBySide(ctx, (one) => runAgent(agentName === 'confronta' ? 'main-agent' : agentName, one)));
  if (sided) return sided;
  // Shorthand ("5° liv. comm.") written out once for the reader and every agent; a repeated answer left out.
  const expanded: AgentContext = {
    ...ctx,
    message: expandShorthand(ctx.message),
    ...(ctx.history ? { history: withoutAnswerEchoes(ctx.history.map(expandShorthand)) } : {}),
  };
  const request = requestFor(agentName, expanded);
  const changed = changedSetting(agentName, { ...expanded, request }, requestFor, answerRequest); // "cambia?"
  if (changed) return changed;
  // A claim to confirm: whether it is right first (verdicts.ts); a hire's probation, the rows asked (asked-rows.ts).
  const verdict = (answer: AgentResult): AgentResult =>
    withVerdicts(askedRows(answer, request, expanded), request, expanded, ctx.message);
  // A level asked with a subject depending on it: the level, then the subject at it (level-then-part.ts).
  const levelFirst = ctx.request
    ? undefined
    : levelThenPart(agentName, expanded, request, requestFor, answerRequest);
  // An answer using an agreement's data says, once, if that agreement has expired or lacks a tranche due.
  const whole = withFreshness(
    levelFirst ??
      withApprenticeNetGap(
        withDoubtedFigure(
          withPartTimeNote(
            answerRequest(agentName, { ...expanded, request }),
            partTimeNoteOf(expanded, request),
          ),
          expanded.message,
          request.intent,
          request.slots.claim !== undefined,
        ),
        expanded.message,
      ),
    ctx.kb,
    request.slots.date ?? ctx.today,
  );
  if (levelFirst) return verdict(whole);
  // Two things asked of an uploaded document: each part answered on it, a figure doubted opens (documentVerdicts).
  const part = (partCtx: AgentContext) =>
    answerRequest(agentName, { ...partCtx, request: requestFor(agentName, partCtx) });
  if (!ctx.request && ctx.documents.length) return documentVerdicts(expanded, whole, part, request);
  // Comparisons and classifications answer every subject asked on their own.
  if (
    ctx.request ||
    ['document_question', 'comparison', 'classification'].includes(request.intent) ||
    asksMonthlyRatei(expanded.message) ||
    apprenticePayInGap(ctx.kb.byCategory, request, expanded.message) || // (apprentice-pay-gap.ts)
    answeredAsOne(expanded, request) || // the apprentice's rate, full against part time, a tax (answered-as-one.ts)
    (request.intent === 'gross_to_net' && weighsNetVariants(request, expanded.message)) || // two comuni, 13 or 14, two RALs
    // A turn that revisits or corrects the last answer ("come ci sei arrivato?", "anzi no, …") asks one thing
    // about the case, not parts of its own (unless it also asks an amount: "come l'hai calcolato? e l'IRPEF?").
    (expanded.history?.length &&
      revisits(readable(expanded.message)) &&
      !/\bquant[oaie]\b|\bqual[ei]?\b/.test(readable(expanded.message)))
  )
    return verdict(whole);
  // Each part answered as a follow-up, a bare fragment at the whole's date (part-date.ts); other subjects: the whole.
  const parts = answerEveryPart(
    expanded.message,
    whole,
    (part, earlier, ownSentence) => {
      // "come l'hai calcolato?" before an amount asked: the bare revisit asks nothing of its own.
      if (revisits(readable(part)) && !/\bquant[oaie]\b|\bqual[ei]?\b/.test(readable(part))) return undefined;
      // "quanti ne paga lui?" after "quanti contributi pago io", "da quando e a quanto?" after the next tranche
      // asked: the earlier part's subject, held by the whole answer (also-asked.ts), as the told illness's first days.
      if (leftToWhole(part, earlier) || firstDaysOfToldEvent(expanded.message, part)) return undefined;
      const partCtx = { ...expanded, message: part, history: [...(expanded.history ?? []), ...earlier] };
      const read = withWholeParts(requestFor(agentName, partCtx), request, part);
      // Two kinds of hour asked in turn: the first part is the kind the whole question read first, not the story's
      // night and Sunday joined; "E di notte?" after day overtime is overtime at night (../reader/asked-kinds.ts).
      const wholeText = readable(expanded.message);
      const partRequest = partOvertimeRequest(request, read, readable(part), wholeText, !earlier.length);
      if (!partAsked(request, partRequest.intent, part, ownSentence, wholeText)) return undefined;
      const answer = answerRequest(agentName, { ...partCtx, request: partRequest });
      // A part that cannot be completed alone ("viene rivalutato, giusto?" before the inflation given) is left whole.
      return partRequest.intent === request.intent && cannotComplete(answer) && !cannotComplete(whole)
        ? undefined
        : answer;
    },
    answersOwnSentence(request.intent, request.intent),
  );
  // A further subject in the same clause is answered too, in order; a part-timer's condition is no subject of its own.
  const asked = partTimeAsCondition(request, expanded.message);
  const sub = (one: TypedRequest) => answerRequest(agentName, { ...expanded, request: one });
  return verdict(
    withListedSubjects(withAlsoAsked(parts, asked, sub, expanded.message), request, expanded.message, sub),
  );
}
