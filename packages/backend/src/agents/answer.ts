import type { Riferimento } from '@ccnl/core';
import type { KnowledgeBase } from '../kb/knowledge-base.js';
import { type Passage, shortName } from '../kb/passages.js';
import type { Ccnl } from '../kb/schema.js';

export interface AgentAnswer {
  text: string;
  riferimenti: Riferimento[];
  relatedQuestions: string[];
}

/** Closes every answer: AI output supports, and does not replace, a professional's judgement. */
export const AI_NOTICE =
  "Nota: risposta generata con l'ausilio dell'intelligenza artificiale, a supporto e non in sostituzione del giudizio del professionista (legge 132/2025, art. 13).";

const MORE_PASSAGES = 2;
const RELATED_QUESTIONS = 3;
// A further passage is worth showing when it scores at least this share of the best one.
const RELEVANCE_SHARE = 0.5;

const CONFIDENCE_TEXT = { high: 'alta', medium: 'media', low: 'bassa' } as const;

function firstLine(passage: Passage, ccnl: Ccnl): string {
  if (/\bCCNL\b/.test(passage.text)) return passage.text;
  const text = /^\p{Lu}\p{Ll}/u.test(passage.text)
    ? passage.text.charAt(0).toLowerCase() + passage.text.slice(1)
    : passage.text;
  return `Nel ${shortName(ccnl)}, ${text}`;
}

function sourceLine(passage: Passage, ccnl: Ccnl): string {
  const where = passage.article ? `${ccnl.official_name}, ${passage.article}` : ccnl.official_name;
  const date = `data della fonte: ${passage.sourceDate ?? 'non indicata'}`;
  return `- ${where}: ${passage.sourceUrl} (${date}; affidabilità ${CONFIDENCE_TEXT[passage.confidence]})`;
}

function uniqueQuestions(candidates: string[], exclude: Set<string>): string[] {
  const out: string[] = [];
  for (const question of candidates) {
    if (exclude.has(question) || out.includes(question)) continue;
    out.push(question);
    if (out.length === RELATED_QUESTIONS) break;
  }
  return out;
}

/**
 * The built-in answer: the best passage first, up to two more relevant ones, the sources, the AI notice.
 * When no passage shares a term with the question it says so and suggests what can be asked.
 */
export function composeAnswer(kb: KnowledgeBase, question: string): AgentAnswer {
  const byId = new Map(kb.agreements.map((ccnl) => [ccnl.id, ccnl]));
  const ccnlOf = (passage: Passage) => byId.get(passage.ccnlId) as Ccnl;
  const ranked = kb.search(question);
  const best = ranked[0];
  const allQuestions = kb.passages.map((p) => p.question);

  if (!best) {
    const names = kb.agreements.map(shortName).join(', ');
    const suggestions = uniqueQuestions(allQuestions, new Set());
    const text = [
      `Non ho trovato nella base di conoscenza (${names}) un passaggio che risponda a questa domanda, quindi preferisco non rispondere senza una fonte.`,
      '',
      'Puoi chiedere, ad esempio:',
      ...suggestions.map((q) => `- ${q}`),
      '',
      AI_NOTICE,
    ].join('\n');
    return { text, riferimenti: [], relatedQuestions: suggestions };
  }

  const used = [best.passage];
  for (const { passage, score } of ranked.slice(1)) {
    if (used.length > MORE_PASSAGES) break;
    if (score < best.score * RELEVANCE_SHARE) break;
    if (used.some((p) => p.text === passage.text)) continue;
    used.push(passage);
  }

  const lines = [firstLine(best.passage, ccnlOf(best.passage))];
  if (used.length > 1) lines.push('', 'Altri elementi utili:', ...used.slice(1).map((p) => `- ${p.text}`));
  const sources = [...new Set(used.map((p) => sourceLine(p, ccnlOf(p))))];
  lines.push('', 'Fonti:', ...sources, '', AI_NOTICE);

  const usedQuestions = new Set(used.map((p) => p.question));
  const relatedQuestions = uniqueQuestions(
    [...ranked.slice(used.length).map((r) => r.passage.question), ...allQuestions],
    usedQuestions,
  );

  return {
    text: lines.join('\n'),
    riferimenti: used.map((p) => ({
      ccnl: ccnlOf(p).official_name,
      article: p.article,
      text: p.text,
      source_url: p.sourceUrl,
      source_date: p.sourceDate,
    })),
    relatedQuestions,
  };
}
