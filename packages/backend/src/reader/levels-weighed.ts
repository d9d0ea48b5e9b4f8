/**
 * Two levels set side by side ("terzo o primo, che differenza fa?", "tra il 2° e il 3° livello che differenza
 * c'è?"): the difference asked is the levels', not two agreements'. The pair and the sentence's words of
 * comparison are dropped, so that a row of the precedence table kept off by a comparison ("differenza") still applies.
 */
const ORDINAL = String.raw`(?:primo|secondo|terzo|quarto|quinto|sesto|settimo|ottavo|[1-8] ?(?:°|o\b)?|[a-d] ?[1-3])(?: livello)?`;
const PAIR = new RegExp(
  String.raw`\b(?:(?:tra|fra) )?(?:il |al |l')?${ORDINAL} (?:o|e|oppure|o il|e il|o al|e al) (?:il |al )?${ORDINAL}(?![\p{L}\d])`,
  'u',
);
const COMPARISON_WORDS = /\bdifferenz\w*|\bconfront\w*|\brispetto a\b/g;

/** The folded text with the comparison words of a sentence that weighs two levels dropped. */
export function withoutLevelsWeighed(text: string): string {
  return text.replace(/[^.?!;]+/g, (sentence) =>
    PAIR.test(sentence) ? sentence.replace(PAIR, ' ').replace(COMPARISON_WORDS, ' ') : sentence,
  );
}
