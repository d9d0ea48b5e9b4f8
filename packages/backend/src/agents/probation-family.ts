import type { Ccnl } from '../kb/schema.js';
import type { Topic } from '../kb/topics.js';
import { citeSources } from './answer.js';
import { bold } from './compose.js';
import { levelFamily, levelWord } from './level-family.js';
import { levelShort } from './shared/levels.js';
import type { Line } from './topic-line.js';

/**
 * Probation lengths that differ by level, asked without the exact position: "inquadrato in categoria E" of the
 * Chimico-farmaceutico (E1–E4, all in one row of 4 months) is answered with that row's figure, never the first
 * row's; asked with no level at all, the rule is said and the level asked for, since the length depends on it.
 */

/** The one probation row holding every position of the letter family the question names, as the opening. */
export function probationFamilyLine(ccnl: Ccnl, asked: string): Line | undefined {
  const family = levelFamily(ccnl, asked);
  if (!family) return undefined;
  const rows = (ccnl.probation.by_level ?? []).filter((r) => family.some((l) => r.levels.includes(l)));
  const row = rows.length === 1 ? rows[0] : undefined;
  if (!row || !family.every((l) => row.levels.includes(l))) return undefined;
  const letter = family[0]?.charAt(0) ?? '';
  const text = `Nel ${ccnl.short_name} il periodo di prova massimo per la ${levelWord(ccnl)} ${letter} (${family.join(', ')}) è di ${bold(row.max)}.`;
  return { text, citations: citeSources(ccnl, text, ccnl.probation.article ?? null, ccnl.probation.sources) };
}

/** A row's levels as the asker would name them: the letters of lettered positions ("A, B"), else its first level. */
function rowLabel(levels: readonly string[]): string {
  if (!levels.every((l) => /^[A-Z]\d{0,2}$/.test(l))) return levelShort(levels[0] ?? '');
  return [...new Set(levels.map((l) => l.charAt(0)))].join(', ');
}

/**
 * With no level told and lengths that differ by level, the ask for it, after the rule: "Per dirti la durata
 * esatta indicami la tua categoria (A, B, C, D, E o F)." Empty when a level is told or one length holds for all.
 */
export function probationLevelAsk(ccnl: Ccnl, topic: Topic, level: string | undefined): string {
  const rows = ccnl.probation.by_level ?? [];
  if (topic !== 'prova' || level !== undefined || new Set(rows.map((r) => r.max)).size < 2) return '';
  const word = levelWord(ccnl);
  const lettered = word === 'categoria' && rows.every((r) => r.levels.every((l) => /^[A-Z]\d{0,2}$/.test(l)));
  const labels = lettered ? rows.map((r) => rowLabel(r.levels)).join(', ') : '';
  const listed = labels ? ` (${labels.replace(/, (?=[^,]*$)/, ' o ')})` : '';
  return ` Per dirti la durata esatta indicami ${word === 'categoria' ? 'la tua categoria' : 'il tuo livello'}${listed}.`;
}
