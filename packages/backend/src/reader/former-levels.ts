import { findLevel } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';

/**
 * Levels clients still name the old way: the former categories an agreement's level names keep ("livello C3
 * (ex 5ª)" → "5° livello", "quinta categoria"), and the agricultural "area 2". Read only when the agreement
 * has no level of that number of its own.
 */

const ORDINALS = ['primo', 'secondo', 'terzo', 'quarto', 'quinto', 'sesto', 'settimo', 'ottavo'];
const ORDINAL_FEMININE = ['prima', 'seconda', 'terza', 'quarta', 'quinta', 'sesta', 'settima', 'ottava'];

/** The number (and "super") a question gives a level or category: "5° livello", "livello 5s", "quinta categoria". */
function namedNumber(folded: string): { n: number; sup: boolean } | undefined {
  const words = [...ORDINALS, ...ORDINAL_FEMININE].join('|');
  const m =
    // "3ª categoria super": the "super" may follow the word.
    /\b(\d)\s*(?:°|º|ª|a)?\s*(?:categoria|cat\b)\.?\s*(super\b)/.exec(folded) ??
    /\b(\d)\s*(?:°|º|ª|a)?\s*(s\b|super\b)?\s*(?:livello|liv\b|categoria|cat\b)/.exec(folded) ??
    /\b(?:livello|categoria)\s*(\d)\s*(s\b|super\b)?(?![\d°º])/.exec(folded) ??
    new RegExp(`\\b(${words})\\s*categoria\\s*(super)\\b`).exec(folded) ??
    new RegExp(`\\b(${words})\\s*(s\\b|super\\b)?\\s*(?:livello|categoria)`).exec(folded) ??
    // "e la ex 5ª super?": "ex" before a number names a former category without the word.
    /\bex\s*(\d)\s*(?:°|º|ª|a)?\s*(super\b)?/.exec(folded) ??
    // "era 3ª super", "uno che era 5 super": "super" after a number (with or without the ordinal sign) names a former
    // category without the word.
    /\b(\d)\s*(?:°|º|ª|a)?\s*(super\b)/.exec(folded);
  if (!m) return undefined;
  const raw = m[1] ?? '';
  const n = /\d/.test(raw) ? Number(raw) : ORDINALS.indexOf(raw) + 1 || ORDINAL_FEMININE.indexOf(raw) + 1;
  return n ? { n, sup: Boolean(m[2]) } : undefined;
}

/** "ex 5ª", "ex 1ª e 2ª categoria", "ex 3ª super" in a level's name: the former numbers it stands for. */
function formerNumbers(name: string): { numbers: number[]; sup: boolean } | undefined {
  const m = /\bex ((?:\d+\s*ª?\s*(?:e|,)?\s*)+)(super)?/i.exec(name);
  if (!m) return undefined;
  const numbers = [...(m[1] ?? '').matchAll(/\d+/g)].map((d) => Number(d[0]));
  return numbers.length ? { numbers, sup: Boolean(m[2]) } : undefined;
}

const foldName = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/^ccnl /, '');

/** Whether the text names the agreement by one of its words ("metalmeccanico", "Federmeccanica"). */
function namesAgreement(ccnl: Ccnl, folded: string): boolean {
  const names = [ccnl.short_name, ...ccnl.aliases, ...ccnl.keywords].map(foldName);
  // The first word of a name is enough ("metalmeccanici industria" → "metalmeccanic").
  return names.some((n) => {
    const stem = (n.split(/\s+/)[0] ?? '').slice(0, 10);
    return stem.length >= 5 && folded.includes(stem);
  });
}

/**
 * The level of the agreement a former number or an "area N" names, when the agreement has no such number.
 * `agreementKnown`: the agreement is already the conversation's (an agent's target), so the text need not name it.
 */
// "area prima", "seconda area": the agricultural areas said as ordinals, as the agreement's own texts name them.
const AREA_ORDINALS: Record<string, string> = { prima: '1', seconda: '2', terza: '3' };
const AREA_IN_WORDS = /\barea\s+(prima|seconda|terza)\b|\b(prima|seconda|terza)\s+area\b/;

/** The agricultural "area 3", "terza area" as the agreement's level, when it has areas. */
export function areaLevel(ccnl: Ccnl, folded: string): string | undefined {
  const words = AREA_IN_WORDS.exec(folded);
  const area = /\barea\s*(\d)\b/.exec(folded)?.[1] ?? AREA_ORDINALS[words?.[1] ?? words?.[2] ?? ''];
  return area ? ccnl.levels.find((l) => l.level.toLowerCase() === `area ${area}`)?.level : undefined;
}

export function formerLevel(ccnl: Ccnl, folded: string, agreementKnown = false): string | undefined {
  const area = areaLevel(ccnl, folded);
  if (area) return area;
  const asked = namedNumber(folded);
  if (!asked || ccnl.levels.some((l) => /^\d/.test(l.level))) return undefined;
  // Only a number said with this agreement: "4° livello del Commercio" is no former category elsewhere.
  if (!agreementKnown && !namesAgreement(ccnl, folded)) return undefined;
  return ccnl.levels.find((l) => {
    const former = formerNumbers(l.name ?? '');
    return former?.numbers.includes(asked.n) && former.sup === asked.sup;
  })?.level;
}

// "la vecchia 5ª categoria", "la ex 5ª", "la 5ª categoria di una volta", "nella lettera vecchia era 3ª super": a
// former category named in the question ("quello che una volta era la 7ª categoria", "un tempo era 5ª super").
const FORMER_NAMED =
  /\bex\s*\d\s*(?:°|º|ª|a)?(?:\s|$)|\b(?:ex|vecchi\w*|precedent\w*|di una volta|di prima|una volta|un tempo|in passato)\b[^?]{0,30}\b\d\s*(?:°|º|ª|a)\s*super\b|\b(?:ex|vecchi\w*|precedent\w*|di una volta|di prima|una volta|un tempo|in passato)\b[^?]{0,30}\b\d\s*(?:°|º|ª|a)?\s*(?:super\s*)?(?:categori|cat\b)|\b\d\s*(?:°|º|ª|a)?\s*(?:super\s*)?categori\w*[^?]{0,25}\b(?:di una volta|di prima|vecchi\w*)\b/;

/**
 * "Entrato in 4ª categoria, poi passato alla 5ª… a quale livello corrisponde la vecchia 5ª categoria?": the former
 * category the last question sentence names, not the first the career story told. Undefined when that sentence
 * names no former category.
 */
export function askedFormerLevel(ccnl: Ccnl, original: string): string | undefined {
  const asked = original.match(/[^.?!]*\?/g)?.at(-1);
  if (!asked || !FORMER_NAMED.test(asked.toLowerCase())) return undefined;
  return findLevel(ccnl, asked, true);
}
