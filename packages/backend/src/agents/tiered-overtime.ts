import { decimal, euro, percent } from '../kb/format.js';
import { cents } from '../payroll/index.js';

interface Rate {
  kind: string;
  percent: number;
  condition?: string | null;
}

const WORDS: Record<string, number> = { una: 1, due: 2, tre: 3, quattro: 4 };
// "prime 2 ore", "prima ora", "prime due ore": the hours the first rate covers.
const FIRST_TIER = /\bprim[ae]\s+(?:(\d+|una|due|tre|quattro)\s+)?or[ae]\b/;
const NEXT_TIER = /successiv/;

/**
 * Overtime paid by tiers within one kind ("25% per le prime 2 ore, 30% per le successive"; "prima ora" and
 * "ore successive alla prima"): n hours split between the two rates, instead of every hour at the first.
 * Undefined when the agreement's rates for that kind have no tiers or the hours stay within the first.
 */
export function tieredOvertime(
  rates: readonly Rate[],
  kind: string,
  hourly: number,
  hours: number | undefined,
): { total: number; lines: string[] } | undefined {
  if (hours === undefined) return undefined;
  const same = rates.filter((r) => r.kind === kind && r.condition);
  const first = same.find((r) => FIRST_TIER.test(r.condition ?? ''));
  const next = same.find((r) => r !== first && NEXT_TIER.test(r.condition ?? ''));
  if (!first || !next) return undefined;
  const count = FIRST_TIER.exec(first.condition ?? '')?.[1];
  const covered = count === undefined ? 1 : (WORDS[count] ?? Number(count));
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
