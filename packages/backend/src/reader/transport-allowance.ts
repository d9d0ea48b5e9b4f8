/**
 * An allowance or cost named for getting to work ("indennità di trasporto", "rimborso delle spese di trasporto",
 * "abbonamento ai mezzi di trasporto", "il trasporto al cantiere"): a pay item or a commute, not the logistics
 * agreement's sector. Without it the word "trasporto" would bring in Logistica beside the agreement the worker
 * names ("sono operaio edile … quanto mi spetta di indennità di trasporto e di trasferta?"). Runs on the folded
 * text; a haulage firm named as such ("ditta di trasporti", "trasporto merci") is left as it is.
 */
const ALLOWANCE =
  /\b(?:indennit\w*|rimbors\w*|spes[ae]|cost[oi]|abbonament\w*|buon[oi]|mezz[oi]|servizio|contribut[oi]|voce) (?:\w+ ){0,2}?(?:di|del|dei|per il|per i|al|ai|sul) trasport[oi]\b(?! (?:merci|conto terzi))|\btrasport[oi] (?:al|ai|sul|sui|fino al) (?:cantier\w*|lavoro|posto di lavoro)\b/g;

export const withoutTransportAllowance = (text: string): string => text.replace(ALLOWANCE, ' indennita ');
