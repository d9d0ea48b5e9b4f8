/**
 * "a giugno 2027 arrivano altri 40 euro, è vero?", "a gennaio ci danno altri 30 euro?": a tranche's amount at a
 * month, claimed: a renewal question (the tranche of that month), not the minimum in force then.
 */
export const CLAIMED_TRANCHE =
  /^(?!.*\b(?:nett|irpef|tass|scatt|straordinar|tfr|una tantum)).*(?:\b(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)\b[^?.]{0,40}\b(?:arriv\w*|danno|daranno|mettono|aggiung\w*) (?:\w+ ){0,2}?altri \d+(?:,\d+)? ?(?:euro|€)|\baltri \d+(?:,\d+)? ?(?:euro|€)\b[^?.]{0,30}\b(?:a|da|dal|di) (?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)\b)/;
