import { readable } from '../reader/text.js';

/**
 * "che dice il contratto sul part time? c'è un minimo di ore?": a general ask of what the agreement says on a
 * subject, followed by a short ask of one rule of it, only introduces that ask. Answered apart it would open with
 * whatever rule the knowledge base holds (the elastic clause's surcharge) beside the rule asked, which may be a
 * gap: the figure read as the answer to the bound asked.
 */
const GENERAL_ASK =
  /\b(?:che|cosa|che cosa)\s+(?:dice|dicono|prevede|prevedono|stabilisce|stabiliscono)\s+(?:il|l'|l)\s?(?:contratto|ccnl)\b[^?.!;]{0,40}?\b(?:su|sul|sulla|sullo|sui|sugli|sull'|sull|per il|per la|riguardo (?:al|alla|il|la)|in merito (?:al|alla)|del|della|dello|di)\b[^?.!;]{1,30}\?\s*$/;

/** A short ask of one rule: "c'è un minimo di ore?", "ci sono limiti?", "quante ore al massimo?". */
const RULE_ASK =
  /^(?:e|ma|ed)?\s*(?:c'?\s?e|ci sono|esiste|esistono|(?:e|sono) previst\w*|quant\w*|qual\w*|serve|servono)\b[^?]{0,60}\?*\s*$/;
const RULE_ASK_WORDS = 12;

/** The part is a general ask of the subject that the next part narrows to one rule. */
export function leadsIntoRuleAsk(part: string, next: string | undefined): boolean {
  if (next === undefined) return false;
  const ask = readable(next).trim();
  return (
    GENERAL_ASK.test(readable(part).trim()) && ask.split(/\s+/).length <= RULE_ASK_WORDS && RULE_ASK.test(ask)
  );
}
