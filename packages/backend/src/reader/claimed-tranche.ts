const MONTHS =
  'gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre';
const EURO = String.raw`\d+(?:[.,]\d+)? ?(?:euro|€)`;

/**
 * "a giugno 2027 arrivano altri 40 euro, è vero?", "a gennaio ci danno altri 30 euro?", "a giugno 2026 sono
 * arrivati 50 euro in più al 5° livello": a tranche's amount at a month, claimed: a renewal question (the tranche
 * of that month), not the minimum in force then.
 */
export const CLAIMED_TRANCHE = new RegExp(
  [
    String.raw`^(?!.*\b(?:nett|irpef|tass|scatt|straordinar|tfr|una tantum)).*(?:`,
    String.raw`\b(?:${MONTHS})\b[^?.]{0,40}\b(?:arriv\w*|danno|daranno|mettono|aggiung\w*) (?:\w+ ){0,2}?altri ${EURO}`,
    String.raw`|\baltri ${EURO}\b[^?.]{0,30}\b(?:a|da|dal|di) (?:${MONTHS})\b`,
    String.raw`|\barriv(?:at[oaie]|a|ano|eranno|era)\b (?:(?:anche|altri|ben|solo) )?${EURO} (?:lordi )?in piu\b`,
    String.raw`|\b(?:${MONTHS})(?: 20\d\d)?\b[^?.]{0,40}\b(?:arriv\w+|pres[oi]|avut[oi]) ${EURO} (?:lordi )?in piu\b`,
    ')',
  ].join(''),
);
