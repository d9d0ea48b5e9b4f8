/**
 * A worker not hired for night work who does night hours: standing in for the night one ("sostituisce il
 * portiere di notte", "lo ha sostituito un addetto … assunto per il turno di giorno"), hired for the day
 * ("assunto come portiere diurno"), or the night hire denied ("nn è assunto come portiere di notte"). The rate
 * written for staff hired with a night qualification is not this worker's: the full night rate is. Runs on
 * folded text.
 */
const NIGHT_STAND_INS: readonly RegExp[] = [
  // Hired for the day: "assunto come portiere diurno", "assunto per il turno di giorno", "assunta per i turni diurni".
  /\bassunt\w* (?:come|con|per) (?:\w+ ){0,4}?(?:diurn\w*|di giorno)\b/,
  // A day worker said as such: "lavora di solito di giorno", "normalmente fa il turno di giorno", "lavoratore diurno".
  /\b(?:di solito|normalmente|solitamente|abitualmente|di norma)\b (?:\w+ ){0,4}?(?:diurn\w*|di giorno)\b/,
  /\b(?:lavorator\w*|dipendent\w*|addett\w*|receptionist|portier\w*) diurn\w*/,
  // Standing in for the night one: "sostituisce il portiere di notte", "al posto del notturno".
  /\b(?:sostitu\w*|copr\w*|rimpiazz\w*|al posto del(?:l')?|in sostituzione del(?:l')?)\s+(?:\w+ ){0,4}?(?:notturn\w*|di notte)\b/,
  // The night one away and someone in their place: "il portiere di notte era in malattia e lo ha sostituito".
  /\b(?:di notte|notturn\w*)\b.{0,80}?\b(?:lo|la|li|le) (?:ha |hanno |ho |abbiamo |avete |hai )?(?:sostituit|rimpiazzat|copert)\w*/,
];

// The night hire denied: said outright, it holds whoever else the story names.
const NIGHT_HIRE_DENIED: readonly RegExp[] = [
  // The night hire denied (an apostrophe for the accent, "nn e' assunto"): "non è assunto come portiere di notte", "nn è stato assunto per il turno di notte".
  /\b(?:non|nn|mica)\b (?:\S+ ){0,3}?(?:assunt|inquadrat|qualificat)\w* (?:\S+ ){0,4}?(?:nott\w*|notturn\w*)/,
  /\b(?:non|nn)\b (?:e'? |è |fa )(?:un |il |lo )?(?:portier\w*|guardian\w*|receptionist|addett\w*) (?:di notte|notturn\w*)/,
];

// The asker hired for the night ("lavoro come portiere di notte, turno fisso da mezzanotte alle sei", "nella lettera
// di assunzione c'è scritto portiere di notte"): a colleague standing in, told beside it, is not the worker asked.
const NIGHT_HIRE_SAID =
  /\b(?:lavoro|sono|faccio) (?:\S+ ){0,6}?(?:portier\w*|receptionist|guardian\w*|addett\w*) (?:di notte|notturn\w*)|\bturno fisso (?:di notte|notturn\w*|da mezzanotte|dalle (?:22|23|24|0))|\b(?:lettera|contratto) di assunzione\b.{0,60}?(?:di notte|notturn)/;

/** Whether the question tells of a worker not hired for night work doing night hours. */
export function notHiredForNight(asked: string): boolean {
  if (NIGHT_HIRE_DENIED.some((p) => p.test(asked))) return true;
  return !NIGHT_HIRE_SAID.test(asked) && NIGHT_STAND_INS.some((p) => p.test(asked));
}
