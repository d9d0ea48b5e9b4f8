import { fold } from '../reader/text.js';

/**
 * "è vero che dal 2026 ho ferie in più?", "passo dal metalmeccanico al commercio, è vero che prendo una mensilità
 * in più?": something claimed as more, where the opening already decides it.
 * - One agreement: the opening gives the asker's seniority band and the extra it brings ("**con 19 anni di
 *   anzianità spettano 5 settimane** (una settimana complessiva in più (5 giorni) con 18 anni)"): Sì when the
 *   seniority told reaches that band.
 * - Two agreements: the opening gives each its count ("**14 mensilità** nel CCNL Commercio; **13 mensilità** nel
 *   CCNL Metalmeccanici industria") and the question says which one the asker goes to ("passo da … a …", "al
 *   commercio … rispetto al metalmeccanico"): Sì when that one counts more, No otherwise.
 */

const MORE_CLAIMED = /\b(?:in piu|di piu)\b|\bpiu (?:ferie|giorni|mensilita|ore|permessi)\b/;
const POLAR_ASKED = /\b(?:e|e') vero\b|\bgiusto\b|\bconfermi\b|\bdavvero\b|\?/;
const BAND_EXTRA =
  /\bcon (\d{1,2}) anni di anzianita (?:utile )?spettano [^*]+\*\* \([^()]*\bin piu\b[\s\S]*?\bcon (\d{1,2}) anni\)/;
const COUNT_PER_AGREEMENT = /\*\*(\d+) ([\p{L}]+)\*\* nel CCNL ([\p{L} -]+?)(?=[;.,[]|\s\[|$)/gu;
// A move between two employers: the one named after "a"/"al"/"in" is where the asker goes.
const MOVE = /\b(?:passo|passa|passare|passando|vado|andare|cambio|cambiare|trasferisco|sposto)\b/;

/** The position in the question where an agreement's name (by its first word's stem) is first named. */
function namedAt(question: string, agreement: string): number {
  const stem = fold(agreement).split(/\s+/)[0]?.slice(0, 6) ?? '';
  return stem.length < 5 ? -1 : question.indexOf(stem);
}

/** The agreement the claim is about, of two named in the question, or undefined when the question does not say. */
function claimedOf(question: string, names: readonly string[]): number | undefined {
  const at = names.map((n) => namedAt(question, n));
  if (at.some((i) => i < 0) || at[0] === at[1]) return undefined;
  const first = (at[0] as number) < (at[1] as number) ? 0 : 1;
  const second = 1 - first;
  // "al commercio ho una mensilità in più rispetto al metalmeccanico": the first named is claimed.
  if (/\brispetto (?:a|al|alla|ai|allo)\b|\bche nel\b|\bconfronto (?:a|al|con)\b/.test(question))
    return first;
  // "passo da un'azienda metalmeccanica a un negozio del commercio": the second named is where the asker goes.
  // ("lascio la fabbrica metalmeccanica per andare in un albergo del turismo": the same.)
  if (MOVE.test(question) && /\bda(?:l|lla|llo|i|gli)?\b|\blasci\w*/.test(question)) return second;
  return undefined;
}

/** The verdict of a claim of "more" that the opening decides, or undefined. */
export function moreVerdict(question: string, opening: string): 'Sì' | 'No' | undefined {
  if (!MORE_CLAIMED.test(question) || !POLAR_ASKED.test(question)) return undefined;
  const band = BAND_EXTRA.exec(fold(opening));
  if (band) return Number(band[1]) >= Number(band[2]) ? 'Sì' : undefined;
  const counts = [...opening.matchAll(COUNT_PER_AGREEMENT)];
  if (counts.length !== 2 || counts[0]?.[2] !== counts[1]?.[2]) return undefined;
  const names = counts.map((m) => m[3] as string);
  const claimed = claimedOf(question, names);
  if (claimed === undefined) return undefined;
  const own = Number(counts[claimed]?.[1]);
  const other = Number(counts[1 - claimed]?.[1]);
  return own > other ? 'Sì' : 'No';
}
