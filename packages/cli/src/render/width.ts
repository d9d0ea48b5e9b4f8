/** Terminal cell widths, without a dependency: what the renderer needs to wrap and pad text. */

// Latin text (Italian accents included) is one cell per character: the common case needs no segmenting.
const SIMPLE = /^[\u0020-\u007e\u00a0-\u02ff\u2010-\u2027\u2030-\u205e\u20ac]*$/;
const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]|\p{Extended_Pictographic}|\p{Regional_Indicator}/u;
const ZERO = /^[\p{Mn}\p{Me}\p{Cf}\p{Cc}]+$/u;

let segmenter: Intl.Segmenter | undefined;

export function graphemes(text: string): string[] {
  if (SIMPLE.test(text)) return [...text];
  segmenter ??= new Intl.Segmenter('it', { granularity: 'grapheme' });
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

function graphemeWidth(grapheme: string): number {
  if (ZERO.test(grapheme)) return 0;
  return WIDE.test(grapheme) ? 2 : 1;
}

/** Cells a string takes in a terminal (no escape sequences inside). */
export function displayWidth(text: string): number {
  if (SIMPLE.test(text)) return text.length;
  let width = 0;
  for (const grapheme of graphemes(text)) width += graphemeWidth(grapheme);
  return width;
}

/** Splits a string into pieces of at most `width` cells (a wide character never split). */
export function hardSplit(text: string, width: number): string[] {
  const pieces: string[] = [];
  let current = '';
  let used = 0;
  for (const grapheme of graphemes(text)) {
    const cells = graphemeWidth(grapheme);
    if (used + cells > width && current) {
      pieces.push(current);
      current = '';
      used = 0;
    }
    current += grapheme;
    used += cells;
  }
  if (current || !pieces.length) pieces.push(current);
  return pieces;
}

/** Removes the escape sequences the renderer adds, for width checks and plain-text tests. */
export const stripAnsi = (text: string): string =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching terminal escape sequences is the point
  text.replace(/\x1b\[[0-9;]*m|\x1b\]8;;[^\x07]*\x07/g, '');
