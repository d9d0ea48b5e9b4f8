import { euro, italianDate } from '../kb/format.js';
import { renewalSteps } from '../kb/increases.js';
import type { Ccnl } from '../kb/schema.js';
import { onlyDerived, UNREAD_MINIMUM } from '../kb/unread-table.js';
import { levelShort } from './shared/levels.js';

// "il prossimo aumento quando arriva e di quanto?": one tranche ahead asked, not the ones after it ("i prossimi
// aumenti", "e quelli dopo?", "tutte le tranche" ask them all).
const ONE_NEXT = /\b(?:il )?prossim[oa] (?:aument|tranche|rata|scatto)\w*/;
const ALL_AHEAD =
  /\bprossim[ie] (?:aument|tranche|rate)\w*|\b(?:successiv|seguent)\w*|\btutt[ie]\b|\b(?:e )?(?:poi|dopo)\s*\?/;

/**
 * The level's minimum at each step of the renewal from the one in force on `from` (none superseded quoted), up to
 * `until` when the question asks one tranche alone (the ones after it are not asked), the first one ahead alone
 * when `text` asks "il prossimo aumento".
 */
export function stepsTable(
  ccnl: Ccnl,
  level: string,
  from = '',
  aheadOnly = false,
  until = '9',
  text = '',
): string[] {
  const ahead = renewalSteps(ccnl, level).filter(
    (s, i, all) => (aheadOnly ? s.from > from : (all[i + 1]?.from ?? '9') > from) && s.from <= until,
  );
  const steps = aheadOnly && ONE_NEXT.test(text) && !ALL_AHEAD.test(text) ? ahead.slice(0, 1) : ahead;

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
