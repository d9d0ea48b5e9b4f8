import type { AgentContext } from './context.js';

/**
 * A resignation or dismissal letter pasted into the question instead of uploaded ("ti copio la mia lettera:
 * "Io sottoscritto …, rassegno le dimissioni. Torino, 20 novembre 2026." quando finisce il preavviso?"): the
 * quoted text is read as an uploaded document, so its agreement, level, hire date and date give the notice and
 * its last day as they do for an upload. Only a quote that reads as such a letter (its resignation or dismissal
 * words and a date, a dozen words at least) is taken; any other quote stays part of the question.
 */

const QUOTE = /«([^»]{60,})»|"([^"]{60,})"|“([^”]{60,})”/;
const LETTER_WORDS =
  /\b(?:sottoscritt[oa]|rassegn\w*|dimission\w*|dimett\w*|licenziament\w*|licenzi\w*|recesso|con la presente)\b/i;
const DATED =
  /\b\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\b|\b\d{1,2}°? (?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre) \d{4}\b/i;

export function withPastedLetter(ctx: AgentContext): AgentContext {
  if (ctx.documents.length) return ctx;
  const m = QUOTE.exec(ctx.message);
  const quoted = m?.[1] ?? m?.[2] ?? m?.[3];
  if (!m || !quoted) return ctx;
  if (!LETTER_WORDS.test(quoted) || !DATED.test(quoted) || quoted.split(/\s+/).length < 12) return ctx;
  const rest = `${ctx.message.slice(0, m.index)} ${ctx.message.slice(m.index + m[0].length)}`
    .replace(/\s+/g, ' ')
    .trim();
  // A question with nothing left beside the quote keeps its words: the quote alone asks nothing.
  if (!/\p{L}{3}/u.test(rest)) return ctx;
  return {
    ...ctx,
    message: rest,
    documents: [{ fileId: 'testo-incollato', fileName: 'lettera incollata', text: quoted }],
  };
}
