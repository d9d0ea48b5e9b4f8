import { euro } from '../kb/format.js';
import { tableAt } from '../kb/pay.js';
import { paymentsAsPremise } from '../reader/payments-premise.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { monthlyPaymentsCitations } from './answer.js';
import { tableCitations } from './calcolo-parts.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { functionAllowance } from './function-allowance.js';
import { agreementOf } from './pay-base.js';

/**
 * On how many monthly payments a pay item is paid ("EDR su quante?", "su quante mensilità va l'EDR nel
 * Multiservizi?", "n. mensilità? EDR su quante?"): read on the agreement's pay table, whose items paid on fewer
 * instalments say so; the agreement's number of payments opens when the message asks it too. Undefined unless
 * one agreement is named, its table lists the item and the question asks its instalments.
 */

/** The items consultants ask this of, and how the table labels them. */
const ITEMS: readonly { asked: RegExp; label: RegExp }[] = [
  { asked: /\bedr\b|\be\.d\.r\b|\belemento distinto\b/, label: /\bedr\b|elemento distinto/ },
  { asked: /\bterzo elemento\b/, label: /terzo elemento/ },
  { asked: /\bindennita di funzione\b/, label: /indennita di funzione/ },
  { asked: /\bcontingenza\b/, label: /contingenza/ },
];
const INSTALMENTS =
  /\bsu quant\w*\b|\bin quante mensilit\w*|\bquante mensilit\w*|\bsu (?:tutte le )?1[234] mensilit/;
/** The number of payments asked in a sentence of its own ("n. mensilità?", "quante mensilità?"). */
const PAYMENTS_ASKED = /\b(?:quant\w*|n\.?|numero(?: di)?)\s+(?:di\s+)?mensilit\w*/;

const sentences = (text: string) =>
  text
    .split(/(?<=[?!;])\s+|(?<=\p{L}{2}\.)\s+/u)
    .map((s) => s.trim())
    .filter(Boolean);

/** The Quadri's function allowance asked by itself first (function-allowance.ts), then an item's instalments. */
export function itemInstalments(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  return functionAllowance(ctx, req) ?? instalmentsOf(ctx, req);
}

function instalmentsOf(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (req.slots.agreements.length !== 1 || ctx.documents.length) return undefined;
  const all = sentences(readable(ctx.message));
  const asking = all.find((s) => ITEMS.some((i) => i.asked.test(s)) && INSTALMENTS.test(s));
  const item = asking === undefined ? undefined : ITEMS.find((i) => i.asked.test(asking));
  // "(paga base + contingenza su 14 mensilità, EDR su 13), quanto le resterebbe netto?": the count is the case's.
  if (!asking || !item || paymentsAsPremise(req, asking)) return undefined;
  const ccnl = agreementOf(ctx, req);
  if (!ccnl) return undefined;
  const date = req.slots.date ?? ctx.today;
  const table = tableAt(ccnl, date).current;
  const components = table?.levels.flatMap((row) => row.components) ?? [];
  const component = components.find((c) => item.label.test(readable(c.label)));
  const payments = ccnl.monthly_payments.value;
  if (!table || !component || !payments) return undefined;
  const on = component.payments ?? payments;
  const others = component.payments !== undefined && component.payments !== payments;
  const countAsked = all.some((s) => s !== asking && PAYMENTS_ASKED.test(s));
  const itemLine = `la voce «${component.label}» di ${euro(component.amount)} al mese si paga su ${bold(`${on} mensilità`)}${others ? `, le altre voci della retribuzione su ${payments}` : ''}`;
  const answer = countAsked
    ? `Nel ${ccnl.short_name} le mensilità sono ${bold(String(payments))}; ${itemLine}.`
    : `Nel ${ccnl.short_name} ${itemLine}.`;
  const steps = [
    ...(ccnl.monthly_payments.text
      ? [`Mensilità del ${ccnl.short_name}: ${ccnl.monthly_payments.text}.`]
      : []),
    `Nella tabella dei minimi del ${ccnl.short_name}: ${component.label} ${euro(component.amount)}${component.payments !== undefined ? `, su ${component.payments} mensilità` : ''}.`,
  ];
  return compose({
    answer,
    steps,
    citations: [...monthlyPaymentsCitations(ccnl), ...tableCitations(ccnl, date)],
    related: [`Quando si pagano tredicesima e quattordicesima nel ${ccnl.short_name}?`],
  });
}
