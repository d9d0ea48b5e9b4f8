import { renewalSteps } from '../kb/increases.js';
import type { Ccnl } from '../kb/schema.js';
import { ALSO_NEXT, NEXT_TRANCHE } from './next-after.js';

/**
 * The last tranche the renewal table shows when a question asks one month's tranche alone: that tranche, when it
 * is in force already ("non ha caricato l'aumento di giugno"), when no tranche after it is asked ("a giugno 2027
 * di quanto sale?"), or when the next one asked is that very tranche ("dalla prossima tranche di giugno 2027"):
 * a later tranche's minimum beside it would read as the answer. Undefined otherwise.
 */
export function trancheAskedAlone(
  ccnl: Ccnl,
  level: string,
  month: string | undefined,
  text: string,
  today: string,
): string | undefined {
  const steps = renewalSteps(ccnl, level);
  const asked = steps.find((s) => s.from === month);
  if (!asked) return undefined;
  const nextAsked = ALSO_NEXT.test(text) || NEXT_TRANCHE.test(text);
  const next = steps.find((s) => s.from > today);
  return asked.from <= today || !nextAsked || next === asked ? asked.from : undefined;
}
