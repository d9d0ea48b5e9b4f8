import { italianDate } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { levelAfterOf } from './shared/levels.js';

/** The last day the agreement's figures are agreed for: its expiry, or a later tranche it still sets. */
function agreedUntil(ccnl: Ccnl): string | undefined {
  const to = ccnl.validity.to ?? undefined;
  if (!to) return undefined;
  const last = ccnl.pay_tables
    .map((t) => t.effective_from)
    .sort()
    .at(-1);
  return last && last > to ? last : to;
}

/**
 * "quanto sarà il minimo del 5° livello da giugno 2027?" of an agreement that expires before then: no renewal
 * in the knowledge base sets that day's minimum, so the answer is the gap, said plainly with the expiry and
 * no € figure (the last table would read as the minimum of that day). Only while the agreement is still in
 * force: once past its last agreed day, the last table is paid until a renewal, and the minimum's own answer
 * gives it with its expiry note.
 */
export function afterExpiryMinimumGap(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl | undefined,
): AgentAnswer | undefined {
  const date = req.slots.date;
  if (!ccnl || !date || ctx.documents.length || req.slots.agreements.length > 1) return undefined;
  const until = agreedUntil(ccnl);
  // (An agreement already past its last agreed day is paid on its last table now: that answer states the expiry.)
  if (!until || date <= until || ctx.today > until || !ccnl.pay_tables.length) return undefined;
  const what = req.slots.level ? `il minimo del ${levelAfterOf(ccnl, req.slots.level)}` : 'il minimo';
  const expiry =
    ccnl.validity.to && ccnl.validity.to !== until ? ` (scadenza: ${italianDate(ccnl.validity.to)})` : '';
  const text = `${bold(`Il dato non è nella base di conoscenza`)}: nel ${ccnl.short_name} ${what} dal ${italianDate(date)} non è ancora fissato, perché i minimi concordati arrivano fino al ${italianDate(until)}${expiry} e nessun rinnovo per il periodo successivo è nella base di conoscenza. Fino al rinnovo, di solito, restano in vigore gli ultimi minimi; la cifra di quella data la deciderà il rinnovo: verificala quando sarà firmato. Se ti serve il minimo in vigore oggi, chiedimelo.`;
  return compose({
    answer: text,
    citations: citeSources(ccnl, text, ccnl.validity.article ?? null, ccnl.validity.sources),
    related: [
      `Qual è oggi il minimo${req.slots.level ? ` del ${levelAfterOf(ccnl, req.slots.level)}` : ''} nel ${ccnl.short_name}?`,
    ],
  });
}
