import { scoreIntents } from './intents.js';
import { questionParts } from './parts.js';
import type { Intent } from './request.js';

/**
 * "di quanto devono essere maggiorate le ore di straordinario di giorno, e poi anche la quattordicesima: quando
 * viene pagata?": the overtime rate asked in a clause of its own beside another subject, which the whole question
 * reads first, is asked too (a calculation subject is otherwise never a further one).
 */

const OUTRIGHT = 3;
const RATE_ASKED = /\bmaggiora\w*|\bpercentual\w*|\bquant[oaie]\b|\bqual[ei]?\b|\bcome (?:si )?pag\w*/;

export function withOvertimeClause(intent: Intent, alsoAsked: Intent[], text: string): Intent[] {
  if (intent === 'overtime_value' || alsoAsked.includes('overtime_value')) return alsoAsked;
  const sentences = text.split(/(?<=[.!?;])\s+/).filter((s) => s.includes('?'));
  const parts = sentences.flatMap(questionParts);
  if (parts.length < 2) return alsoAsked;
  const asks = parts.some((part) => {
    const top = scoreIntents(part)[0];
    return top?.intent === 'overtime_value' && top.score >= OUTRIGHT && RATE_ASKED.test(part);
  });
  return asks ? [...alsoAsked, 'overtime_value'] : alsoAsked;
}
