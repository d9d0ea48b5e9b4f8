import { italianDate } from '../kb/format.js';
import type { KnowledgeBase } from '../kb/knowledge-base.js';
import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { fold } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';

/**
 * Session 29 (fixs29d): "il consulente mi dice che il nostro contratto scade insieme a quello Confcommercio, è
 * vero?": two agreements' expiry dates compared, the verdict said first (**Sì** when both end on the same day,
 * **No** with both dates when they differ), then the renewal answer. Nothing when either date is unknown or the
 * other agreement cannot be told.
 */
const SAME_EXPIRY =
  /\b(?:scad\w*|finisc\w*) (?:insieme (?:a|al|allo|alla|con)|assieme (?:a|al|con)|come|nello stesso (?:giorno|momento) d\w*|contemporaneamente a\w*)\b([^.?!]*)|\b(?:stessa|medesima) scadenza (?:d\w*|di quell\w*)\b([^.?!]*)/;
const HAS_VERDICT = /^\s*(?:\*\*)?(?:sì|si|no|in parte|non posso confermarlo|dipende)(?![\p{L}])/iu;

/** The other agreement the clause names; its sector's word first when it names only the employers' association. */
function otherAgreement(kb: KnowledgeBase, own: Ccnl, clause: string): Ccnl | undefined {
  const others = (text: string) => kb.recognise(text).filter((c) => c.id !== own.id);
  const named = others(clause);
  if (named.length) return named.length === 1 ? named[0] : undefined;
  // "quello Confcommercio" beside the Terziario Confesercenti: the Terziario of Confcommercio.
  const sector = own.id.split('-')[0] ?? '';
  const bySector = others(`${sector} ${clause}`).filter((c) => c.id.startsWith(`${sector}-`));
  return bySector.length === 1 ? bySector[0] : undefined;
}

export function withSameExpiryVerdict<T extends AgentAnswer>(
  answer: T,
  request: TypedRequest,
  message: string,
  ccnl: Ccnl | undefined,
  kb: KnowledgeBase,
): T {
  if (request.intent !== 'renewal' || !ccnl?.validity.to) return answer;
  const said = SAME_EXPIRY.exec(fold(message));
  const clause = said?.[1] ?? said?.[2];
  if (!clause) return answer;
  const other = otherAgreement(kb, ccnl, clause);
  const theirs = other?.validity.to;
  if (!other || !theirs) return answer;
  const lines = answer.text.split('\n');
  const at = lines.findIndex((line) => line.trim() !== '');
  if (at < 0 || HAS_VERDICT.test(lines[at] ?? '')) return answer;
  const ours = ccnl.validity.to;
  const head =
    ours === theirs
      ? `**Sì**: il ${ccnl.short_name} e il ${other.short_name} scadono entrambi il **${italianDate(ours)}**.`
      : `**No**: il ${ccnl.short_name} scade il **${italianDate(ours)}**, il ${other.short_name} il ${italianDate(theirs)}.`;
  lines.splice(at, 0, head, '');
  return { ...answer, text: lines.join('\n') };
}
