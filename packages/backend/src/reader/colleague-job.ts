import type { KnowledgeBase } from '../kb/knowledge-base.js';
import type { Ccnl } from '../kb/schema.js';
import { applyPrecedence } from './precedence.js';
import { fold } from './text.js';

/**
 * A follow-up about someone else of the same workplace, said by their job ("e per il ragazzo delle pulizie che
 * metto al 7?", "e la signora della cucina?"): the job word is a sector word of another agreement ("pulizie"),
 * but the workplace, and so the agreement, is still the conversation's.
 */
const COLLEAGUE =
  /\b(?:ragazz[oaie]|signor[ae]?|person[ae]|collega|colleghi|colleghe|dipendent[ei]|quell[oaie]|addett[oaie]|operai[oa]?|lavorat(?:ore|rice|ori|rici)|tizi[oa])\s+(?:che (?:fa|si occupa|sta|lavora|segue) )?(?:(?:per|x)\s+(?:le|la|il|lo|i|gli)|delle|del|della|dei|degli|dello|alle|alla|al|ai|in|nel|nella|di)\s+\p{L}+/gu;
// ("la signora x le pulizie": "x" is the shorthand of "per".)
// A job title doing the other sector's task as well ("e il lavapiatti che fa anche le pulizie di cucina?"): the
// title's own workplace, the task beside it.
const TITLE_DOING =
  /\b(?:il|la|lo|l'|l|un|una|uno)\s*\p{L}{4,}\s+che (?:fa|si occupa|segue|cura) (?:anche |pure |inoltre )?(?:le|la|il|lo|i|gli|delle|della|del|dei|degli)\s+\p{L}+/gu;

export function namesColleagueJob(
  kb: KnowledgeBase,
  text: string,
  previous: readonly number[],
  own: readonly number[],
): boolean {
  if (!previous.length || !own.length || own.every((id) => previous.includes(id))) return false;
  // "e quello dei metalmeccanici?": "quello" is the contract when the word after it is an agreement's own name.
  const people = [...text.matchAll(COLLEAGUE), ...text.matchAll(TITLE_DOING)].filter(
    (m) => !contractPronoun(kb, m[0]),
  );
  if (!people.length) return false;
  // The job word said again ("la signora delle pulizie? solo pulizie, niente servizio") is still the colleague's.
  const jobWords = people.map((m) => /\p{L}+$/u.exec(m[0])?.[0] ?? '').filter((w) => w.length > 3);
  const rest = jobWords.reduce(
    (left, word) => left.replace(new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'gu'), ' '),
    people.reduce((left, m) => left.replace(m[0], ' '), text),
  );
  return kb.recognise(rest).length === 0;
}

function contractPronoun(kb: KnowledgeBase, said: string): boolean {
  const word = /^quell[oaie]\s.*\s(\p{L}+)$/u.exec(said)?.[1];
  if (!word) return false;
  return kb.recognise(word).some((c) =>
    fold(c.short_name.replace(/^CCNL /, ''))
      .split(' ')[0]
      ?.startsWith(word.slice(0, 6)),
  );
}

/**
 * A follow-up read with the conversation's agreement beside it: a job found in many sectors ("addetta alle sole
 * pulizie del negozio" after a shop's warehouse clerk) is the conversation's workplace's, as it would be were the
 * workplace said in the same turn (the precedence table's rows that need one). The conversation's agreements when
 * the table rules out every one the turn read on its own; undefined otherwise (a cleaning firm named moves on).
 */
export function conversationWorkplace(
  kb: KnowledgeBase,
  text: string,
  previous: readonly number[],
  own: readonly number[],
): number[] | undefined {
  if (!previous.length || !own.length || own.some((id) => previous.includes(id))) return undefined;
  const read = (ids: readonly number[]) =>
    ids.map((id) => kb.byCategory(id)).filter((c): c is Ccnl => c !== undefined);
  const kept = applyPrecedence(kb, [...read(own), ...read(previous)], text).map((c) => c.id_categoria);
  return kept.length && kept.every((id) => previous.includes(id)) ? [...previous] : undefined;
}
