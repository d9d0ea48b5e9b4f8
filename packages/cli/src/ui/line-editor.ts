/**
 * The chat prompt's line editor: readline's keys on a text and a cursor, as pure functions, so that the
 * chat only routes keys here and tests can drive it without a terminal.
 */
export interface Line {
  text: string;
  /** Index in `text` (UTF-16 units) where the next character goes. */
  cursor: number;
}

/** The key flags the editor reads (Ink's `Key`, or a test's). */
export interface EditorKey {
  leftArrow?: boolean;
  rightArrow?: boolean;
  home?: boolean;
  end?: boolean;
  backspace?: boolean;
  delete?: boolean;
  return?: boolean;
  ctrl?: boolean;
  meta?: boolean;
}

export const lineOf = (text: string): Line => ({ text, cursor: text.length });

/** Start of the word before `at`: skips spaces, then the word (readline's backward-word). */
function wordStart(text: string, at: number): number {
  let i = at;
  while (i > 0 && /\s/.test(text[i - 1] ?? '')) i--;
  while (i > 0 && !/\s/.test(text[i - 1] ?? '')) i--;
  return i;
}

/** End of the word after `at` (readline's forward-word). */
function wordEnd(text: string, at: number): number {
  let i = at;
  while (i < text.length && /\s/.test(text[i] ?? '')) i++;
  while (i < text.length && !/\s/.test(text[i] ?? '')) i++;
  return i;
}

/** Start and end of the visual line (between newlines) that holds `at`. */
function rowBounds(text: string, at: number): [number, number] {
  const start = text.lastIndexOf('\n', at - 1) + 1;
  const next = text.indexOf('\n', at);
  return [start, next === -1 ? text.length : next];
}

const splice = (line: Line, from: number, to: number, insert = ''): Line => ({
  text: line.text.slice(0, from) + insert + line.text.slice(to),
  cursor: from + insert.length,
});

/** Inserts typed or pasted text at the cursor. */
export const insert = (line: Line, text: string): Line => splice(line, line.cursor, line.cursor, text);

/**
 * Applies one editing key; null when the key is not an editing key (the chat handles it). Home/End and
 * Ctrl-A/E work on the current row of a multi-line text, Ctrl-U/K kill to its start/end.
 */
export function editLine(line: Line, char: string, key: EditorKey): Line | null {
  const { text, cursor } = line;
  const [rowStart, rowEnd] = rowBounds(text, cursor);
  const move = (to: number): Line => ({ text, cursor: Math.max(0, Math.min(text.length, to)) });
  if (key.meta && key.return) return insert(line, '\n');
  if (key.home) return move(rowStart);
  if (key.end) return move(rowEnd);
  if (key.leftArrow) return key.ctrl || key.meta ? move(wordStart(text, cursor)) : move(cursor - 1);
  if (key.rightArrow) return key.ctrl || key.meta ? move(wordEnd(text, cursor)) : move(cursor + 1);
  if (key.backspace) {
    if (key.meta) return splice(line, wordStart(text, cursor), cursor);
    return cursor > 0 ? splice(line, cursor - 1, cursor) : line;
  }
  if (key.delete) return splice(line, cursor, Math.min(text.length, cursor + 1));
  if (key.ctrl) {
    switch (char) {
      case 'a':
        return move(rowStart);
      case 'e':
        return move(rowEnd);
      case 'b':
        return move(cursor - 1);
      case 'f':
        return move(cursor + 1);
      case 'u':
        return splice(line, rowStart, cursor);
      case 'k':
        return splice(line, cursor, rowEnd);
      case 'w':
        return splice(line, wordStart(text, cursor), cursor);
      case 'h':
        return cursor > 0 ? splice(line, cursor - 1, cursor) : line;
      default:
        return null;
    }
  }
  if (key.meta) {
    switch (char) {
      case 'b':
        return move(wordStart(text, cursor));
      case 'f':
        return move(wordEnd(text, cursor));
      case 'd':
        return splice(line, cursor, wordEnd(text, cursor));
      default:
        return null;
    }
  }
  return null;
}

/** True when the cursor is on the first (for ↑) or last (for ↓) row, where the arrows walk the history. */
export function atEdgeRow(line: Line, direction: -1 | 1): boolean {
  return direction < 0
    ? !line.text.slice(0, line.cursor).includes('\n')
    : !line.text.slice(line.cursor).includes('\n');
}

/** Moves the cursor one row up or down in a multi-line text, keeping its column where it can. */
export function moveRow(line: Line, direction: -1 | 1): Line {
  const { text, cursor } = line;
  const [start, end] = rowBounds(text, cursor);
  const column = cursor - start;
  if (direction < 0) {
    const [prevStart, prevEnd] = rowBounds(text, start - 1);
    return { text, cursor: Math.min(prevStart + column, prevEnd) };
  }
  const [nextStart, nextEnd] = rowBounds(text, end + 1);
  return { text, cursor: Math.min(nextStart + column, nextEnd) };
}

/**
 * What Enter does: a line ending in a backslash continues on a new row (the backslash becomes the line
 * break), anything else is sent.
 */
export function continuesOnEnter(line: Line): Line | null {
  const before = line.text.slice(0, line.cursor);
  if (line.cursor !== line.text.length || !before.endsWith('\\')) return null;
  return { text: `${before.slice(0, -1)}\n`, cursor: before.length };
}
