/**
 * A pay item set aside with its name before the verb ("le trasferte e gli straordinari lasciamoli fuori perché
 * variano", "gli straordinari li lasciamo da parte", "scatti e superminimi lasciamoli fuori", "gli scatti li calcolo
 * io"): the item is not what is asked, so the clause naming it must not send the question to that subject
 * (overtime, allowances). Only the clause up to the verb goes: what follows ("… e le addizionali non contiamole")
 * stays for the calculation to read. The surcharges set aside that way are said as the calculation reads them
 * ("senza le addizionali …").
 */

// The verb that sets aside what was just named, with its clitic ("lasciamoli", "li lasciamo", "mettiamoli").
export const AFTER_VERB =
  /(?:lasciamol[ie]|lasciatel[ie]|lascial[ie]|(?:li|le) lasciamo|(?:li|le) lascerei|mettiamol[ie]|(?:li|le) mettiamo|teniamol[ie]|(?:li|le) teniamo)\s+(?:fuori|da parte|stare|perdere)|escludiamol[ie]|(?:li|le) escludiamo|non (?:li|le) (?:consideriamo|contiamo|calcoliamo|mettiamo)|non (?:consideriamol|contiamol|calcoliamol|mettiamol)[ie]|(?:li|le|quell[ie]) (?:gestisco|calcolo|conteggio|sistemo|so|conosco|faccio)(?: gia)? (?:io|noi|da me|da solo|gia)|(?:li|le) (?:gestiamo|calcoliamo|conteggiamo|sistemiamo|sappiamo|conosciamo|facciamo)(?: gia)? (?:noi|da noi|gia)|(?:a quell[ie] )?ci penso io/;

// The pay items whose name alone routes a question to a subject of its own.
const ROUTING_ITEM =
  /\b(?:straordinar\w*|trasfert\w*|notturn\w*|reperibilit\w*|festiv[io]\b|supplementar\w*|indennit\w*|scatt[oi]\b|superminim\w*)/i;

const CLAUSE = new RegExp(
  `(^|[.;:?!]\\s*|,\\s*|\\be\\s+)((?:(?:le|la|gli|i|il|lo|l['’])\\s*)?[^.,;:?!]{0,80}?)\\s+(?:${AFTER_VERB.source})\\b`,
  'gi',
);

/** The message without the clauses that name a pay item and then set it aside; the rest unchanged. */
export function withoutItemsSetAsideBefore(message: string): string {
  return message.replace(CLAUSE, (clause: string, lead: string, named: string) => {
    // "le addizionali regionali e comunali non contiamole": said the way the calculation reads a surcharge left
    // out ("senza le addizionali …"), so that neither their rule is taken as the subject nor the net keeps them.
    if (/\baddizional/i.test(named) && !ROUTING_ITEM.test(named)) return `${lead}senza ${named.trim()}`;
    if (!ROUTING_ITEM.test(named)) return clause;
    // Only a list of items ("le trasferte e gli straordinari"), not a sentence that happens to name one.
    if (/\b(?:quant\w*|qual\w*|come|calcol\w*|dimmi|vorrei|serve|devo|posso)\b/i.test(named)) return clause;
    return lead;
  });
}

/**
 * The message without a tax treatment named then set aside ("addizionali e detassazione al 5% degli aumenti li
 * lasciamo fuori"): the treatment goes, the surcharges named beside it stay, said as the calculation reads them.
 */
export function withoutTaxNamedBefore(message: string, treatment: RegExp): string {
  return message.replace(CLAUSE, (clause: string, lead: string, named: string) => {
    if (!treatment.test(named)) return clause;
    const others = named.split(/\s+e\s+/).filter((part) => !treatment.test(part));
    return others.length ? `${lead}senza ${others.join(' e ').trim()}` : lead;
  });
}
