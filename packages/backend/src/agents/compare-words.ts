/** Words confronta reads in a comparison: what is asked, whose pay, the level shared, the case set. */
export const LEVELS_ASKED = /inquadr|declaratori|classificazion|quanti livelli|mansion/;
// "chi prende di più tra un 4° Commercio e un 4° Turismo?": whose pay is higher.
export const WHO_EARNS_MORE =
  /\b(?:chi|quale|dove|con quale) (?:\w+ ){0,3}?(?:prend|guadagn|pag)\w* (?:di )?(?:piu|meno)\b|\bprend\w* di (?:piu|meno)\b/;
/** A choice or a pay word: what the agreements are weighed on when only a level is named. */
export const PAY_CHOICE =
  /\bconvien\w*|\bmeglio\b|\bdi piu\b|guadagn|\bprend\w*|\bpag[ahi]\w*|stipend|\bsoldi\b/;
/** A level said of the worker the agreements are weighed for, after them all: "… per un operaio di 3° livello?". */
export const SHARED_LEVEL =
  /\bper (?:un|una|il|la|un')\s?(?:[a-z]+ ){0,2}?(?:di|al|del|inquadrat[oa] al) (\d{1,2})\s*(?:°|º|o)?\s*livello\b(?:(?!\d{1,2}\s*(?:°|º|o)?\s*livell)[^,;])*\?\s*$/;
/** "a parità di livello e anzianità", "con la stessa anzianità": the seniority sets the case, it is not asked. */
export const SENIORITY_SET =
  /\ba parita di (?:(?:livello|inquadramento|mansioni) (?:e|ed) )?(?:di )?anzianita\b|\b(?:con la |a )?stessa anzianita\b/;
