import type { KnowledgeBase } from '../kb/knowledge-base.js';
import { withPointedAsk } from './asking-clause.js';
import { askOf } from './off-topic-ask.js';
import { COVERED_SECTORS } from './sectors.js';

/**
 * Whether the ask itself is about an agreement the knowledge base lacks, with the held agreements of the
 * question only in its story: "l'azienda applica il CCNL Turismo… si può applicare a me il contratto dei
 * dirigenti del terziario?", "applichiamo il CCNL delle imprese di pulizia artigiane: minimo del 2° livello".
 * The ask names a not-held agreement, and once that name is taken out it names no held one ("terziario" of
 * "dirigenti del terziario" is the executives' trade, not the CCNL Commercio). Runs on the folded question.
 */
export function askedNotHeld(kb: KnowledgeBase, text: string, patterns: readonly RegExp[]): boolean {
  // The last clause of the ask when it names the agreement ("…mi nominano dirigente: il contratto dei dirigenti
  // prevede la prova?"): the clauses before it are the story.
  const whole = withPointedAsk(text, askOf(text));
  const last = whole.split(/[:;]/).at(-1) ?? whole;
  const ask = patterns.some((p) => p.test(last)) ? last : whole;
  if (!patterns.some((p) => p.test(ask))) return false;
  const rest = patterns.reduce((left, p) => left.replace(new RegExp(p.source, 'g'), ' '), ask);
  return !kb.recognise(rest).length && !COVERED_SECTORS.some((s) => s.pattern.test(rest));
}
