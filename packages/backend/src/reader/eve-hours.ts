/**
 * Christmas and New Year's Eve, and how long they are worked ("il 24 dicembre si lavora tutto il giorno o solo la
 * mattina?", "alla vigilia di Natale possono staccare a pranzo?"): the half-holiday's hours, not the working week.
 * Read on folded text.
 */
// ("usare un po' di ROL per il 24 dicembre pomeriggio", "ferie il 31 dicembre": leave taken on the eve, not its hours.)
// ("al 31 dicembre mi resteranno 9 giorni", "entro il 31 dicembre": the year's end as a deadline, not the eve worked.)
export const EVE = String.raw`(?<!\b(?:rol|permess\w*|ferie|ex festivita)\b[^?.]{0,14})(?<!\b(?:entro il|entro|al|fino al|prima del|dopo il|oltre il) )\b(?:(?:24|31) dicembre|vigilia (?:di )?(?:natale|capodanno))\b`;
export const EVE_HOURS = String.raw`\b(?:si lavora|tutto il giorno|(?:solo|soltanto) (?:la )?mattin\w*|mezza giornata|pomeriggio|stacca\w*|usci\w* prima|a pranzo)\b`;

/** Whether the question asks how long an eve is worked. */
export const eveHoursAsked = (folded: string) =>
  new RegExp(`${EVE}[^?]*${EVE_HOURS}|${EVE_HOURS}[^?]*${EVE}`).test(folded);
