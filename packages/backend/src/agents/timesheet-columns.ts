import { indexOf, uploadedText } from '../kb/documents.js';
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
// A header of count columns after the row's date (and its shift or times): "Data Turno Ore diurne Ore notturne
// (22-06) Totale", "Giorno | Ore ordinarie | Ore notturne | Totale ore". Read on the text with its lines joined,
// as an upload's passages hold it.
const HEADER =
  /\b(?:data|giorno|gg)\b\.?(?:\s+(?:turno|orario|fascia|entrata|uscita|inizio|fine|dalle|alle|pausa)\b\.?)*\s+((?:ore|totale|tot\.)(?:\([^)]*\)|[^\d|(])*?)\s*(?=\d{1,2}[/.-]\d{1,2}\b|(?:lun|mar|mer|gio|ven|sab|dom)\w*\.?\s+\d)/i;
const ROW_START =
  /(?=\b(?:lun|mar|mer|gio|ven|sab|dom)\w*\.?\s+\d{1,2}[/.-]\d{1,2}\b)|(?=(?<![/\w])\d{1,2}[/.-]\d{1,2}\b(?![/.-]\d))|(?=\btot(?:ale|\.)\b)/i;
const COUNT = /^\d{1,3}(?:[,.]\d{1,2})?$/;
const TOTAL_ROW = /^\s*tot(?:ale|\.)?\b/i;

// The kinds of hours a question names, each with the header words of its column.
const KINDS: { asked: RegExp; column: RegExp }[] = [
  { asked: /\bnottur\w*|\bdi notte\b/, column: /nottur/i },
  { asked: /\bdiurn\w*|\bdi giorno\b/, column: /diurn/i },
  { asked: /\bstraordinar\w*/, column: /straord/i },
  { asked: /\bfestiv\w*|\bdomenic\w*/, column: /festiv|\bdom/i },
  { asked: /\bordinari\w*/, column: /ordinar/i },
];
const TOTAL_COLUMN = /\btot(?:ale|\.)?(?!\w)|lavorat|\blav\b/i;

interface Column {
  label: string;
  total: number;
}

const number = (cell: string) => Number(cell.replace(',', '.'));
const hoursText = (value: number) => value.toLocaleString('it-IT', { maximumFractionDigits: 2 });

/** The count cells of a row: its numbers, not its dates ("16/11") or times ("06:00-14:00"). */
const countsOf = (row: string) =>
  row
    .trim()
    .split(/\s+/)
    .filter((cell) => COUNT.test(cell));

/** The column labels of a header run: each starts at "Ore" or "Totale" ("Totale ore" is one). */
const labelsOf = (run: string) =>
  run
    .split(/(?=\b(?:ore|totale|tot\.)(?!\w))/i)
    .map((l) => l.trim())
    .filter(Boolean)
    .reduce<string[]>((out, l) => {
      const last = out.at(-1);
      if (last && /^(?:ore|h)$/i.test(l) && /^tot/i.test(last)) out[out.length - 1] = `${last} ${l}`;
      else out.push(l);
      return out;
    }, []);

/** The timesheet's count columns with their totals, or undefined when it is not laid out in such columns. */
export function timesheetColumns(text: string): Column[] | undefined {
  const flat = text.replace(/\|/g, ' ').replace(/\s+/g, ' ');
  const header = HEADER.exec(flat);
  if (!header?.[1]) return undefined;
  const labels = labelsOf(header[1]);
  if (labels.length < 2) return undefined;
  const rows = flat
    .slice((header.index ?? 0) + header[0].length)
    .split(ROW_START)
    .map((row) => ({ row, counts: countsOf(row) }))
    .filter((r) => r.counts.length === labels.length);
  const total = rows.find((r) => TOTAL_ROW.test(r.row));
  const days = rows.filter((r) => !TOTAL_ROW.test(r.row));
  if (!total && days.length < 2) return undefined;
  return labels.map((label, i) => ({
    label,
    total: total
      ? number(total.counts[i] ?? '0')
      : Math.round(days.reduce((sum, d) => sum + number(d.counts[i] ?? '0'), 0) * 100) / 100,
  }));
}

export function timesheetColumnTotals(ctx: AgentContext): AgentAnswer | undefined {
  if (!ctx.documents.length) return undefined;
  const question = readable(ctx.message);
  if (!ASKS_HOURS.test(question) || ASKS_VALUE.test(question)) return undefined;
  for (const document of ctx.documents) {
    const { passages } = indexOf(document);
    const text = uploadedText(document);
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
