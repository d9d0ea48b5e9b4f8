import { missingParts } from '../documents/asked-coverage.js';
import { documentTexts } from '../documents/summed-items.js';
import type { AgentResult } from './agents.js';
import type { AgentContext } from './context.js';

/**
 * An opening that already answers with a verdict, an amount or a date of its own ("**Sì**: … **20 ore**", "…
 * **1.747,79 € al mese**", "… **02/12/2026**"): the document's lines follow it. The law's or the agreement's
 * opening beside a letter ("Hai **5 giorni** …", "**40 ore** settimanali") lets them go first.
 */
const answersFirst = (text: string) =>
  /^\*\*(?:Sì|No)\*\*|\*\*[^*\n]*(?:\d,\d{2}\s*€|€\s*\d|\d{1,2}\/\d{1,2}\/\d{4})[^*\n]*\*\*/.test(
    text.split('\n\n')[0] ?? '',
  );

/**
 * The parts a question asks of its uploaded document that the answer leaves out (documents/asked-coverage.ts),
 * quoted from the document: opening the answer when the first part asked is among them (the document before the
 * law or the agreement), otherwise after the answer's first paragraph, in the order asked; an opening that already answers
 * (answersFirst) keeps its place.
 */
export function withDocumentParts(answer: AgentResult, ctx: AgentContext): AgentResult {
  if (!ctx.documents.length) return answer;
  const missing = missingParts(ctx.message, documentTexts(ctx.documents), answer.brief || answer.text);
  if (!missing) return answer;
  const block = missing.lines.join('\n');
  const put = (text: string) => {
    if (missing.first && !answersFirst(text)) return `${block}\n\n${text}`;
    const cut = text.indexOf('\n\n');
    return cut < 0 ? `${text}\n\n${block}` : `${text.slice(0, cut)}\n\n${block}${text.slice(cut)}`;
  };
  return { ...answer, text: put(answer.text), brief: put(answer.brief) };
}
