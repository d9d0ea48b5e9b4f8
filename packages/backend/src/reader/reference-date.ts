import { MONTH_NAMES, MONTHS } from '../kb/format.js';
import { dateOfYear } from './asked-topic.js';
import { askedClause } from './asking-clause.js';
import type { TypedRequest } from './request.js';

/**
 * Session 25 (fixs25c): the day a question's figures are asked at, said as a reference ("riferendoci a dicembre
 * 2025", "con riferimento al 31 dicembre 2025", "alla data di dicembre 2025"), beside a hire or a story's other
 * days. The date asked picks that day's pay table and the increments matured by then; a hire day or no day read
 * gives way to it. Increments asked with an earlier year alone ("con il minimo del 2025") are counted at its end.
 */
const REFERENCE = new RegExp(
  String.raw`\b(?:riferendo(?:ci|mi|si|lo)?|(?:con|in) riferimento|riferit[oaie]|facendo riferimento|alla data (?:del|di))\s+(?:(?:a|al|alla|ad|all')\s*)?(?:(\d{1,2})\s*°?\s+)?(${MONTH_NAMES})\s+(?:del\s+)?(20\d\d)\b`,
);

/**
 * Increments asked "con il minimo del 2025" with no day: the end of that earlier year, after the hire's, is the
 * day they are counted at.
 */
function yearOfIncrements(request: TypedRequest, today: string): TypedRequest {
  const { slots } = request;
  const year = slots.taxYear;
  if (request.intent !== 'seniority' || year === undefined || !slots.hireDate) return request;
  if (slots.date !== undefined && slots.date !== slots.hireDate) return request;
  if (year <= Number(slots.hireDate.slice(0, 4)) || year >= Number(today.slice(0, 4))) return request;
  return { ...request, slots: { ...slots, date: `${year}-12-31` } };
}

/** The asking clause's own year ("per il 2025, dal 1° gennaio, qual era…"), with a day said without a year. */
const ASKED_YEAR = /\b(?:per il|nel|del|anno) (20\d\d)\b/;
const DAY_WITHOUT_YEAR = new RegExp(
  String.raw`\b(?:dal|al|il) (\d{1,2}|primo)\s*°?\s+(${MONTH_NAMES})\b(?!\s*(?:del\s+)?\d{4})`,
);

/**
 * "da marzo 2024 a dicembre 2025 ho fatto la baby sitter… Per il 2025, dal 1° gennaio, qual era la paga oraria
 * minima?": the story's first month is not the day asked; the asking clause's year (and its day) is.
 */
function yearOfTheAsk(request: TypedRequest, text: string, today: string): TypedRequest {
  const { slots } = request;
  // Only a pay table's own figure asked ("qual era la paga oraria minima"): a net or a tax asked "nel 2026" on
  // "il minimo di novembre 2025" keeps the pay's day and takes the year as the fiscal one.
  if (request.intent !== 'minimum_pay' && request.intent !== 'hourly_rate') return request;
  const asked = askedClause(text);
  const year = ASKED_YEAR.exec(asked)?.[1];
  // ("dal 1° gennaio 2025, quanto era rispetto a quello del 2026?" compares two years: not one day asked.)
  if (new Set(asked.match(/\b20\d\d\b/g)).size > 1) return request;
  if (!year || !slots.date || slots.date.slice(0, 4) === year) return request;
  const day = DAY_WITHOUT_YEAR.exec(asked);
  const date = day?.[2]
    ? `${year}-${String(MONTHS.indexOf(day[2]) + 1).padStart(2, '0')}-${String(day[1] === 'primo' ? 1 : Number(day[1])).padStart(2, '0')}`
    : dateOfYear(Number(year), today);
  return { ...request, slots: { ...slots, date, taxYear: Number(year) } };
}

const MONTH_YEAR = new RegExp(String.raw`\b(${MONTH_NAMES})\s+(?:del\s+)?(20\d\d)\b`, 'g');

/**
 * "Da settembre 2024 a settembre 2025 ho avuto un part-time… Per il mese di gennaio 2025, quanto doveva essere il
 * minimo?": the one month and year the asking clause names is the day asked, not the story's period.
 */
function monthOfTheAsk(request: TypedRequest, text: string): TypedRequest {
  const { slots } = request;
  if (request.intent !== 'minimum_pay' && request.intent !== 'hourly_rate') return request;
  const asked = askedClause(text);
  // ("in vigore oggi, dopo il rinnovo firmato a dicembre 2025": today is asked; the month dates the renewal.)
  if (/\boggi\b|\battual\w*|\badesso\b|\bora in vigore\b/.test(asked)) return request;
  const named = [...asked.matchAll(MONTH_YEAR)].filter(
    (m) =>
      !/\b(?:firmat|sottoscritt|siglat|rinnov|scadut|dopo|accord|intes)\w*\s+(?:a |ad |il |nel |di |del )?$/.test(
        asked.slice(Math.max(0, m.index - 20), m.index),
      ),
  );
  const [only] = named;
  if (named.length !== 1 || !only?.[1] || !only[2]) return request;
  const month = String(MONTHS.indexOf(only[1]) + 1).padStart(2, '0');
  if (slots.date?.startsWith(`${only[2]}-${month}`)) return request;
  return { ...request, slots: { ...slots, date: `${only[2]}-${month}-01`, taxYear: Number(only[2]) } };
}

export function referenceDate(request: TypedRequest, text: string, today: string): TypedRequest {
  const found = REFERENCE.exec(text);
  if (!found?.[2] || !found[3])
    return yearOfIncrements(monthOfTheAsk(yearOfTheAsk(request, text, today), text), today);
  const month = String(MONTHS.indexOf(found[2]) + 1).padStart(2, '0');
  const day = String(Math.min(Number(found[1] ?? 1), 31)).padStart(2, '0');
  const date = `${found[3]}-${month}-${day}`;
  const { slots } = request;
  if (slots.date === date) return request;
  // A date read that is not the hire's is the question's own.
  if (slots.date !== undefined && slots.date !== slots.hireDate && slots.date.slice(0, 4) === found[3])
    return request;
  return { ...request, slots: { ...slots, date, taxYear: Number(found[3]) } };
}
