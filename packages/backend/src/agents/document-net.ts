import { passagesText } from '../kb/documents.js';
import { parseNumber } from '../reader/numbers.js';
import { fold } from '../reader/text.js';
import type { AgentContext } from './context.js';

// "retribuzione NETTA mensile concordata di € 1.550,00", "netto mensile garantito: 1.550 euro".
const NET_FIGURE =
  /\bnett[oa]\b(?: (?:mensil\w*|annu\w*|concordat\w*|garantit\w*|pattuit\w*|in busta)){0,3}[^.\d;]{0,25}?(?:€|euro)?\s*(\d{1,3}(?:\.\d{3})*(?:,\d{1,2})?|\d{3,6}(?:,\d{1,2})?)(?!\d)/;
const PAYMENTS = /\b(1[2-5])\s*mensilit/;

/**
 * The net an uploaded letter agrees ("una retribuzione NETTA mensile concordata di € 1.550,00 per 14
 * mensilità"), with the payments it names, for a net-to-gross asked of "quel netto" the question does not repeat.
 * Undefined when no document states one net.
 */
export function documentNet(
  ctx: Pick<AgentContext, 'documents'>,
): { net: number; payments?: number } | undefined {
  for (const doc of ctx.documents) {
    const text = fold(passagesText(doc));
    const found = NET_FIGURE.exec(text);
    const net = found ? parseNumber(found[1] ?? '') : undefined;
    if (net === undefined || net < 300) continue;
    const payments = PAYMENTS.exec(text.slice(found?.index ?? 0))?.[1];
    return payments ? { net, payments: Number(payments) } : { net };
  }
  return undefined;
}
