import { decimal, euro, percent } from '../kb/format.js';
import { cents } from '../payroll/index.js';

const WEEKDAY = 'luned[iì]|marted[iì]|mercoled[iì]|gioved[iì]|venerd[iì]|sabato|domenica';
const HOURS = String.raw`(\d{1,2}(?:[.,]\d{1,2})?)\s*(?:ore|h|or[ae] e mezz[ao])\b`;
// "lunedì 2 ore oltre l'orario", "lunedì sono rimasto 2 ore", "il martedì altre 3 ore".
const DAY_THEN_HOURS = new RegExp(
  String.raw`\b(${WEEKDAY})(?![a-z])((?:(?!\b(?:${WEEKDAY})(?![a-z]))[^.;?\d]){0,40}?)${HOURS}`,
  'gi',
);
// "2 ore lunedì e 3 ore martedì", "2 ore il lunedì".
const HOURS_THEN_DAY = new RegExp(
  String.raw`${HOURS}\s*(?:(?:di straordinario|in pi[uù]|extra|oltre l'orario)\s*)?(?:il |di |la |del )?(${WEEKDAY})(?![a-z])`,
  'gi',
);

const dayKey = (day: string) => day.toLowerCase().replace('ì', 'i');
const number = (raw: string) => Number(raw.replace(',', '.'));
/** "2", "1,5": whole hours without decimals. */
export const hoursCount = (h: number) => (Number.isInteger(h) ? String(h) : decimal(h));

/**
 * The overtime hours of each weekday the text tells ("lunedì 2 ore oltre l'orario e martedì 3 ore", "2 ore lunedì
 * e 3 ore martedì"), in the order told: two days at least, each named once; undefined otherwise, or when `total`
 * (the hours counted) is given and the days do not add up to it.
 */
export function hoursOfEachDay(text: string, total?: number): { day: string; hours: number }[] | undefined {
  const read = (pattern: RegExp, dayAt: number, hoursAt: number) =>
    [...text.matchAll(pattern)].map((m) => ({
      day: (m[dayAt] ?? '').toLowerCase(),
      hours: number(m[hoursAt] ?? ''),
      at: m.index ?? 0,
    }));
  for (const found of [read(DAY_THEN_HOURS, 1, 3), read(HOURS_THEN_DAY, 2, 1)]) {
    const days = found.sort((a, b) => a.at - b.at);
    if (days.length < 2 || new Set(days.map((d) => dayKey(d.day))).size !== days.length) continue;
    if (days.some((d) => !(d.hours > 0) || d.hours > 12)) continue;
    const sum = days.reduce((s, d) => s + d.hours, 0);
    if (total !== undefined && Math.abs(sum - total) > 0.001) continue;
    return days.map(({ day, hours }) => ({ day, hours }));
  }
  return undefined;
}

interface Tier {
  percent: number;
}

/**
 * Each day's overtime split between the tiers counted day by day: the day's first `covered` hours at the first rate,
 * the rest at the next one's ("lunedì: 2 ore al 25% = 37,50 €"; "martedì: 2 ore al 25% + 1 ora al 30% = 57,00 €").
 */
export function dayByDayLines(
  days: readonly { day: string; hours: number }[],
  covered: number,
  hourly: number,
  first: Tier,
  next: Tier,
): { inFirst: number; rest: number; total: number; lines: string[] } {
  const firstValue = cents(hourly * (1 + first.percent / 100));
  const nextValue = cents(hourly * (1 + next.percent / 100));
  const hoursText = (h: number) => `${hoursCount(h)} ${h === 1 ? 'ora' : 'ore'}`;
  let inFirst = 0;
  let rest = 0;
  let total = 0;
  const lines = days.map(({ day, hours }) => {
    const a = Math.min(hours, covered);
    const b = Math.round((hours - a) * 100) / 100;
    const value = cents(a * firstValue + b * nextValue);
    inFirst += a;
    rest += b;
    total += value;
    const parts = [`${hoursText(a)} × ${euro(firstValue)} (${percent(first.percent)})`];
    if (b > 0) parts.push(`${hoursText(b)} × ${euro(nextValue)} (${percent(next.percent)})`);
    return `- ${day[0]?.toUpperCase()}${day.slice(1)}, ${hoursText(hours)}: ${parts.join(' + ')} = ${euro(value)}`;
  });
  return { inFirst, rest, total: cents(total), lines };
}
