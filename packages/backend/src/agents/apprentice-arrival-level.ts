import { findLevel } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';

/**
 * The level an apprentice is put in from the first day, where the agreement places apprentices straight in the
 * level of the qualification to reach and pays them a share of it (Metalmeccanici industria since June 2021:
 * "inquadrato subito nel livello della qualifica da conseguire"): the final level the user states ("a fine
 * percorso sarà C3", "livello di arrivo D1", "diventerà B1"). Not for agreements that pay apprentices as lower
 * levels (Commercio's two levels below), nor when the apprenticeship is denied.
 */
const APPRENTICE = /\bapprendist\w*/;
const DENIED = /\b(?:non|senza|mai|ex|dopo)\b[^.?;!]{0,30}\bapprendist/;
const PLACED_AT_FINAL =
  /\binquadrat\w* subito nel livello\b|\binquadramento nel livello (?:corrispondente|finale)\b/i;
const ARRIVAL =
  /\b(?:(?:a|alla) fine (?:del )?(?:percorso|apprendistato)|livello (?:finale|di arrivo|d'arrivo|di destinazione)|qualifica (?:finale|da conseguire)|diventer\w*|arriver\w*|destinat\w* (?:al|a))\b[^.?;]{0,20}/;

export function apprenticeArrivalLevel(ccnl: Ccnl, message: string): string | undefined {
  const text = readable(message);
  if (!APPRENTICE.test(text) || DENIED.test(text)) return undefined;
  if (!PLACED_AT_FINAL.test(ccnl.apprenticeship.text ?? '') || ccnl.apprenticeship.level_halves)
    return undefined;
  const clause = ARRIVAL.exec(text)?.[0];
  return clause ? findLevel(ccnl, clause.replace(/\b(?:finale|percorso|apprendistato)\b/g, ' ')) : undefined;
}
