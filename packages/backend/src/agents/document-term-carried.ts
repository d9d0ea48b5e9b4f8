import { passagesText } from '../kb/documents.js';
import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';

/**
 * A follow-up on a document's term that no longer names it: "Se invece la inquadriamo al 3° livello, i 120 giorni
 * vanno bene?" after "il periodo di prova indicato è conforme?". The term is the previous turn's, and the figure
 * the question quotes is the one the document states for it; the question is weighed with the term named, so the
 * documents module checks the figure at the level the question now gives.
 */

/** The terms the documents module weighs against the agreement, as the previous turn names them. */
const TERMS: readonly { named: RegExp; asked: string }[] = [
  { named: /\b(?:periodo di )?prova\b/, asked: 'Il periodo di prova è conforme?' },
  { named: /\bferie\b/, asked: 'Le ferie sono conformi?' },
];

// "vanno bene?", "è conforme?", "è regolare?", "si può?": a verdict asked.
const VERDICT =
  /\b(?:va|vanno|andrebbe|andrebbero) bene\b|\b(?:e|sono|sarebbe|sarebbero|resta|restano) (?:conform\w*|regolar\w*|corrett\w*|legittim\w*|in regola|ok)\b|\bsi pu[oò]\b|\bpossiamo (?:lasciar\w*|tener\w*|mettere)\b/;

/** The question with the term of the previous turn named, or undefined when it is no such follow-up. */
export function termCarried(ctx: AgentContext): string | undefined {
  const text = readable(ctx.message);
  const earlier = readable(ctx.history?.at(-1) ?? '');
  if (!ctx.documents.length || !earlier || !VERDICT.test(text)) return undefined;
  const term = TERMS.find((t) => t.named.test(earlier) && !t.named.test(text));
  // The figure quoted is the document's own for that term ("Periodo di prova: 120 giorni di calendario").
  const figure = /\b(\d{1,3}) (?:giorni|mesi|settimane)\b/.exec(text)?.[0];
  if (!term || !figure) return undefined;
  const stated = new RegExp(String.raw`${term.named.source}[^\d]{0,30}${figure}\b`);
  const states = ctx.documents.some((d) => stated.test(readable(passagesText(d))));
  return states ? `${ctx.message} ${term.asked}` : undefined;
}
