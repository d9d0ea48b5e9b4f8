import { passagesText, type UploadedText } from '../kb/documents.js';
import { readable } from '../reader/text.js';

/**
 * "Tra la fine del turno di martedì 10 e l'inizio di quello di mercoledì 11 quante ore di riposo ho avuto?" with
 * a shift sheet uploaded ("Mar 10/11   P   14:00-22:00"): the two days the question names, found on the sheet's
 * rows, and the hours between the end of the first shift and the start of the second.
 */

const WEEKDAYS = ['lun', 'mar', 'mer', 'gio', 'ven', 'sab', 'dom'] as const;
// "martedì 10", "mercoledi", "il 10", "del 10/11": a day the question names, by weekday, number or both.
const DAY_SAID =
  /\b(lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica)\b(?:\s+(\d{1,2})\b)?|\b(?:il|del|di|al|dal)\s+(\d{1,2})(?:\/\d{1,2})?\b(?!\s*(?:ore|euro|%|:|\.\d))/g;
// A sheet's row: its weekday or day number, then a shift's start and end ("Mar 10/11 P 14:00-22:00").
const ROW_TIMES = /\b(\d{1,2})[:.](\d{2})\s*[-–]\s*(\d{1,2})[:.](\d{2})\b/;

interface Row {
  weekday?: string;
  day?: number;
  start: number;
  end: number;
  startSaid: string;
  endSaid: string;
}

interface DaySaid {
  weekday?: string;
  day?: number;
}

function rowsOf(text: string): Row[] {
  // (A sheet joined into one passage starts a row again at each weekday with its day: "… Mer 11/11 M …".)
  const lines = text.split(/\r?\n|\s+(?=(?:Lun|Mar|Mer|Gio|Ven|Sab|Dom)\w*\.?\s+\d{1,2}\b)/i);
  return lines.flatMap((line) => {
    const times = ROW_TIMES.exec(line);
    if (!times) return [];
    const before = readable(line.slice(0, times.index));
    const weekday = WEEKDAYS.find((w) => new RegExp(`\\b${w}\\w*`).test(before));
    const day = /\b(\d{1,2})(?:\/\d{1,2}(?:\/\d{2,4})?)?\b/.exec(before)?.[1];
    const [, h1, m1, h2, m2] = times;
    return [
      {
        ...(weekday ? { weekday } : {}),
        ...(day ? { day: Number(day) } : {}),
        start: Number(h1) + Number(m1) / 60,
        end: Number(h2) + Number(m2) / 60,
        startSaid: `${h1?.padStart(2, '0')}:${m1}`,
        endSaid: `${h2?.padStart(2, '0')}:${m2}`,
      },
    ];
  });
}

function daysSaid(question: string): DaySaid[] {
  return [...readable(question).matchAll(DAY_SAID)].map((m) => {
    const number = m[2] ?? m[3];
    return {
      ...(m[1] ? { weekday: m[1].slice(0, 3) } : {}),
      ...(number ? { day: Number(number) } : {}),
    };
  });
}

const matches = (row: Row, said: DaySaid): boolean =>
  (said.day === undefined || row.day === said.day) &&
  (said.weekday === undefined || row.weekday === said.weekday);

export interface SheetRest {
  gap: number;
  endSaid: string;
  startSaid: string;
}

/** The rest between the shifts of the two days the question names, read on an uploaded sheet; else undefined. */
export function sheetRest(question: string, documents: readonly UploadedText[]): SheetRest | undefined {
  const said = daysSaid(question);
  if (said.length < 2) return undefined;
  for (const document of documents) {
    const rows = rowsOf(passagesText(document));
    const first = rows.findIndex((r) => matches(r, said[0] as DaySaid));
    if (first < 0) continue;
    const second = rows.findIndex((r, i) => i > first && matches(r, said[1] as DaySaid));
    if (second < 0) continue;
    const a = rows[first] as Row;
    const b = rows[second] as Row;
    // Days apart: by the rows' numbers when both have one (a month's end counts as the next day), else one.
    const apart = a.day !== undefined && b.day !== undefined && b.day > a.day ? b.day - a.day : 1;
    // A night shift (22:00-06:00) ends the next day.
    const end = a.end <= a.start ? a.end + 24 : a.end;
    const gap = apart * 24 + b.start - end;
    if (gap <= 0 || gap > 72) continue;
    const day = (r: Row, s: DaySaid) =>
      [s.weekday ? WEEKDAY_NAMES[s.weekday] : undefined, r.day].filter((x) => x !== undefined).join(' ');
    return {
      gap: Math.round(gap * 100) / 100,
      endSaid: `del turno di ${day(a, said[0] as DaySaid)} (alle ${a.endSaid})`,
      startSaid: `di quello di ${day(b, said[1] as DaySaid)} (alle ${b.startSaid})`,
    };
  }
  return undefined;
}

const WEEKDAY_NAMES: Record<string, string> = {
  lun: 'lunedì',
  mar: 'martedì',
  mer: 'mercoledì',
  gio: 'giovedì',
  ven: 'venerdì',
  sab: 'sabato',
  dom: 'domenica',
};
