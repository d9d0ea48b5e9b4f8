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
  String.raw`\b${COUNT} ${VISITS} ${WEEK}\b[^.?;]{0,25}?\b(?:per|da|di) ${COUNT} or[ae]\b`,
);
const HOURS_THEN_VISITS = new RegExp(
  String.raw`\b${COUNT} or[ae] (?:per |x |circa )?${COUNT} ${VISITS} ${WEEK}\b`,
);

/** The weekly hours of a schedule told as visits × hours each, or undefined. */
export function visitScheduleHours(text: string): number | undefined {
  const first = VISITS_THEN_HOURS.exec(text);
  const second = first ? undefined : HOURS_THEN_VISITS.exec(text);
  const visits = first ? countValue(first[1] ?? '') : countValue(second?.[2] ?? '');
  const hours = first ? countValue(first[2] ?? '') : countValue(second?.[1] ?? '');
  if (visits === undefined || hours === undefined) return undefined;
  if (visits < 1 || visits > 7 || hours <= 0 || hours > 10) return undefined;
  return visits * hours;
}
