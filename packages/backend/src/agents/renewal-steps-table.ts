import { euro, italianDate } from '../kb/format.js';
import { renewalSteps } from '../kb/increases.js';
import type { Ccnl } from '../kb/schema.js';
import { onlyDerived, UNREAD_MINIMUM } from '../kb/unread-table.js';
import { levelShort } from './shared/levels.js';

/**
 * The level's minimum at each step of the renewal from the one in force on `from` (none superseded quoted), up to
 * `until` when the question asks one tranche alone (the ones after it are not asked).
 */
export function stepsTable(ccnl: Ccnl, level: string, from = '', aheadOnly = false, until = '9'): string[] {
  const steps = renewalSteps(ccnl, level).filter(
    (s, i, all) => (aheadOnly ? s.from > from : (all[i + 1]?.from ?? '9') > from) && s.from <= until,
  );

  if (!steps.length) return [];
  // Tables only derived (kb/unread-table.ts): the tranches alone, their minimums not given.
  if (steps.some((s) => onlyDerived(s.table)))
    return [
      `Aumenti del minimo mensile del ${levelShort(level)} nel ${ccnl.short_name}; ${UNREAD_MINIMUM}:`,
      '',
      '| Dal | Aumento |',
      '| --- | ---: |',
      ...steps.map((s) => `| ${italianDate(s.from)} | +${euro(s.published ?? s.amount)} |`),
    ];
  return [
    `Minimo mensile del ${levelShort(level)} nel ${ccnl.short_name}, dalle tabelle della base di conoscenza:`,
    '',
    '| Dal | Minimo mensile | Aumento |',
    '| --- | ---: | ---: |',
    ...steps.map((s) => `| ${italianDate(s.from)} | ${euro(s.after)} | +${euro(s.published ?? s.amount)} |`),
  ];
}
