import { euro } from '../kb/format.js';
import { numbersIn } from '../reader/numbers.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentName } from './agents.js';
import type { AgentAnswer } from './answer.js';
import { bold } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * "e se la stessa RAL la spalmiamo su 13 mensilità invece di 14, quanto fa al mese netto?" after a net from a
 * monthly gross paid on 14: the yearly pay stays (monthly × the earlier payments), only its split changes. Not the
 * same monthly gross on 13 payments, which would be a lower RAL (shared/data/payroll-rules.md §8: the yearly net
 * does not depend on how many payments it is split in).
 */

// The same yearly pay, split differently: "la stessa RAL", "spalmata su 13", "ridistribuita", "invece di 14".
const SAME_PAY =
  /\bstess[ao] (?:ral|retribuzione|lordo annuo|cifra|importo|compenso)\b|\bspalm\w*|\bridistribu\w*|\bripartit\w*|\bsuddivis\w*|\binvece (?:di|che) (?:su |in )?1[234]\b/;
const NET_ASKED = /\bnett\w*|\bin tasca\b|\bresta\b|\brimane\b/;

type Reader = (agentName: AgentName, ctx: AgentContext) => TypedRequest;
type Answerer = (agentName: AgentName, ctx: AgentContext) => AgentAnswer;

/** The yearly pay of the latest earlier turn that gave a monthly gross and its payments. */
function earlierMonthlyPay(
  agentName: AgentName,
  ctx: AgentContext,
  read: Reader,
): { monthly: number; payments: number } | undefined {
  const history = ctx.history ?? [];
  const { request: _own, ...rest } = ctx;
  for (let i = history.length - 1; i >= Math.max(0, history.length - 3); i--) {
    const message = history[i];
    if (message === undefined) continue;
    const earlier = read(agentName, { ...rest, message, history: history.slice(0, i) });
    // A RAL given earlier is read with the changed payments already (changed-setting.ts and the reader).
    if (earlier.slots.amounts.some((a) => a.kind === 'ral')) return undefined;
    const monthly = earlier.slots.amounts.find((a) => a.kind === 'monthly_gross' && a.value >= 300);
    if (monthly && earlier.slots.payments !== undefined)
      return { monthly: monthly.value, payments: earlier.slots.payments };
  }
  return undefined;
}

export function respreadPayments(
  agentName: AgentName,
  ctx: AgentContext,
  read: Reader,
  answerWith: Answerer,
): AgentAnswer | undefined {
  const req = ctx.request;
  const text = readable(ctx.message);
  const payments = req?.slots.payments;
  if (!req || payments === undefined || !ctx.history?.length || !SAME_PAY.test(text) || !NET_ASKED.test(text))
    return undefined;
  // A pay of its own in the message ("e con 3.000 € su 13?") is a new case, not the same pay re-split.
  if (numbersIn(text).some((n) => n.value >= 100)) return undefined;
  const earlier = earlierMonthlyPay(agentName, ctx, read);
  if (!earlier || earlier.payments === payments) return undefined;
  const ral = Math.round(earlier.monthly * earlier.payments * 100) / 100;
  const now = answerWith(agentName, {
    ...ctx,
    request: {
      ...req,
      intent: 'gross_to_net',
      slots: { ...req.slots, amounts: [{ kind: 'ral', value: ral }], payments },
    },
  });
  const monthly = /\*\*([\d.]+,\d\d) € al mese\*\*/.exec(now.text)?.[1];
  const yearly = /\(([\d.]+,\d\d) € l'anno\b/.exec(now.text)?.[1];
  if (!monthly || !yearly) return undefined;
  const lordo = euro(Math.round((ral / payments) * 100) / 100);
  const opening = `Con la stessa RAL di ${euro(ral)} (${euro(earlier.monthly)} × ${earlier.payments}) divisa su ${payments} mensilità invece di ${earlier.payments}, il netto annuo resta di ${yearly} € e il netto medio ${payments < earlier.payments ? 'sale' : 'scende'} a ${bold(`${monthly} € al mese`)} (lordo mensile ${lordo}): cambia solo come la stessa somma si divide nei mesi.`;
  // The payslip's own opening said the same monthly net: the table follows the re-split opening instead.
  const table = now.text.startsWith('Con una RAL') ? now.text.slice(now.text.indexOf('\n') + 1) : now.text;
  return { ...now, text: `${opening}\n${table}` };
}
