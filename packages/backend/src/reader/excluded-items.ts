/**
 * Items the question leaves out of its sum ("solo di minimo, senza contare ITS ed EET di Roma", "esclusi gli
 * elementi provinciali", "tranne l'indennità territoriale"): named to be set aside, never the item asked. The
 * excluding words and the few words after them, up to the clause's end, are taken out. Read on folded text.
 */
const EXCLUDED =
  /\b(?:senza (?:contare|considerare|calcolare|includere|mettere|metterci)|esclus[oaie]|escludendo|tranne|eccetto|non contando|non considerando)\b[^.;:?!,]{0,60}(?:,[^.;:?!,]{0,25}\b(?:ed?|o)\b[^.;:?!,]{0,25})?/g;

/** The text without the items it says to leave out. */
export const withoutExcludedItems = (text: string): string => text.replace(EXCLUDED, ' ');
