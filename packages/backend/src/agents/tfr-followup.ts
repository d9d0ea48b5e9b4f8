import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';
import { fundRevaluedMonth } from './tfr-fund-date.js';

/**
 * A follow-up on the revaluation the previous turn asked ("quindi di tasse su quella rivalutazione quanto se ne
 * va?", "e netta quanto resta?"): the fund and its date are the previous question's, not asked again.
 */
const ON_REVALUATION =
  /\b(?:quell[ao]|questa|la|sulla|della) rivalutazion|\b(?:di tasse|l'imposta|la sostitutiva|nett[ao])\b/;
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
  // The month revalued: the fund's date ("al 31/12/2024" → December 2025) or the December named.
  const dated = /\b31[/.]12[/.](\d{4})\b/.exec(before);
  const december = /\bdicembre (\d{4})\b/.exec(before);
  const month =
    fundRevaluedMonth(previous) ??
    (dated ? `${Number(dated[1]) + 1}-12` : december ? `${december[1]}-12` : undefined);
  return fund >= 100 ? { fund, month } : undefined;
}
