/**
 * "d'inverno facciamo anche i matrimoni e le feste": weddings the business serves, said with a plural article
 * (readable text mends "matrimoni" to "matrimonio"), are events of the workplace, not the worker's own marriage
 * ("facciamo il matrimonio a giugno" still is). They read as "eventi" for the topic and leave rules.
 */
const SERVED_WEDDINGS =
  /\b((?:facciamo|fanno|fate|facevamo|ospitiamo|organizziamo|lavoriamo) (?:anche |pure )?(?:con )?(?:i|dei) )matrimoni\w*/g;

// "tra i matrimoni in terrazza e le cene dei gruppi", "con i matrimoni e le comunioni": weddings in the plural
// held at a place of the business or listed with other events are the workplace's, whoever is speaking.
const HOSTED_WEDDINGS =
  /\b((?:tra|fra|con|coi|per|durante|nei|dei|i) (?:i )?)matrimoni\w*(?= (?:in (?:terrazza|sala|giardino|villa|spiaggia|struttura|albergo|hotel|ristorante)|(?:sul|sulla|nel|nella|al|alla|all') ?(?:terrazza|sala|giardino|spiaggia|struttura|ristorante|locale)|e (?:le |i |gli )?(?:cene|feste|banchetti|eventi|comunioni|battesimi|cresime|cerimonie|congressi)\b))/g;

// "per un matrimonio in albergo ci servono camerieri extra": one wedding among the business's events (an indefinite
// article, held at a place of the business) is an event served, not the speaker's own ("per il mio matrimonio").
const ONE_HOSTED_WEDDING =
  /\b((?:per|durante|a|ad) )un matrimonio(?= (?:in|nel|nella|al|alla|all') ?(?:terrazza|sala|giardino|villa|spiaggia|struttura|albergo|hotel|ristorante|locale|agriturismo|nostr\w*)\b)/g;

export function withoutServedEvents(text: string): string {
  return text
    .replace(SERVED_WEDDINGS, '$1eventi')
    .replace(HOSTED_WEDDINGS, '$1eventi')
    .replace(ONE_HOSTED_WEDDING, '$1un evento');
}
