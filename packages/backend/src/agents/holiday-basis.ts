import { readable } from '../reader/text.js';
import { type Week, weekAsked } from './schedule-variant.js';

/** The yearly holidays an accrual is counted on, in the unit the answer gives. */
export interface HolidayBasis {
  amount: number;
  unit: 'giorni' | 'settimane' | 'ore';
  /** Days of a month that make it count (the agreement's "rateo con almeno 16 giorni"; 15 by default). */
  threshold: number;
  /** How yearly hours were had from the weeks or days and the weekly hours told ("4 settimane × 40 ore"). */
  from?: string;
}

const WORDS: Record<string, number> = { quattro: 4, cinque: 5, sei: 6 };
const number = (said: string) => WORDS[said.toLowerCase()] ?? Number(said.replace(',', '.'));

// "26 giorni lavorativi l'anno con orario su 6 giorni e 22 giorni lavorativi con orario su 5 giorni".
const BY_WEEK = /(\d+)\s+giorni(?: lavorativi)?(?: l'anno)?\s+(?:con orario )?su\s+(5|6)\s+giorni/g;
// "rateo con almeno 16 giorni", "matura con almeno 16 giorni nel mese".
const THRESHOLD = /\b(?:rateo|matura\w*|mese)\b[^.;]{0,30}?\balmeno\s+(\d{1,2})\s+giorni/;
// "4 settimane … pari … a 160 ore": the yearly hours the agreement states beside its weeks.
const HOURS = /\bpari\b[^.;]{0,40}?\b(\d+(?:,\d+)?)\s+ore\b/;
// "22 giorni lavorativi (173 ore) con orario su 5 giorni": the yearly hours stated beside a week's days.
const DAYS_HOURS =
  /(\d+)\s+giorni(?: lavorativi)?\s+\((\d+(?:,\d+)?)\s+ore\)(?:\s+(?:con orario )?su\s+(5|6)\s+giorni)?/g;
// The accrual asked in hours ("quante ore di ferie ho maturato?").
const ASKS_HOURS = /\bquant[ei] ore\b|\bore di ferie\b|\bin ore\b/;
// The weekly hours the question tells: "40 ore su 5 giorni", "38 ore settimanali", "36 ore a settimana".
const WEEKLY_HOURS =
  /\b(\d{1,2}(?:,\d+)?)\s*(?:ore|h)\b\s*(?:settimanali|a settimana|alla settimana|la settimana|su\s+(5|6)\s*(?:giorni|gg|gg\.))/;
// Full-time hours told beside the words: "tempo pieno 40 ore", "full time da 40 ore", "40 ore, tempo pieno".
const FULL_TIME_HOURS =
  /\b(?:tempo pieno|full.?time)\b[^.;?]{0,12}?\b(\d{1,2})\s*(?:ore|h)\b|\b(\d{1,2})\s*(?:ore|h)\b[^.;?]{0,6}?\b(?:tempo pieno|full.?time)\b/;
// A part-time worker's hours are not the agreement's full week.
const PART_TIME = /\bpart.?time\b|\btempo parziale\b|\bverticale\b|\borizzontale\b/;

/**
 * The agreement's yearly holidays for the question: the figure of the working week the question says when the
 * agreement states one per week (a five-day week's 22 days, not the six-day 26), the hours the agreement states
 * when the accrual is asked in hours, otherwise the first figure of the statement (weeks or days, whichever
 * comes first, never a later clause's "10 giorni" of illness); with the month's threshold the agreement sets.
 */
export function holidayBasis(
  text: string,
  message: string,
  history: readonly string[] = [],
  agreementWeekly?: number,
): HolidayBasis | undefined {
  const threshold = Number(THRESHOLD.exec(text)?.[1] ?? 15);
  const asked = readable(message);
  const hours = HOURS.exec(text);
  if (ASKS_HOURS.test(asked) && hours?.[1]) return { amount: number(hours[1]), unit: 'ore', threshold };
  const week: Week | undefined = weekAsked(message, history);
  if (ASKS_HOURS.test(asked)) {
    const inHours = hoursOf(text, asked, week, threshold, agreementWeekly);
    if (inHours) return inHours;
  }
  const perWeek = [...text.matchAll(BY_WEEK)];
  const own = perWeek.find((m) => Number(m[2]) === week);
  if (own?.[1]) return { amount: Number(own[1]), unit: 'giorni', threshold };
  const days = /(\d+(?:[.,]\d+)?)\s*(?:giorni|giornate)/.exec(text);
  const weeks = /(\d+|quattro|cinque)\s*settimane/i.exec(text);
  const first = days && weeks ? (weeks.index < days.index ? weeks : days) : (days ?? weeks);
  if (!first?.[1]) return undefined;
  const amount = number(first[1]);
  if (Number.isNaN(amount)) return undefined;
  return { amount, unit: first === weeks ? 'settimane' : 'giorni', threshold };
}

/**
 * The year's holidays in hours when the accrual is asked in hours: the hours the agreement states beside the
 * week's days ("22 giorni lavorativi (173 ore)"), else its weeks (or a week's days) times the weekly hours the
 * question tells ("40 ore su 5 giorni", "tempo pieno 40 ore": 4 settimane × 40 ore = 160 ore), or the agreement's
 * own weekly hours for a worker not said to be part-time. Undefined when none is had.
 */
function hoursOf(
  text: string,
  asked: string,
  week: Week | undefined,
  threshold: number,
  agreementWeekly?: number,
): HolidayBasis | undefined {
  const stated = [...text.matchAll(DAYS_HOURS)];
  const own = stated.find((m) => Number(m[3]) === week) ?? (week === undefined ? stated[0] : undefined);
  if (own?.[2]) return { amount: number(own[2]), unit: 'ore', threshold };
  const told = WEEKLY_HOURS.exec(asked);
  const fullTime = FULL_TIME_HOURS.exec(asked);
  const toldHours = told?.[1] ?? fullTime?.[1] ?? fullTime?.[2];
  const fromAgreement = toldHours === undefined && !PART_TIME.test(asked) ? agreementWeekly : undefined;
  const weekly = toldHours ? number(toldHours) : (fromAgreement ?? Number.NaN);
  if (!(weekly > 0 && weekly <= 48)) return undefined;
  const weeks = /(\d+|quattro|cinque)\s*settimane/i.exec(text);
  const days = /(\d+(?:[.,]\d+)?)\s*(?:giorni|giornate)/.exec(text);
  const hoursText = String(weekly).replace('.', ',');
  if (weeks?.[1] && (!days || weeks.index < days.index)) {
    const n = number(weeks[1]);
    return {
      amount: n * weekly,
      unit: 'ore',
      threshold,
      from: `${n} settimane × ${hoursText} ore settimanali${fromAgreement ? ' (orario normale del contratto)' : ''}`,
    };
  }
  // Days on the week the question tells ("su 5 giorni"): each day is the week's hours over its days.
  const perWeek = [...text.matchAll(BY_WEEK)].find((m) => Number(m[2]) === Number(told?.[2] ?? week));
  const workDays = Number(told?.[2] ?? week);
  if (perWeek?.[1] && workDays) {
    const n = Number(perWeek[1]);
    const amount = Math.round(((n * weekly) / workDays) * 100) / 100;
    return { amount, unit: 'ore', threshold, from: `${n} giorni × ${hoursText} / ${workDays} ore al giorno` };
  }
  return undefined;
}
