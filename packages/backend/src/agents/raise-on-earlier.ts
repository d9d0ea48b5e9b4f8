import { readQuestion } from '../reader/read.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import type { AgentContext } from './context.js';
import { payBase } from './pay-base.js';
import { raiseAnswer } from './raise.js';

/** The net asked as what is gained ("quanto le arriva in tasca in più, netto?", "di netto in più"). */
const MORE_NET =
  /\bin piu\b[^?]{0,40}\b(?:nett\w*|in tasca|in busta)|\b(?:nett\w*|in tasca|in busta)\b[^?]{0,40}\bin piu\b/;
/** A monthly sum added to the pay: a superminimo, a raise, an allowance, "100 euro in più". */
const ADDED = /superminim|\baument\w*|\bad personam\b|\bin piu\b|\bindennita\b|\bpremio mensile\b/;
// A raise is a share of the pay, never the pay itself.
const MAX_SHARE = 0.5;

/**
 * "vorrei darle un superminimo di 100 euro lordi al mese: quanto le arriva in tasca in più, netto, all'anno e
 * al mese?" after a turn that gave her pay: the net of the earlier pay and of the pay with the raise, for the
 * year and place asked, and the difference a year and a payment (raise.ts). Undefined when no earlier pay or
 * no raise is told.
 */
export function raiseOnEarlierPay(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const text = readable(ctx.message);
  const history = ctx.history ?? [];
  const earlierMessage = history.at(-1);
  if (!earlierMessage || !MORE_NET.test(text) || !ADDED.test(text)) return undefined;
  const earlier = readQuestion({
    kb: ctx.kb,
    message: earlierMessage,
    history: history.slice(0, -1),
    categories: ctx.categories,
    today: ctx.today,
    agent: 'calcolo',
  });
  const base = payBase(ctx, { ...earlier, slots: { ...earlier.slots, ...locationOf(req, earlier) } });
  if (!base || base.monthly <= 0) return undefined;
  const raise =
    req.slots.amounts.find((a) => a.kind === 'superminimo')?.value ??
    req.slots.amounts.find((a) => a.kind === 'monthly_gross' && a.value < base.monthly * MAX_SHARE)?.value;
  if (raise === undefined || raise <= 0) return undefined;
  const { dependants: _told, ...slots } = req.slots;
  return raiseAnswer(ctx, {
    ...req,
    slots: {
      ...slots,
      ...locationOf(req, earlier),
      payments: base.payments,
      amounts: [
        { kind: 'monthly_gross', value: base.monthly },
        { kind: 'monthly_gross', value: Math.round((base.monthly + raise) * 100) / 100 },
      ],
    },
  });
}

/** The place of this turn, else the earlier one's. */
function locationOf(req: TypedRequest, earlier: TypedRequest): Partial<TypedRequest['slots']> {
  const from = req.slots.municipality || req.slots.region ? req.slots : earlier.slots;
  return {
    ...(from.municipality ? { municipality: from.municipality } : {}),
    ...(from.province ? { province: from.province } : {}),
    ...(from.region ? { region: from.region } : {}),
  };
}
