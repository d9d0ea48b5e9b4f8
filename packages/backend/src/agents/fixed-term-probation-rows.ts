import type { Ccnl } from '../kb/schema.js';
import { citeSources } from './answer.js';
import { bold } from './compose.js';
import { otherLevelsFixedTerm } from './fixed-term-probation-others.js';
import type { Line } from './topic-line.js';

/**
 * The probation of a fixed-term hire where the agreement scales it by the contract's length ("assumo a tempo
 * determinato per 8 mesi: quanto può durare la prova?", then "e se il contratto è di 5 mesi?"): the row of the
 * level and length told, before the open-ended hire's row, which a fixed-term contract does not take.
 */

type Row = NonNullable<Ccnl['probation']['fixed_term']>[number];

// A fixed-term hire told ("a tempo determinato", "contratto a termine", "un determinato di 8 mesi"), not denied.
const FIXED_TERM =
  /\b(?:tempo determinat\w*|(?:contratt\w*|assunt\w*|assum\w*|assunzion\w*|rapport\w*|lavorator\w*|dipendent\w*) a termine|determinat[oa] di \d)/;
const OPEN_ENDED = /\b(?:tempo )?indeterminat\w*|\bstabilizz\w*/;
// The contract's length ("a tempo determinato di 8 mesi", "il contratto lo faccio di 5 mesi", "durata 6 mesi").
const LENGTH =
  /\b(?:contratt[oi]|termine|determinat\w*|durata|dura)\b[^.?!\d]{0,30}?\b(\d{1,2})\s+mesi\b|\b(\d{1,2}) mesi (?:a termine|di contratto|a tempo determinato)\b/;

/** The newest turn that tells the hire's kind decides it; the newest that tells a length gives the months. */
function fixedTermMonths(texts: readonly string[]): { months?: number } | undefined {
  let months: number | undefined;
  for (const text of texts) {
    const m = LENGTH.exec(text);
    if (months === undefined && m) months = Number(m[1] ?? m[2]);
    if (FIXED_TERM.test(text)) return months === undefined ? {} : { months };
    if (OPEN_ENDED.test(text)) return undefined;
  }
  return undefined;
}

const holds = (row: Row, months: number) =>
  (row.over_months === undefined || months > row.over_months) &&
  (row.from_months === undefined || months >= row.from_months) &&
  (row.up_to_months === undefined || months <= row.up_to_months) &&
  (row.below_months === undefined || months < row.below_months);

const span = (row: Row) =>
  row.from_months !== undefined
    ? `di almeno ${row.from_months} mesi`
    : row.below_months !== undefined && row.over_months === undefined
      ? `di meno di ${row.below_months} mesi`
      : row.up_to_months !== undefined && row.over_months === undefined
        ? `fino a ${row.up_to_months} mesi`
        : row.below_months !== undefined
          ? `oltre ${row.over_months ?? 0} e meno di ${row.below_months} mesi`
          : `oltre ${row.over_months ?? 0} mesi`;

export function fixedTermProbationLine(
  ccnl: Ccnl,
  level: string | undefined,
  texts: readonly string[],
): Line | undefined {
  const all = ccnl.probation.fixed_term;
  if (!all?.length || !level) return undefined;
  const told = fixedTermMonths(texts);
  if (!told) return undefined;
  const rows = all.filter((r) => r.levels.includes(level));
  if (!rows.length) return undefined;
  const label = /^\d/.test(level)
    ? `${level.replace(/S$/, '° super')}${/S$/.test(level) ? '' : '°'} livello`
    : `livello ${level}`;
  const ordinary = ccnl.probation.by_level?.find((r) => r.levels.includes(level))?.max;
  const months = told.months;
  const row = months === undefined ? undefined : rows.find((r) => holds(r, months));
  const longest = Math.max(...rows.map((r) => r.below_months ?? r.up_to_months ?? r.from_months ?? 0));
  let text: string;
  if (months !== undefined && row)
    text = `Nel ${ccnl.short_name} il periodo di prova massimo per un contratto a tempo determinato di ${months} mesi al ${label} è di ${bold(row.max)} (contratti a termine di durata ${span(row)}${ordinary ? `; a tempo indeterminato ${ordinary}` : ''}).${otherLevelsFixedTerm(ccnl, level, texts, (r) => r.find((x) => holds(x, months)))}`;
  else if (months !== undefined && months >= longest && ordinary)
    text = `Nel ${ccnl.short_name} per un contratto a tempo determinato di ${months} mesi al ${label} il periodo di prova massimo è quello dei contratti a tempo indeterminato, ${bold(ordinary)} (le durate ridotte valgono per i contratti a termine di meno di ${longest} mesi).`;
  else
    text = `Nel ${ccnl.short_name} il periodo di prova massimo per un contratto a tempo determinato al ${label} dipende dalla durata del contratto: ${rows.map((r) => `${bold(r.max)} per i contratti ${span(r)}`).join(', ')}${ordinary ? `; da ${longest} mesi in su ${ordinary}, come a tempo indeterminato` : ''}.`;
  // The sources that speak of fixed-term hires first.
  const sources = [...ccnl.probation.sources].sort(
    (a, b) => Number(/termine/i.test(b.note ?? '')) - Number(/termine/i.test(a.note ?? '')),
  );
  return { text, citations: citeSources(ccnl, text, ccnl.probation.article ?? null, sources) };
}
