import { readable } from '../reader/text.js';

/**
 * "Quante giornate annue da 8 ore fanno i turnisti su 21 turni nel 2026?": a statement that lists a yearly
 * figure by weekly shift count and year ("con 17 turni settimanali 220 nel 2026 e nel 2027, 215 nel 2028; con 21
 * turni 215,5 nel 2026 e nel 2027, 210,5 nel 2028") opens with the row of the count asked, for the year asked
 * when the question names one; the other rows and years are left out, the rest of the statement follows.
 */
const ROW =
  /\b(?:con )?(\d{1,2})( o più)? turni(?: settimanali)? ((?:\d+(?:,\d+)? nel 20\d\d(?: e nel 20\d\d)*(?:, | e )?)+)/gu;
const FIGURE = /(\d+(?:,\d+)?) nel (20\d\d(?: e nel 20\d\d)*)/gu;
// The unit the rows count in: "giornate annue di 8 ore", "ore annue".
const UNIT = /\b(?:giornate|ore) (?:lavorative )?annue(?: di \d+ ore)?/u;
const RENEWAL = /\b(?:con )?(?:il )?(rinnovo del \d{1,2}°? \p{L}+ 20\d\d)/iu;
const COUNT_ASKED = /\b(\d{1,2}) turni\b/g;
// The count said weekly right after it: "21 turni a settimana", "21 turni settimanali".
const WEEKLY = /^\d{1,2} turni (?:settimanal|a settimana|alla settimana|per settimana|la settimana)/;
const YEAR = /\b20\d\d\b/g;
const YEAR_ONLY = /\b20\d\d\b/;

interface Row {
  count: number;
  orMore: boolean;
  figures: { value: string; years: string[] }[];
}

function rowsOf(line: string): Row[] {
  return [...line.matchAll(ROW)].map((m) => ({
    count: Number(m[1]),
    orMore: Boolean(m[2]),
    figures: [...(m[3] ?? '').matchAll(FIGURE)].map((f) => ({
      value: f[1] ?? '',
      years: (f[2] ?? '').match(YEAR) ?? [],
    })),
  }));
}

/** The row for the count asked: its own, else the highest "N o più" row it reaches. */
function rowAsked(rows: Row[], count: number): Row | undefined {
  return (
    rows.find((r) => r.count === count) ??
    rows
      .filter((r) => r.orMore && r.count <= count)
      .sort((a, b) => b.count - a.count)
      .at(0)
  );
}

const yearsSaid = (years: string[]) => years.join(' e nel ');

/** The line opening with the figure of the shift count (and year) asked; the line unchanged otherwise. */
export function shiftCountFirst(line: string, question: string, history: readonly string[] = []): string {
  if (!line.includes('turni')) return line;
  const head = /^(Nel [^,]+), [^:]*: /u.exec(line);
  const unit = UNIT.exec(line)?.[0];
  const asked = readable(question);
  const rows = rowsOf(line);
  // "faccio 3 turni a ciclo continuo, 21 turni a settimana": the count a row is written for, the weekly one first;
  // of two weekly counts the later ("17 turni settimanali: giornate annue? e con 21 turni settimanali?": the
  // follow-up read after the turn it changes), the count asked last.
  const countIn = (text: string) =>
    [...text.matchAll(COUNT_ASKED)]
      .sort(
        (a, b) =>
          Number(WEEKLY.test(text.slice(b.index))) - Number(WEEKLY.test(text.slice(a.index))) ||
          b.index - a.index,
      )
      .map((m) => Number(m[1]))
      .find((c) => rowAsked(rows, c));
  // A follow-up that only changes the year ("e nel 2028?") keeps the count an earlier turn told.
  const earlier = YEAR_ONLY.test(asked) ? history.map(readable).reverse() : [];
  const count = [asked, ...earlier].map(countIn).find((c) => c !== undefined) ?? 0;
  const row = count ? rowAsked(rows, count) : undefined;
  if (!head || !unit || !row?.figures.length) return line;
  const years = new Set(row.figures.flatMap((f) => f.years));
  const yearAsked = [...new Set(asked.match(YEAR) ?? [])].filter((y) => years.has(y));
  const figures =
    yearAsked.length === 1
      ? row.figures
          .filter((f) => f.years.includes(yearAsked[0] ?? ''))
          .map((f) => ({ value: f.value, years: [yearAsked[0] ?? ''] }))
      : row.figures;
  const [first, ...others] = figures;
  if (!first) return line;
  const renewal = RENEWAL.exec(line)?.[1];
  const said = [
    `**${first.value} ${unit}** nel ${yearsSaid(first.years)}`,
    ...others.map((f) => `${f.value} nel ${yearsSaid(f.years)}`),
  ].join(', ');
  const opening = `${head[1]}, turnisti su ${count} turni settimanali: ${said}${renewal ? ` (${renewal})` : ''}.`;
  // The rest of the statement without the sentence of the rows, whose other figures are not asked; the
  // citation marks that closed the statement close it still.
  const body = line.slice(head[0].length).replaceAll('**', '');
  const marks = /\s*((?:\[\d+\])+)\.?\s*$/u.exec(body);
  const rest = (marks ? body.slice(0, marks.index) : body)
    .split(/(?<=[.;])\s+/u)
    .filter((clause) => !/\d nel 20\d\d/.test(clause))
    .join(' ')
    .replace(/;$/u, '.')
    .trim();
  const cited = marks ? ` ${marks[1]}.` : '.';
  return rest ? `${opening} ${rest.replace(/\.$/u, '')}${cited}` : `${opening.replace(/\.$/u, '')}${cited}`;
}
