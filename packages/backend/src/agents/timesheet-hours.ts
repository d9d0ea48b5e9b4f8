/**
 * The hours a timesheet records when it states no total: each day's own count ("Lunedì … (9 ore)") or, without
 * one, its time ranges ("8:30-13:00 14:00-18:30" is 9 hours). Only lines that name a weekday count, so a
 * letter's "40 ore settimanali" or a payslip's "Ore ordinarie: 168" never does.
 */
const WEEKDAY = /^\s*(?:lun|mar|mer|gio|ven|sab|dom)\w*\b/i;
const DAY_COUNT = /\b(\d{1,2}(?:[,.]\d{1,2})?)\s*(?:ore|h)\b/i;
const RANGE = /\b(\d{1,2})[:.](\d{2})\s*[-–]\s*(\d{1,2})[:.](\d{2})\b/g;

/** Hours of one day's line, or undefined when it records none. */
function dayHours(line: string): number | undefined {
  const counted = DAY_COUNT.exec(line)?.[1];
  if (counted !== undefined) return Number(counted.replace(',', '.'));
  let minutes = 0;
  for (const m of line.matchAll(RANGE)) {
    const from = Number(m[1]) * 60 + Number(m[2]);
    const to = Number(m[3]) * 60 + Number(m[4]);
    if (to > from) minutes += to - from;
  }
  return minutes > 0 ? minutes / 60 : undefined;
}

/** The sum of the hours of the days a timesheet lists (at least two), or undefined. */
export function dayHoursTotal(text: string): number | undefined {
  // Lines a document index joined into one passage start again at each day's name.
  const days = text
    .split(/\r?\n|(?=\b(?:luned|marted|mercoled|gioved|venerd)[iì](?![a-z])|\b(?:sabato|domenica)\b)/i)
    .filter((line) => WEEKDAY.test(line))
    .map(dayHours)
    .filter((h): h is number => h !== undefined);
  if (days.length < 2) return undefined;
  return Math.round(days.reduce((sum, h) => sum + h, 0) * 100) / 100;
}

/**
 * "quante ore di straordinario ho fatto?" beside a timesheet: the count of hours beyond the weekly schedule
 * opens the answer, before what they are worth.
 */
export function countedHoursLine(
  question: string,
  extraHours: number | undefined,
  weeklyHours: number | undefined,
): string | undefined {
  if (extraHours === undefined || !/\bquant[ei] ore\b/.test(question)) return undefined;
  const hours = extraHours.toLocaleString('it-IT', { maximumFractionDigits: 2 });
  const schedule = weeklyHours !== undefined ? ` oltre le ${weeklyHours} settimanali dell'orario` : '';
  return `Dal documento risultano **${hours} ${extraHours === 1 ? 'ora' : 'ore'} di straordinario**${schedule}.`;
}
