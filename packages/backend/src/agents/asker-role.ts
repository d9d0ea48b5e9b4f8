/**
 * Who is asking ("sono la titolare di un salumificio", "sono il responsabile del personale") is not the job asked
 * about: a level's definition naming the employer's role («entro le direttive … dei titolari») must not take the
 * job because the asker is the owner. The clause is left out up to the next punctuation.
 */
const ASKER =
  /\b(?:sono|siamo) (?:il|la|i|le|l'|gli)\s?(?:titolar\p{L}*|proprietari\p{L}*|datore di lavoro|datrice di lavoro|soci[oa]?|amministrator\p{L}*|legale rappresentante)\b[^.;?!,:]*/giu;

/**
 * The asker's own business told beside a hire or a worker of theirs ("Gestisco un supermercato di quartiere … sto
 * per assumere una ragazza che …"): the place the asker runs is the firm, not the job of the one hired, so a
 * profile naming that place («gerente di supermercato») must not take the job. The clause ends at the next
 * punctuation or conjunction; without a hire or a worker told, "gestisco un negozio" is the job itself. Only a shop
 * or a restaurant: a facility run ("gestiamo una RSA") is a condition of the profiles of the one hired there.
 */
const OWN_BUSINESS =
  /\b(?:gestisco|gestiamo|possiedo|possediamo|(?:ho|abbiamo) (?:aperto|rilevato)|mando avanti|mandiamo avanti)\s+(?:(?:un|una|uno|il|la|lo|l['’]|nostro|nostra|mio|mia|piccol\p{L}*|grande)\s*)+(?:supermercat|ipermercat|minimarket|market|negozi|punto vendita|boutique|ristorant|bar\b|pizzeri|trattori|albergh|hotel|local[ei]\b)(?:[^.;?!,:]*?)(?=\s(?:e|ed|dove|che|ma|in cui)\s|[.;?!,:]|$)/giu;
const OTHER_WORKER =
  /\b(?:assum\p{L}*|(?:nuov[oa]|mi[oa]|nostr[oa]) dipendent\p{L}*|(?:un|una) (?:ragazz[oa]|signora|collaborat\p{L}*|lavorat\p{L}*) che)\b/iu;

export const withoutAsker = (text: string): string =>
  (OTHER_WORKER.test(text) ? text.replace(OWN_BUSINESS, ' ') : text).replace(ASKER, ' ');
