import { decimal, euro, percent } from '../kb/format.js';
import { cents } from '../payroll/index.js';
import { dayByDayLines, hoursCount, hoursOfEachDay } from './day-hours.js';
import { overtimeTiers } from './overtime-bands.js';
import { weekOvertimeTiers } from './week-overtime-tiers.js';

interface Rate {
  kind: string;
  percent: number;
  condition?: string | null;
}

// The hours of each day told: "2 ore ciascuno il 7, l'8 e il 9", "3 ore al giorno", "2 ore per giorno".
const PER_DAY =
  /\b(\d{1,2}(?:[.,]\d{1,2})?)\s*(?:ore|h)\s*(?:di straordinario\s*|in pi[uù]\s*|extra\s*)?(?:ciascun[oa]|al giorno|per giorno|ogni giorno|giornalier\w*|a giornata)\b/i;

const ONE_DAY =
  /\bin (?:un|una) (?:giorno|giornata) sol[oa]\b|\bin (?:un|una) sol[oa] (?:giorno|giornata)\b|\b(?:tutte )?(?:lo stesso|nello stesso|in un) giorno\b|\b(?:nella|la|in una) stessa giornata\b|\bin una giornata\b|\bin giornata\b/i;

// A single day named for the hours ("martedì ha fatto 3 ore", "ieri sono rimasto 3 ore"), and no other day.
const DAY_NAMES =
  /\b(luned[iì]|marted[iì]|mercoled[iì]|gioved[iì]|venerd[iì]|sabato|domenica|ieri|oggi|stasera|stanotte)(?![a-z])/gi;
// ("2.400 euro lordi al mese" is the pay, not the hours' days.)
const SEVERAL_DAYS =
  /\bgiorni\b|\bgiornate\b|\bal giorno\b|\bogni giorno\b|\bsettiman|(?<!\bal )\bmese\b|\bciascun/i;
// A single date named for the hours ("il 15/12 fa 3 ore", "il 15 dicembre è rimasto 3 ore").
const DATES =
  /\b(?:il|l'|del|dell'|nel giorno|giorno) ?(\d{1,2})(?:\/(\d{1,2})(?:\/\d{2,4})?|°? (gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre))\b/gi;
// "ieri (giovedì)", "oggi, martedì,", "giovedì (ieri)": a relative day and the weekday it names are one day.
const WEEKDAY = 'luned[iì]|marted[iì]|mercoled[iì]|gioved[iì]|venerd[iì]|sabato|domenica';
const RELATIVE = 'ieri|oggi|stasera|stanotte';
const SAME_DAY = new RegExp(
  `\\b(?:(${RELATIVE})\\s*[(,]?\\s*(${WEEKDAY})|(${WEEKDAY})\\s*[(,]\\s*(${RELATIVE}))(?![a-z])`,
  'gi',
);
// Every later "ieri" of the conversation ("le stesse 3 ore di ieri") is then that weekday too.
function sameDays(told: string): string {
  const bound = new Map<string, string>();
  const once = told.replace(SAME_DAY, (_m, r1?: string, w1?: string, w2?: string, r2?: string) => {
    const weekday = w1 ?? w2 ?? '';
    bound.set((r1 ?? r2 ?? '').toLowerCase(), weekday);
    return weekday;
  });
  return once.replace(new RegExp(`\\b(${RELATIVE})(?![a-z])`, 'gi'), (m) => bound.get(m.toLowerCase()) ?? m);
}
// "la settimana scorsa", "questa settimana": when the day fell, not several days worked.
const WHICH_WEEK = /\bsettimana (?:scorsa|passata)\b|\b(?:questa|scorsa|ultima|passata) settimana\b/gi;
function oneDayNamed(toldRaw: string): boolean {
  const told = sameDays(toldRaw).replace(WHICH_WEEK, ' ');
  const dates = new Set([...told.matchAll(DATES)].map((m) => `${m[1]}/${m[2] ?? m[3]?.toLowerCase()}`));
  if (dates.size === 1 && told.search(DAY_NAMES) < 0 && !SEVERAL_DAYS.test(told)) return true;
  // ("di giorno, non di sabato": a day denied is no day worked.)
  const days = new Set(
    [...told.matchAll(DAY_NAMES)]
      .filter(
        (m) =>
          !/\b(?:non|ne|né|tranne|eccetto)\s+(?:di\s+|il\s+|la\s+|di\s+)?$/i.test(told.slice(0, m.index)),
      )
      .map((m) => (m[1] ?? '').toLowerCase().replace('ì', 'i')),
  );
  return days.size === 1 && !SEVERAL_DAYS.test(told);
}

/**
 * Overtime paid by tiers within one kind (the tiers as `overtimeTiers` reads them from the rates' conditions):
 * n hours split between the two rates, instead of every hour at the first.
 * Undefined when the agreement's rates for that kind have no tiers or the hours stay within the first.
 * `daily`: the agreement counts its tiers day by day (the Metalmeccanici's "prime 2 ore" are each day's first two
 * hours of overtime, art. 7 sez. IV tit. III: overtime is what follows the daily schedule), told by its rates'
 * text ("massimo 2 ore al giorno"); `told` is the text that may give the hours of each day; `schedule` the week's
 * hours due, for bands of the week's hours (week-overtime-tiers.ts); `asked` the question, whose own rate for the
 * hours ("la maggiorazione è il 25%") is kept.
 */
// A rate the question sets for the hours ("la maggiorazione è il 25%", "con la maggiorazione del 25%").
const RATE_SET = String.raw`\b(?:maggiorazione|percentuale)\s+(?:(?:e|è|sia|fosse|sara|sarà)\s+(?:il\s+|del\s+|di\s+)?|del\s+|di\s+|al\s+)`;
function rateSet(asked: string, percent: number, next: number): boolean {
  const said = (p: number) => new RegExp(String.raw`\b${p}\s*%`).test(asked);
  return new RegExp(String.raw`${RATE_SET}${percent}\s*%`, 'i').test(asked) && !said(next);
}

export function tieredOvertime(
  rates: readonly Rate[],
  kind: string,
  hourly: number,
  hours: number | undefined,
  week: { daily: boolean; told: string; schedule?: number | undefined; asked?: string } = {
    daily: false,
    told: '',
  },
): { total: number; lines: string[] } | undefined {
  if (hours === undefined) return undefined;
  const ranked = overtimeTiers(rates, kind);
  // Bands of the week's hours are counted on the week, never day by day.
  // ("ha lavorato 46 ore: 6 ore di straordinario", "sto a 45 ore": a count above a full week holding the
  // overtime hours is the week worked, and its schedule is the hours before them.)
  const schedule =
    week.schedule !== undefined && week.schedule > 40 && week.schedule - hours >= 25
      ? week.schedule - hours
      : week.schedule;
  // The week's bands split only a week whose total is told above them ("52 ore anziché le 40"): hours of a
  // month, or several weeks each within the band ("mai oltre la 48ª ora"), stay at the first rate.
  // ("se le ore della settimana fossero state 50", "le ore settimanali fossero 50": the week's hours named before
  // their count.)
  const weekTold =
    schedule !== undefined &&
    new RegExp(
      String.raw`\b${schedule + hours} ore\b|\bore (?:(?:della|nella|in) settimana|settimanali)\b[^.?;]{0,25}\b${schedule + hours}\b(?! ?(?:%|euro|€|,\d))`,
      'i',
    ).test(week.told);
  const tiers = ranked ?? (weekTold ? weekOvertimeTiers(rates, kind, schedule) : undefined);
  if (!tiers) return undefined;
  const by = ranked ? week : { ...week, daily: false };
  const { first, covered, next } = tiers;
  if (!(covered > 0) || hours <= covered) return undefined;
  // "se il divisore è 173 e la maggiorazione è il 25%": the rate the question sets is the one to use.
  if (week.asked !== undefined && rateSet(week.asked, first.percent, next.percent)) return undefined;
  // "lunedì 2 ore e martedì 3 ore": each day told split on its own (day-hours.ts).
  const days = by.daily
    ? (hoursOfEachDay(week.asked ?? '', hours) ?? hoursOfEachDay(by.told, hours))
    : undefined;
  if (days) {
    const split = dayByDayLines(days, covered, hourly, first, next);
    const over = days.filter((d) => d.hours > covered).map((d) => d.day);
    return {
      total: split.total,
      lines: [
        `Le ${first.condition} al ${percent(first.percent)} si contano giorno per giorno: le ore oltre le prime ${hoursCount(covered)} di uno stesso giorno sono al ${percent(next.percent)} (${next.condition}).`,
        'Giorno per giorno:',
        ...split.lines,
        ...(over.length
          ? [
              `Non tutte le ore sono al ${percent(first.percent)}: oltre le prime ${hoursCount(covered)} ore di ${over.join(' e di ')} si applica il ${percent(next.percent)}.`,
            ]
          : []),
        `Totale: ${hoursCount(split.inFirst)} ${split.inFirst === 1 ? 'ora' : 'ore'} al ${percent(first.percent)}${split.rest > 0 ? ` e ${hoursCount(split.rest)} al ${percent(next.percent)}` : ''} = ${euro(split.total)}.`,
      ],
    };
  }
  const firstValue = hourly * (1 + first.percent / 100);
  const nextValue = hourly * (1 + next.percent / 100);
  const perDayRaw = by.daily ? PER_DAY.exec(by.told)?.[1] : undefined;
  // "in un giorno solo", "tutte lo stesso giorno": every hour on one day.
  const oneDay = by.daily && (ONE_DAY.test(by.told) || oneDayNamed(by.told));
  const perDay = oneDay ? hours : perDayRaw === undefined ? undefined : Number(perDayRaw.replace(',', '.'));
  // Day by day: each day's first hours at the first rate; without the days told, the hours are taken as within
  // each day's first band (the agreement's usual daily limit), and the next rate said for a day beyond it.
  const inFirst = !by.daily
    ? covered
    : perDay && perDay > 0
      ? Math.min(hours, (hours / perDay) * Math.min(perDay, covered))
      : hours;
  const rest = Math.round((hours - inFirst) * 100) / 100;
  const dayNote = by.daily
    ? [
        `Le ${first.condition} al ${percent(first.percent)} si contano giorno per giorno: le ore oltre le prime ${decimal(covered)} di uno stesso giorno sono al ${percent(next.percent)} (${next.condition}).${perDay ? ` Ore indicate per giorno: ${decimal(perDay)}.` : ' Senza le ore di ogni giorno, le ho considerate entro le prime di ciascun giorno.'}`,
      ]
    : [];
  if (rest <= 0) return { total: cents(hours * firstValue), lines: dayNote };
  const total = cents(inFirst * firstValue + rest * nextValue);
  return {
    total,
    lines: [
      ...dayNote,
      `Le ore si pagano a scaglioni: ${decimal(inFirst)} ${inFirst === 1 ? 'ora' : 'ore'} al ${percent(first.percent)} (${first.condition}) e ${decimal(rest)} al ${percent(next.percent)} (${next.condition}).`,
      `${decimal(inFirst)} × ${euro(cents(firstValue))} + ${decimal(rest)} × ${euro(cents(nextValue))} = ${euro(total)}.`,
    ],
  };
}
