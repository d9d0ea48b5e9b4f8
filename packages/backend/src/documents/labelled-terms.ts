/**
 * A letter's terms, each under its label ("Periodo di prova: 30 giorni", "Retribuzione mensile lorda: euro
 * 1.137,86"), read off passages whose lines were joined into one: the figure weighed for a subject is the one its
 * own label states, not the first figure of the letter ("40 ore settimanali su 6 giorni" is no probation).
 */
import type { Passage } from '../kb/passages.js';
import { findLevel } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { splitSentences } from '../kb/sentences.js';
import { TOPICS, type Topic } from '../kb/topics.js';
import { type StatedFigure, statedFigure } from './compliance.js';

// Where a labelled term starts: a capitalised label of a few words, then a colon ("- Mensilità: 14"); its
// acronym may follow in brackets ("Elemento Retributivo Nazionale (ERN): euro 1.881,95").
const LABEL_START = /(?:^|\s)(?:[-•*]\s*)?(?=\p{Lu}[\p{L}'’ ]{1,60}(?:\([\p{L}\p{N}. ]{1,20}\))?:\s)/gu;

/** The passage cut where each labelled term starts. */
function terms(text: string): string[] {
  const starts = [...text.matchAll(LABEL_START)].map((m) => m.index ?? 0);
  const cuts = [0, ...starts.filter((at) => at > 0), text.length];
  return cuts
    .slice(0, -1)
    .map((at, i) => text.slice(at, cuts[i + 1]).trim())
    .filter(Boolean);
}

/** The figure a term labelled with `topic` states in the passages, and the term itself. */
export function labelledTerm(
  passages: readonly Passage[],
  topic: Topic,
): { text: string; figure: StatedFigure; passage: Passage } | undefined {
  const pattern = TOPICS.find((t) => t.key === topic)?.pattern;
  if (!pattern) return undefined;
  for (const passage of passages)
    for (const term of terms(passage.text)) {
      const colon = term.indexOf(':');
      if (colon < 0 || !pattern.test(term.slice(0, colon).toLowerCase())) continue;
      // (A pay written as its sum, "1.703,16 + EPA 23,33 = 1.726,49", is left to the items' own reading.)
      if (/=/.test(term)) continue;
      const figure = statedFigure(topic, term.slice(colon + 1));
      // (The term ends with its sentence: the letter's closing lines run on after the last one.)
      const text = splitSentences(term.replace(/^[-•*]\s*/, ''))[0] ?? term;
      if (figure) return { text, figure, passage };
    }
  return undefined;
}

/**
 * The level a term is weighed at: the one asked, else the letter's; a live-in domestic worker's probation is the
 * live-ins' own row ("conviventi (qualsiasi livello)": 30 giorni), not the level's row for those who live out.
 */
export function termLevel(ccnl: Ccnl, topic: Topic, question: string, text: string): string | undefined {
  const level = findLevel(ccnl, question) ?? findLevel(ccnl, text);
  if (topic !== 'prova' || !/\bconvivent/i.test(text) || /\bnon convivent/i.test(text)) return level;
  const row = ccnl.probation.by_level?.find((r) => r.levels.some((l) => /^conviventi\b/i.test(l)));
  return row?.levels.find((l) => /^conviventi\b/i.test(l)) ?? level;
}
