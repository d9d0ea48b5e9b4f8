import { decimal, euro, percent } from '../kb/format.js';
import { cents } from '../payroll/index.js';
import { overtimeTiers } from './overtime-bands.js';

interface Rate {
  kind: string;
  percent: number;
  condition?: string | null;
}

/**
 * Overtime paid by tiers within one kind (the tiers as `overtimeTiers` reads them from the rates' conditions):
 * n hours split between the two rates, instead of every hour at the first.
 * Undefined when the agreement's rates for that kind have no tiers or the hours stay within the first.
 */
export function tieredOvertime(
  rates: readonly Rate[],
  kind: string,
  hourly: number,
  hours: number | undefined,
): { total: number; lines: string[] } | undefined {
  if (hours === undefined) return undefined;
  const tiers = overtimeTiers(rates, kind);
  if (!tiers) return undefined;
  const { first, covered, next } = tiers;
  if (!(covered > 0) || hours <= covered) return undefined;
  const rest = hours - covered;
  const firstValue = hourly * (1 + first.percent / 100);
  const nextValue = hourly * (1 + next.percent / 100);
  const total = cents(covered * firstValue + rest * nextValue);
  return {
    total,
    lines: [
      `Le ore si pagano a scaglioni: ${decimal(covered)} ${covered === 1 ? 'ora' : 'ore'} al ${percent(first.percent)} (${first.condition}) e ${decimal(rest)} al ${percent(next.percent)} (${next.condition}).`,
      `${decimal(covered)} × ${euro(cents(firstValue))} + ${decimal(rest)} × ${euro(cents(nextValue))} = ${euro(total)}.`,
    ],
  };
}
