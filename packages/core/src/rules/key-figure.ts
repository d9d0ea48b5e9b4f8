/**
 * The figure an answer leads with ("1.783,75 €", "60 giorni", "14 mensilità"): the first amount with its unit
 * in the answer's first sentence. Clients make it stand out; a bare number (an article, a level) is no figure.
 */
const UNITS =
  '€|euro|%|ore(?:\\s+settimanali)?|giorni(?:\\s+(?:lavorativi|di\\s+calendario))?|settimane|mesi|anni|mensilità';
const NUMBER = '\\d{1,3}(?:\\.\\d{3})+(?:,\\d+)?|\\d+(?:,\\d+)?';
const FIGURE = new RegExp(`(?:€\\s?(?:${NUMBER}))|(?:(?:${NUMBER})\\s?(?:${UNITS})(?![\\p{L}\\d]))`, 'iu');

/**
 * Where the first sentence of `text` ends: a full stop, question or exclamation mark before a capital letter or
 * the end ("art. 141" and "1.783,75" go on), or a line end.
 */
function firstSentenceEnd(text: string): number {
  const match = /[.!?](?=\s+[\p{Lu}"«(]|\s*$)|\n/u.exec(text);
  return match ? match.index + 1 : text.length;
}

/** The start and end of the key figure in `text`'s first sentence, or null when it has none. */
export function findKeyFigure(text: string): { start: number; end: number } | null {
  const sentence = text.slice(0, firstSentenceEnd(text));
  const match = FIGURE.exec(sentence);
  if (!match) return null;
  return { start: match.index, end: match.index + match[0].length };
}

/**
 * The answer's Markdown with its key figure in bold (`**…**`), when the first paragraph (not a heading, list
 * or table) leads with one that is not already bold.
 */
export function emphasiseKeyFigure(markdown: string): string {
  const lead = /^(?:\s*\n)*/.exec(markdown)?.[0].length ?? 0;
  const rest = markdown.slice(lead);
  if (/^(?:#|[-*+] |\d+[.)] |\||>|```)/.test(rest)) return markdown;
  const paragraphEnd = rest.search(/\n\s*\n/);
  const paragraph = paragraphEnd < 0 ? rest : rest.slice(0, paragraphEnd);
  const figure = findKeyFigure(paragraph);
  if (!figure) return markdown;
  // Inside an existing **bold** run: already standing out.
  const before = paragraph.slice(0, figure.start);
  if ((before.match(/\*\*/g)?.length ?? 0) % 2 === 1) return markdown;
  const start = lead + figure.start;
  const end = lead + figure.end;
  return `${markdown.slice(0, start)}**${markdown.slice(start, end)}**${markdown.slice(end)}`;
}
