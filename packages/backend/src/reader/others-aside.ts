import { readable } from './text.js';

/**
 * "Lei dice che le amiche prendono 1.300 ma lavorano nei bar, quindi non so. Se guadagna quel minimo …, quanto è
 * il netto?": in a follow-up, a sentence that only tells what other people (friends, acquaintances, other
 * workers) earn or where they work is an aside, not the case: its pay and its workplace would replace the
 * conversation's worker and agreement. The sentence is left out when it asks nothing and the question does not
 * ask about those people.
 */
const OTHERS =
  /\b(?:le|gli|i|sue|suoi|le sue|i suoi|tante|tanti|molte|molti|altre|altri) (?:amic[hi]e|amici|conoscenti|coetane[ei]|compagn[ei] di (?:classe|scuola|corso))\b/;
// What those people earn or where they work: the aside's content.
const THEIR_PAY_OR_WORK = /\b(?:prendono|guadagnano|portano a casa|hanno|lavorano|fanno|stanno)\b/;
// The question asks about them ("quanto prendono le sue amiche?", "vale anche per loro?").
const ASKED_OF_THEM = /\bloro\b|\bamic[hi]e\b|\bamici\b|\bconoscenti\b/;

/** The message without the sentences that only tell other people's pay or work, in a follow-up. */
export function withoutOthersAside(message: string): string {
  const sentences = message.split(/(?<=[.!?;])\s+/);
  if (sentences.length < 2) return message;
  const asks = sentences.filter((s) => s.includes('?')).map(readable);
  if (asks.some((s) => ASKED_OF_THEM.test(s))) return message;
  const kept = sentences.filter((sentence) => {
    if (sentence.includes('?')) return true;
    const text = readable(sentence);
    const others = OTHERS.exec(text);
    return !others || !THEIR_PAY_OR_WORK.test(text.slice(others.index + others[0].length));
  });
  return kept.length === sentences.length || !kept.length ? message : kept.join(' ');
}
