/**
 * Session 43 (fixs43a): "il minimo del 5 livello mi sembra uguale a quello dell'anno scorso, è giusto?", "in
 * busta ho la stessa paga dell'anno scorso", "non è cambiato rispetto all'anno scorso": last year named as the
 * yardstick the writer compares with is not the year asked; the figure asked is the one in force now (or on the
 * day the question or its document names). Runs on the folded text.
 */
const LAST_YEAR = "(?:l'anno|anno|nell'anno) (?:scorso|passato|precedente|prima)";
const YARDSTICK_LAST_YEAR = new RegExp(
  String.raw`\b(?:(?:uguale|identic[oaie]|pari|simile|ugual[ei]) (?:a|al|alla|ai|alle) (?:quell[oaie]|quelli) (?:dell'|del |di )?|(?:uguale|identic[oaie]|pari) (?:a|al|all')\s?|(?:lo stesso|la stessa|gli stessi|le stesse|stess[oaie])(?: \w+){0,2} (?:dell'|del |di )?|(?:come|rispetto a|rispetto al|rispetto all'|invariat[oaie] (?:da|dal|dall'|rispetto a|rispetto all')|fermo a|ferma a|fermo all'|ferma all'|cambiat[oaie] (?:da|dal|dall'|rispetto a|rispetto all'))\s?(?:quell[oaie] (?:dell'|del |di ))?)${LAST_YEAR}\b`,
  'g',
);

/** The text without last year said as the yardstick of a comparison. */
export const withoutYardstickYear = (text: string): string => text.replace(YARDSTICK_LAST_YEAR, ' ');
