import type { Ccnl } from '../kb/schema.js';
import { fold } from '../reader/text.js';

// "alla prima esperienza", "all'ingresso", "neoassunto": the level a newcomer starts from.
const NEWCOMER =
  /\bprima esperienza\b|\bprimo impiego\b|\ball'ingresso\b|\bin ingresso\b|\bdi ingresso\b|\bneo ?assunt\w*|\bsenza esperienza\b|\bappena assunt\w*/;
const ENTRY = /\blivello d'ingresso\b|\blivello di ingresso\b/;
// Words of a track's name that say nothing of its own ("servizi", "personale").
const GENERIC = new Set(['servizi', 'personale', 'lavoratori', 'addetti', 'settore', 'sezione']);

/**
 * "applichiamo la sezione servizi fiduciari; assumiamo una persona alla prima esperienza: dove la inquadro
 * all'ingresso?": in an agreement with separate tracks of levels, the entry level of the track named (its
 * definition says "livello d'ingresso"), not another track's entry level nearer in words.
 */
export function trackEntryLevel(ccnl: Ccnl, message: string): string | undefined {
  const text = fold(message);
  if (!NEWCOMER.test(text)) return undefined;
  const tracks = [...new Set(ccnl.levels.map((l) => l.track).filter((t): t is string => !!t))];
  if (tracks.length < 2) return undefined;
  const named = tracks.filter((t) =>
    (fold(t).match(/\p{L}{6,}/gu) ?? []).some((w) => !GENERIC.has(w) && text.includes(w.slice(0, 7))),
  );
  if (named.length !== 1) return undefined;
  const entry = ccnl.levels.filter((l) => l.track === named[0] && ENTRY.test(fold(l.declaratoria ?? '')));
  return entry.length === 1 ? entry[0]?.level : undefined;
}
