import { MONTHS } from '../kb/format.js';
import { countValue } from './numbers.js';
import type { Intent, Slots } from './request.js';

/**
 * The month an accrual is asked up to, said without a day: "quanti ratei ho maturato a fine ottobre", "fino
 * ad agosto", "fino a fine novembre", "alla fine di settembre 2026". In a pro-rata question (13ª, 14ª, TFR, holidays) that is the last
 * day of that month. The year is the one said, else the hire's (a month after the hire in the same year).
 * Runs on the folded text, after the slot rules that read a full leaving date.
 */
const MONTH = `(${MONTHS.join('|')})`;
const UP_TO = new RegExp(
  String.raw`\b(?:a fine|alla fine di|fino a(?:lla)? fine(?: di)?|fino a(?:lla fine di)?|fino ad|entro (?:la )?fine(?: di)?|a tutto)\s+${MONTH}(?:\s+(?:del\s+)?(\d{4}))?\b`,
  'g',
);
const MONTH_RANGE = new RegExp(
  String.raw`\bda (?:inizio |fine )?${MONTH} (?:a|fino a) (?:tutto |fine |(?:la )?fine di )?${MONTH}\b`,
);
const DAY_END = new RegExp(
  String.raw`\b(?:maturat\w*|matur[aoi]\w*|accumulat\w*|accantonat\w*)\b[^.?]{0,25}?\b(?:al|fino al|entro il|alla data del)\s+(\d{1,2})\s*[°º]?\s+${MONTH}(?:\s+(?:del\s+)?(\d{4}))?\b`,
);
// "Al 31 ottobre quante ore di ferie ho maturato?": the day opening the asking clause, the accrual after it.
const DAY_END_FIRST = new RegExp(
  String.raw`(?:^|[.?!:;]\s*)(?:e\s+)?(?:al|fino al|entro il|alla data del)\s+(\d{1,2})\s*[°º]?\s+${MONTH}(?:\s+(?:del\s+)?(\d{4}))?\b[^.?]{0,60}?\b(?:maturat\w*|matur[aoi]\w*|accumulat\w*|accantonat\w*)`,
);
// "entrato il primo maggio e me ne vado il trenta novembre": the leaving day said without a year, after a hire (the
// hire's year, resolved at the end of reading as a month said alone is).
const LEAVING_DAY = new RegExp(
  String.raw`\b(?:me ne vado|me ne andro|mi licenzio|mi dimetto|lascio|esco|smetto|finisco)\b[^?.]{0,30}?\b(?:il|al)\s+(\d{1,2}|primo|[a-z]+)\s*[°º]?\s+${MONTH}\b(?!\s+(?:del\s+)?\d{4})`,
);
const HIRE_BEFORE = /\b(?:entrat|assunt|inizi|cominciat|partit|arrivat)\w*\s*$/;
const PRO_RATA: ReadonlySet<Intent> = new Set([
  'thirteenth_pro_rata',
  'monthly_payments',
  'tfr',
  'holidays',
  'rol_ex_festivita',
]);

const lastDay = (year: number, month: number): string =>
  String(new Date(Date.UTC(year, month, 0)).getUTCDate()).padStart(2, '0');

export function accrualEnd(
  text: string,
  slots: Slots,
  intent: Intent,
): Pick<Slots, 'endDate' | 'monthsWorked'> {
  if (slots.endDate !== undefined || !PRO_RATA.has(intent)) return {};
  // "ferie maturate al 30 giugno", "quanto tfr ho maturato fino al 15 settembre 2026": a day of the month.
  const day = DAY_END.exec(text) ?? DAY_END_FIRST.exec(text);
  if (day?.[1] && day[2]) {
    const mm = String(MONTHS.indexOf(day[2]) + 1).padStart(2, '0');
    const dd = day[1].padStart(2, '0');
    const hire = slots.hireDate;
    const year =
      day[3] ?? (hire && !hire.startsWith('?') && hire.slice(5) <= `${mm}-${dd}` ? hire.slice(0, 4) : '?');
    return { endDate: `${year}-${mm}-${dd}` };
  }
  // (Only with a hire told: without one, the months said or the range read below count the accrual.)
  const leaving = slots.hireDate ? LEAVING_DAY.exec(text) : null;
  const leavingDay = leaving?.[1] === 'primo' ? 1 : countValue(leaving?.[1] ?? '');
  if (leaving?.[2] && leavingDay !== undefined && Number.isInteger(leavingDay) && leavingDay >= 1) {
    const month = MONTHS.indexOf(leaving[2]) + 1;
    if (leavingDay <= Number(lastDay(2001, month)))
      return { endDate: `?-${String(month).padStart(2, '0')}-${String(leavingDay).padStart(2, '0')}` };
  }
  // "entrato a fine marzo … quante ore fino a fine novembre?": the hire's month is not the end asked.
  // ("assunto il primo marzo … arrivato a fine ottobre": with the hire's day known, another month is the end.)
  const hiredIn = slots.hireDate && !slots.hireDate.startsWith('?') ? Number(slots.hireDate.slice(5, 7)) : 0;
  const m = [...text.matchAll(UP_TO)].find(
    (match) =>
      !HIRE_BEFORE.test(text.slice(Math.max(0, match.index - 25), match.index)) ||
      (hiredIn > 0 && MONTHS.indexOf(match[1] ?? '') + 1 > hiredIn),
  );
  // "da marzo a ottobre compreso": the range's last month, when no "fino a" end is said.
  const endMonth = m?.[1] ?? rangeEnd(text, hiredIn);
  if (!endMonth) return {};
  const month = MONTHS.indexOf(endMonth) + 1;
  const hire = slots.hireDate;
  // A hire without its year yet ("il 30/3 di quest'anno": "?-03-30", resolved at the end of reading) gives the
  // end the same unresolved year.
  const unresolved = hire?.startsWith('?') && Number(hire.slice(2, 4)) <= month;
  if (!m?.[2] && unresolved)
    return { endDate: `?-${String(month).padStart(2, '0')}-${lastDay(2001, month)}` };
  const year = m?.[2]
    ? Number(m[2])
    : hire && !hire.startsWith('?') && Number(hire.slice(5, 7)) <= month
      ? Number(hire.slice(0, 4))
      : undefined;
  // Holidays accrued in the year up to a leaving month said with no year and no hire ("se mi dimetto a fine marzo,
  // quelle maturate da gennaio?"): the months from January, whatever the year.
  // (Not when the months run from another month said: "da dicembre a fine marzo" is a range, read as one.)
  // (A range said with no year and no hire, "da maggio ad agosto compreso": its end in the year resolved at the end
  // of reading, as a month said alone is.)
  if (year === undefined && !m)
    return { endDate: `?-${String(month).padStart(2, '0')}-${lastDay(2001, month)}` };
  if (year === undefined)
    return intent === 'holidays' &&
      hire === undefined &&
      slots.monthsWorked === undefined &&
      !MONTH_RANGE.test(text)
      ? { monthsWorked: month }
      : {};
  return { endDate: `${year}-${String(month).padStart(2, '0')}-${lastDay(year, month)}` };
}

/**
 * The last month of a range said for the accrual ("quanto ho maturato da marzo a ottobre compreso?"): read only
 * when the range starts at the hire's month or is said as the months counted ("compreso", "incluso"), so a
 * story's other months ("lavoro da marzo a ottobre ogni estate") do not end a year's accrual by themselves.
 */
const RANGE_END = new RegExp(
  String.raw`\bda (?:inizio )?${MONTH} (?:a|ad|fino a|fino ad) (?:tutto )?${MONTH}\b(\s+(?:compres|inclus)\w*)?`,
);
function rangeEnd(text: string, hiredIn: number): string | undefined {
  const r = RANGE_END.exec(text);
  if (!r?.[1] || !r[2]) return undefined;
  const from = MONTHS.indexOf(r[1]) + 1;
  const to = MONTHS.indexOf(r[2]) + 1;
  if (to < from) return undefined;
  return r[3] || from === hiredIn ? r[2] : undefined;
}

/**
 * An accrual asked up to today ("quanto TFR ho maturato finora?", "ferie maturate fino ad oggi", "ad oggi
 * quanta tredicesima ho maturato?"): the end is today, in the hire's year, when no other end is said. Without
 * it the months ran to the year's end.
 */
const UP_TO_NOW =
  /\b(?:finora|fino (?:ad |a )?(?:oggi|ora|adesso)|ad oggi|a oggi|ad ora|fin qui|fino a questo momento|alla data di oggi)\b/;
const TO_DATE: ReadonlySet<Intent> = new Set(['thirteenth_pro_rata', 'tfr', 'holidays', 'rol_ex_festivita']);

export function accruedToDate(
  request: { intent: Intent; slots: Slots },
  text: string,
  today: string,
): { slots?: Slots } {
  const { slots, intent } = request;
  if (!TO_DATE.has(intent) || slots.endDate !== undefined || slots.monthsWorked !== undefined) return {};
  const hire = slots.hireDate;
  if (!hire || hire.startsWith('?') || hire > today || !UP_TO_NOW.test(text)) return {};
  // The 13ª and the holidays accrue in the calendar year, the 14ª from July: a hire in an earlier year is not
  // read here (the period asked is then the year's, as before).
  if (hire.slice(0, 4) !== today.slice(0, 4)) return {};
  return { slots: { ...slots, endDate: today } };
}

/**
 * An accrual's end said by its month only ("?-11-30", accrualEnd) in the hire's year; February's end in a leap
 * year. An end before the hire's day in that year ("assunta il 10 dicembre e finisco il 20 marzo": a winter season
 * across the new year) is of the year after.
 */
export function resolvedEnd(slots: Slots, today: string): Slots {
  if (!slots.endDate?.startsWith('?')) return slots;
  const hireYear = slots.hireDate?.slice(0, 4);
  const across = hireYear !== undefined && slots.endDate.slice(1) < (slots.hireDate ?? '').slice(4);
  const year = hireYear
    ? String(Number(hireYear) + (across ? 1 : 0))
    : String(slots.taxYear ?? today.slice(0, 4));
  const end = `${year}${slots.endDate.slice(1)}`;
  return { ...slots, endDate: end.endsWith('-02-28') && Number(year) % 4 === 0 ? `${year}-02-29` : end };
}

/**
 * A hire day said without its year: the year asked (else this year), or the year before when the day falls after
 * the date asked in that year ("assunta il 20 luglio … la 14ª di luglio dell'anno dopo": hired the July before).
 */
export function resolvedHire(slots: Slots, today: string): string {
  const hire = slots.hireDate ?? '';
  const year = slots.taxYear ?? Number(today.slice(0, 4));
  const asked = slots.date;
  const before = asked?.startsWith(String(year)) === true && hire.slice(1) > asked.slice(4);
  return `${before ? year - 1 : year}${hire.slice(1)}`;
}

/** The pro-rata subject a document question names with an accrual ("quanto ho maturato di tredicesima"). */
export function accruedSubject(text: string): Intent {
  if (!/\bmatur\w*|\baccumul\w*|\baccanton\w*/.test(text)) return 'document_question';
  if (/\btredicesim\w*|\b13(?:a|esima|ma|ª)\b/.test(text)) return 'thirteenth_pro_rata';
  if (/\btfr\b|\bliquidazion/.test(text)) return 'tfr';
  return 'document_question';
}
