import type { Ccnl } from '../kb/schema.js';

/**
 * The domestic agreement's first rung, decided as its definitions say: level A is a worker not assigned to care
 * and without experience (12 months at most), such as one doing only the cleaning of the house. Families say it
 * as "farà solo le pulizie, prima esperienza": the tasks and the experience, never the level's letter. With
 * experience the same work is B, and with no experience said the level stays open.
 */
const ONLY_CLEANING =
  /\b(?:solo|solamente|soltanto|esclusivamente|unicamente)\s+(?:(?:le|delle|alle|per le|di)\s+)?pulizi\w*/;
const NO_EXPERIENCE =
  /\b(?:prim[ao] (?:esperienz\w*|lavoro|impiego)|senza (?:alcuna )?esperienz\w*|nessuna esperienz\w*|non ha (?:mai )?(?:esperienz\w*|lavorato)|mai lavorato|alle prime armi)\b/;
// Someone looked after is care (the care ladder's AS–DS), not housework.
const CARE =
  /\b(?:badant\w*|assist\w*|accud\w*|baby ?-?sit+er|tata|bambin\w*|figli\w*|anzian\w*|compagnia|autosufficient\w*)\b/;

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');

/** "A" for cleaning alone by a worker without experience, in an agreement with the A and B rungs; else undefined. */
export function houseworkLevel(ccnl: Ccnl, description: string): string | undefined {
  const codes = new Set(ccnl.levels.map((l) => l.level));
  if (!codes.has('A') || !codes.has('B') || !codes.has('DS')) return undefined;
  const text = fold(description);
  if (!ONLY_CLEANING.test(text) || CARE.test(text)) return undefined;
  return NO_EXPERIENCE.test(text) ? 'A' : undefined;
}
