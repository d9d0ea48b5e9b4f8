import { italianDate, MONTH_NAMES, MONTHS } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { monthsWorked } from '../payroll/pay-items.js';
import { readable } from '../reader/text.js';
import { type Citation, citeSources } from './answer.js';
import { bold } from './compose.js';
import { lawCitations } from './law-facts.js';
import { LEAVE_ACCRUAL } from './law-leave-accrual.js';
import { agreementLeaveClauses } from './leave-accrual-agreement.js';

/**
 * "sono stata in maternità obbligatoria da gennaio a maggio, poi due mesi di congedo parentale: quanto mi spetta di
 * tredicesima?": the months of the leaves the worker took in the year, counted from the dates told (15-day rule),
 * and whether they count for the 13th. By law both do: maternity leave (D.Lgs. 151/2001 art. 22 c. 3) and, since
 * 13 August 2022, parental leave (art. 34 c. 5 as rewritten by D.Lgs. 105/2022), save what the collective
 * agreement provides otherwise; the agreement's own clause is shown beside. Undefined when the question tells no
 * leave of the worker's own, or asks the 14th (the law names the 13th only).
 */

type Kind = 'maternity' | 'parental';
const KINDS: readonly [Kind, RegExp, string][] = [
  [
    'parental',
    /\bcongedo parental\w*|\bcongedi parental\w*|\bparental\w*|\b(?:maternita|astensione) facoltativ\w*/g,
    'congedo parentale',
  ],
  [
    'maternity',
    /\b(?:congedo (?:di )?|astensione |interdizione (?:anticipata )?(?:per )?)?maternita(?! facoltativ)(?: obbligatori\w*)?|\bastensione obbligatori\w*/g,
    'congedo di maternità',
  ],
];
// The worker's own leave: taken, being in it, or its dates right after; not a colleague replaced ("in sostituzione
// di una collega in maternità").
const TAKEN =
  /\b(?:sono|e|sara|ero|stat[oa]|fatt[oa]|pres[oa]|fruit[oa]|godut[oa]|mesi di|anche la|poi la|poi il)\b[^.;?]{0,25}$/;
const REPLACED = /\bsostitu\w*[^.;?]{0,40}$/;
const DAY = String.raw`(\d{1,2})\s*°?\s*(${MONTH_NAMES})(?:\s+(20\d\d))?|(\d{1,2})[/.](\d{1,2})[/.](20\d\d|\d\d)`;
const RANGE = new RegExp(
  String.raw`^[^.;?]{0,20}?(?:\bdal\s+|\bda\s+|\()?(?:${DAY})\s*(?:\bal\b|\ba\b|\bfino al\b|[-–—])\s*(?:${DAY})`,
);
// "a marzo e aprile 2026", "da gennaio a maggio 2026", "nei mesi di marzo e aprile".
const MONTH_RANGE = new RegExp(
  String.raw`^[^.;?]{0,20}?\b(?:a|ad|in|nei mesi di|tra|da)\s+(${MONTH_NAMES})(?:\s+(20\d\d))?\s*(?:,|\be\b|\bad?\b|[-–—])\s*(${MONTH_NAMES})(?:\s+(20\d\d))?`,
);

interface Span {
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const monthOf = (name: string | undefined) => MONTHS.indexOf(name ?? '') + 1;
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function dateOf(m: RegExpExecArray, at: number, year: number): [number, number, number | undefined] {
  if (m[at + 1]) return [Number(m[at]), monthOf(m[at + 1]), m[at + 2] ? Number(m[at + 2]) : undefined];
  const y = m[at + 5];
  return [Number(m[at + 3]), Number(m[at + 4]), y ? Number(y.length === 2 ? `20${y}` : y) : year];
}

/** The dates told right after the leave's name, in the year asked when none is written. */
function spanAfter(tail: string, year: number): Span | undefined {
  const range = RANGE.exec(tail);
  if (range) {
    const [d1, m1, y1] = dateOf(range, 1, year);
    const [d2, m2, y2] = dateOf(range, 7, year);
    const to = y2 ?? y1 ?? year;
    return { from: `${y1 ?? to}-${pad(m1)}-${pad(d1)}`, to: `${to}-${pad(m2)}-${pad(d2)}` };
  }
  const months = MONTH_RANGE.exec(tail);
  if (!months) return undefined;
  const to = Number(months[4] ?? months[2] ?? year);
  const [m1, m2] = [monthOf(months[1]), monthOf(months[3])];
  return { from: `${months[2] ?? to}-${pad(m1)}-01`, to: `${to}-${pad(m2)}-${pad(lastDay(to, m2))}` };
}

interface Told {
  kind: Kind;
  label: string;
  span?: Span;
}

function toldLeaves(text: string, year: number): Told[] {
  const told: Told[] = [];
  for (const [kind, pattern, label] of KINDS) {
    for (const m of text.matchAll(pattern)) {
      const before = text.slice(Math.max(0, m.index - 60), m.index);
      const span = spanAfter(text.slice(m.index + m[0].length, m.index + m[0].length + 90), year);
      if (REPLACED.test(before) || (!span && !TAKEN.test(before))) continue;
      const same = told.find((t) => t.kind === kind);
      if (same) {
        if (!same.span && span) same.span = span;
        continue;
      }
      told.push({ kind, label, ...(span ? { span } : {}) });
    }
  }
  return told;
}

export interface LeaveInExtraMonth {
  sentence: string;
  steps: string[];
  citations: Citation[];
}

export function leaveInThirteenth(
  message: string,
  history: readonly string[] | undefined,
  year: number,
  ccnl: Ccnl | undefined,
): LeaveInExtraMonth | undefined {
  const text = readable(message);
  let told = toldLeaves(text, year);
  if (!told.length) return undefined;
  // "la collega ha fatto le stesse date, maternità e poi parentale": the leaves named, at the turn before's dates.
  if (told.every((t) => !t.span)) {
    const named = KINDS.filter(([, pattern]) => new RegExp(pattern.source).test(text)).map(([kind]) => kind);
    for (const turn of [...(history ?? [])].reverse()) {
      const earlier = toldLeaves(readable(turn), year).filter((t) => t.span && named.includes(t.kind));
      if (earlier.length) {
        told = [...earlier, ...told.filter((t) => !earlier.some((e) => e.kind === t.kind))];
        break;
      }
    }
  }
  const start = `${year}-01-01`;
  const end = `${year}-12-31`;
  const parts = told
    .sort((a, b) => (a.span?.from ?? '').localeCompare(b.span?.from ?? ''))
    .map((t) => {
      if (!t.span) return t.label;
      const months = monthsWorked(t.span.from, t.span.to, start, end);
      const when = `dal ${italianDate(t.span.from)} al ${italianDate(t.span.to)}`;
      return months
        ? `${t.label} (${when}: ${months} ${months === 1 ? 'mese' : 'mesi'})`
        : `${t.label} (${when}, fuori dal ${year})`;
    });
  const kinds = new Set(told.map((t) => t.kind));
  const law = [
    ...(kinds.has('maternity') ? ['art. 22 c. 3 per la maternità'] : []),
    ...(kinds.has('parental')
      ? ['art. 34 c. 5, riscritto dal D.Lgs. 105/2022 dal 13 agosto 2022, per il congedo parentale']
      : []),
  ].join('; ');
  const sentence = `I mesi di ${parts.join(' e di ')} ${bold('contano per la tredicesima come mesi lavorati')}: per legge (D.Lgs. 151/2001, ${law}) non la riducono, salvo diversa previsione del contratto collettivo.`;
  const steps: string[] = [
    `La regola di legge: ${LEAVE_ACCRUAL.text.replace('{figure}', LEAVE_ACCRUAL.figure)}`,
  ];
  const citations = lawCitations(LEAVE_ACCRUAL, sentence);
  const own = ccnl?.leave.parenthood;
  if (ccnl && own?.text) {
    const line = `Nel ${ccnl.short_name}${own.article ? ` (${own.article.replace(/\s*\(.*\)$/, '')})` : ''}: ${own.text}`;
    steps.push(line);
    citations.push(...citeSources(ccnl, line, own.article ?? null, own.sources));
  }
  const clauses = ccnl && agreementLeaveClauses(ccnl);
  if (ccnl && clauses) {
    const line = `Nel ${ccnl.short_name}, sulle mensilità aggiuntive: ${clauses}.`;
    steps.push(line);
    citations.push(
      ...citeSources(ccnl, line, ccnl.monthly_payments.article ?? null, ccnl.monthly_payments.sources),
    );
  }
  return { sentence, steps, citations };
}
