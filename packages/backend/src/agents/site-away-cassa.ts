import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeAgreementPassage } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * A building site in another province ("cantiere a Bologna, impresa di Padova: restano iscritti alla Cassa Edile
 * di Padova? quale integrativo applico?", "operaio in trasferta fuori provincia: che integrativo si applica?"):
 * the agreement's own passages on the posted worker's Cassa Edile and provincial agreement, the one answering
 * most of what is asked first, then the latest renewal's before an earlier rule. Undefined when neither the Cassa Edile's enrolment nor the
 * provincial agreement is asked of a site away, or the agreement holds no such passage.
 */
const ASKED =
  /\bintegrativ\w*|\biscri(?:tt|v)\w*[^?]{0,40}\bcass[ae] edil\w*|\bcass[ae] edil\w*[^?]{0,40}\biscri(?:tt|v)\w*|\bquale cass[ae] edil\w*/;
const AWAY =
  /\btrasfert\w*|\bfuori provincia\b|\baltr[ao] provinci\w*|\bcantier\w* (?:a|di|in) [a-z]|\bdove sta l'? ?impresa\b|\bdel cantiere\b/;
const PASSAGE = /\btrasferta\b/i;
const ON_CASSA_OR_PAY = /\bcassa edile\b|\bintegrativo\b|\bprovincia in cui si svolgono\b/i;

export function siteAwayCassa(ctx: AgentContext, agreement: Ccnl | undefined): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (!agreement || ctx.documents.length || !ASKED.test(text) || !AWAY.test(text)) return undefined;
  const held = agreement.passages.filter((p) => PASSAGE.test(p.text) && ON_CASSA_OR_PAY.test(p.text));
  if (!held.length) return undefined;
  // The passage covering most of what is asked (the provincial agreement, the Cassa Edile) first, then the latest.
  const asked = [/\bintegrativ\w*/, /\bcass[ae] edil\w*/].filter((r) => r.test(text));
  const covered = (p: (typeof held)[number]) => asked.filter((r) => r.test(readable(p.text))).length;
  const earlier = (p: (typeof held)[number]) => (/\bprima dell'accordo\b/i.test(p.text) ? 1 : 0);
  const ordered = [...held].sort((a, b) => covered(b) - covered(a) || earlier(a) - earlier(b));
  const [first, ...rest] = ordered.map((p) => p.text.replace(/\.$/, ''));
  return compose({
    answer: `Nel ${agreement.short_name}, ${bold("operai in trasferta in un cantiere di un'altra provincia")}: ${first?.charAt(0).toLowerCase()}${first?.slice(1)}.${rest.map((r) => ` ${r}.`).join('')} Per i cantieri in corso verifica con la Cassa Edile di provenienza quale regola applica.`,
    citations: ordered.map((p) => citeAgreementPassage(agreement, p)),
    related: [`Quanto vale la diaria di trasferta degli operai nel ${agreement.short_name}?`],
  });
}
