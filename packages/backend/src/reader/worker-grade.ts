import type { Ccnl } from '../kb/schema.js';

/**
 * A level named by the worker's grade as the agreement's own classification words it ("operaio qualificato"
 * in Edilizia is the 2° livello, "Impiegati di 4ª e operai qualificati"; "operai comuni" the 1°): the grade
 * read in the question and in exactly one level's definition (declaratoria). Undefined when no level, or more
 * than one, carries that grade. A grade only in a level's name (the agricultural areas, whose pay the provincial
 * agreements set) is not read: the national area minimum would stand in for the provincial pay asked.
 */
const GRADES = ['comun', 'qualificat', 'specializzat'] as const;

function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

// The manual trades said with their grade as the worker's name: "muratore specializzato", "carpentiere
// qualificato", "manovale comune".
const WORKER =
  '(?:operai[oe]?|murator[ei]|carpentier[ei]|ferraiol[oi]|manoval[ei]|imbianchin[oi]|piastrellist[ai]|pavimentist[ai]|intonacator[ei]|gruist[ai]|escavatorist[ai])';

// The grade said of "uno"/"un operaio" in a follow-up ("e x uno specializato?", "per uno qualificato"), its
// common typo with one z included: the worker is the conversation's.
const ONE = '(?:uno|una|un)';
const spelled = (g: string) => (g === 'specializzat' ? 'speciali?z?zat' : g);

export function gradeLevel(ccnl: Ccnl, folded: string): string | undefined {
  const asked = GRADES.find((g) => new RegExp(`\\b(?:${WORKER}|${ONE}) ${spelled(g)}[oaie]\\b`).test(folded));
  if (!asked) return undefined;
  // "non è un operaio qualificato": a grade denied names no level.
  if (new RegExp(`\\bnon (?:e|è|sono|sei) (?:(?:un|piu|ancora) )?${WORKER} ${asked}`).test(folded))
    return undefined;
  return levelOfGrade(ccnl, asked);
}

/**
 * The one level whose definition carries a grade ("operai qualificati"); undefined when none or more than one.
 * `named` reads the levels' names too ("Area seconda: operai qualificati"): for a classification, not a pay.
 */
export function levelOfGrade(ccnl: Ccnl, asked: (typeof GRADES)[number], named = false): string | undefined {
  const grade = new RegExp(`\\boperai ${asked}i\\b`);
  const levels = ccnl.levels.filter((l) =>
    grade.test(fold(`${l.declaratoria ?? ''} ${named ? l.name : ''}`)),
  );
  return levels.length === 1 ? levels[0]?.level : undefined;
}
