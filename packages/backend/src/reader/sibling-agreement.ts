import type { KnowledgeBase } from '../kb/knowledge-base.js';
import { namesColleagueJob } from './colleague-job.js';
import type { Slots } from './request.js';
import { fold } from './text.js';

/** The kind of employer a turn says, which chooses between a sector's agreements (industry, craft, SME, chain). */
const EMPLOYER_KIND =
  /\bartigian\w*|\bindustri\w*|\bpmi\b|\bpiccol[ae] (?:e medi[ae] )?impres\w*|\bconfapi\b|\bfedermeccanica\b|\bconfcommercio\b|\bconfesercenti\b|\bccnl\b|\bcontratto\b/;
const SHORT_TURN = 12;

/** The sector an agreement belongs to: the first word of its id ("metalmeccanica-industria-…"). */
function sectorOf(kb: KnowledgeBase, id: number): string | undefined {
  return kb.byCategory(id)?.id.split('-')[0];
}

/**
 * "e un capo squadra su impianti complessi?" after "operaio comune, metalm industria": a short turn whose job
 * word only implies a sibling agreement of the same sector (the craft one, for "impianti") keeps the agreement
 * the conversation named; the size or kind of employer was told before and the turn says no other.
 */
export function keepsSectorSibling(kb: KnowledgeBase, previous: Slots, own: Slots, text: string): boolean {
  if (own.agreementsBySector !== true || previous.agreementsBySector === true) return false;
  if (!previous.agreements.length || !own.agreements.length) return false;
  if (text.trim().split(/\s+/).length > SHORT_TURN || EMPLOYER_KIND.test(text)) return false;
  if (own.agreements.every((id) => previous.agreements.includes(id))) return false;
  const sectors = new Set(previous.agreements.map((id) => sectorOf(kb, id)));
  return own.agreements.every((id) => {
    const sector = sectorOf(kb, id);
    return sector !== undefined && sectors.has(sector);
  });
}

/**
 * "e se vogliono assumere x la rsa una nuova addetta…" after "la ditta di pulizie che ha l'appalto nella nostra
 * RSA applica il CCNL Multiservizi": a workplace the earlier turn already told beside the agreement it named is
 * still where that agreement applies, not a new agreement of its own.
 */
export function workplaceToldBefore(
  kb: KnowledgeBase,
  previous: Slots,
  own: Slots,
  previousText: string,
): boolean {
  if (own.agreementsBySector !== true || previous.agreementsBySector === true) return false;
  if (!previous.agreements.length || !own.agreements.length) return false;
  if (own.agreements.every((id) => previous.agreements.includes(id))) return false;
  const before = new Set(kb.recognise(fold(previousText)).map((c) => c.id_categoria));
  return own.agreements.every((id) => before.has(id));
}

/**
 * A follow-up's job that keeps the conversation's agreement: a colleague's job, a sector sibling's word, or the
 * workplace the earlier turn told beside its named agreement.
 */
export function keepsConversationAgreement(
  kb: KnowledgeBase,
  text: string,
  previous: Slots,
  own: Slots,
  previousText = '',
): boolean {
  return (
    namesColleagueJob(kb, text, previous.agreements, own.agreements) ||
    keepsSectorSibling(kb, previous, own, text) ||
    (previousText !== '' && workplaceToldBefore(kb, previous, own, previousText))
  );
}
