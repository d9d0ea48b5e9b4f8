import { readable } from '../reader/text.js';

const RESIGNS =
  /dimett|dimission|licenziars|andare a lavorare (?:per|presso|da) un|cambiare (?:lavoro|ditta|azienda)|lasciare (?:il lavoro|l'azienda|la ditta)|andarsene|andarmene|volersene andare|se ne (?:va|vada|andasse|vuole andare|voglia andare)\b/;
const DISMISSED = /licenzi/;

function sideOf(text: string): 'dimissioni' | 'licenziamento' | undefined {
  return RESIGNS.test(text) ? 'dimissioni' : DISMISSED.test(text) ? 'licenziamento' : undefined;
}

/**
 * Who ends the job in a notice question: the question's own words, else (a follow-up that changes only the
 * seniority, "e con 7 anni?") the latest earlier question that said it.
 */
export function noticeSide(
  asked: string,
  history: readonly string[] | undefined,
): { by?: 'dimissioni' | 'licenziamento' } {
  // Both sides asked ("in caso di dimissioni e in caso di licenziamento"): both figures answer.
  if (RESIGNS.test(asked) && DISMISSED.test(asked.replace(/licenziars\w*/g, ''))) return {};
  const own = sideOf(asked);
  if (own) return { by: own };
  // Only a short follow-up inherits: a new full question says its own side or none.
  if (asked.split(/\s+/).length > 12) return {};
  for (const earlier of [...(history ?? [])].reverse()) {
    const side = sideOf(readable(earlier));
    if (side) return { by: side };
  }
  return {};
}

/** "più di 10 anni", "oltre 5 anni": past the number said, so the band above it applies. */
export function serviceBeyond(asked: string, years: number): number {
  const m = /\b(?:piu di|oltre|sopra i|superiore a|oltre i) (\d+) anni\b/.exec(asked);
  return m && Number(m[1]) === years ? years + 0.5 : years;
}
