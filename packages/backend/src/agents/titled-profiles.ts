import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';

// Levels decided by a profile the agreement names and the job's own words describe, not by the nearest title.

/**
 * An educator without the educator's title ("faccio l'educatrice ma non ho la laurea da educatore, solo il
 * diploma"): the level whose profile is the educator «senza titolo» (Cooperative sociali D1), not the one of the
 * qualified educator that a denied degree's words would match («anche non laureato», D2). A qualification said
 * (the socio-pedagogical one, the L19 degree) or a coordinator's role leaves the level to the profiles' words.
 */
const EDUCATOR = /\beducat(?:ore|rice|ori|rici)\b/;
const NO_TITLE =
  /\bsenza (?:il |un |alcun )?titol\w*|\bnon (?:ho|ha|abbiamo|hanno|possiedo|possiede) (?:la |il |nessun[ao]? |un[ao]? )?(?:laurea|titol\w*|qualific\w*)|\b(?:solo|soltanto|solamente) (?:il |un |la )?(?:diploma|maturita)\b|\bsenza (?:la )?laurea\b|\bnon (?:sono |e )?laureat\w*/;
const QUALIFIED =
  /\bsocio.?pedagogic\w*|\blaurea\b|\blaureat\w*|\bcon (?:il )?titolo\b|\bl.?19\b|\b60 cfu\b|\bscienze dell'educazione\b|\beducat\w* professional\w*|\bcoordinat\w*/;
// A clause that denies ("non ho la qualifica socio-pedagogica") names the title only to deny it.
// ("non ha la laurea ma ha la qualifica socio-pedagogica": the denial ends at "ma".)
const DENIED = /\b(?:non|senza|ne)\b(?:(?! ma )[^.;,])*/g;

export function educatorTitleLevel(ccnl: Ccnl, description: string): string | undefined {
  const text = readable(description);
  if (!EDUCATOR.test(text) || !NO_TITLE.test(text) || QUALIFIED.test(text.replace(DENIED, ' ')))
    return undefined;
  return ccnl.levels.find((l) => l.examples.some((e) => /\beducat\w* senza titolo\b/i.test(e)))?.level;
}

/**
 * A household's manager ("una figura che gestisca e coordini tutte le esigenze della casa: personale, fornitori,
 * spese"): the domestic agreement's «direttore di casa» (DS), whose definition is the whole house, not one of its
 * departments (the governante's rooms and linen, D).
 */
const HOUSE_MANAGER =
  /\bdirett(?:ore|rice) di casa\b|\b(?:gestisc\w*|gestir\w*|gestion\w*|coordin\w*)\b[^.;?]{0,40}\btutt[aoie]\b[^.;?]{0,30}\b(?:esigenz\w*|andamento)\b[^.;?]{0,20}\bcasa\b|\btutto l'andamento della casa\b/;

const HOUSE_MANAGER_PROFILE = /^direttore di casa\b/i;

export function houseManagerLevel(ccnl: Ccnl, description: string): string | undefined {
  if (!HOUSE_MANAGER.test(readable(description))) return undefined;
  return ccnl.levels.find((l) => l.examples.some((e) => HOUSE_MANAGER_PROFILE.test(e)))?.level;
}

/** The «direttore di casa» profile, when the house manager's rule decided `level`: the reason shown. */
export function houseManagerExample(ccnl: Ccnl, level: string, description: string): string | undefined {
  if (houseManagerLevel(ccnl, description) !== level) return undefined;
  return ccnl.levels.find((l) => l.level === level)?.examples.find((e) => HOUSE_MANAGER_PROFILE.test(e));
}
