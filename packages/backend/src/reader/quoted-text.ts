/**
 * A text the writer pastes into the question between quotes ("il delegato ha scritto: \"Rinnovo …: tranche da
 * luglio 2025 a marzo 2029\". Quanto mi aumenta a maggio 2027?") is context: what is asked is said outside the
 * quotes. `outsideQuotes` blanks the quoted spans long enough to be a pasted text (a message, a letter, a notice),
 * not a word quoted ("la voce \"EDR\""), so a day asked outside them is read before the pasted text's own days.
 */

const QUOTED = /"([^"]{40,})"|“([^”]{40,})”|«([^»]{40,})»/g;

/** The text with its pasted quoted spans blanked; the text itself when it quotes none. */
export function outsideQuotes(text: string): string {
  return text.replace(QUOTED, (span) => ' '.repeat(span.length));
}

/** The pasted quoted spans of a text, in order (a letter or a message copied into the question). */
export function quotedSpans(text: string): string[] {
  return [...text.matchAll(QUOTED)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
}
