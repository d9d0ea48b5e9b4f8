import { bold } from './compose.js';
import { inSeniorityBand, type NoticeRow, resolvedSide } from './notice-rows.js';

/**
 * A level whose notice rows are written for more than one group of workers in their seniority notes (Chimico
 * category D: "quadri e impiegati, gruppi 1 e 2" and "gruppo 3"): the group the question names decides the row;
 * when it names none, the term is each group's, said as such, never one group's taken for the worker's.
 */

// "(quadri e impiegati, gruppi 1 e 2)", "(gruppo 3)": the group a row's band is written for.
const GROUP_NOTE = /\(([^)]*\bgrupp[io]\b[^)]*)\)/;
const groupOf = (row: NoticeRow) => GROUP_NOTE.exec(row.seniority)?.[1];

/** Whether the question names the group of a note: its words ("impiegato", "quadro") or its number ("gruppo 3"). */
function names(note: string, text: string): boolean {
  const numbers = note.match(/\d+/g) ?? [];
  if (numbers.some((n) => new RegExp(String.raw`\bgrupp[oi] (?:\d+ e )?${n}\b`).test(text))) return true;
  return (
    (/\bimpiegat/.test(note) && /\bimpiegat\w*/.test(text)) ||
    (/\bquadri\b/.test(note) && /\bquadr[oi]\b/.test(text))
  );
}

/** The rows of the group the question names, when the level's rows are split by group; else all of them. */
export function rowsOfGroupNamed(rows: NoticeRow[], text: string): NoticeRow[] {
  const groups = [...new Set(rows.map(groupOf).filter((g): g is string => g !== undefined))];
  if (groups.length < 2) return rows;
  const named = groups.filter((g) => names(g, text));
  return named.length === 1 ? rows.filter((r) => groupOf(r) === named[0]) : rows;
}

/**
 * "Nel CCNL … il preavviso di dimissioni per il livello D1 con 4 anni dipende dal gruppo, che non è indicato:
 * …": each group's term for the years told, when the rows of that band belong to more than one group.
 */
export function eachGroupTerm(
  rows: readonly NoticeRow[],
  asked: { years?: number | undefined; by?: 'dimissioni' | 'licenziamento' | undefined },
  lead: string,
): string | undefined {
  if (asked.years === undefined) return undefined;
  const years = asked.years;
  const band = rows.filter((r) => inSeniorityBand(r.seniority, years));
  const groups = [...new Set(band.map(groupOf))];
  if (groups.length < 2 || groups.includes(undefined)) return undefined;
  const term = (r: NoticeRow) =>
    asked.by === 'licenziamento'
      ? r.licenziamento
      : asked.by
        ? resolvedSide(r.dimissioni, r.licenziamento)
        : [
            r.licenziamento && `${r.licenziamento} (licenziamento)`,
            r.dimissioni && `${r.dimissioni} (dimissioni)`,
          ]
            .filter(Boolean)
            .join(', ');
  // "quadri e impiegati, gruppi 1 e 2" → "quadri e impiegati (gruppi 1 e 2)"; "gruppo 3" → "il gruppo 3".
  const who = (note = '') =>
    /^grupp/.test(note) ? `il ${note}` : note.replace(/, (grupp[io] [^,]+)$/, ' ($1)');
  const each = band.map((r) => `per ${who(groupOf(r))} ${bold(term(r) ?? '')}`);
  return `${lead} dipende dal gruppo professionale, che la domanda non indica: ${each.join('; ')}. Indicami il tuo gruppo (o se sei quadro o impiegato) per il termine esatto.`;
}
