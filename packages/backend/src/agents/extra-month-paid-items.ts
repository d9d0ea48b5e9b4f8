import { euro, figureValue } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import { cents } from '../payroll/index.js';
import type { AmountKind, TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';
import { amount, type PayBase } from './pay-base.js';

/**
 * The table's items paid on fewer instalments that the extra month still carries ("EDR 10,33 € per 13
 * mensilità": paid every month and on the 13th, not on the 14th): they belong in the month's pay the rateo
 * is a twelfth of (payroll rules §9). Zero when the question gives its own pay.
 */
export function itemsOnExtraMonth(
  ctx: AgentContext,
  req: TypedRequest,
  base: PayBase,
  fourteenth: boolean,
): { amount: number; label: string } | undefined {
  const level = req.slots.level;
  if (!base.ccnl || !level) return undefined;
  if ((['ral', 'monthly_gross', 'other'] as AmountKind[]).some((k) => amount(req, k) !== undefined))
    return undefined;
  const row = levelPayAt(base.ccnl, level, req.slots.date ?? ctx.today)?.row;
  // "in busta ho solo paga base e contingenza", "prendo il minimo e basta": the pay told holds no other item,
  // unless the item is named beside it.
  const told = [ctx.message, ...(ctx.history ?? []).slice(-2)].map(readable).join('\n');
  const only = ONLY_BASE_TOLD.test(told);
  const items =
    row?.components.filter(
      (c) =>
        c.payments &&
        c.payments >= (fourteenth ? 14 : 13) &&
        !(only && !told.includes(readable(c.label).split(/[\s(]/)[0] ?? c.label)),
    ) ?? [];
  if (!items.length) return undefined;
  const share = (req.slots.partTimePercent ?? 100) / 100;
  // Not rounded: the part-time share of the items (10,33 × 50% = 5,165) keeps its decimals until the rateo, as
  // the share of the minimum does (the whole month 1.413,50 × 50% = 706,75, not 701,59 + 5,17).
  const total = items.reduce((s, c) => s + c.amount, 0) * share;
  return { amount: total, label: items.map((c) => `${c.label} ${euro(cents(c.amount * share))}`).join(', ') };
}

// The pay told as the table's base items alone ("in busta ho solo paga base e contingenza", "prendo solo il
// minimo", "prendo il minimo e basta").
const ONLY_BASE_TOLD =
  /\b(?:in busta|nel cedolino|in cedolino|prendo|prende|ho|ha)\b[^.?;]{0,20}\bsolo\b[^.?;]{0,8}\b(?:paga base|minimo|tabellare|retribuzione tabellare)\b|\b(?:il )?(?:minimo|tabellare) e basta\b/;

/** "quanto fa in tutto con lo stipendio del mese": the month's pay and the rateo together are asked. */
export const asksWithMonthPay = (message: string): boolean =>
  /\b(?:in tutto|in totale|complessiv\w*|insieme)\b[^?]{0,60}\b(?:stipendio|mese|busta|cedolino|retribuzione)\b|\b(?:con|piu) (?:lo stipendio|la retribuzione|la paga) (?:del mese|mensile)\b/.test(
    readable(message),
  );

// "199,80 € di indennità di vitto e alloggio", "160 € di valore convenzionale di vitto e alloggio", "vitto e alloggio 199,80", "vitto e alloggio convenzionali pari a
// 166,14 €": the allowance told with its figure.
const BOARD_TOLD =
  /(\d{1,3}(?:\.\d{3})*(?:,\d{1,2})?)\s*(?:€|euro)?\s*(?:al mese )?(?:di|per|come) (?:l'|la |il )?(?:(?:indennita|valore|importo|quota) (?:sostitutiva |convenzionale )?(?:di |del |per )?)?vitto e alloggio\b|\bvitto e alloggio\b[^\d?.]{0,30}?(\d{1,3}(?:\.\d{3})*(?:,\d{1,2})?)\s*(?:€|euro)/;

/**
 * Session 41 (fixs41j): a household worker's board and lodging allowance told beside her pay ("prende 1.150 € più
 * 199,80 € di vitto e alloggio: quanto le spetta di tredicesima?"): where the agreement's 13th month includes it
 * (lavoro domestico, art. 39: "comprese le indennità di vitto e alloggio") it belongs in the month the rateo is a
 * twelfth of. Undefined for the 14th, for an agreement whose rule does not include it, or with no figure told
 * apart from the pay.
 */
export function boardOnExtraMonth(
  ctx: AgentContext,
  base: PayBase,
  fourteenth: boolean,
): { amount: number; label: string } | undefined {
  const rule = base.ccnl?.monthly_payments.text ?? '';
  if (fourteenth || !/\btredicesima\b[^;]*\bvitto e alloggio\b/i.test(rule)) return undefined;
  const told = BOARD_TOLD.exec(readable(ctx.message));
  const value = told ? figureValue(told[1] ?? told[2] ?? '') : 0;
  if (!value || Math.abs(value - base.monthly) < 0.01) return undefined;
  return { amount: value, label: `indennità di vitto e alloggio ${euro(value)}` };
}
