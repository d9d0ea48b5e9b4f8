import { findLevel } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';

/** The apprentice's level of arrival: the level read, or "livello finale 3°", "che diventerà 4°" however written. */
// The final level as a digit, a Roman numeral or an ordinal word ("livello finale il IV", "è il quarto").
const ROMAN_OR_WORD: Record<string, number> = {
  ii: 2,
  iii: 3,
  iv: 4,
  v: 5,
  vi: 6,
  vii: 7,
  primo: 1,
  secondo: 2,
  terzo: 3,
  quarto: 4,
  quinto: 5,
  sesto: 6,
  settimo: 7,
};
const ARRIVAL = new RegExp(
  String.raw`(?:livello|qualifica|inquadramento) (?:finale|di arrivo|d'arrivo|di destinazione|da raggiungere|a fine percorso)\W*(?:(?:e|sara|e'|il|al|un|a)\s+)*(\d|${Object.keys(ROMAN_OR_WORD).join('|')})\b(?!\s*(?:°\s*)?(?:anno|mese|semestre|period))|(?:diventera|arrivera|sara|destinat\w*)\w* (?:un |al |a |il )?(\d)`,
);

export function arrivalLevel(text: string, req: TypedRequest, ccnl: Ccnl): string | undefined {
  const arrival = ARRIVAL.exec(text);
  const said = arrival ? (arrival[1] ?? arrival[2] ?? '') : '';
  return (
    req.slots.level ?? (arrival ? findLevel(ccnl, `${ROMAN_OR_WORD[said] ?? said}° livello`) : undefined)
  );
}
