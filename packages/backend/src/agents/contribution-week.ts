import { readable } from '../reader/text.js';

/**
 * Domestic contributions asked for the week ("quanto a settimana in tutto e quanto resta a carico mio?", "quanto
 * tocca a me ogni settimana?"): the week opens the answer instead of the quarter they are paid by. The hours'
 * own unit ("20 ore a settimana", "ore settimanali") is not the period asked, and a quarter, month or year said
 * wins.
 */
export function weekAsked(message: string): boolean {
  const text = readable(message)
    .replace(/\b\d+(?:[.,]\d+)?\s*(?:ore\s+)?(?:a|alla|per|ogni|la|in una)\s+settimana\b/g, ' ')
    .replace(/\bore settimanali\b/g, ' ');
  if (
    /\btrimestr|\bal mese\b|\bmensil|\bogni mese\b|\ball'anno\b|\bl'anno\b|\bannu\w*|\bin un anno\b/.test(
      text,
    )
  )
    return false;
  return /\b(?:a|alla|ogni|per|per una|di una|la|in una) settimana\b|\bsettimanal\w*/.test(text);
}
