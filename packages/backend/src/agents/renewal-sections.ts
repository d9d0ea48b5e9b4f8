import type { Ccnl, Increase } from '../kb/schema.js';

export const fold = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');

/** A reference's own words, stemmed: "al livello D dei servizi fiduciari" → servi, fiduc. */
const stems = (reference: string) =>
  new Set(
    fold(reference)
      .split(/[^a-z]+/)
      .filter((w) => w.length >= 6 && w !== 'livello')
      .map((w) => w.slice(0, 5)),
  );

/**
 * The other increases worth saying beside the first: all of them, unless the question names the first's section
 * ("una guardia giurata di IV livello") and none of another's (the fiduciary services' level D), the agreement's
 * own name aside ("vigilanza privata e servizi fiduciari").
 */
export function sectionsSaid(ccnl: Ccnl, text: string, first: Increase, all: Increase[]): Increase[] {
  const others = measuresAsked(text, first, all);
  const names = [ccnl.short_name, ccnl.official_name, ...(ccnl.aliases ?? [])].map(fold);
  const asked = names.reduce((t, n) => t.split(n.replace(/^ccnl /, '')).join(' '), fold(text));
  const words = new Set(asked.split(/[^a-z]+/).map((w) => w.slice(0, 5)));
  const mine = [...stems(first.reference)];
  if (!mine.some((w) => words.has(w))) return others;
  return others.filter((o) => {
    const theirs = [...stems(o.reference)].filter((w) => !mine.includes(w));
    return !theirs.length || theirs.some((w) => words.has(w));
  });
}

/** The minimums asked ("l'aumento complessivo dei minimi", "il TEM"), and not the overall economic treatment. */
const MINIMA_ASKED = /\bminim[oi]\b|\btem\b|trattamento economico minimo/;
const OVERALL_ASKED = /\btec\b|trattamento economico|costo del lavoro|\bwelfare\b|previdenz/;

/**
 * "l'aumento complessivo dei minimi a regime": the minimums' increase is the answer; the overall economic
 * treatment (TEC, minimums plus pension and welfare) is another figure, not asked, and is left out.
 */
function measuresAsked(text: string, first: Increase, others: Increase[]): Increase[] {
  const asked = fold(text);
  if (!MINIMA_ASKED.test(asked) || OVERALL_ASKED.test(asked) || !/minim/.test(fold(first.measure)))
    return others;
  return others.filter((o) => /minim/.test(fold(o.measure)));
}

/**
 * The increases of the level asked, when the sources give it its own ("livello D": the fiduciary services' 350 €):
 * another level's increase and its note (the guards' 4° livello, the superseded hypothesis) are another case.
 */
export function ofLevelAsked(all: Increase[], level: string | undefined): Increase[] {
  if (!level || !all.some((i) => i.level === level)) return all;
  return all.filter((i) => !i.level || i.level === level);
}
