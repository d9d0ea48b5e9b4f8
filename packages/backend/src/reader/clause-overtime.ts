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
  if (['overtime_value', 'part_time'].includes(intent) || alsoAsked.includes('overtime_value'))
    return alsoAsked;
  // (Parts of one sentence only: a question sentence of its own is read as such.)
  const sentences = text.split(/(?<=[.!?;])\s+/).filter((s) => s.includes('?'));
  const parts = sentences
    .map(questionParts)
    .filter((p) => p.length > 1)
    .flat();
  const asks = parts.some((part) => {
    const top = scoreIntents(part)[0];
    return (
      top?.intent === 'overtime_value' &&
      top.score >= OUTRIGHT &&
      /straordinar/.test(part) &&
      RATE_ASKED.test(part)
    );
  });
  return asks ? [...alsoAsked, 'overtime_value'] : alsoAsked;
}
