import type { Ccnl } from '../kb/schema.js';
import { overtimeTiers } from './overtime-bands.js';

type Rate = NonNullable<Ccnl['rates']['rates']>[number];

/**
 * Weekday overtime tiers counted day by day ("25% per le prime 2 ore e 30% per le successive" in an agreement whose
 * overtime is capped "2 ore al giorno"): a timesheet's overtime column, each day's first hours at the first
 * tier's rate and the rest at the next one's. Undefined when the agreement has no such tiers, its rates do not
 * cap overtime by the day, or the sheet gives no day-by-day overtime count.
 */
export function dailyOvertimeTiers(
  ccnl: Ccnl,
  dayOvertime: number[] | undefined,
): { first: Rate; firstHours: number; next: Rate; nextHours: number } | undefined {
  if (!dayOvertime?.length) return undefined;
  const tiers = overtimeTiers(ccnl.rates.rates ?? [], 'straordinario');
  if (!tiers || /settiman/i.test(tiers.first.condition ?? '')) return undefined;
  // The agreement counts its overtime by the day: "massimo 2 ore al giorno", "2 ore giornaliere".
  const daily = new RegExp(`\\b${tiers.covered} ore (?:al giorno|giornalier\\w*)`, 'i');
  if (!daily.test(ccnl.rates.text ?? '')) return undefined;
  const firstHours = dayOvertime.reduce((sum, h) => sum + Math.min(h, tiers.covered), 0);
  const nextHours = dayOvertime.reduce((sum, h) => sum + Math.max(0, h - tiers.covered), 0);
  return { first: tiers.first, firstHours, next: tiers.next, nextHours };
}
