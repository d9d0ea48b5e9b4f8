import type { TypedRequest } from '../reader/request.js';
import type { AgentAnswer } from './answer.js';
import { comportoExtended } from './comporto-extended.js';
import type { AgentContext } from './context.js';
import { documentSickDays } from './document-sick-days.js';
import { extraMonthInAbsence } from './extra-month-absence.js';
import { familyLeaveLaw } from './family-leave-law.js';
import { fixedTermSickPay } from './fixed-term-sick-pay.js';
import { injuryAllowance } from './injury-allowance.js';
import { injuryLawAnswer } from './injury-law.js';
import { injuryLawSum } from './injury-law-sum.js';
import { injuryPayerAnswer } from './injury-payer.js';
import { sickApprentice } from './sick-apprentice.js';
import { sickDaysSplit } from './sick-days-split.js';
import { sickEventShare } from './sick-event-share.js';
import { sickInpsLawAnswer } from './sick-inps-law.js';
import { sickWaitingDays } from './sick-waiting-days.js';

/**
 * Absences whose own rule answers before the agreement's general one: unpaid leave for a grave family reason by
 * law (family-leave-law.ts), the waiting days of the nth illness of the year (sick-event-share.ts), the employer
 * asked as the payer of an injury's first days (injury-payer.ts), an injury at work by law (injury-law.ts), a
 * fixed-term worker's sickness benefit limit by law (fixed-term-sick-pay.ts), the waiting days of an illness of
 * a told length (sick-waiting-days.ts).
 */
export function absenceFirst(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  return (
    // (Whether a 13th or 14th accrues during the absence is the extra month's clause: extra-month-absence.ts.)
    extraMonthInAbsence(ctx, req) ??
    familyLeaveLaw(ctx, req) ??
    // A letter's own count of sickness days asked (document-sick-days.ts).
    documentSickDays(ctx) ??
    // The INPS benefit cut in a hospital stay, the apprentices' benefit since 2007 (sick-inps-law.ts).
    (ctx.documents.length ? undefined : sickInpsLawAnswer(ctx.message, ctx.history?.at(-1))) ??
    fixedTermSickPay(ctx) ??
    // INAIL's daily allowance from a monthly pay, also as a follow-up (injury-allowance.ts).
    injuryAllowance(ctx) ??
    // An illness of n days at a daily pay, the employer's and INPS's shares asked apart (sick-days-split.ts).
    sickDaysSplit(ctx, req) ??
    (req.intent === 'sickness_injury'
      ? // One long uninterrupted illness: the longer job-keeping (comporto-extended.ts).
        (comportoExtended(ctx, req) ??
        // An apprentice's own first days (sick-apprentice.ts).
        sickApprentice(ctx, req) ??
        sickEventShare(ctx, req) ??
        sickWaitingDays(ctx, req) ??
        injuryPayerAnswer(ctx, req) ??
        injuryLawSum(ctx, req.slots.agreements.length > 0) ??
        injuryLawAnswer(ctx, req))
      : undefined)
  );
}
