/**
 * A gross pay asked for a net the worker wants: "che RAL dovrei scrivere", "quanto devo dare lordo", "a quanto
 * lordo", "una RAL che garantisca 25.000 netti", "un lordo tale da lasciargli 1.500 in tasca", "la RAL e il
 * lordo mensile necessari".
 */
const GROSS_FOR_NET =
  /\b(?:ral|lordo|lorda|retribuzione lorda|stipendio lordo)\s+(?:\w+\s+){0,2}?(?:che|tale da|in modo da|sufficiente a|per)\s+(?:mi\s+|gli\s+|le\s+|ci\s+)?(?:garantisc\w*|assicur\w*|dia|diano|dare|porti|portino|lasci\w*|consent\w*|faccia|produca|producano|corrisponda)\b|\b(?:che|quale|quanto|quanta|a quanto)\s+(?:\w+\s+){0,3}?(?:ral|lordo|lorda)\b|\b(?:ral|lordo|lorda)\s+(?:\w+\s+){0,2}?(?:devo|dovrei|serve|servirebbe|bisogna|occorre|mettere|scrivere|offrire|dare)\b|\b(?:dare|offrire|mettere|scrivere)\s+(?:di\s+)?(?:ral|lordo|lordi)\b|\b(?:ral|lordo|lorda)\s+(?:da|a) (?:proporre|offrire|chiedere|mettere|scrivere|indicare)\b|[:;,]\s*(?:e |il |la )?(?:ral|lordo|lorda|lordi)(?: annu\w*| mensil\w*| corrispondent\w*)?\s*\?|\b(?:ral|lordo|lorda)\s+(?:[\w']+\s+){0,4}?(?:necessari\w*|occorrent\w*)\b/;

/**
 * The gross the firm has to offer ("la RAL che dobbiamo proporre", "il lordo che va offerto") or the one
 * that reaches the net ("la RAL … per arrivare a quel netto"): what a net-to-gross computes.
 */
const GROSS_TO_OFFER =
  /\b(?:ral|lordo|lorda)\s+(?:\w+\s+){0,2}?che\s+(?:dobbiamo|devo|dovrei|dovremmo|debba|si deve|va|andrebbe|bisogna)\s+(?:propo\w*|offr\w*|offert[oa]|dar\w*|dat[oa]|mett\w*|mess[oa]|scriv\w*|scritt[oa]|chied\w*|indic\w*|pagar\w*|pagat[oa])\b|\b(?:ral|lordo|lorda)\b[^.?!]{0,60}\bper (?:arrivare|avere|ottenere|raggiungere|garantire)\b[^.?!]{0,30}\bnett/;

/** The question asks for the gross that gives a net (text as `readable` folds it). */
export function asksForGross(text: string): boolean {
  return GROSS_FOR_NET.test(text) || GROSS_TO_OFFER.test(text);
}
