import { wordsToNumber } from './numbers.js';

/**
 * Figures as speech-to-text writes them: a number split in its words ("mille otto cento diciotto") and the cents
 * said after "e" ("milleottocentodiciotto e settantacinque" for 1.818,75). Runs before the reader folds the text: words in any case.
 */

/** The pieces a number in words is made of, when dictation writes them apart. */
const PIECE =
  /^(?:un|uno|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici|tredici|quattordici|quindici|sedici|diciassette|diciotto|diciannove|venti?|trenta?|quaranta?|cinquanta?|sessanta?|settanta?|ottanta?|novanta?|[a-z]*(?:cento|mille|mila|uno|due|tre|quattro|cinque|sei|sette|otto|nove))$/;
/** A run is a split number only when it says hundreds or thousands ("otto cento", "mille otto"). */
const SCALE = /(?:cento|mille|mila)$/;

const isPiece = (word: string): boolean =>
  word === 'mila' || (PIECE.test(word) && wordsToNumber(word) !== undefined);

/** "mille otto cento diciotto" → "milleottocentodiciotto": runs of number pieces that read as one number. */
function joinedPieces(text: string): string {
  const words = text.split(' ');
  const lower = words.map((w) => w.toLowerCase());
  const out: string[] = [];
  let i = 0;
  while (i < words.length) {
    let end = i;
    while (end < words.length && isPiece(lower[end] ?? '')) end++;
    // The longest run from here, of two pieces or more, with a scale word, that is one number.
    let joined = false;
    for (let stop = end; stop >= i + 2; stop--) {
      const run = lower.slice(i, stop);
      if (!run.some((w) => SCALE.test(w))) continue;
      const value = wordsToNumber(run.join(''));
      if (value === undefined || value < 100) continue;
      out.push(run.join(''));
      i = stop;
      joined = true;
      break;
    }
    if (!joined) {
      out.push(words[i] ?? '');
      i++;
    }
  }
  return out.join(' ');
}

/** Euros and cents said as "X e YY": X has units of its own (so "e" cannot add to it), YY is 10–99. */
function spokenCents(text: string): string {
  return text.replace(
    /\b([a-z]{5,}) e ([a-z]{4,})\b(?! ?(?:mila|cento|mille))/gi,
    (said, whole: string, cents: string) => {
      const euros = wordsToNumber(whole);
      const hundredths = wordsToNumber(cents);
      if (euros === undefined || hundredths === undefined) return said;
      if (euros < 100 || euros % 100 === 0 || hundredths < 10 || hundredths > 99) return said;
      return `${String(euros).replace(/\B(?=(\d{3})+$)/g, '.')},${String(hundredths).padStart(2, '0')}`;
    },
  );
}

export function dictatedNumbers(text: string): string {
  return spokenCents(joinedPieces(text));
}
