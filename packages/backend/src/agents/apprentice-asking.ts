import type { Ccnl } from '../kb/schema.js';

// Another worker, or the same one once qualified: the apprentice of an earlier turn is not the one asked about.
const ANOTHER_WORKER =
  /\b(?:collega|colleg[hi]i|altr[oa] (?:dipendent|lavorator|ragazz|persona)|nuov[oa] assunt|impiegat[oaie]\b|operai[oae]?\b|qualificat|dopo l'apprendistato|finito l'apprendistato|non (?:sono |e |piu )?(?:un'? ?)?apprendist)/;

/**
 * Whether the worker asked about is an apprentice: said in this turn ("per un'apprendista come me"), or in an
 * earlier turn of the same worker ("faccio l'apprendista … quanto prendo?" then "e la prova x me quanto dura?")
 * when this one names no other worker. `texts`: the readable turns, this one first, then the earlier ones.
 */
function apprenticeAsking(texts: readonly string[]): boolean {
  const [now = '', ...earlier] = texts;
  if (/\bapprendist/.test(now)) return !/\bnon (?:sono |e |piu )?(?:un'? ?)?apprendist/.test(now);
  return !ANOTHER_WORKER.test(now) && earlier.slice(0, 1).some((t) => /\bapprendist/.test(t));
}

/** The apprentices' own probation row of the level ("apprendista 4/4S"), when the worker asked about is one. */
export function apprenticeProbationRow(ccnl: Ccnl, level: string, texts: readonly string[]) {
  if (!apprenticeAsking(texts)) return undefined;
  return ccnl.probation.by_level?.find((r) =>
    r.levels.some(
      (l) =>
        /^apprendist/i.test(l) &&
        l
          .replace(/^apprendist\w*\s*/i, '')
          .split('/')
          .includes(level),
    ),
  );
}
