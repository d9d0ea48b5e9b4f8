import { readable } from '../reader/text.js';

/**
 * "ok e la colf invece?", "e per l'altra badante?": a few words that only turn the conversation to another
 * worker, the question itself coming in the sentences after them. Answered alone, such a part is the earlier
 * turn's case again (the other worker's figures), so it is no part of its own. (Another agreement named, "E il
 * Multiservizi?", is no such lead-in: its part is what carries the agreement.)
 */
const SWITCH =
  /^(?:(?:ok|okay|va bene|allora|ma|grazie)[,.]?\s+)?e\s+(?:per\s+|invece\s+)?(?:(?:la|il|lo|l'|l)\s?)?(?:mia\s+|nostra\s+|sua\s+|altr[oa]\s+)?(?:colf|badant\w*|baby ?sitter|collega|dipendent\w*|lavorat\w*|operai\w*|impiegat\w*|apprendist\w*|commess\w*|camerier\w*|cuoc\w*|autist\w*|magazzinier\w*)(?:\s+invece)?\s*\?*$/;
// "E quest'anno? Di quanto si rivaluterà…?", "e per il 2027? quanto…": a lead-in that only moves the time, the
// question coming after it (answered alone, it would be the earlier turn's question on that turn's figures).
const TIME_SWITCH =
  /^(?:(?:ok|okay|va bene|allora|ma|grazie)[,.]?\s+)?e\s+(?:invece\s+)?(?:quest'?\s?anno|l'?\s?anno (?:prossimo|dopo|scorso)|(?:per il|nel|il|per) 20\d\d|adesso|ora|oggi)(?:\s+invece)?\s*\?*$/;
// "E il mio collega che non gira sui turni ma fa sempre la notte, 22-6? Stessa paga: a lui quanto spetta?": the
// other worker told with what sets them apart, the question still coming after.
// "e mio fratello che lavora in un magazzino col contratto logistica?": a relative told by their own job.
const FAMILY =
  '(?:fratell[oi]|sorell[ae]|marito|moglie|compagn[oa]|fidanzat[oa]|figli[oa]|padre|madre|papa|mamma|cugin[oa]|cognat[oa]|amic[oa])';
const DESCRIBED_SWITCH = new RegExp(
  String.raw`^(?:(?:ok|okay|va bene|allora|ma|grazie)[,.]?\s+)?e\s+(?:per\s+|invece\s+)?(?:(?:la|il|lo|l'|l)\s?)?(?:mi[oa]\s+|nostr[oa]\s+|su[oa]\s+|altr[oa]\s+)?(?:collega|dipendent\w*|lavorat\w*|operai\w*|impiegat\w*|apprendist\w*|commess\w*|camerier\w*|cuoc\w*|autist\w*|magazzinier\w*|turnist\w*|addett\w*|${FAMILY})(?:\s+invece)?,?\s+(?:che|il quale|la quale)\s[^?]*\?*$`,
);
const ASKS = /\b(?:quant\w*|come|quando|cosa|perche|spett\w*|devo|deve|dobbiamo)\b/;

export function onlySwitchesSubject(part: string): boolean {
  const text = readable(part).trim();
  if (ASKS.test(text)) return false;
  const words = text.split(/\s+/).length;
  return (
    (words <= 6 && (SWITCH.test(text) || TIME_SWITCH.test(text))) ||
    (words <= 25 && DESCRIBED_SWITCH.test(text))
  );
}
