import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';
import { statesOwnFund } from './tfr-inflation.js';

/**
 * A fund the previous turn stated on its own ("Ho accantonato 5.000 euro di TFR.") and this one revalues ("se
 * l'inflazione fosse il 2%, quanto si rivaluta?"): the fund said before, when this turn states no figure of its own.
 */
const EURO = /(\d{1,3}(?:\.\d{3})+|\d{4,})(?:,(\d{1,2}))?\s*(?:€|euro|eur\b)?/;

export function fundStatedBefore(ctx: AgentContext): number | undefined {
  const previous = ctx.history?.at(-1);
  if (!previous) return undefined;
  const asked = readable(ctx.message)
    .replace(/\d+(?:[.,]\d+)?\s*(?:%|per ?cento)/g, ' ')
    .replace(/\b(?:19|20)\d\d\b/g, ' ');
  if (/\d{3}/.test(asked)) return undefined;
  const before = readable(previous);
  if (!statesOwnFund(before) || /\b(?:ral|retribuzion\w*|stipendi\w*|lordo|imponibil\w*)\b/.test(before))
    return undefined;
  const m = EURO.exec(previous.replace(/\u00a0/g, ' ').replace(/\b(?:19|20)\d\d\b(?![.,]\d)/g, ' '));
  if (!m) return undefined;
  const fund = Number(`${(m[1] ?? '').replace(/\./g, '')}.${m[2] ?? '0'}`);
  return fund >= 100 ? fund : undefined;
}
