/**
 * A renewal note that tables one tranche level by level ("32,50 € al livello D; A 51,07, B 46,43, C 39,00, E
 * 32,50"), read for a worker whose level is known: only that level's amount. The other levels' euro figures read
 * as the worker's own when they stand beside the answer (issue 12: figures the question did not ask for).
 */
// One entry: a level code ("A", "3S", "C3", "4°") and its amount ("51,07", "+46,43 €").
const ENTRY = String.raw`(?:[A-Z]{1,2}\d?|\d{1,2}[°S]?)\s+\+?\d{1,3}(?:\.\d{3})*,\d{2}(?:\s*(?:€|euro))?`;
// Three entries or more, comma or semicolon separated: a list, not a sentence naming two figures.
const LIST = new RegExp(String.raw`\b${ENTRY}(?:\s*[,;]\s*${ENTRY}){2,}`, 'gu');
const CODE = /^([A-Z]{1,2}\d?|\d{1,2}[°S]?)\s/u;

export function levelNote(note: string, level: string | undefined): string {
  if (!level) return note;
  const own = level.replace(/°$/, '').toUpperCase();
  return note
    .replace(LIST, (list) => {
      const entries = list.split(/\s*[,;]\s*(?=(?:[A-Z]{1,2}\d?|\d{1,2}[°S]?)\s+\+?\d)/u);
      const mine = entries.find((e) => CODE.exec(e)?.[1]?.replace(/°$/, '').toUpperCase() === own);
      return mine ?? '';
    })
    .replace(/\s*[,;]\s*(?=\))/g, '')
    .replace(/\(\s*\)\s*/g, '');
}
