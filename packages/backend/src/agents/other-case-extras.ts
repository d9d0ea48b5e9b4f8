import type { Passage } from '../kb/passages.js';

/**
 * The extras under the answer ("Altri elementi utili") that carry another case's figure go: asked the employer's
 * notice for a 4° livello with 7 years (**30 giorni**), a passage on the resignation notice of the band up to 5
 * years (15 and 20 giorni) is another case, whose days beside the asked ones read as a second answer. A passage
 * is dropped when it gives a figure in the unit the opening's bold figure is in (giorni, mesi, ore, settimane)
 * that the opening does not give. Passages without such figures stay.
 */
const UNITS = ['giorn', 'mes', 'or', 'settiman'] as const;

/** A word after a number naming a unit of time other than the opening's ("4 ore" beside days answered). */
function otherUnit(word: string, units: readonly string[]): boolean {
  const unit = UNITS.find(
    (u) => new RegExp(`^${u}\\w*$`).test(word) && (u !== 'or' || /^or[ae]$/.test(word)),
  );
  return unit !== undefined && units.length > 0 && !units.includes(unit);
}

const figures = (text: string, unit: string): string[] =>
  [...text.matchAll(new RegExp(`\\b(\\d+(?:,\\d+)?)\\s+${unit}\\w*`, 'g'))].map((m) => m[1] ?? '');

// "perché 20 e non 15?", "perché è più breve di quella del 4° livello?": the other case is part of the ask. ("o il
// contratto prevede un massimo più basso?" weighs the agreement's figure against a letter's, no other case.)
// A "perché" that asks why opens its clause ("perché 20 e non 15?", "ma perché…", "mi spiegate perché…"); one in
// mid-sentence gives a reason of the story ("vuole dimettersi perché ha trovato un altro posto"), no weighing.
const WEIGHED =
  /(?:^|[.?!:;(]\s*|\b(?:e|ma|allora|ok|chiedo|capisco|capire|spiegate|spiega|spieghi|sapere|mai|dimmi|ditemi)\s+)perche\b|\bpiu (?:brev|lung|alt|bass|cort)\w* (?:di|del|dell'|della|dello|dei|delle|degli|che|rispetto)\b|\bmeno\b|\brispetto\b|\b\d+ e non \d+\b|\bdifferenz|\binvece di\b|\bconfront|\bdivers[oaie]\b|\baltr[oaie] (?:livell|fasc)/;

// "ok e per la categoria E invece quanto?", "e per il ragazzo che metto al 7?": a follow-up on another case, which
// the opening may not have caught; "quanto col contratto attuale e quanto col commercio?": two cases asked.
const OTHER_CASE_ASKED =
  /^(?:(?:ok|ah|allora|capito),? )?e (?:per|se|con|nel|nella|nei|al|alla|a|invece|quell[oa])\b/;
const TWO_ASKED = /\bquant\w*\b.*\be quant\w*\b/;
const PARAMETER_BEFORE = /\bpar(?:ametr\w*)?\.?\s*$/;
const ARTICLE_BEFORE = /\b(?:art|artt|articol[oi])\.?\s*$/;

const LEVEL_CODE = String.raw`(?:[A-Ea-e][1-9]|Q|\d{1,2}°?)`;
// "per il livello C3 (ex 5ª)", "del 4° livello": the level the opening answers.
const LEVEL_OF_OPENING = new RegExp(String.raw`\blivello (${LEVEL_CODE})(?![\w°])|\b(\d{1,2})° livello\b`);
// "per i livelli D1, D2 e C1", "livelli 1°, 2° e 3°": the levels a passage is about.
const LEVELS_LISTED = new RegExp(
  String.raw`\blivell[oi] (${LEVEL_CODE}(?:(?:,| e| ed| o)\s*${LEVEL_CODE})*)(?![\w°])`,
  'g',
);

/** The level codes a passage names after "livello"/"livelli", upper case and without "°". */
function levelsNamed(text: string): string[] {
  return [...text.matchAll(LEVELS_LISTED)].flatMap((m) =>
    (m[1] ?? '')
      .split(/,|\be\b|\bed\b|\bo\b/)
      .map((c) => c.trim().replace('°', '').toUpperCase())
      .filter(Boolean),
  );
}

export function withoutOtherCases<P extends Pick<Passage, 'text'>>(
  opening: string,
  more: P[],
  question: string,
): P[] {
  if (WEIGHED.test(question) || TWO_ASKED.test(question)) return more;
  // A figure or level the question names that the opening does not give ("una collega mi ha detto 15", "e per
  // quello che metto al 7?"): the opening may have answered another case, and the extras keep the one named.
  const bolds = [...opening.matchAll(/\*\*([^*]+)\*\*/g)].map((m) => m[1] ?? '').join(' ');
  const units = UNITS.filter((u) => figures(bolds, u).length);
  // ("viene solo la mattina 4 ore: la prova è uguale?": hours of the case told, not a figure of the days asked.)
  const named = [...question.matchAll(/\b(\d+(?:,\d+)?)\b(?:\s+(\w+))?/g)]
    // ("da gennaio 2027 assumiamo…": a year dates the case, it is no figure of it.)
    .filter((m) => !otherUnit(m[2] ?? '', units) && !/^(?:19|20)\d\d$/.test(m[1] ?? ''))
    // ("al 4 livello par 128": a level's parameter names the level, no figure of the case.)
    .filter((m) => !PARAMETER_BEFORE.test(question.slice(0, m.index)))
    // ("mansioni discontinue (art. 11 bis)": an article's number names the rule, no figure of the case.)
    .filter((m) => !ARTICLE_BEFORE.test(question.slice(0, m.index)))
    .map((m) => m[1] ?? '');
  // ("ha poco più di 3 anni": the opening's "3,5 anni" gives the case told, not another one.)
  if (named.some((n) => !new RegExp(`(?<![\\d,.])${n}(?:,\\d+)?(?![\\d,])`).test(opening))) return more;
  // A follow-up on another case keeps the extras unless it names its case whole and the opening gives it ("e
  // invece se fossi io a licenziarla, sempre con 7 anni al 4° livello?": the case named is the one answered).
  // ("e se non dorme lì, livello CS? la prova è uguale?": the level named is the one the opening answers.)
  const level = /\blivello ([a-z]{1,2}\d?|\d{1,2})\b/i.exec(question)?.[1];
  const levelAnswered = level !== undefined && new RegExp(`\\blivello ${level}\\b`, 'i').test(opening);
  if (OTHER_CASE_ASKED.test(question) && !named.length && !levelAnswered) return more;
  // The opening answers one level ("per il livello C3 … **2 mesi**"): a passage on other levels only ("per i
  // livelli D1, D2 e C1 … 20 giorni") is another case, even in words the opening's figure is not in.
  const found = LEVEL_OF_OPENING.exec(opening);
  const openingLevel = (found?.[1] ?? found?.[2])?.replace('°', '').toUpperCase();
  const kept = openingLevel
    ? more.filter((p) => {
        const levels = levelsNamed(p.text);
        return !levels.length || levels.includes(openingLevel);
      })
    : more;
  if (!units.length) return kept;
  return kept.filter(
    (p) => !units.some((u) => figures(p.text, u).some((n) => !figures(opening, u).includes(n))),
  );
}
