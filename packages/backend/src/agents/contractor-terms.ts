import type { Ccnl } from '../kb/schema.js';
import { type AgentAnswer, citeAgreementPassage } from './answer.js';
import { bold, compose } from './compose.js';

type Passage = Ccnl['passages'][number];

/** The change's procedure asked: how early the outgoing firm tells the unions, who is on its list. */
export const ASKS_PROCEDURE =
  /\bcomunic\w*|\bavvis\w*|\bentro quando\b|\b(?:con )?quanto (?:anticipo|prima|tempo prima)\b|\brientr\w*|\bclausola sociale\b|\btempo (?:in)?determinato\b|\ba termine\b|\bcondizion\w*/;
// The terms of the hiring asked: a fixed term put on a permanent worker, the same conditions.
const ASKS_TERMS = /\btempo (?:in)?determinato\b|\ba termine\b|\bcondizion\w*/;
const ASKS_NOTICE =
  /\bcomunic\w*|\bavvis\w*|\bentro quando\b|\b(?:con )?quanto (?:anticipo|prima|tempo prima)\b/;
const TERMS_PASSAGE = /^cambio d'appalto, condizioni\b[^:]*:\s*/i;

/**
 * "la nuova ditta poteva assumerle a termine?": the passage on the terms of the hiring, when the agreement has
 * one; "con quanto anticipo l'impresa uscente deve comunicare …?": the change's rule with its days and months in
 * bold. Undefined for the other questions on a change (who is kept, by the months told: contractor-change.ts).
 */
export function contractorTermsAnswer(ccnl: Ccnl, passage: Passage, ask: string): AgentAnswer | undefined {
  const terms = ASKS_TERMS.test(ask) ? ccnl.passages.find((p) => TERMS_PASSAGE.test(p.text)) : undefined;
  if (terms) {
    const rule = terms.text.replace(TERMS_PASSAGE, '');
    return compose({
      answer: `Nel ${ccnl.short_name} (${terms.article ?? 'cambio d’appalto'}), ${rule.replace(/tempo indeterminato/, bold('tempo indeterminato'))}`,
      steps: [`La regola del ${ccnl.short_name}: ${passage.text}`],
      citations: [citeAgreementPassage(ccnl, terms), citeAgreementPassage(ccnl, passage)],
      related: [`Quanto preavviso serve per dimettersi nel ${ccnl.short_name}?`],
    });
  }
  if (!ASKS_NOTICE.test(ask)) return undefined;
  const text = passage.text
    .replace(/\b(\d+) giorni prima\b/, (m) => bold(m))
    .replace(/\bda almeno \d+ mesi\b/, (m) => bold(m));
  return compose({
    answer: `Nel ${ccnl.short_name} (${passage.article ?? 'cambio d’appalto'}): ${text}`,
    citations: [citeAgreementPassage(ccnl, passage)],
    related: [`Quanto preavviso serve per dimettersi nel ${ccnl.short_name}?`],
  });
}
