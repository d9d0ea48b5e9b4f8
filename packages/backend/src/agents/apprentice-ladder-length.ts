import { percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { periodMonths } from './combined-pay.js';
import { bold } from './compose.js';
import { levelName } from './shared/levels.js';

type PayRow = NonNullable<Ccnl['apprenticeship']['pay']>[number];

/**
 * The ladder of shares cut at the longest apprenticeship the agreement allows for the level of arrival: a period
 * that starts after it ("quarto anno" where the 4° livello lasts at most 36 months) is not the apprentice's pay,
 * and is named apart as the rule of longer apprenticeships. The whole ladder when no length is known for the level.
 */
export function ladderWithinLength(
  ccnl: Ccnl,
  rows: readonly PayRow[],
  level: string | undefined,
): { kept: PayRow[]; beyond: PayRow[]; months?: number } {
  const months = level
    ? ccnl.apprenticeship.durations?.find((d) => d.levels.includes(level))?.months
    : undefined;
  if (!months) return { kept: [...rows], beyond: [] };
  const starts = (r: PayRow) => periodMonths(r.period)?.[0];
  const kept = rows.filter((r) => (starts(r) ?? 1) <= months);
  // Cut only when a period is left: a ladder written in other units stays whole.
  if (!kept.length || kept.length === rows.length) return { kept: [...rows], beyond: [], months };
  return { kept, beyond: rows.filter((r) => !kept.includes(r)), months };
}

/** The length for the level of arrival, as the answer opens it, and the periods beyond it as a note. */
export function ladderLengthLines(
  ccnl: Ccnl,
  level: string | undefined,
  cut: { beyond: PayRow[]; months?: number },
): { opening: string; note: string[] } {
  if (!cut.months || !level) return { opening: '', note: [] };
  const years = cut.months % 12 === 0 ? ` (${cut.months / 12} anni)` : '';
  const beyond = cut.beyond.map((r) => `${r.period} ${percent(r.percent ?? 0)}`).join('; ');
  return {
    opening: ` Per il ${levelName(ccnl, level)} l'apprendistato dura al massimo ${bold(`${cut.months} mesi`)}${years}.`,
    note: beyond
      ? [
          `Oltre i ${cut.months} mesi (${beyond}): solo dove il contratto ammette un apprendistato più lungo per il livello, non per il ${levelName(ccnl, level)}.`,
        ]
      : [],
  };
}
