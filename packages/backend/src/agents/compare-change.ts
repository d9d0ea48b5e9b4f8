import { addDays, euro, italianDate } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import { readAgreements } from '../reader/agreements.js';
import { fold, readable } from '../reader/text.js';
import { withoutIncreaseLandmarks } from './compare-asked-amount.js';
import { bold } from './compose.js';
import type { AgentContext } from './context.js';
import { levelName } from './shared/levels.js';

/**
 * "e da dicembre cambia qualcosa x gli studi?" after a comparison of minimums: Sì when a new table starts in the
 * month asked for the agreement the turn names (every compared one when it names none), with the new minimum and
 * the change (Studi professionali 3° from 1 December 2026: 1.726,37 €, +20,00 €); No when none starts then.
 * Undefined when no change is asked ("prima dell'aumento di novembre" only dates the question), the month is today's or a level's pay is missing.
 */
const CHANGE_ASKED =
  /\bcambi\w* (?:qualcosa|niente|nulla)\b|\b(?:ci sono|c'?e|ci sara|arriva\w*|scatt\w*) (?:degli |un |qualche |l')?aument\w*|\baument\w*\b|\bsal(?:e|gono|ira|iranno)\b/;

export function changeOpening(
  ctx: AgentContext,
  agreements: Ccnl[],
  levels: (string | undefined)[],
  date: string,
): string | undefined {
  const text = readable(ctx.message);
  if (!CHANGE_ASKED.test(withoutIncreaseLandmarks(text)) || date.slice(0, 7) === ctx.today.slice(0, 7))
    return undefined;
  const known = new Set(readAgreements(ctx.kb, text).known);
  // ("x gli studi": a word of a compared agreement's name is enough to name it among the two.)
  const named = (c: Ccnl) =>
    known.has(c.id_categoria) ||
    fold(c.short_name.replace(/^CCNL /, ''))
      .split(/[^a-z]+/)
      .some((word) => word.length >= 5 && new RegExp(`\\b${word}\\b`).test(text));
  const asked = agreements.some(named) ? agreements.filter(named) : agreements;
  const monthStart = `${date.slice(0, 7)}-01`;
  const changes = asked.map((c) => {
    const level = levels[agreements.indexOf(c)];
    const at = level ? levelPayAt(c, level, date) : undefined;
    const before = level ? levelPayAt(c, level, addDays(monthStart, -1)) : undefined;
    if (!level || !at || !before) return undefined;
    const changed = at.table.effective_from >= monthStart && at.row.amount !== before.row.amount;
    return { c, level, at, before, changed };
  });
  if (changes.some((x) => x === undefined)) return undefined;
  const found = changes.filter((x): x is NonNullable<typeof x> => x !== undefined);
  const sentences = found.map(({ c, level, at, before, changed }) =>
    changed
      ? `dal ${italianDate(at.table.effective_from)} il minimo del ${levelName(c, level)} del ${c.short_name} sale a ${bold(euro(at.row.amount))} (${euro(cents(at.row.amount - before.row.amount))} in più rispetto a ${euro(before.row.amount)})`
      : `nel ${c.short_name} il minimo del ${levelName(c, level)} non cambia (${euro(at.row.amount)})`,
  );
  const verdict = found.some((x) => x.changed) ? 'Sì' : 'No';
  return `${bold(verdict)}: ${sentences.join('; ')}. `;
}
