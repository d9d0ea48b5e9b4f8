/**
 * Night hours said through a night job: a night job's title ("portiere di notte", "guardia notturna") names the
 * job, not night hours asked; but the small hours worked in its place ("per sostituire il portiere di notte ho
 * fatto 4 ore dall'una alle cinque") are night hours. A bare "dall'una alle cinque" alone stays unread: it is as
 * often the afternoon. Runs on folded text.
 */
export const NIGHT_TITLE =
  /\b(?:portier[ei]|guardian[oi]|custod[ei]|receptionist|guardi[ae](?: giurat[ae])?|vigilant[ei])\s+(?:di notte|notturn[oiae])\b/g;

// "dall'una alle cinque", "dalle 2 alle 5", "dalle due alle sei": a span starting between midnight and 5.
const SMALL_HOURS =
  /\bdall[' ]?(?:una|1)\b(?: di notte)? all[e']? ?(?:\d|due|tre|quattro|cinque|sei)\b|\bdalle (?:[0-5]|due|tre|quattro|cinque)(?:[:.]\d\d)? alle (?:[1-6]|due|tre|quattro|cinque|sei)\b/;

export function smallHoursOfNightJob(text: string): boolean {
  return new RegExp(NIGHT_TITLE.source).test(text) && SMALL_HOURS.test(text);
}

/**
 * The night said of the business, not of the worker's hours: "ci arrivano i camion anche di notte", "le merci
 * arrivano di notte", "consegne anche di notte": the firm's story, not the hour asked (a Sunday shift's surcharge
 * asked after it is no night work).
 */
export const NIGHT_OF_GOODS =
  /\b(?:(?:ci |ne )?arriv\w* (?:anche )?(?:i |le |gli )?(?:camion|tir|bilici|furgoni|container|merci|consegne|ordini|carichi|corrieri)\b|(?:i |le |gli )?(?:camion|tir|bilici|furgoni|container|merci|consegne|ordini|carichi|corrieri) (?:\w+ ){0,2}?(?:arriv|passan|entran|partono|escono)\w*) (?:\w+ ){0,2}?di notte\b/g;
