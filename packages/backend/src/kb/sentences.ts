/**
 * Italian sentences of a text, for quoting: a full stop ends a sentence only when a space (or the end) follows
 * it, the next word starts with a capital, and the word it closes is not an abbreviation. So "euro 1.850,00",
 * "01.02.2026", "art. 12", "c.c.n.l. vigente", "pag. 4" and "n. 3" stay inside their sentence; ";", "!" and "?"
 * followed by a space end one as before.
 */
const ABBREVIATIONS = new Set([
  'art',
  'artt',
  'pag',
  'pagg',
  'n',
  'nn',
  'lett',
  'co',
  'cfr',
  'es',
  'sig',
  'sigg',
  'dott',
  'avv',
  'ing',
  'rag',
  'prof',
  'cap',
  'tab',
  'all',
  'par',
  'vol',
  'ecc',
  'etc',
  'lgs',
  'dlgs',
  'cod',
  'liv',
  'min',
  'max',
  'tel',
  'spett',
  'rif',
  'prot',
  'sez',
]);

function isAbbreviation(before: string): boolean {
  const word = /([\p{L}.]+)$/u.exec(before)?.[1] ?? '';
  if (!word) return false;
  // "c.c.n.l", "d.lgs", "s.p.a": letters joined by dots.
  if (/\p{L}\.\p{L}/u.test(word)) return true;
  const last = word.split('.').at(-1)?.toLowerCase() ?? '';
  return last.length === 1 || ABBREVIATIONS.has(last);
}

export function splitSentences(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c !== '.' && c !== '!' && c !== '?' && c !== ';') continue;
    const rest = text.slice(i + 1);
    if (rest !== '' && !/^[\s"»”')]/.test(rest)) continue;
    if (c === '.') {
      const next = /^[\s"»”')]*(\S)?/.exec(rest)?.[1];
      if (next !== undefined && !/[\p{Lu}\d«"“(]/u.test(next)) continue;
      if (isAbbreviation(text.slice(start, i))) continue;
    }
    const end = i + 1 + (/^[\s"»”')]*/.exec(rest)?.[0].length ?? 0);
    out.push(text.slice(start, end));
    start = end;
  }
  if (start < text.length) out.push(text.slice(start));
  return out.filter((s) => s.trim() !== '');
}
