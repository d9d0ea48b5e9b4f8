/**
 * Italy's national public holidays (L. 27 maggio 1949, n. 260, art. 2, as amended; Easter Monday by custom and
 * the agreements; 4 October again from 2026, L. 8 ottobre 2025, n. 151): their names in users' words, day and
 * month, and the days of a given year. A town's patron saint is local and not listed.
 */

export interface NationalHoliday {
  name: string;
  /** How users name it ("ferragosto", "15 agosto"), on folded text. */
  words: RegExp;
  day: number;
  month: number;
  /** The first year it is a holiday again, when it was restored. */
  from?: number;
}

export const SAN_FRANCESCO = /\bsan francesco\b|\b4 ottobre\b|\bquattro ottobre\b/;

export const NATIONAL_HOLIDAYS: readonly NationalHoliday[] = [
  {
    name: 'Capodanno (1° gennaio)',
    words: /\bcapodanno\b|\b1(?:°|o)? gennaio\b|\bprimo gennaio\b/,
    day: 1,
    month: 1,
  },
  { name: 'l’Epifania (6 gennaio)', words: /\bepifania\b|\bbefana\b|\b6 gennaio\b/, day: 6, month: 1 },
  { name: 'il 25 aprile', words: /\b25 aprile\b|\bliberazione\b/, day: 25, month: 4 },
  {
    name: 'il 1° maggio',
    words: /\b1(?:°|o)? maggio\b|\bprimo maggio\b|\bfesta del lavoro\b/,
    day: 1,
    month: 5,
  },
  { name: 'il 2 giugno', words: /\b2 giugno\b|\bfesta della repubblica\b/, day: 2, month: 6 },
  { name: 'Ferragosto (15 agosto)', words: /\bferragosto\b|\b15 agosto\b/, day: 15, month: 8 },
  {
    name: 'Ognissanti (1° novembre)',
    words: /\bognissanti\b|\btutti i santi\b|\b1(?:°|o)? novembre\b|\bprimo novembre\b/,
    day: 1,
    month: 11,
  },
  // A national holiday again from 2026 (L. 151/2025): in 2026 it fell on a Sunday.
  { name: 'San Francesco (4 ottobre)', words: SAN_FRANCESCO, day: 4, month: 10, from: 2026 },
  { name: 'l’Immacolata (8 dicembre)', words: /\bimmacolata\b|\b8 dicembre\b/, day: 8, month: 12 },
  { name: 'Natale (25 dicembre)', words: /\bnatale\b|\b25 dicembre\b/, day: 25, month: 12 },
  {
    name: 'Santo Stefano (26 dicembre)',
    words: /\bsanto stefano\b|\bs\.? stefano\b|\b26 dicembre\b/,
    day: 26,
    month: 12,
  },
];

const iso = (y: number, m: number, d: number) =>
  `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** Easter Sunday of a year (the Meeus/Jones/Butcher computus), as month and day. */
function easter(year: number): [number, number] {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  return [Math.floor((h + l - 7 * m + 114) / 31), ((h + l - 7 * m + 114) % 31) + 1];
}

/** The national public holidays of a year as ISO days, Easter Monday included. */
export function publicHolidays(year: number): Set<string> {
  const fixed = NATIONAL_HOLIDAYS.filter((h) => (h.from ?? 0) <= year).map((h) => iso(year, h.month, h.day));
  const [em, ed] = easter(year);
  const monday = new Date(Date.UTC(year, em - 1, ed + 1));
  return new Set([...fixed, monday.toISOString().slice(0, 10)]);
}
