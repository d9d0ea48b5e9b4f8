/**
 * The agreement a document check is made against. A document that names its agreement ("CCNL per i lavoratori
 * dell'industria alimentare") is read under it, before the agreement the question's story words suggest
 * ("addetto al confezionamento" reads as Tessile); an agreement the question itself names after "CCNL" still wins.
 */
import type { KnowledgeBase } from '../kb/knowledge-base.js';
import type { Ccnl } from '../kb/schema.js';

/** The agreement a text names right after "CCNL" (up to the clause's end), if any. */
export function namedAfterCcnl(kb: KnowledgeBase, text: string): Ccnl | undefined {
  for (const m of text.matchAll(/\bccnl\b[\s:.-]*([^\n;,.]{3,80})/gi)) {
    const found = kb.recognise(m[1] ?? '')[0];
    if (found) return found;
  }
  return undefined;
}

/** The selected agreement, else the one the question or the document names, else the one either suggests. */
export function checkedAgreement(
  kb: KnowledgeBase,
  categories: readonly number[] | undefined,
  question: string,
  documentText: string,
): Ccnl | undefined {
  return (
    (categories ?? []).map((id) => kb.byCategory(id)).find(Boolean) ??
    namedAfterCcnl(kb, question) ??
    namedAfterCcnl(kb, documentText) ??
    kb.recognise(question)[0] ??
    kb.recognise(documentText)[0]
  );
}
