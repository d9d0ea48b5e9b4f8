import { TOPICS, type Topic } from '../kb/topics.js';

/**
 * Subjects the writer says are fine before doubting another ("orario e livello mi sembrano a posto, il part-time
 * è sopra il minimo. Mi lascia perplessa la prova di 60 giorni"): the ones settled are not weighed first; the
 * doubted one is. Only a subject whose own clause says it is fine, with no doubt in that clause, is dropped, and
 * never every subject asked.
 */
const FINE =
  /\b(?:mi sembra(?:no)?|mi pare|mi paiono|sono|e|risulta(?:no)?) (?:tutt\w+ )?(?:a posto|corrett\w*|giust\w*|ok|in regola|conform\w*)\b|\bva(?:nno)? bene\b(?! o\b)|\bsopra (?:il |al )?minimo\b|\bnessun problema\b|\bnon (?:mi )?preoccupa(?:no)?\b/;
const DOUBT = /\?|\bperpless\w*|\bdubbi\w*|\btroppo\b|\bnon (?:mi )?convinc\w*|\bsbagliat\w*|\bva bene o\b/;

/** The clause (between sentence stops) holding a subject's first mention. */
function clauseOf(text: string, topic: Topic): string | undefined {
  const pattern = TOPICS.find((t) => t.key === topic)?.pattern;
  const at = pattern ? text.search(pattern) : -1;
  if (at < 0) return undefined;
  const start = Math.max(text.lastIndexOf('.', at), text.lastIndexOf('?', at), text.lastIndexOf('!', at)) + 1;
  const stops = ['.', '?', '!', ';'].map((s) => text.indexOf(s, at)).filter((i) => i >= 0);
  const end = stops.length ? Math.min(...stops) + 1 : text.length;
  return text.slice(start, end);
}

/** The subjects in the order asked, those said fine dropped. */
export function withoutSettledTopics(text: string, asked: readonly Topic[]): Topic[] {
  const at = (t: Topic) => {
    const pattern = TOPICS.find((x) => x.key === t)?.pattern;
    const found = pattern ? text.search(pattern) : -1;
    return found < 0 ? text.length : found;
  };
  const topics = [...asked].sort((a, b) => at(a) - at(b));
  const settled = topics.filter((t) => {
    const clause = clauseOf(text, t);
    return clause !== undefined && FINE.test(clause) && !DOUBT.test(clause);
  });
  const kept = topics.filter((t) => !settled.includes(t));
  return kept.length ? kept : [...topics];
}
