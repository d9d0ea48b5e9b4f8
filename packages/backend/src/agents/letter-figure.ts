import { allPassagesText } from '../kb/documents.js';
import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';

/**
 * What an uploaded letter states of a renewal's yearly figure (welfare): its amount, its deadline and the year it
 * is for ("un credito di 200,00 euro relativo all'anno 2026 … utilizzabile entro il 31 dicembre 2026"), so the
 * answer sets it beside the agreement's figure and dates the agreement's deadline for that year.
 */

const AMOUNT = /\b(\d{1,3}(?:\.\d{3})*(?:,\d{2})?)\s*(?:euro|€)/i;
const DEADLINE =
  /\bentro (?:e non oltre )?(?:il )?(\d{1,2}[°º]?\s+(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)\s+20\d\d|\d{1,2}[./]\d{1,2}[./]20\d\d)\b/i;
const YEAR_OF_FIGURE = /\b(?:anno|annualit[àa]|relativ[oa] al(?:l'anno)?)\s+(20\d\d)\b/i;
const YEAR_SAID = /\b(?:del|per il|nel|per l'anno) 20\d\d\b/;

export interface LetterFigure {
  /** The message with the letter's year said, when the question names none. */
  message: string;
  /** What the letter states, to open the answer; undefined when it states no amount or deadline. */
  lead?: string;
}

export function letterFigure(ctx: AgentContext): LetterFigure | undefined {
  if (!ctx.documents.length) return undefined;
  // (A stored document keeps its passages, not its text: documents/answer.ts reads them the same way.)
  const letter = allPassagesText(ctx.documents);
  const year = YEAR_OF_FIGURE.exec(letter)?.[1];
  const message =
    year && !YEAR_SAID.test(readable(ctx.message)) ? `${ctx.message} Per il ${year}.` : ctx.message;
  const amount = AMOUNT.exec(letter)?.[1];
  const deadline = DEADLINE.exec(letter)?.[1];
  if (!amount && !deadline) return { message };
  const name = ctx.documents[0]?.fileName ?? 'caricato';
  const told = [amount && `un importo di ${amount} euro`, deadline && `da usare entro il ${deadline}`]
    .filter(Boolean)
    .join(', ');
  const lead = `Il documento «${name}» indica${year ? ` per il ${year}` : ''} ${told}. Ecco cosa prevede il contratto, da confrontare:`;
  return { message, lead };
}
