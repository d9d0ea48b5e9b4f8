// A follow-up that corrects one fact the conversation gave, and one that goes back to the turn before the last.
// "gli anni di servizio sono 8, non 3", "non 3 ma 8": the count kept replaces the one denied; "assunta a
// maggio, non a febbraio", "non a febbraio ma a maggio": the month kept replaces the denied month of the hire
// (and of the day asked, when that day was only the hire). "tornando al preavviso", "ritornando al mio
// stipendio di prima", "torniamo al comporto": the case is the turn before the last one (read.ts).
import { MONTH_NAMES, MONTHS } from '../kb/format.js';
import { correctedAmounts } from './amount-correction.js';
import type { Slots } from './request.js';

export const RETURNS =
  /\b(?:ri)?torn(?:ando|iamo|o|are) (?:a|al|alla|allo|ai|alle|sul|sulla|sullo|su|indietro)\b|\bripren(?:dendo|diamo)\b/;

// A figure, day or level kept against the one denied after it ("il 20 marzo, non il 10", "31.000 e non 28.000",
// "8 anni di servizio, non 3", "al 3° livello, non al 4°", a letter level "D2, non C2"), or denied first ("non il 10 ma il 20").
const DENIED_VALUE = String.raw`(?:il |l'|al |allo |a |di |da |dal |del |era |erano |e |sono )?(?:\d|[a-z]{1,2}\d\b)`;
const VALUE_KEPT = new RegExp(
  String.raw`\d[\d.,]*(?:°|ª|º)?(?: [\w']+){0,3},? (?:e )?non ${DENIED_VALUE}|\bnon ${DENIED_VALUE}[\d.,]*(?:°|ª|º)?(?: [\w']+){0,3},? ma ${DENIED_VALUE}`,
);

const COUNT_KEPT_FIRST = /\b(\d{1,2})(?: anni| ore)?,? (?:e )?non (\d{1,2})\b/;
const COUNT_KEPT_LAST = /\bnon (\d{1,2})(?: anni| ore)?,? ma (\d{1,2})\b/;
const PREP = '(?:a|ad|in|da|di|dal|nel mese di|a inizio|a fine)';
const MONTH_KEPT_FIRST = new RegExp(
  String.raw`\b${PREP} (${MONTH_NAMES})\b,? (?:e )?non (?:${PREP} )?(${MONTH_NAMES})\b`,
);
const MONTH_KEPT_LAST = new RegExp(
  String.raw`\bnon (?:${PREP} )?(${MONTH_NAMES}),? ma (?:${PREP} )?(${MONTH_NAMES})\b`,
);

// "la lettera dice 1° aprile 2026, non 1° marzo": a whole day kept against the day denied after it.
const DAY = String.raw`(\d{1,2})(?:°|º|o)? (${MONTH_NAMES})(?: (\d{4}))?`;
const DAY_KEPT_FIRST = new RegExp(
  String.raw`\b${DAY},? (?:e )?non (?:(?:il|l'|al|dal) ?)?\d{1,2}(?:°|º|o)? (${MONTH_NAMES})\b`,
);

/** A turn that corrects a value the conversation gave: a figure, a day, a level or a month. */
export const VALUE_CORRECTED = new RegExp(
  [VALUE_KEPT, MONTH_KEPT_FIRST, MONTH_KEPT_LAST].map((r) => r.source).join('|'),
);

const monthNumber = (name: string) => String(MONTHS.indexOf(name) + 1).padStart(2, '0');

/** The slots a correction changes (none when the turn corrects nothing the conversation holds). */
export function corrected(text: string, slots: Slots, _today: string): Partial<Slots> {
  const out: Partial<Slots> = {};
  const first = COUNT_KEPT_FIRST.exec(text);
  const last = COUNT_KEPT_LAST.exec(text);
  const [kept, denied] = first
    ? [Number(first[1]), Number(first[2])]
    : last
      ? [Number(last[2]), Number(last[1])]
      : [undefined, undefined];
  if (kept !== undefined && slots.seniorityYears !== undefined && slots.seniorityYears === denied)
    out.seniorityYears = kept;
  // "sono 24 ore e non 20": the weekly hours kept.
  if (kept !== undefined && slots.weeklyHours !== undefined && slots.weeklyHours === denied)
    out.weeklyHours = kept;
  const m1 = MONTH_KEPT_FIRST.exec(text);
  const m2 = MONTH_KEPT_LAST.exec(text);
  const [keptMonth, deniedMonth] = m1 ? [m1[1], m1[2]] : m2 ? [m2[2], m2[1]] : [undefined, undefined];
  const hire = slots.hireDate;
  const day = DAY_KEPT_FIRST.exec(text);
  // The hire on the day denied (or read from it): the day kept, in the year said or the hire's.
  if (day && hire && [monthNumber(day[4] ?? ''), monthNumber(day[2] ?? '')].includes(hire.slice(5, 7))) {
    out.hireDate = `${day[3] ?? hire.slice(0, 4)}-${monthNumber(day[2] ?? '')}-${(day[1] ?? '1').padStart(2, '0')}`;
    if (slots.date === hire) out.date = out.hireDate;
    return { ...out, ...amountsKept(text, slots) };
  }
  if (keptMonth && deniedMonth && hire && hire.slice(5, 7) === monthNumber(deniedMonth)) {
    out.hireDate = `${hire.slice(0, 5)}${monthNumber(keptMonth)}-01`;
    if (slots.date === hire) out.date = out.hireDate;
  }
  return { ...out, ...amountsKept(text, slots) };
}

/** "è 2.200 non 2100": the amount the correction keeps, with the meaning of the one it denies. */
function amountsKept(text: string, slots: Slots): Partial<Slots> {
  const amounts = correctedAmounts(text, slots.amounts);
  return amounts ? { amounts } : {};
}
