import { indexOf, uploadedText } from '../kb/documents.js';
import { euro } from '../kb/format.js';
import { LAW_LEAVE, type LeaveKind, leaveKindsOf } from '../reader/asked-topic.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citePassage } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { LAW_LEAVE_FACTS, lawCitations } from './law-facts.js';

/** The row of a law leave asked about ("la riga della donazione del sangue", "quelle giornate dei permessi 104"). */
const ROW_ASKED =
  /\briga\b|\bvoce\b|\bbusta\b|\bcedolino\b|\bsegnat\w*|\bmess[oi]\b|\bquant[ei] (?:giornat|giorn|or)\w*|\bchi (?:li |le |la |lo )?pag\w*/;
const TIMESHEET = /\b(?:presenze|foglio ore|rapportino|timesheet|cartellino)\b/i;
const PAYSLIP = /\bbusta paga\b|\bcedolino\b|\bcompetenze\b|\bnetto (?:in busta|a pagare)\b/i;

interface Row {
  label: string;
  days?: number;
  hours?: number;
  /** The row's amount, when the payslip has an amount column and a figure follows the days or hours. */
  amount?: number;
}

/** One column for days and hours together ("ORE/GG"). */
const ONE_COUNT_COLUMN = /\b(?:ORE\s*\/\s*GG|GG\s*\/\s*ORE)\b/i;

/** The unit written after a count of days or hours. */
const UNIT = /^(?:gg|giorni|ore|hh|h)\.?$/i;

/** A figure alone ("1", "8,00", "2.250,40"), not a reference with a number in it ("L.219/05", "c.3"). */
const FIGURE = /^\d{1,3}(?:\.\d{3})*(?:,\d{1,2})?$/;

/**
 * The payslip's rows as a label and the run of figures after it, read from the words whatever the spacing (an
 * upload's lines may reach here joined): "Donazione sangue L.219/05 1 8,00" is the label and [1, 8,00].
 */
function rows(text: string): { label: string; cells: string[] }[] {
  const out: { label: string; cells: string[] }[] = [];
  let label: string[] = [];
  let cells: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (FIGURE.test(word)) {
      if (label.length) cells.push(word);
      continue;
    }
    // "3 gg 344,31", "8 ore 92,40": a unit after a count belongs to the run of figures, not to a new label.
    if (cells.length && UNIT.test(word)) continue;
    if (cells.length) {
      out.push({ label: label.join(' '), cells });
      label = [];
      cells = [];
    }
    label.push(word);
  }
  if (cells.length) out.push({ label: label.join(' '), cells });
  return out;
}

/** The payslip row naming the leave kind: days and hours, when its header has both columns, and its amount. */
function leaveRow(text: string, kind: LeaveKind, allowance = false): Row | undefined {
  // ("VOCE GG ORE IMPORTO": a whole number first is the days, a figure with decimals the hours; "VOCI ORE IMPORTO"
  // with no days column: the first figure is the hours.)
  if (!/\bORE\b/i.test(text)) return undefined;
  const dayColumn = /\b(?:GG|GIORNI)\b/i.test(text);
  const amountColumn = /\b(?:IMPORTO|COMPETENZE|EURO)\b/i.test(text);
  const found = rows(text).filter(({ label }) => leaveKindsOf(readable(label)).includes(kind));
  // "l'indennità anticipata per conto dell'INPS": the allowance row beats the absence row of the same leave.
  const ordered = allowance
    ? [...found.filter((r) => /\bindennit/i.test(readable(r.label))), ...found]
    : found;
  for (const { label, cells } of ordered) {
    const [first, second] = cells.map((c) => Number(c.replace(/\./g, '').replace(',', '.')));
    if (first === undefined) continue;
    const whole = dayColumn && cells[0] !== undefined && !cells[0].includes(',');
    // ("ORE/GG" is one column: the figure after the count is the amount, not the hours.)
    const twoCounts = second !== undefined && !ONE_COUNT_COLUMN.test(text);
    const counted = whole ? (twoCounts ? 2 : 1) : 1;
    // The amount: a last figure with cents after the days and hours read.
    const last = cells.length > counted ? cells[cells.length - 1] : undefined;
    const amount =
      amountColumn && last && /,\d{2}$/.test(last)
        ? { amount: Number(last.replace(/\./g, '').replace(',', '.')) }
        : {};
    return whole
      ? { label, days: first, ...(twoCounts && second !== undefined ? { hours: second } : {}), ...amount }
      : { label, hours: first, ...amount };
  }
  return undefined;
}

/**
 * A timesheet's line of the leave with its total ("Riposi giornalieri allattamento: 19 giorni x 2 ore = 38 ore"):
 * the hours the line ends with, and its days.
 */
function sheetRow(text: string, kind: LeaveKind): Row | undefined {
  // (An upload's lines may reach here joined: a capitalised word after a space starts the next entry.)
  for (const line of text.split(/\n|\s+(?=\p{Lu}\p{Ll}+\s)/u)) {
    const plain = readable(line);
    if (!leaveKindsOf(plain).includes(kind)) continue;
    const hours = /(\d{1,3}(?:,\d{1,2})?)\s*ore\s*$/.exec(plain.trim())?.[1];
    if (!hours) continue;
    const days = /\b(\d{1,2})\s*(?:giorni|gg|giornate)\b/.exec(plain)?.[1];
    const label =
      line
        .replace(/\s*\([^)]*\)/g, '')
        .split(/[:=]|\s\d/)[0]
        ?.trim() ?? line.trim();
    return { label, hours: Number(hours.replace(',', '.')), ...(days ? { days: Number(days) } : {}) };
  }
  return undefined;
}

const said = (n: number, one: string, many: string) =>
  `${String(n).replace('.', ',')} ${n === 1 ? one : many}`;

/**
 * "non capisco la riga della donazione del sangue: quante giornate mi hanno segnato, e chi le paga?" beside a payslip
 * with that row ("Donazione sangue L.219/05   1   8,00"): the row's days and hours read, then the law's rule on who
 * pays them (the employer, who recovers them from INPS). Undefined when no such row or no row asked.
 */
export function payslipLeaveRow(ctx: AgentContext): AgentAnswer | undefined {
  const question = readable(ctx.message);
  const kinds = [...new Set(leaveKindsOf(question))];
  const kind = kinds.length === 1 ? kinds[0] : undefined;
  if (!kind || !LAW_LEAVE.has(kind) || !ROW_ASKED.test(question)) return undefined;
  const law = LAW_LEAVE_FACTS[kind as keyof typeof LAW_LEAVE_FACTS];
  if (!law) return undefined;
  for (const document of ctx.documents) {
    const { passages } = indexOf(document);
    const text = uploadedText(document);
    const sheet = !PAYSLIP.test(text) && TIMESHEET.test(text);
    if (!PAYSLIP.test(text) && !sheet) continue;
    const row = sheet ? sheetRow(text, kind) : leaveRow(text, kind, /\bindennit/.test(question));
    if (!row) continue;
    const counted = [
      row.days !== undefined ? bold(said(row.days, 'giornata', 'giornate')) : undefined,
      row.hours !== undefined ? said(row.hours, 'ora', 'ore') : undefined,
    ].filter(Boolean);
    const rule = law.text.replace('{figure}', law.figure);
    const lawLine = `Per legge (${law.reference}) ${rule.replace(law.figure, bold(law.figure))}`;
    return compose({
      answer: sheet
        ? `Nella riga «${row.label}» del foglio presenze «${document.fileName}» sono segnate ${bold(said(row.hours ?? 0, 'ora', 'ore'))}${row.days !== undefined ? ` (${said(row.days, 'giornata', 'giornate')})` : ''}.`
        : `Nella riga «${row.label}» della busta paga «${document.fileName}» sono segnate ${counted.length > 1 ? `${counted[0]} (${counted[1]})` : counted[0]}${row.amount !== undefined ? `, per un importo di ${bold(euro(row.amount))}` : ''}.`,
      steps: [lawLine.charAt(0).toUpperCase() + lawLine.slice(1)],
      assumptions: [
        sheet
          ? 'Ore lette nel totale della riga del foglio presenze.'
          : 'Giornate e ore lette nelle colonne della riga della busta paga.',
      ],
      citations: [
        ...(passages[0] ? [citePassage(passages[0], `Documento caricato: ${document.fileName}`)] : []),
        ...lawCitations(law, rule),
      ],
      related: [],
    });
  }
  return undefined;
}
