import { answerDocumentQuestion } from '../documents/answer.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import type { AgentContext } from './context.js';
import { documentText } from './document-request.js';
import { withEveryAnswer } from './multi-part.js';

/**
 * "Orario settimanale e periodo di prova sono conformi al CCNL?" on a hiring letter: the hours weighed against the
 * agreement's part-time floor answer one part; the probation asked beside them is weighed too (against the
 * agreement's maximum for the letter's level) and follows, so neither part is dropped. The hours' answer alone
 * when the question does not name the probation or the letter states none.
 */

const PROBATION_ASKED = /\b(?:periodo di )?prova\b/;
// The letter states a probation of its own ("Periodo di prova: 30 giorni di effettivo lavoro").
const LETTER_PROBATION = /\bprova\b[^\n\d]{0,20}\d/i;
const WEIGHED = /^(?:\*\*(?:sì|no)\*\*: )?il documento indica\b/i;

export function withProbationAsked(ctx: AgentContext, hours: AgentAnswer): AgentAnswer {
  if (!ctx.documents.length || !PROBATION_ASKED.test(readable(ctx.message))) return hours;
  if (!LETTER_PROBATION.test(documentText(ctx))) return hours;
  const probation = answerDocumentQuestion({ ...ctx, question: 'Il periodo di prova indicato è conforme?' });
  const verdict = probation?.text.split('\n').find((line) => WEIGHED.test(line.trim()));
  if (!probation || !verdict) return hours;
  // (The probation's own "Sì"/"No" gives way to the hours' opening; its finding opens its part.)
  const plain = verdict.replace(/^\*\*(?:Sì|No)\*\*: (\p{L})/u, (_, c: string) => c.toUpperCase());
  const lines = probation.text.split('\n');
  const text = [plain, ...lines.filter((line) => line !== verdict)].join('\n');
  return withEveryAnswer(hours, [hours, { ...probation, text, brief: text }]);
}
