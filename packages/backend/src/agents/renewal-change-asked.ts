import { italianDate } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * A change the renewal brought, asked by its own name ("la badante ha la certificazione UNI 11766, quanto le
 * spetta di indennità al mese col nuovo contratto?"): the renewal's dated change whose distinctive words the
 * question shares (a technical standard's code), with its figure opening the answer. Undefined when no
 * change of the agreement's renewal is named or nothing is asked about it.
 */

/** A technical standard's code ("UNI 11766", "ISO 9001"): a 4-6 digit number that is no year. */
function codes(text: string): Set<string> {
  const found = readable(text).match(/\b\d{4,6}\b/g) ?? [];
  return new Set(found.filter((w) => !/^(?:19|20)\d\d$/.test(w)));
}

const ASKED = /\bquant\w*|\bspett\w*|\bvale\b|\bimport\w*|\bcome funziona\b|\bcos'?e\b/;

export function renewalChangeAsked(ctx: AgentContext, ccnl: Ccnl | undefined): AgentAnswer | undefined {
  if (!ccnl) return undefined;
  const text = readable(ctx.message);
  if (!ASKED.test(text)) return undefined;
  const asked = codes(text);
  if (!asked.size) return undefined;
  const change = (ccnl.validity.renewal_changes ?? []).find((c) => {
    const own = codes(c.text);
    return [...asked].some((w) => own.has(w));
  });
  if (!change) return undefined;
  // The figure of the change ("30 €") in bold, the rest as the sources say it.
  const said = change.text.replace(/\d+(?:[.,]\d+)? (?:€|euro)(?: (?:al|a) mese)?/, (m) => bold(m));
  const renewal = ccnl.validity.signed
    ? `, rinnovo del ${ccnl.validity.signed.replace(/\s*\(.*\)$/, '')},`
    : '';
  const answer = `Nel ${ccnl.short_name}${renewal}, dal ${italianDate(change.from)}: ${said}.`;
  return compose({
    answer,
    steps: [],
    citations: citeSources(ccnl, `Rinnovo del ${ccnl.short_name}: ${change.text}`, null, change.sources, 2),
    related: [],
  });
}
