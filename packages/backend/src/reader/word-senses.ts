/**
 * Words an agreement's keywords share with another trade, read in their other sense before the knowledge base
 * recognises agreements: a packaging line ("linea di confezionamento") is not garment making, and a hotel's
 * night porter is hotel staff, not a security guard. Each row blanks the word when its context says so.
 */
const OTHER_SENSES: readonly { word: RegExp; unless?: RegExp; when?: RegExp }[] = [
  // Packaging food, drugs or goods; garment making says what it makes ("confezioni di abbigliamento").
  {
    word: /\bconfezionament\w*|\bconfezionatric\w*/g,
    unless: /abbigliament|\bcapi\b|tessil|maglier|sartori|\bmoda\b/,
  },
  // A porter at a hotel's desk (day or night) works for the hotel.
  {
    word: /\bportier\w*/g,
    when: /\balberg|\bhotel\b|\bpensione\b|\bresort\b|\bostell|\bricevimento\b|\breception\b/,
  },
];

export function withoutOtherSenses(text: string): string {
  let out = text;
  for (const { word, unless, when } of OTHER_SENSES) {
    if (unless?.test(text)) continue;
    if (when && !when.test(text)) continue;
    out = out.replace(word, ' ');
  }
  return out;
}
