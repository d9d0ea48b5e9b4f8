/**
 * "gira col furgoncino a portare le cassette ai fruttivendoli e ai negozi qua intorno", "facciamo le consegne
 * ai supermercati": the shops a worker delivers to are the customers, not the employer's workplace, so they
 * imply no agreement of their own (a haulier serving shops applies its own). Read on folded text.
 */

// A delivery, a supply, a round of visits: the verb that sends goods (or a worker) to the customers.
const SERVES = String.raw`\b(?:port\w*|consegn\w*|distribu\w*|rifornisc\w*|riforni\w*|fornisc\w*|fornitur\w*|trasport\w*|spedi\w*|scaric\w*|gir\w*|va in giro)\b`;
// The customers' places, plural or generic, after "ai", "alle", "agli", "presso i", "per i": never "nostri"
// ("portiamo la merce ai nostri negozi" names the employer's own shops).
const CUSTOMERS = String.raw`(?:ai|agli|alle|presso (?:i|gli|le)|per (?:i|gli|le)|verso (?:i|gli|le)|tra i|fra i)\s+(?!(?:nostr|mio|mia|miei|mie|suo|sua|suoi|sue)\w*\b)(?:\w+\s+)?(?:negozi|fruttivendol\w*|supermercat\w*|ipermercat\w*|minimarket|punti vendita|botteg\w*|alimentari|bar|ristoranti|clienti)\b`;
const SERVED = new RegExp(
  String.raw`${SERVES}[^.;:!?]{0,60}?${CUSTOMERS}(?:[^.;:!?]{0,25}?\s(?:e|o)\s+${CUSTOMERS})*`,
  'g',
);

/** The text without the customers a delivery names, or the same text. */
export function withoutCustomersServed(text: string): string {
  return text.replace(SERVED, (all) => all.replace(new RegExp(CUSTOMERS, 'g'), ' '));
}
