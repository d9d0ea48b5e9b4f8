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
// A level said before the shared one ("un tecnico al livello C3 dei metalmeccanici e per uno al 3° livello
// dell'alimentare"): each agreement has its own level, the last is not everyone's.
const LEVEL_SAID_BEFORE =
  /\blivell\w* [a-z]{1,2} ?\d\b|\b[a-d][1-3]s?\b|\d\s*(?:°|º)|\b\d{1,2}[ao]? (?:livell|categori)/;

/** The level shared by all agreements compared (SHARED_LEVEL), unless another level was said before it. */
export function sharedLevelOf(text: string): string | undefined {
  const match = SHARED_LEVEL.exec(text);
  if (!match || LEVEL_SAID_BEFORE.test(text.slice(0, match.index))) return undefined;
  return match[1];
}
/** "a parità di livello e anzianità", "con la stessa anzianità": the seniority sets the case, it is not asked. */
export const SENIORITY_SET =
  /\ba parita di (?:(?:livello|inquadramento|mansioni) (?:e|ed) )?(?:di )?anzianita\b|\b(?:con la |a )?stessa anzianita\b/;
// "permessi annui (ROL + ex festività) … con orario su 5 giorni": the week's days set the case, the leave is asked.
const SCHEDULE_CONDITION =
  /\b(?:orario|settimana|lavoro) (?:su|di|a) (?:\d|cinque|sei)\s*giorn|\bsettimana corta\b|\b(?:su|a) (?:\d|cinque|sei) giorni\b/;
const LEAVE_NAMED = /\bpermess\w*|\brol\b|\bex festivit|\bferie\b/;
/** Whether the working week is named only as a condition of the leave compared, not asked itself. */
export const weekOnlyCondition = (topic: string, text: string) =>
  topic === 'orario' &&
  SCHEDULE_CONDITION.test(text) &&
  LEAVE_NAMED.test(text) &&
  !/ore settimanal|orario settimanal|ore (?:a|alla|per) settimana/.test(text);

/**
 * The renewal's increase asked ("aumenti", "tranche", "a regime"); "a regime sui nuovi minimi per 12 mesi" is a
 * year at the new tables, no increase asked.
 */
export const INCREASE_ASKED =
  /aument|increment|\btranche\b|\btrance\b|\ba regime\b(?![^.?]{0,30}\b(?:nuov\w* minim|per (?:12|dodici) mesi))/;

/**
 * The year's gain with the month it starts from ("nel 2026 quanto prende in più un 4° livello … e da che mese?"):
 * the tranche of that year, not the gap between the two minimums.
 */
export const YEAR_GAIN_ASKED =
  /^(?=.*\bin piu\b)(?=.*\b(?:nel|durante il|in tutto il) 20\d\d\b)(?=.*\b(?:da (?:che|quale) mese|da quando|a partire da quando|con che decorrenza)\b)/;
