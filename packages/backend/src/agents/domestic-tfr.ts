import { euro } from '../kb/format.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';
import { agreementOf, isDomestic, type PayBase } from './pay-base.js';

/** "più 900 € di tredicesima", "oltre a 900 euro di tredicesima": a 13th told apart from the year's pay. */
const THIRTEENTH_APART =
  /\b(?:piu|oltre a(?:lle)?|e|\+)\s*(?:altri\s+)?(\d{1,3}(?:\.\d{3})*(?:,\d{1,2})?|\d+)\s*(?:€|euro)?\s*(?:lord[ie]\s+)?di (?:tredicesima|13(?:a|ª|esima))\b/;

const figure = (raw: string) => Number(raw.replace(/\./g, '').replace(',', '.'));

/** Whether the TFR asked is a household worker's: the quota is the year's pay ÷ 13.5, with no deduction. */
export function householdTfr(ctx: AgentContext, req: TypedRequest, base: PayBase): boolean {
  return isDomestic(base.ccnl ?? agreementOf(ctx, req));
}

/**
 * "le avremo pagato 10.800 € lordi, più 900 € di tredicesima": the year's pay the TFR is computed on holds the
 * 13th told apart (art. 2120 c.c.: every sum paid in the year that is not occasional). Only when the pay is the
 * year's figure told (not a level's minimum, whose year already counts the 13th).
 */
export function withThirteenthApart(ctx: AgentContext, req: TypedRequest, base: PayBase): PayBase {
  const ral = req.slots.amounts.find((a) => a.kind === 'ral')?.value;
  if (ral === undefined || Math.abs(base.annual - ral) > 0.005) return base;
  const found = THIRTEENTH_APART.exec(readable(ctx.message));
  const extra = found?.[1] ? figure(found[1]) : undefined;
  if (!extra || extra >= ral) return base;
  const annual = ral + extra;
  return {
    ...base,
    annual,
    label: `${euro(ral)} di retribuzione dell'anno più ${euro(extra)} di tredicesima (${euro(annual)})`,
  };
}
