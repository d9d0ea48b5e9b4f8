import { readable } from '../reader/text.js';

/**
 * A rule whose deadline is relative ("le ore non godute vanno pagate entro il 31 luglio dell'anno successivo")
 * asked for a year the question names ("se a fine 2026 restano ore…"): the deadline is said with its own year
 * as well ("31 luglio 2027"), since the consultant asks for the date, not for the rule.
 */
// ("da fruire entro giugno dell'anno seguente", "entro il 30 giugno dell'anno dopo": the month alone, or another word.)
const MONTH =
  '(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)';
// ("comunque non oltre il 30 giugno dell'anno successivo", Commercio's carry-over of untaken leave.)
const RELATIVE = new RegExp(
  String.raw`\b(?:entro|non oltre|fino al) (il )?((?:\d{1,2}°? )?${MONTH}) dell['’]anno (?:successivo|seguente|dopo)\b`,
  'u',
);
const YEAR = /\b20\d\d\b/g;

/** The one year the question names, or none when it names none or several. */
function yearNamed(message: string): number | undefined {
  const years = new Set(readable(message).match(YEAR) ?? []);
  return years.size === 1 ? Number([...years][0]) : undefined;
}

/**
 * The line with the relative deadline followed by its date in the year after the one asked; a clause or
 * follow-up that names no year ("e fino a quando posso ancora usarle?") takes the one the turn before names.
 */
export function deadlineOfYearAsked(line: string, message: string, history: readonly string[] = []): string {
  const named = readable(message).match(YEAR);
  const year = named ? yearNamed(message) : yearNamed(history.at(-1) ?? '');
  const m = RELATIVE.exec(line);
  if (year === undefined || !m) return line;
  const dated = `${m[0]} (per il ${year}: entro ${m[1] ?? ''}**${m[2]} ${year + 1}**)`;
  return line.replace(m[0], dated);
}
