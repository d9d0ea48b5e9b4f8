import { notHeldNamed } from '../reader/not-held.js';
import { readQuestion } from '../reader/read.js';
import type { Intent, TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * "Multiservizi o il CCNL pulizie dell'artigianato: mi affianchi i minimi?": an agreement of the knowledge base
 * set beside one it lacks, on the same turn. The one not held is said plainly as missing, and no figure is
 * given: a comparison with one side missing would read as complete, and the held one's figures, beside a name
 * that shares its words, would read as the other's. The held one's figures are offered as a question of their
 * own. Undefined when the turn names only one kind, with documents, or for subjects that are not an
 * agreement's own figures or rules.
 */
export function heldBesideNotHeld(
  ctx: AgentContext,
  req: TypedRequest,
  subjects: ReadonlySet<Intent>,
): AgentAnswer | undefined {
  if (ctx.documents.length || !req.slots.unknownAgreements.length || !req.slots.agreements.length)
    return undefined;
  if (!subjects.has(req.intent)) return undefined;
  // Both named on this turn: a held agreement of the earlier turns is the conversation's, not a comparison.
  const alone = readQuestion({ kb: ctx.kb, message: ctx.message, today: ctx.today, categories: [] });
  if (!alone.slots.agreements.length || !alone.slots.unknownAgreements.length) return undefined;
  // The missing one named outright (its name, signatories or CNEL code), not implied by a workplace word: "l'appalto
  // della scuola … 1° livello Multiservizi" or "un elettricista … (Federmeccanica)" name one held agreement only.
  if (!notHeldNamed(ctx.kb, readable(ctx.message), true).some((m) => m.by !== 'word')) return undefined;
  const held = alone.slots.agreements
    .map((id) => ctx.kb.agreements.find((c) => c.id_categoria === id)?.short_name)
    .filter((n): n is string => Boolean(n));
  if (!held.length) return undefined;
  const missing = alone.slots.unknownAgreements.join(', ');
  const heldNames = held.join(', ');
  const one = held.length === 1;
  return compose({
    answer: `${bold(`${missing} non è nella base di conoscenza`)}, quindi non posso darti le sue cifre né metterle a confronto. ${one ? `Il ${heldNames} invece è nella base di conoscenza, ma è un contratto diverso` : `I contratti ${heldNames} invece sono nella base di conoscenza, ma sono contratti diversi`}: se ti servono le sue cifre, chiedimele per ${one ? 'quel contratto' : 'ciascuno'}; per ${missing} verifica il testo firmato o la tabella dell'associazione che lo applica.`,
    citations: [],
    related: held.map((name) => `Qual è il minimo mensile nel ${name}?`),
  });
}
