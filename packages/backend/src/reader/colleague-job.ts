import type { KnowledgeBase } from '../kb/knowledge-base.js';

/**
 * A follow-up about someone else of the same workplace, said by their job ("e per il ragazzo delle pulizie che
 * metto al 7?", "e la signora della cucina?"): the job word is a sector word of another agreement ("pulizie"),
 * but the workplace, and so the agreement, is still the conversation's.
 */
const COLLEAGUE =
  /\b(?:ragazz[oaie]|signor[ae]?|person[ae]|collega|colleghi|colleghe|dipendent[ei]|quell[oaie]|addett[oaie]|operai[oa]?|lavorat(?:ore|rice|ori|rici)|tizi[oa])\s+(?:che (?:fa|si occupa|sta|lavora|segue) )?(?:delle|del|della|dei|degli|dello|alle|alla|al|ai|in|nel|nella|di)\s+\p{L}+/gu;

export function namesColleagueJob(
  kb: KnowledgeBase,
  text: string,
  previous: readonly number[],
  own: readonly number[],
): boolean {
  if (!previous.length || !own.length || own.every((id) => previous.includes(id))) return false;
  if (!new RegExp(COLLEAGUE.source, 'u').test(text)) return false;
  return kb.recognise(text.replace(COLLEAGUE, ' ')).length === 0;
}
