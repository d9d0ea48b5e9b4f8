import { italianDate } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeAgreementPassage, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * The previous agreement's expiry asked beside the current one ("il vecchio contratto del 2022 quando scadeva? e
 * il nuovo quando scade?", "il rinnovo precedente fino a quando valeva?"): the agreement's own passage on the
 * earlier renewal, when the knowledge base holds one that says when it expired, then the current validity.
 * Undefined when no earlier agreement is asked or no passage on it is held.
 */
const EARLIER_ASKED =
  /\b(?:vecchi[oa]|precedente|scors[oa]|passat[oa]|prima)\b[^?]{0,40}\b(?:contratt\w*|rinnov\w*|accord\w*|ccnl)\b|\b(?:contratt\w*|rinnov\w*|accord\w*|ccnl)\b[^?]{0,40}\b(?:vecchi[oa]|precedente|scors[oa]|passat[oa])\b|\bscadeva\b|\bera scadut\w*/;
const EXPIRY_ASKED = /\bscad\w*|\bvalev\w*|\bdurat\w*|\bfino a quando\b|\bvalid\w*/;
const EARLIER_PASSAGE = /\b(?:rinnovo|accordo|contratto) precedente\b/i;
const EXPIRED = /\bscadev\w*|\bscadut\w*/i;

export function previousRenewal(ctx: AgentContext, agreement: Ccnl | undefined): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (!agreement || !EARLIER_ASKED.test(text) || !EXPIRY_ASKED.test(text)) return undefined;
  const passage = agreement.passages.find((p) => EARLIER_PASSAGE.test(p.text) && EXPIRED.test(p.text));
  if (!passage) return undefined;
  const { validity } = agreement;
  const current = validity.to
    ? ` Il contratto in vigore vale ${validity.from ? `dal ${italianDate(validity.from)} ` : ''}al ${bold(italianDate(validity.to))}${validity.signed ? `, rinnovo del ${validity.signed}` : ''}.`
    : '';
  const said = passage.text.replace(
    /\b(scadeva il )([^;,.]+)/,
    (_m, a: string, d: string) => `${a}${bold(d)}`,
  );
  return compose({
    answer: `Nel ${agreement.short_name}: ${said.charAt(0).toLowerCase()}${said.slice(1).replace(/\.$/, '')}.${current}`,
    citations: [
      citeAgreementPassage(agreement, passage),
      ...citeSources(
        agreement,
        `Validità: ${validity.text ?? ''}`,
        validity.article ?? null,
        validity.sources,
        1,
      ),
    ],
    related: [`Quali aumenti porta l'ultimo rinnovo del ${agreement.short_name}?`],
  });
}
