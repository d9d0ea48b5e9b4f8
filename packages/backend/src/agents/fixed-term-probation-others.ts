import type { Ccnl } from '../kb/schema.js';
import { bold } from './compose.js';
import { levelsIn } from './level-gap-asked.js';

type Row = NonNullable<Ccnl['probation']['fixed_term']>[number];

/**
 * "assumo a tempo determinato per 8 mesi una segretaria al 4° livello e un praticante al 2° livello": the other
 * levels named beside the first, each with its own fixed-term row for the same length, so no hire is dropped.
 * A follow-up that names no level ("e se i contratti fossero di 5 mesi?") keeps the levels of the turn before.
 * Empty when no other level is named or a named one has no row for the length (never a length guessed).
 */
export function otherLevelsFixedTerm(
  ccnl: Ccnl,
  level: string,
  texts: readonly string[],
  rowOf: (rows: readonly Row[]) => Row | undefined,
): string {
  const [asked, earlier] = texts;
  const here = levelsIn(ccnl, asked ?? '');
  const named = here.length ? here : levelsIn(ccnl, earlier ?? '');
  const others = named.filter((l) => l !== level);
  const sentences = others.flatMap((other) => {
    const row = rowOf((ccnl.probation.fixed_term ?? []).filter((r) => r.levels.includes(other)));
    const label = /^\d/.test(other)
      ? `${other.replace(/S$/, '° super')}${/S$/.test(other) ? '' : '°'} livello`
      : `livello ${other}`;
    return row ? [`Per il ${label} è di ${bold(row.max)}.`] : [];
  });
  return sentences.length ? ` ${sentences.join(' ')}` : '';
}
