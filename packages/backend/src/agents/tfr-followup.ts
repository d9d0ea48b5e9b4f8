import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';
import { fundRevaluedMonth } from './tfr-fund-date.js';

/**
 * A follow-up on the revaluation the previous turn asked ("quindi di tasse su quella rivalutazione quanto se ne
 * va?", "e netta quanto resta?"): the fund and its date are the previous question's, not asked again.
 */
const ON_REVALUATION = /\b(?:quell[ao]|questa|la|sulla|della) rivalutazion|\b(?:di tasse|l'imposta|la sostitutiva|nett[ao])\b/;
const FUND_BEFORE = /\b(?:tfr|fondo|fine rapporto)\b[^?]*\b(?:accantonat|maturat|al 31)/;
const EURO = /(\d{1,3}(?:\.\d{3})+|\d{3,})(?:,(\d{1,2}))?\s*(?:€|euro)/;

/** The fund and the month of its revaluation the previous turn gave, when this one refers back to them. */
export function previousFund(ctx: AgentContext): { fund: number; month: string | undefined } | undefined {
  const previous = ctx.history?.at(-1);
  if (!previous || !ON_REVALUATION.test(readable(ctx.message))) return undefined;
  const before = readable(previous);
  if (!FUND_BEFORE.test(before) || !/rivalut/.test(before)) return undefined;
  const m = EURO.exec(previous.replace(/\u00a0/g, ' '));
  if (!m) return undefined;
  const fund = Number(`${(m[1] ?? '').replace(/\./g, '')}.${m[2] ?? '0'}`);
  return fund >= 100 ? { fund, month: fundRevaluedMonth(previous) } : undefined;
}
