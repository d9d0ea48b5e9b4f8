import { indexOf } from '../kb/documents.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citePassage } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * "quante ore ha lavorato nella settimana e quante sono notturne?" beside a timesheet laid out in count columns
 * ("Data  Turno  Ore diurne  Ore notturne (22-06)  Totale", a row per day and a total row): each column's total,
 * read off the sheet's total row or summed over its rows. Undefined when no document has such columns, the
 * question asks no count of hours, or asks what they are worth.
 */

const ASKS_HOURS =
  /\bquant[ei] (?:sono (?:le )?)?ore\b|\bquante (?:sono|di queste|di quelle)\b[^?]*\b(?:nottur|diurn|festiv|domenic|straordinar|ordinar)\w*|\bore (?:\w+ ){0,2}?(?:totali|in tutto|complessiv\w*)\b|\btotale (?:delle )?ore\b/;
const ASKS_VALUE =
  /\bquanto (?:\w+ ){0,2}?(?:spett\w*|devono|deve|valgono|vale|pagano|paga|pagare)\b|\beuro\b|€|\bimporto\b/;
// A column of hours by its header: "Ore diurne", "Ore notturne (22-06)", "Totale", "Straord.", "Ore lav.".
const COUNT_LABEL = /\bore\b|\btot(?:ale)?\b|nottur|diurn|straord|ordinar|festiv|lavorat|\blav\b/i;
const CELL_BREAK = /\s*\|\s*|\t+|\s{2,}/;
const COUNT = /^\d{1,3}(?:[,.]\d{1,2})?$/;
const TOTAL_ROW = /^\s*\|?\s*tot(?:ale|\.)?\b/i;

// The kinds of hours a question names, each with the header words of its column.
const KINDS: { asked: RegExp; column: RegExp }[] = [
  { asked: /\bnottur\w*|\bdi notte\b/, column: /nottur/i },
  { asked: /\bdiurn\w*|\bdi giorno\b/, column: /diurn/i },
  { asked: /\bstraordinar\w*/, column: /straord/i },
  { asked: /\bfestiv\w*|\bdomenic\w*/, column: /festiv|\bdom/i },
  { asked: /\bordinari\w*/, column: /ordinar/i },
];
const TOTAL_COLUMN = /\btot(?:ale)?\b|lavorat|\blav\b/i;

interface Column {
  label: string;
  total: number;
}

const number = (cell: string) => Number(cell.replace(',', '.'));
const hoursText = (value: number) => value.toLocaleString('it-IT', { maximumFractionDigits: 2 });

/** The count cells of a row: its whitespace-separated numbers, not its dates ("16/11") or times ("06:00-14:00"). */
const countsOf = (line: string) =>
  line
    .replace(/\|/g, ' ')
    .trim()
    .split(/\s+/)
    .filter((cell) => COUNT.test(cell));

/** The timesheet's count columns with their totals, or undefined when it is not laid out in such columns. */
export function timesheetColumns(text: string): Column[] | undefined {
  const lines = text.split(/\r?\n/);
  const at = lines.findIndex((line) => {
    // A header holds words, not figures (a band "(22-06)" in brackets aside).
    if (/\d/.test(line.replace(/\([^)]*\)/g, ''))) return false;
    const cells = line.split(CELL_BREAK).filter(Boolean);
    return cells.length >= 3 && cells.filter((c) => COUNT_LABEL.test(c)).length >= 2;
  });
  if (at < 0) return undefined;
  const header = (lines[at] ?? '').split(CELL_BREAK).filter(Boolean);
  const rows = lines.slice(at + 1).map((line) => ({ line, counts: countsOf(line) }));
  const total = rows.find((r) => TOTAL_ROW.test(r.line) && r.counts.length >= 2);
  const days = rows.filter((r) => !TOTAL_ROW.test(r.line) && /\b\d{1,2}[/.-]\d{1,2}\b/.test(r.line));
  const width = total?.counts.length ?? days[0]?.counts.length ?? 0;
  if (width < 2 || width > header.length) return undefined;
  const full = days.filter((d) => d.counts.length === width);
  if (!total && full.length < 2) return undefined;
  const labels = header.slice(header.length - width);
  if (!labels.every((l) => COUNT_LABEL.test(l))) return undefined;
  return labels.map((label, i) => ({
    label: label.trim(),
    total: total
      ? number(total.counts[i] ?? '0')
      : Math.round(full.reduce((sum, d) => sum + number(d.counts[i] ?? '0'), 0) * 100) / 100,
  }));
}

export function timesheetColumnTotals(ctx: AgentContext): AgentAnswer | undefined {
  if (!ctx.documents.length) return undefined;
  const question = readable(ctx.message);
  if (!ASKS_HOURS.test(question) || ASKS_VALUE.test(question)) return undefined;
  for (const document of ctx.documents) {
    const { passages } = indexOf(document);
    const text = document.text ?? passages.map((p) => p.text).join('\n');
    const columns = timesheetColumns(text);
    if (!columns) continue;
    const asked = KINDS.filter((k) => k.asked.test(question))
      .map((k) => columns.find((c) => k.column.test(c.label)))
      .filter((c): c is Column => c !== undefined);
    const whole = columns.find((c) => TOTAL_COLUMN.test(c.label) && !asked.includes(c));
    // A kind asked that the sheet has no column for is not read here.
    if (KINDS.some((k) => k.asked.test(question)) && !asked.length) return undefined;
    const lead = [
      ...(whole && (!asked.length || /\blavorat\w*|\bin tutto\b|\btotal\w*/.test(question))
        ? [`${bold(`${hoursText(whole.total)} ore`)} in tutto (colonna «${whole.label}»)`]
        : []),
      ...asked.map((c) => `${bold(`${hoursText(c.total)} ore`)} nella colonna «${c.label}»`),
    ];
    if (!lead.length) return undefined;
    const [first, ...rest] = lead;
    return compose({
      answer: `Dal foglio ore «${document.fileName}» risultano ${first}${rest.length ? `, di cui ${rest.join(' e ')}` : ''}.`,
      steps: [
        '| Colonna del foglio | Totale ore |',
        '| --- | ---: |',
        ...columns.map((c) => `| ${c.label} | ${hoursText(c.total)} |`),
      ],
      assumptions: ['Totali letti sulla riga del totale del foglio caricato, o sommati giorno per giorno.'],
      citations: passages.slice(0, 1).map((p) => citePassage(p, `Documento caricato: ${p.fileName}`)),
      related: [],
    });
  }
  return undefined;
}
