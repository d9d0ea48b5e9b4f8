/**
 * Session 42: a raise the writer says the payslip or letter missed ("a novembre doveva esserci l'aumento e la busta
 * è uguale a ottobre", "la paga base non è aggiornata con l'aumento di ottobre", "la cifra è quella vecchia
 * dell'anno scorso"): the document's pay is doubted, so it is weighed against the table in force
 * (document-facts.ts → minimum-check.ts), never turned into a net.
 */
const MONTH =
  'gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre|mese scorso|anno scorso';

export const RAISE_MISSED = new RegExp(
  [
    // "doveva esserci l'aumento", "spettava l'aumento", "c'era l'aumento"
    String.raw`\b(?:dovev\w*|ci (?:doveva|dovrebbe) essere|c'era|ce era|spettav\w*|era previsto)\b[^.?!]{0,25}\baument\w*`,
    // "non è aggiornata con l'aumento", "nn e aggiornata", "non hanno applicato l'aumento"
    String.raw`\b(?:non|nn) (?:mi |gli |le |ci )?(?:e|è|sono|risulta\w*|hanno|ha) (?:ancora )?(?:aggiornat|applicat|mess|adeguat)\w*`,
    // "la busta è uguale a ottobre", "identica a quella di ottobre"
    String.raw`\b(?:uguale|uguali|identic\w*|stess[oa]) (?:a|al|alla|di|del|della|come)(?: quell[oa] di)? (?:${MONTH})\b`,
    // "la cifra è quella vecchia", "tabella vecchia", "minimo vecchio"
    String.raw`\b(?:quell[oa] vecchi[oa]|tabell\w* vecchi\w*|minim[oi] vecchi\w*|vecchia tabella|vecchio minimo)\b`,
  ].join('|'),
);
