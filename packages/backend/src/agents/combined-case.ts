import type { Ccnl } from '../kb/schema.js';
import { withoutDeniedApprenticeship } from '../reader/apprentice-goal.js';
import { shareOfRaisedMinimum } from '../reader/raised-minimum-reason.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentName } from './agents.js';
import type { AgentAnswer } from './answer.js';
import { apprenticeShareOfGiven } from './apprentice-given.js';
import { apprenticeHalves } from './apprentice-halves.js';
import { otherKindNotInRows } from './apprentice-kind-gap.js';
import { apprenticeNoPercent } from './apprentice-no-percent.js';
import { apprenticeMonthAt } from './apprentice-now.js';
import { apprenticePayslipCheck } from './apprentice-payslip.js';
import { apprenticeReference } from './apprentice-reference.js';
import { apprenticeLadder, apprenticeShare } from './apprentice-share.js';
import { apprenticeSteps } from './apprentice-steps.js';
import { apprenticeYearPay } from './apprentice-year.js';
import { apprenticePay, apprenticeshipMonth, asksIncrementsIncrease, seniorityPay } from './combined-pay.js';
import type { AgentContext } from './context.js';
import { doubtsToldFigure } from './document-gross-verdict.js';
import { hasDocumentFacts } from './document-request.js';
import { contractShareUnverified } from './gap-context.js';
import { incrementRulesAnswer, levelChangeAfterPay, levelReached } from './increment-rules.js';
import { followsPayWithIncrements, minimumWithIncrements } from './increments-pay-asked.js';
import { levelMoveWithIncrements } from './levels-pair-figures.js';
import { partTimeMinimum } from './part-time-minimum.js';
import { sectorSeniorityPay } from './sector-seniority.js';

/**
 * Figures combined for the case asked: n increments on a level, an apprentice's month on the final level. The pay
 * a story states ("le diamo il minimo, 1.137,86") does not stop what the increments add. Undefined when the
 * question asks neither, or another route answers it.
 */
export function combinedCase(
  agentName: AgentName,
  ctx: AgentContext,
  req: TypedRequest,
  agreement: Ccnl,
  hasFigures: boolean,
): AgentAnswer | undefined {
  // A change of level or a superminimo said to absorb the increments: the agreement's rule first (increment-rules.ts).
  const incrementRule = incrementRulesAnswer(ctx, req, agreement);
  if (incrementRule) return incrementRule;
  // The pay with the increments asked beside a change of level: the level reached's pay opens, the rule after it.
  const figures = caseFigures(agentName, ctx, levelReached(ctx, req, agreement), agreement, hasFigures);
  return figures && levelChangeAfterPay(figures, ctx, req, agreement);
}

function caseFigures(
  agentName: AgentName,
  ctx: AgentContext,
  req: TypedRequest,
  agreement: Ccnl,
  hasFigures: boolean,
): AgentAnswer | undefined {
  // A lump for years in the sector, where the agreement gives manual workers no increments (sector-seniority.ts).
  const sector = hasFigures ? undefined : sectorSeniorityPay(ctx, req, agreement);
  if (sector) return sector;
  // An agreement paying apprentices as levels below the final one by half of the apprenticeship (Terziario art. 53):
  // the level and its minimum of the half asked open the answer, a percentage asked included (apprentice-halves.ts).
  const halves =
    (req.intent === 'apprenticeship' ||
      // ("nel commercio non ho mai fatto apprendistato: il mio livello è giusto?": a denied one asks nothing.)
      // ("e dopo i primi 18 mesi a che livello passa?": a follow-up to an apprentice's question asks about them too.)
      (['minimum_pay', 'classification'].includes(req.intent) &&
        (/apprendist/.test(withoutDeniedApprenticeship(readable(ctx.message))) ||
          (!/apprendist/.test(readable(ctx.message)) &&
            /apprendist/.test(withoutDeniedApprenticeship(readable(ctx.history?.at(-1) ?? ''))))))) &&
    req.slots.agreements.length < 2
      ? apprenticeHalves(ctx, req, agreement)
      : undefined;
  if (halves) return halves;
  // A percentage asked where the agreement pays apprentices as lower levels: none exists (apprentice-no-percent.ts).
  const noPercent = req.intent === 'apprenticeship' ? apprenticeNoPercent(ctx, agreement) : undefined;
  if (noPercent) return noPercent;
  // The agreement's own share asked where the shares held are an unofficial page's: the topic's gap answers.
  if (contractShareUnverified(agreement, req.intent, readable(ctx.message))) return undefined;
  // "il minimo del livello di destinazione è 1.700 €, al 15° mese": the month's share of the amount given.
  // ("il minimo del suo livello è 1.600 €, il primo anno quanto prende?" reads as a minimum asked: the same share.)
  const given = ['apprenticeship', 'minimum_pay'].includes(req.intent)
    ? apprenticeShareOfGiven(ctx, req, agreement)
    : undefined;
  if (given) return given;
  // An apprentice's payslip uploaded and its share doubted: the month's share of the minimum it states.
  const payslip = req.intent === 'apprenticeship' ? apprenticePayslipCheck(ctx, agreement) : undefined;
  if (payslip) return payslip;
  const asked =
    !hasFigures ||
    apprenticeReference(ctx, req, agreement) ||
    (req.intent === 'seniority' && asksIncrementsIncrease(ctx.message, ctx.history?.at(-1))) ||
    // "e io ho già 3 scatti, in tutto quanto dovrei avere?": the figures are an earlier turn's, this one has none.
    (req.slots.seniorityIncrements !== undefined && !/\d\s*(?:euro|€)|€\s*\d/.test(readable(ctx.message))) ||
    // "minimo più scatti in busta fa 2.090 euro, mi sembra poco: quanto mi manca?": the figure told is weighed.
    (req.intent === 'seniority' &&
      req.slots.seniorityIncrements !== undefined &&
      doubtsToldFigure(ctx.message));
  if (!asked) return undefined;
  // ("e nel secondo anno?" after an apprentice's pay: the follow-up keeps the apprentice.)
  const asksApprentice =
    (/apprendist/.test(readable(ctx.message)) ||
      // (An uploaded apprenticeship contract asked its pay: "quanto prende?", fixs22d-documents.ts.)
      (hasDocumentFacts(ctx) && req.intent === 'apprenticeship') ||
      ((req.intent === 'apprenticeship' || apprenticeshipMonth(readable(ctx.message)) !== undefined) &&
        /apprendist/.test(readable(ctx.history?.at(-1) ?? ''))) ||
      // "e da dicembre con la nuova tranche quanto diventa?" after an apprentice's pay: that month's pay.
      (/apprendist/.test(readable(ctx.history?.at(-1) ?? '')) &&
        apprenticeMonthAt(readable(ctx.message), req.slots, ctx.today) !== undefined) ||
      // "e da dicembre, con l'aumento dei minimi, quanto mi va dato?": the minimums are only the reason.
      (/apprendist/.test(readable(ctx.history?.at(-1) ?? '')) &&
        req.slots.date !== undefined &&
        shareOfRaisedMinimum(readable(ctx.message), 'apprenticeship') !== undefined)) &&
    ['apprenticeship', 'minimum_pay', 'gross_to_net', 'seniority'].includes(req.intent);
  // ("e per l'apprendistato di alta formazione, nei primi 12 mesi?": the rows held are the usual kind's, so the
  // agreement's rule, which names the other kinds' shares, answers.)
  if (asksApprentice && otherKindNotInRows(agreement, readable(ctx.message))) return undefined;
  return asksApprentice
    ? // "che percentuale prende, anno per anno?": the ladder of shares first, then each period's pay.
      // (An agreement that pays apprentices as lower levels by span of months: apprentice-steps.ts.)
      (apprenticeSteps(ctx, req, agreement) ??
        apprenticeLadder(ctx, agreement, req.slots.level) ??
        apprenticeYearPay(ctx, req, agreement) ??
        apprenticePay(ctx, req, agreement) ??
        (req.slots.level === undefined ? apprenticeShare(ctx, agreement) : undefined))
    : req.intent === 'seniority' ||
        ((req.intent === 'minimum_pay' || req.intent === 'gross_to_net') &&
          // "il mio minimo" with only the years of service asks the table's minimum, not increments.
          !(
            /\bminim/.test(readable(ctx.message)) &&
            req.slots.seniorityIncrements === undefined &&
            !minimumWithIncrements(ctx.message)
          ) &&
          (agentName !== 'calcolo' ||
            /\blord/.test(readable(ctx.message)) ||
            followsPayWithIncrements(ctx.message, ctx.history?.at(-1), req) ||
            // "e con 10 anni di anzianità quanto fa in tutto al mese?": the premium the years bring (AIOP RSA).
            (agreement.seniority_increments.premium !== undefined &&
              req.slots.seniorityYears !== undefined &&
              /\bin tutto\b|\bin totale\b|\bcomplessiv/.test(readable(ctx.message))) ||
            // "in tutto quanto dovrei prendere di base più scatti?": the minimum with the increments told.
            (req.slots.seniorityIncrements !== undefined &&
              /\bbase (?:\+|piu|e) (?:gli )?scatt|\bin tutto\b|\bcompres\w* (?:gli )?scatt/.test(
                readable(ctx.message),
              )) ||
            // "e con 3 scatti quanto prende in più?": what the increments add, not a net.
            (req.slots.seniorityIncrements !== undefined &&
              asksIncrementsIncrease(ctx.message, ctx.history?.at(-1)))) &&
          !/nett/.test(readable(ctx.message)))
      ? // A part-timer's increments ("C1, part-time 24 ore, 2 scatti"): minimum and increments, then the share.
        ((req.intent !== 'seniority' && req.slots.seniorityIncrements !== undefined
          ? partTimeMinimum(ctx, req, agreement)
          : undefined) ??
        levelMoveWithIncrements(ctx, req, agreement) ??
        seniorityPay(ctx, req, agreement))
      : undefined;
}
