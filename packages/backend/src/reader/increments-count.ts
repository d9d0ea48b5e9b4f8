import { firstCapture } from './first-capture.js';
import { countValue } from './numbers.js';

const COUNT = '(\\d+|un[oa]?|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici)';

/**
 * The count of seniority increments the user tells ("ho 3 scatti", "tutti e 5 gli scatti", "scatti: 2"). Also the
 * agreement's own names for them: "3 aumenti biennali di anzianità maturati", "2 aumenti periodici". A payslip's row
 * code ("0040 scatti anz. n.2") or a year ("a gennaio 2027 scatta") counts nothing, "n.2" does; an ordinal after
 * "scatti" is the level, the count the "n. 4" after ("scatti 5° liv comm n. 4"); "SCATTI 20,66" is euro.
 */
export function incrementsCount(text: string): number | undefined {
  const raw = firstCapture(
    text.replace(/\b0\d{3}\s+(?=[a-z])/g, ''),
    new RegExp(
      `(?<![\\d.,])\\b(?!20\\d\\d\\b)${COUNT}\\s*(?:scatt|aument\\w* (?:bienn|trienn|period|di anzian))`,
    ),
    // "ha maturato tutti e 5 gli scatti": the count told with its article between.
    new RegExp(`\\btutti e ${COUNT} (?:gli |i )?scatt`),
    /scatti\s*(?:maturati\s*)?:?\s*(\d+)(?!\d|[.,]\d|\s*(?:°|º|ª|liv|€|euro))/,
    /scatti\b[^?!]{0,40}?[\s.](?:n\.|nr\.?|num\.?)\s*(\d+)/,
  );
  return raw === undefined ? undefined : countValue(raw);
}
