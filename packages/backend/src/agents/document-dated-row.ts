import { passagesText } from '../kb/documents.js';
import { MONTHS } from '../kb/format.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * "per la domenica 13 dicembre quante ore risultano e in che giorno mi hanno messo il riposo?": one day of an
 * uploaded sheet in columns ("Data  Giorno  Ore  Note"), asked by its date. The row of that date is read cell by
 * cell under the header's names, the hours first; nothing is computed. Undefined when the question names no single
 * day, asks an amount (the timesheet's own answers value it), or no one row of a sheet in columns carries the date.
 */
const DAY_IN_WORDS = new RegExp(`\\b(\\d{1,2})(?:°)?\\s+(${MONTHS.join('|')})\\b`, 'g');
const DAY_IN_DIGITS = /\b(\d{1,2})[/.-](\d{1,2})(?:[/.-]\d{2,4})?\b/g;
// An amount asked is the timesheet's value, not a row read ("quanto mi spetta", "in euro", "maggiorazione").
const AMOUNT =
  /\beuro\b|€|\bquanto (?:mi |ci |gli |le )?(?:spett|pag|dev|vale|prend)\w*|\bmaggioraz\w*|\bvalore\b/;

/** The days the question names, as day and month: "13 dicembre", "13/12". */
function daysNamed(text: string): { day: number; month: number }[] {
  const days = [...text.matchAll(DAY_IN_WORDS)].map((m) => ({
    day: Number(m[1]),
    month: MONTHS.indexOf(m[2] as string) + 1,
  }));
  for (const m of text.matchAll(DAY_IN_DIGITS)) {
    const day = Number(m[1]);
    const month = Number(m[2]);
    if (day >= 1 && day <= 31 && month >= 1 && month <= 12) days.push({ day, month });
  }
  return days.filter((d, i) => days.findIndex((o) => o.day === d.day && o.month === d.month) === i);
}

// A row starts at a full date ("13/12/2026 domenica 6 …"); a note's short date ("mar 15/12") starts none.
const FULL_DATE = /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/g;
// The header: single-word column names before the first row ("Data Giorno Ore Note").
const HEADER = /\b(data|giorno)((?:\s+[a-zà-ù.]+){2,6})\s*$/i;

/**
 * The row of the day asked, read under the header's column names: every column but the last holds one word, the
 * last (the notes) the rest. Works on a sheet whose lines the document index joined into one passage.
 */
function datedRow(text: string, asked: { day: number; month: number }) {
  const flat = text.replace(/\s+/g, ' ');
  const starts = [...flat.matchAll(FULL_DATE)].filter((m) => {
    const before = flat.slice(0, m.index).trimEnd();
    // ("… riposo compensativo lun 07/12/2026": a date inside a note, after a weekday's short name, is no row.)
    return !/\b(?:lun|mar|mer|gio|ven|sab|dom)\w*$/i.test(before);
  });
  const first = starts[0];
  if (!first) return undefined;
  const header = HEADER.exec(flat.slice(0, first.index));
  if (!header?.[1] || !header[2]) return undefined;
  const names = [header[1], ...header[2].trim().split(' ')];
  const rows = starts
    .map((m, i) => flat.slice(m.index, starts[i + 1]?.index ?? flat.length).trim())
    .filter((row) => {
      const date = /^(\d{1,2})[/.-](\d{1,2})/.exec(row);
      return date && Number(date[1]) === asked.day && Number(date[2]) === asked.month;
    });
  if (rows.length !== 1) return undefined;
  const words = (rows[0] as string).split(' ');
  if (words.length < names.length) return undefined;
  const cells = [...words.slice(0, names.length - 1), words.slice(names.length - 1).join(' ')];
  return { names, cells, row: rows[0] as string };
}

export function documentDatedRow(ctx: AgentContext): AgentAnswer | undefined {
  const text = readable(ctx.message);
  const named = daysNamed(text);
  if (named.length !== 1 || AMOUNT.test(text)) return undefined;
  const [asked] = named as [{ day: number; month: number }];
  for (const document of ctx.documents) {
    const found = datedRow(passagesText(document, ' '), asked);
    if (!found) continue;
    const { names, cells, row } = found;
    const hoursAt = names.findIndex((h) => /^ore$/i.test(h));
    const hours = hoursAt >= 0 ? cells[hoursAt] : undefined;
    const read = names
      .map((name, i) => (i === hoursAt ? undefined : `${name.toLowerCase()}: «${cells[i]}»`))
      .filter((c): c is string => c !== undefined);
    const hoursSaid =
      hours && /^\d{1,2}(?:[,.]\d{1,2})?$/.test(hours)
        ? `risultano ${bold(`${hours} ${hours === '1' ? 'ora' : 'ore'}`)} (colonna «${names[hoursAt]}»); `
        : '';
    return compose({
      answer: `Dal documento «${document.fileName}», nella riga del ${cells[0]} ${hoursSaid}${read.join('; ')}.`,
      steps: [`Riga del documento: «${row}».`, `Colonne del foglio: ${names.join(', ')}.`],
      assumptions: ['Letto solo dal documento caricato: nessun calcolo e nessuna verifica sul contratto.'],
      citations: [
        {
          ccnl: `Documento caricato: ${document.fileName}`,
          article: null,
          text: row,
          url: null,
          date: null,
          confidence: 'high',
        },
      ],
      related: [],
    });
  }
  return undefined;
}
