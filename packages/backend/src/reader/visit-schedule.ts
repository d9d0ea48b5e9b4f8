import { countValue } from './numbers.js';

/**
 * A week told as visits of so many hours, as families and small employers say it: "viene tre volte a settimana
 * per quattro ore", "due pomeriggi a settimana per 3 ore", "4 ore per 3 volte alla settimana". The visits times
 * the hours of each is the weekly schedule (the colf's 13ª, TFR and contributions are computed on it).
 */

const COUNT = String.raw`(\d+(?:[.,]5)?|un|una|due|tre|quattro|cinque|sei|sette|otto)`;
const VISITS = '(?:volte|giorni|giornate|pomeriggi|mattin[ei]|mattinate|sere|serate)';
const WEEK = '(?:a|alla|per|la|ogni|in) settimana';

const VISITS_THEN_HOURS = new RegExp(
  // "2 pomeriggi a settimana 5 ore": the hours right after the week need no "per".
  String.raw`\b${COUNT} ${VISITS} ${WEEK}\b(?:[^.?;]{0,25}?\b(?:per|da|di)|,?) ${COUNT} or[ae]\b`,
);
const HOURS_THEN_VISITS = new RegExp(
  String.raw`\b${COUNT} or[ae] (?:per |x |circa )?${COUNT} ${VISITS} ${WEEK}\b`,
);

const WHOLE_WEEK = /^,? ?(?:in tutto|in totale|totali|complessiv\w*|tutto compreso)\b/;

/** The weekly hours of a schedule told as visits × hours each, or undefined. */
export function visitScheduleHours(text: string): number | undefined {
  const first = VISITS_THEN_HOURS.exec(text);
  const second = first ? undefined : HOURS_THEN_VISITS.exec(text);
  const visits = first ? countValue(first[1] ?? '') : countValue(second?.[2] ?? '');
  const hours = first ? countValue(first[2] ?? '') : countValue(second?.[1] ?? '');
  if (visits === undefined || hours === undefined) return undefined;
  if (visits < 1 || visits > 7 || hours <= 0) return undefined;
  // "due mattine a settimana, 10 ore in tutto": the hours said are the week's, not each visit's.
  const match = first ?? second;
  const rest = match ? text.slice(match.index + match[0].length) : '';
  if (first && WHOLE_WEEK.test(rest)) return hours;
  if (hours > 10) return undefined;
  return visits * hours;
}

// "lavoro solo il sabato 8 ore", "faccio 6 ore la domenica e basta", "sabato e domenica 5 ore ciascuno".
const DAY = '(?:il |la |di )?(?:sabato|domenica|lunedi|martedi|mercoledi|giovedi|venerdi)';
const ONE_DAY_FIRST = new RegExp(
  String.raw`\b(?:solo|soltanto|unicamente|solamente) ${DAY}\b[^.?;]{0,25}?\b${COUNT} or[ae]\b`,
);
const HOURS_THEN_ONE_DAY = new RegExp(
  String.raw`\b${COUNT} or[ae] (?:solo |soltanto )?${DAY}\b(?! e ${DAY})(?:[^.?;]{0,15}\b(?:e basta|e stop|soltanto|solamente)\b)?`,
);
const TWO_DAYS = new RegExp(
  String.raw`\b${DAY} e ${DAY}\b[^.?;]{0,15}?\b${COUNT} or[ae] (?:ciascun[oa]|al giorno|per giorno|a giornata|ognuno|ognuna)\b`,
);

// "viene martedì e giovedì 4 ore": two days named after the visit, the hours bare, are each day's hours.
const TWO_DAYS_VISIT = new RegExp(
  String.raw`\b(?:viene|vengono|lavora|lavorano|va|fa|presta servizio)\b(?: (?:da noi|da lei|da lui|da me|a casa))? ${DAY} e ${DAY} (?:per )?${COUNT} or[ae]\b(?! (?:in tutto|in totale|totali|complessiv|a settimana|alla settimana|settimanali))`,
);

/** The weekly hours of a week of one day ("solo il sabato 8 ore") or of two days of equal hours, or undefined. */
export function oneDayWeekHours(text: string): number | undefined {
  const two = TWO_DAYS.exec(text) ?? TWO_DAYS_VISIT.exec(text);
  if (two) {
    const hours = countValue(two[1] ?? '');
    return hours !== undefined && hours > 0 && hours <= 12 ? 2 * hours : undefined;
  }
  const solo = ONE_DAY_FIRST.exec(text);
  const only =
    solo ??
    (/\b(?:solo|soltanto|e basta|e stop|solamente|unicamente)\b/.test(text)
      ? HOURS_THEN_ONE_DAY.exec(text)
      : null);
  const hours = only ? countValue(only[1] ?? '') : undefined;
  return hours !== undefined && hours > 0 && hours <= 12 ? hours : undefined;
}
