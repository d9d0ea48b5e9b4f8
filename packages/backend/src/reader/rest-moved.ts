/**
 * A weekly rest moved to another day ("il riposo me lo danno il martedì", "col riposo il mercoledì", "ho fatto il
 * riposo compensativo", "mi danno il giorno di recupero"), on folded text. Sunday hours worked with the rest given
 * on another day are the week's ordinary hours moved, not overtime: on top of the month's pay only the surcharge
 * for Sunday work is owed.
 */
export const REST_MOVED =
  /\briposo\b[^.?!]{0,40}\b(?:spost\w*|compensativ\w*|recuper\w*|(?:al|il|di) (?:lunedi|martedi|mercoledi|giovedi|venerdi|sabato))|\b(?:giorno|giornata) di (?:recupero|riposo compensativo)\b|\b(?:lunedi|martedi|mercoledi|giovedi|venerdi|sabato)\b[^.?!]{0,30}\briposo compensativo\b/;

/** Overtime named outright ("straordinario", "oltre l'orario", "dopo le mie 40 ore"): the hours are extra. */
const OVERTIME_SAID =
  /\bstraordinar\w*|\boltre (?:l'|il |al |la )?(?:suo |mio |loro |proprio |normale )?(?:orario|turno)\b|\bin piu rispetto (?:all'|al )?orario\b/;

/** Sunday hours told with the week's rest moved to another day, and no overtime said. */
export function sundayWithRestMoved(text: string): boolean {
  return /\bdomenic\w*/.test(text) && REST_MOVED.test(text) && !OVERTIME_SAID.test(text);
}
