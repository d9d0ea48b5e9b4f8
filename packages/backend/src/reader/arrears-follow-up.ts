import type { TypedRequest } from './request.js';
import { readable } from './text.js';

/**
 * "e x la mia collega che è D2, stessa situazione (le hanno lasciato il minimo di prima), quanto le devono?" after
 * a turn asking the arrears of a tranche never applied: the same arrears for another level or worker, not that
 * level's minimum. The months and the tranche stay the turn before's (renewal-arrears.ts reads them there).
 * Only after an arrears turn, when this one points to the same case and asks what is owed.
 */
const ARREARS_TURN =
  /\barretrat\w*|\bnon (?:mi |ci |gli |le )?(?:hanno |ha )?(?:mai )?(?:applicat|pagat|dat|mess)\w*|\blasciat\w* (?:il )?minim\w*/;
const SAME_CASE =
  /\bstess[oa] (?:situazione|cosa|caso|discorso|storia|problema)\b|\bidem\b|\banche (?:a )?(?:lei|lui|loro)\b|\bminim\w* (?:di prima|vecchio|precedente)\b|\b(?:lasciat|tenut)\w* (?:il|al|sul) minim\w*/;
const OWED_ASKED =
  /\bquanto (?:le|gli|ci|mi)? ?(?:devono|deve|spetta(?:no)?|tocca(?:no)?|dovrebbero)\b|\barretrat\w*|\bquanto (?:le|gli) (?:viene|vengono)\b/;

export function arrearsFollowUp(
  read: TypedRequest,
  text: string,
  previous: string | undefined,
): Partial<TypedRequest> {
  if (previous === undefined || read.intent === 'renewal') return {};
  if (!['minimum_pay', 'payslip_check', 'comparison'].includes(read.intent)) return {};
  const before = readable(previous);
  if (!ARREARS_TURN.test(before) || !/\barretrat\w*/.test(before)) return {};
  if (!SAME_CASE.test(text) || !OWED_ASKED.test(text)) return {};
  return { intent: 'renewal', slots: { ...read.slots, amounts: [] } };
}

/** The turn before's words the arrears read again on a follow-up of the same case (months, tranche, pay). */
export function arrearsCaseText(text: string, previous: string | undefined): string | undefined {
  if (previous === undefined || !SAME_CASE.test(text) || !OWED_ASKED.test(text)) return undefined;
  const before = readable(previous);
  return /\barretrat\w*/.test(before) ? `${before} ${text}` : undefined;
}
