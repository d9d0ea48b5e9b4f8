import { countValue } from './numbers.js';

/**
 * The days a week the worker works, when the question says them: "su 5 giorni", "5 giorni a settimana", "tre
 * giorni alla settimana", "dal lunedì al venerdì" (5), "dal lunedì al sabato" (6). Read on the folded text; a
 * count of days off, of holidays or of permits is not the week ("3 giorni di permesso", "26 giorni di ferie").
 */
const COUNT = String.raw`(\d|uno|due|tre|quattro|cinque|sei|sette)`;
const ON_DAYS = new RegExp(String.raw`\bsu ${COUNT} giorn[oi]\b(?! di (?:permess|ferie|malatti|prova))`);
const DAYS_A_WEEK = new RegExp(
  String.raw`\b${COUNT} giorn[oi] (?:lavorativi )?(?:a|alla|la|per|ogni) settimana\b|\b${COUNT} giorn[oi] settimanal`,
);

/**
 * "30 ore su 6 giorni", "24 ore settimanali su 4 giorni", "40 ore dal lunedì al venerdì": the weekly hours said
 * beside the days.
 */
const HOURS_ON_DAYS = new RegExp(
  String.raw`\b(\d{1,2}(?:[.,]\d{1,2})?) ore (?:settimanali |a settimana |alla settimana )?(?:sempre |comunque |ancora )?(?:su ${COUNT} giorn|dal lunedi al (?:venerdi|sabato)\b)`,
);

/** The weekly hours written next to the days they are spread over, if the text says them so. */
export function hoursOnDays(text: string): number | undefined {
  const raw = HOURS_ON_DAYS.exec(text)?.[1];
  const hours = raw === undefined ? undefined : countValue(raw);
  return hours !== undefined && hours > 0 && hours <= 60 ? hours : undefined;
}

export function weekDays(text: string): number | undefined {
  if (/\bdal lunedi al venerdi\b/.test(text)) return 5;
  if (/\bdal lunedi al sabato\b/.test(text)) return 6;
  const match = ON_DAYS.exec(text) ?? DAYS_A_WEEK.exec(text);
  const raw = match?.slice(1).find((g) => g !== undefined);
  const days = raw === undefined ? undefined : countValue(raw);
  return days !== undefined && days >= 1 && days <= 7 ? days : undefined;
}
