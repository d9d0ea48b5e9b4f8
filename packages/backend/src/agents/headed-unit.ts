import { jobTerms } from './job-terms.js';

/**
 * The unit the job itself heads ("quello che dirige tutto l'impianto mensa", "è responsabile del reparto
 * pasticceria"): a profile's «capo impianto mensa» names that head, so its «capo» is the job's own, not a rank
 * the job lacks. Only a leading verb said of the job: a manager the story names ("il direttore amministrativo ha
 * scritto…", "il mio capo dirige il reparto", "riporta al direttore") heads nothing for it.
 */

// The verb of heading and the unit after it (its articles and "tutto" skipped), up to two words.
const HEADS =
  /\b(?:dirig(?:e|o|ono|era|ere|endo)|(?:e|sara|sono|sarebbe) (?:il |la |lo |l' ?)?responsabil[ei]) (?:(?:di|del|della|dello|dell|dei|delle|degli|tutto|tutta|tutti|tutte|il|la|lo|l|i|gli|le|intero|intera)\s+)*(\p{L}+)(?: (\p{L}+))?/gu;
// The job named by a head's title with the unit it heads ("e il responsabile dell'intero magazzino?", "promuoverla a
// capo dell'ufficio amministrativo", "come coordinatrice di tutto lo studio"): said as the job's own title, at the
// start or after an article or "come"/"a", not as the one giving instructions ("le istruzioni del responsabile").
const TITLED =
  /(?:^ ?|\b(?:e|ed|ma|come|a|da|un|una|uno|il|la|lo|l|nuovo|nuova)\s+)(?:(?:il|la|lo|l|un|una|uno|nuovo|nuova)\s+)?(?:responsabil[ei]|coordinat(?:ore|rice|ori|rici)|capo)\s+(?:di|del|della|dello|dell|dei|delle|degli)\s+(?:(?:tutto|tutta|tutti|tutte|il|la|lo|l|i|gli|le|intero|intera|nostro|nostra)\s+)*(\p{L}+)(?: (\p{L}+))?/gu;
// Someone else as the verb's subject: a manager or the owner right before it ("il direttore dirige…").
const OTHER_SUBJECT =
  /\b(?:capo|direttor\w*|responsabil\w*|titolare|principale|dirigent\w*|manager|gerente|proprietari\w*)(?: \p{L}+)? $/u;

/** The terms of the units the job's own leading verb heads, in a normalised phrase. */
export function headedUnits(phrase: string): Set<string> {
  const units = new Set<string>();
  for (const m of [...phrase.matchAll(HEADS), ...phrase.matchAll(TITLED)]) {
    if (OTHER_SUBJECT.test(phrase.slice(0, m.index))) continue;
    for (const t of jobTerms([m[1], m[2]].filter(Boolean).join(' '))) units.add(t);
  }
  return units;
}

/**
 * Whether a profile's «capo X» («capoufficio», «responsabile/coordinatore di studio», its words `words`, X among
 * them) names a unit the job heads.
 */
export function headsProfileUnit(example: string, units: ReadonlySet<string>): boolean {
  if (!units.size) return false;
  const m =
    /\bcapo ?(\p{L}+)/u.exec(example.toLowerCase()) ??
    /\b(?:responsabile|coordinatore)(?:\/\p{L}+)? (?:di|del|della|dello|dell'|dei) ?(\p{L}+)/u.exec(
      example.toLowerCase(),
    );
  return Boolean(m?.[1] && jobTerms(m[1]).some((t) => units.has(t)));
}

/** The words of a profile a job heading its unit says: the head's title and the unit (`units`). */
export const headWord = (word: string, units: ReadonlySet<string>) =>
  units.has(word) || /^(?:capo|respons|coordin)/.test(word);
