import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { jobTerms } from './job-terms.js';

// "non ha mai fatto apprendistato", "nel commercio non ho mai fatto apprendistato" (told by the worker), "senza apprendistato", "niente apprendistato alle spalle", "non ha mai fatto il
// commesso né l'apprendistato" (the apprenticeship the second thing denied).
const NO_APPRENTICESHIP =
  /\b(?:non (?:ha|ho|hai|abbia) (?:mai )?(?:fatto|compiuto|svolto|concluso|finito)(?: [^.;?!]{1,40}? (?:ne|o|e neanche|e nemmeno))?|non (?:e|ha|sono|ho) (?:mai )?stat[oa] (?:in )?|senza (?:aver (?:fatto|compiuto|svolto) )?|niente|nessun)\s*(?:l['’]|un |l )?apprendistat\w*/;
// The job new to the worker: "prima volta come commessa", "non ha mai venduto", "viene dalla fabbrica", "prima ho
// fatto la barista per tre anni".
const NEW_TO_JOB =
  /\bprim[ao] (?:volta|esperienza|impiego|lavoro)\b|\bsenza esperienza\b|\bnessuna esperienza\b|\b(?:non ha )?mai (?:lavorato|fatto|venduto)\b|\bha sempre fatto\b|\b(?:viene|proviene|arriva) da (?:un |una |un'|altr\w* )?(?:altr\w*|fabbrica|settore)|\bprima (?:ho|avevo|aveva|ha|hai) (?:sempre )?(?:fatto|lavorato)\b/;
// A profile defined by the apprenticeship not done ("addetto alla vendita che non ha compiuto l'apprendistato").
const PROFILE_WITHOUT = /\bnon ha (?:compiuto|svolto|fatto) l['’]?\s?apprendistato\b/;
// Words of the profile that name no task ("apprendistato", "settore", "livello").
const EMPTY = new Set([
  'apprendist',
  'settor',
  'merceolog',
  'livell',
  'mes',
  'pass',
  'rest',
  'compi',
  'nonapprendist',
]);

/**
 * "è la sua prima volta come commessa, ha sempre fatto l'operaia e non ha mai fatto apprendistato": the agreement's
 * profile defined by the apprenticeship not done (Commercio's aiutante commesso, 5° livello for 18 months), when
 * the job told shares its work ("vendita", "commessa") and the worker is new to it.
 */
export function unapprenticedLevel(ccnl: Ccnl, message: string): string | undefined {
  const text = readable(message);
  if (!NO_APPRENTICESHIP.test(text) || !NEW_TO_JOB.test(text)) return undefined;
  // ("non ha mai fatto la commessa" names the job too: the work new to the worker.)
  const said = new Set(jobTerms(text).map((t) => t.replace(/^non/, '')));
  const fitting = ccnl.levels.filter((l) =>
    l.examples.some(
      (e) =>
        PROFILE_WITHOUT.test(readable(e)) &&
        jobTerms(e).some((t) => !EMPTY.has(t) && !t.startsWith('non') && said.has(t)),
    ),
  );
  return fitting.length === 1 ? fitting[0]?.level : undefined;
}

/**
 * The profile that decided the level (unapprenticedLevel), shown as the level's nearest example: "aiutante
 * commesso: … (resta al 5° livello per 18 mesi, poi passa al 4°)", not a plain "aiuto commesso" beside it.
 */
export function unapprenticedExample(ccnl: Ccnl, level: string, message: string): string | undefined {
  if (unapprenticedLevel(ccnl, message) !== level) return undefined;
  return ccnl.levels.find((l) => l.level === level)?.examples.find((e) => PROFILE_WITHOUT.test(readable(e)));
}

/**
 * A profile defined by the apprenticeship not done is no fit for a job that does not say so ("servo i clienti e
 * faccio gli scontrini" is the plain shop assistant's): `phrase` is the job's normalised text (unfit-profile.ts).
 */
export const unapprenticedProfile = (profile: string, phrase: string): boolean =>
  PROFILE_WITHOUT.test(readable(profile)) && !NO_APPRENTICESHIP.test(readable(phrase));
