import { italianDate } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { outsideQuotes } from '../reader/quoted-text.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import { type AgentContext, targetAgreements } from './context.js';
import { relatedAgreement } from './related-renewal.js';

/**
 * Session 49 (fixs49j): a renewal after the one the knowledge base holds, asked of an agreement that has
 * expired ("è già stato firmato quello nuovo 2026-2028? di quanto sono gli aumenti?", "c'è il nuovo contratto?"):
 * the knowledge base has none, so the answer says that plainly with the expiry, and lists none of the old
 * renewal's tranches as if they answered. Undefined while the agreement is in force, or when the question
 * asks of the renewal the knowledge base holds.
 */
const NEW_RENEWAL =
  /\b(?:nuov[oa]|prossim[oa]|successiv[oa]) (?:contratto|ccnl|rinnovo|accordo|intesa)\b|\b(?:contratto|ccnl|rinnovo|accordo) (?:nuov[oa]|successiv[oa])\b|\bquello nuovo\b|\bil nuovo\b(?= [^?.!]{0,20}\b(?:20\d\d|firmat\w*|rinnovat\w*)\b)/;
// ("2026-2028", "2026/2028", "per il 2026-28": a span of years the question names.)
const YEAR_SPAN = /\b(20\d\d) ?[-/–] ?(?:20)?\d\d\b/g;
const RENEWAL_WORD = /\b(?:rinnov\w*|firmat\w*|siglat\w*|sottoscritt\w*|contratto|ccnl)\b/;

function asksLaterRenewal(text: string, expiryYear: number): boolean {
  if (!RENEWAL_WORD.test(text)) return false;
  if (NEW_RENEWAL.test(text)) return true;
  return [...text.matchAll(YEAR_SPAN)].some((m) => Number(m[1]) > expiryYear);
}

/** The one expired agreement a question asks a later renewal of; its parts are then answered as one. */
export function expiredAskedRenewed(ctx: AgentContext): Ccnl | undefined {
  const agreements = targetAgreements(ctx).agreements;
  const ccnl: Ccnl | undefined = agreements[0];
  if (agreements.length !== 1 || !ccnl) return undefined;
  const { to } = ccnl.validity;
  if (!to || to >= ctx.today) return undefined;
  const text = readable(outsideQuotes(ctx.message));
  // The agreement meant is one the knowledge base only names (AIOP/ARIS beside AIOP RSA): related-renewal.ts.
  if (relatedAgreement(ccnl, text, ctx.history?.at(-1))) return undefined;
  return asksLaterRenewal(text, Number(to.slice(0, 4))) ? ccnl : undefined;
}

export function renewalAfterExpiry(ctx: AgentContext): AgentAnswer | undefined {
  const ccnl = expiredAskedRenewed(ctx);
  const to = ccnl?.validity.to;
  if (!ccnl || !to) return undefined;
  const name = ccnl.short_name;
  const expiry = italianDate(to);
  const answer = [
    `${bold('Non risulta')}: la base di conoscenza non contiene un rinnovo del ${name} successivo all'ultimo (${ccnl.validity.signed}). Il contratto è scaduto il ${bold(expiry)} e nelle fonti lette un nuovo accordo non risulta firmato: non posso quindi indicare aumenti del nuovo contratto né le loro decorrenze.`,
    '',
    `Finché un rinnovo non viene firmato restano applicati i minimi dell'ultima tabella in vigore. Per una notizia di firma recente, verifica sui siti delle parti firmatarie o chiedi al datore di lavoro il testo dell'accordo.`,
  ].join('\n');
  return compose({
    answer,
    steps: [],
    citations: citeSources(
      ccnl,
      `Rinnovo del ${name}: ${ccnl.validity.text}`,
      ccnl.validity.article ?? null,
      ccnl.validity.sources,
      2,
    ),
    related: [`Quali sono i minimi retributivi per livello nel ${name}?`, `Chi ha firmato il ${name}?`],
  });
}
