// A turn that takes back what it was saying and says it again: "per l'apprendista.. no scusa, per l'operaio D2",
// "il 3° livello, anzi il 4°", "a marzo, cioè no, ad aprile". The words taken back are not the case asked: the
// turn is read as if written with the correction only.

/**
 * The marker of a correction: "no scusa", "anzi", "pardon", "cioè no", "volevo dire", after a pause or a comma;
 * an apology may follow it ("anzi no scusa al 3°").
 */
const MARKER =
  /\s*(?:\.{2,}|…|[,;:])?\s*\b(?:no,?\s+(?:scus(?:a(?:te|mi)?|i)|pardon|aspetta|volevo dire)|anzi(?:,?\s+no)?|cio[eè],?\s+no|(?:scus(?:a(?:te|mi)?|i)|pardon),?\s+(?:volevo dire|intendevo))\b(?:,?\s+(?:scus(?:a(?:te|mi)?|i)|pardon)\b)?[,:]?\s+/giu;

/** Words a replacement opens with that also open the words it replaces ("per", "il", "al", "a", "di"…). */
const OPENERS = new Set(
  'per a ad al allo alla ai agli alle il lo la i gli le un uno una di del dello della dei nel nella in con da dal dalla su sul sulla'.split(
    ' ',
  ),
);

/** How far back the replaced words may start, in characters: one short phrase. */
const REACH = 60;

/** The message with each retracted phrase dropped; unchanged when no replaced phrase is found. */
export function withoutRetracted(message: string): string {
  let text = message;
  for (let guard = 0; guard < 3; guard++) {
    MARKER.lastIndex = 0;
    const marker = MARKER.exec(text);
    if (!marker) return text;
    const after = text.slice(marker.index + marker[0].length);
    const opener = /^([\p{L}]+)(?:'|\s)/u.exec(after)?.[1]?.toLowerCase();
    if (!opener || !OPENERS.has(opener)) return text;
    const before = text.slice(Math.max(0, marker.index - REACH), marker.index);
    const start = before.toLowerCase().lastIndexOf(`${opener}${after[opener.length]}`);
    // The replaced words open with the same word, at a word's start.
    if (start < 0 || (start > 0 && /[\p{L}]/u.test(before[start - 1] ?? ''))) return text;
    const from = marker.index - before.length + start;
    text = `${text.slice(0, from)}${after}`;
  }
  return text;
}
