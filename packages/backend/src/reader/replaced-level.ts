/**
 * "e se invece del C3 lo mettono B1?", "al posto del 3° livello lo inquadrano al 4°", "anziché B2 fosse un A1":
 * the level a follow-up sets aside is no level of the case. It is taken out of the words the levels are read
 * from, so the level brought in is read, not the one it replaces. Only a level code or an ordinal level is taken
 * out ("invece del commercio" names an agreement: replaced-agreement.ts).
 */
const LEVEL_SET_ASIDE =
  /\b(?:invece (?:del|dello|della|dell'|di|che)|al posto (?:del|dello|della|dell'|di)|anziche(?: (?:il|lo|la|l'|del|al))?|non piu(?: (?:il|al|come))?) ?(?:livello |categoria |cat\. )?(?:[a-e][ -]?\d\b(?: super| s\b)?|q(?:uadro)?\b|\d{1,2}\s*[°º]?(?: ?(?:livello|liv\.?|categoria|cat\.?))?(?: super| s\b)?|(?:primo|secondo|terzo|quarto|quinto|sesto|settimo|ottavo) (?:livello|categoria)(?: super)?)/gi;

/** The message without the level it sets aside; unchanged when it sets none aside. */
export function withoutReplacedLevel(message: string): string {
  return message.replace(LEVEL_SET_ASIDE, ' ');
}
