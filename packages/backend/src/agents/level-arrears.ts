import { euro, italianDate, MONTH_NAMES, MONTHS } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { onlyDerived, unreadTableGap } from '../kb/unread-table.js';
import { cents } from '../payroll/net-pay.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { tableCitations } from './calcolo-parts.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { ASKS_DIFFERENCE, levelsIn } from './level-gap-asked.js';
import { levelName } from './shared/levels.js';
import { yearTotalAnswer } from './year-total.js';

/**
 * Back pay for higher duties ("differenze retributive", "mansioni superiori"): the gap between two levels'
 * minimums over a period the question gives ("dal 1° novembre 2025 al 31 ottobre 2026", "da gennaio a novembre
 * 2026"), each month on the tables in force that month, so a tranche inside the period changes the gap from its
 * month. Only the monthly minimums: the 13th/14th and TFR incidence, increments and interest are left out and
 * said so. Undefined when no period of months, no two levels or no difference is asked.
 */

const MONTH_LIST = MONTH_NAMES.split('|');
const DAY = String.raw`(?:(\d{1,2}|primo)\s*[°º]?\s*)?`;
const YEAR = String.raw`(?:\s*(?:del\s+|')?(20\d\d))?`;
// "dal 1° novembre 2025 al 31 ottobre 2026", "da gennaio a novembre 2026", "tra marzo e settembre 2026".
const WORDS_SPAN = new RegExp(
  String.raw`\b(?:da(?:l|ll')?|tra|fra)\s*${DAY}(${MONTH_NAMES})${YEAR}\s*(?:-|–|\ba(?:l|ll')?\b|\be\b|\bfino a(?:l|ll')?\b)\s*${DAY}(${MONTH_NAMES})${YEAR}`,
);
// "1.11.2025-31.10.2026", "dal 01/01/2026 al 30/11/2026".
const NUMERIC_SPAN =
  /\b(\d{1,2})[./](\d{1,2})[./](20\d\d)\s*(?:-|–|\ba(?:l|ll')?\b|\bfino a(?:l|ll')?\b)\s*(\d{1,2})[./](\d{1,2})[./](20\d\d)\b/;
// Duties of a higher level said in the story: the gap is owed for the period even without "differenza".
const HIGHER_DUTIES = /\bmansion\w* (?:superior|da\b|di\b)|\bdifferenz\w* retributiv/;
// A figure other than the minimums' gap: a net, a cost, overtime.
const OTHER_FIGURE = /\bnett\w*|\bcosto\b|\bstraordinar\w*|\bscatt\w* (?:matur|di anzianita)\b(?! e\b)/;

interface Period {
  from: { year: number; month: number; day: number };
  to: { year: number; month: number; day: number };
}

function dayOf(written: string | undefined, fallback: number): number {
  if (!written) return fallback;
  return written === 'primo' ? 1 : Number(written);
}

/** The period of months a text names, or undefined. */
export function periodAsked(message: string): Period | undefined {
  const text = readable(message);
  const numeric = NUMERIC_SPAN.exec(text);
  if (numeric) {
    const [, d1, m1, y1, d2, m2, y2] = numeric.map(Number) as number[];
    return {
      from: { year: y1 ?? 0, month: m1 ?? 0, day: d1 ?? 1 },
      to: { year: y2 ?? 0, month: m2 ?? 0, day: d2 ?? 31 },
    };
  }
  const words = WORDS_SPAN.exec(text);
  if (!words) return undefined;
  const [, d1, mon1, y1, d2, mon2, y2] = words;
  const m1 = MONTH_LIST.indexOf(mon1 ?? '') + 1;
  const m2 = MONTH_LIST.indexOf(mon2 ?? '') + 1;
  const endYear = y2 ? Number(y2) : y1 ? Number(y1) : undefined;
  if (!endYear) return undefined;
  // "dal 1° gennaio al 30 novembre 2026": the start shares the end's year (the year before when it turns).
  const startYear = y1 ? Number(y1) : m1 <= m2 ? endYear : endYear - 1;
  return {
    from: { year: startYear, month: m1, day: dayOf(d1, 1) },
    to: { year: endYear, month: m2, day: dayOf(d2, 31) },
  };
}

interface Run {
  first: string;
  last: string;
  months: number;
  upper: number;
  lower: number;
  upperFrom: string;
  lowerFrom: string;
  derived: boolean;
}

const iso = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`;
const monthLabel = (day: string) => `${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;

/** Whether the text asks the two levels' gap over a period. */
function asksArrears(text: string): boolean {
  return (ASKS_DIFFERENCE.test(text) || HIGHER_DUTIES.test(text)) && !OTHER_FIGURE.test(text);
}

function levelArrears(ctx: AgentContext, req: TypedRequest, ccnl: Ccnl | undefined): AgentAnswer | undefined {
  if (!ccnl || req.slots.amounts.length) return undefined;
  const text = readable(ctx.message);
  if (!asksArrears(text)) return undefined;
  const period = periodAsked(ctx.message);
  const levels = levelsIn(ccnl, ctx.message);
  if (!period || levels.length < 2) return undefined;
  const [a, b] = levels as [string, string];
  const start = period.from.year * 12 + period.from.month - 1;
  const end = period.to.year * 12 + period.to.month - 1;
  const count = end - start + 1;
  if (count < 2 || count > 60) return undefined;
  const runs: Run[] = [];
  let upperLevel = a;
  let lowerLevel = b;
  for (let i = start; i <= end; i++) {
    const day = iso(Math.floor(i / 12), (i % 12) + 1);
    const pa = levelPayAt(ccnl, a, day);
    const pb = levelPayAt(ccnl, b, day);
    if (!pa || !pb) return undefined;
    // The level paid more is the higher duties' level, whichever the question names first.
    const [hi, lo] = pa.row.amount >= pb.row.amount ? [pa, pb] : [pb, pa];
    if (i === start) [upperLevel, lowerLevel] = pa.row.amount >= pb.row.amount ? [a, b] : [b, a];
    const last = runs.at(-1);
    if (last && last.upperFrom === hi.table.effective_from && last.lowerFrom === lo.table.effective_from) {
      last.last = day;
      last.months++;
      continue;
    }
    runs.push({
      first: day,
      last: day,
      months: 1,
      upper: hi.row.amount,
      lower: lo.row.amount,
      upperFrom: hi.table.effective_from,
      lowerFrom: lo.table.effective_from,
      derived: Boolean(hi.table.derived || lo.table.derived),
    });
    // A month on a table only derived has no minimum to weigh: the honest gap (unread-table.ts).
    const unread = [hi.table, lo.table].find(onlyDerived);
    if (unread)
      return compose({
        answer: unreadTableGap(ccnl, 'i minimi dei due livelli', day, unread, bold),
        citations: tableCitations(ccnl, day),
        related: [],
      });
  }
  const gap = (r: Run) => cents(r.upper - r.lower);
  const total = cents(runs.reduce((s, r) => s + gap(r) * r.months, 0));
  const up = levelName(ccnl, upperLevel);
  const low = levelName(ccnl, lowerLevel);
  const first = `${period.from.year}-${String(period.from.month).padStart(2, '0')}-${String(period.from.day).padStart(2, '0')}`;
  const when = `dal ${italianDate(first)} al ${italianDate(lastDay(period))}`;
  const split =
    runs.length > 1
      ? ` (${runs.map((r) => `${r.months} ${r.months === 1 ? 'mese' : 'mesi'} × ${euro(gap(r))}`).join(' + ')}: la tabella cambia nel periodo e la differenza con lei)`
      : ` (${count} mesi × ${euro(gap(runs[0] as Run))} al mese)`;
  const answer = `Nel ${ccnl.short_name} le differenze di minimo tabellare tra il ${up} e il ${low} ${when} sono in totale ${bold(`${euro(total)} lordi`)}${split}.`;
  const head = `| Periodo | Minimo ${up} | Minimo ${low} | Differenza al mese | Mesi | Importo |`;
  const rows = runs.map((r) => {
    const span = r.first === r.last ? monthLabel(r.first) : `${monthLabel(r.first)} – ${monthLabel(r.last)}`;
    return `| ${span} (tabella dal ${italianDate([r.upperFrom, r.lowerFrom].sort()[1] ?? r.upperFrom)}) | ${euro(r.upper)} | ${euro(r.lower)} | ${euro(gap(r))} | ${r.months} | ${euro(cents(gap(r) * r.months))} |`;
  });
  const steps = [
    head,
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    `| **Totale** | | | | ${count} | **${euro(total)}** |`,
  ];
  const latest =
    [...ccnl.pay_tables]
      .map((t) => t.effective_from)
      .sort()
      .at(-1) ?? '';
  const notes = [
    `Comprende solo la differenza tra i minimi tabellari mensili dei due livelli, mese per mese con la tabella in vigore in quel mese, sulle ${count} mensilità ordinarie del periodo.`,
    `Esclusi (non calcolati qui): l’incidenza ${ccnl.monthly_payments.value === 14 ? 'su 13ª e 14ª' : 'sulla 13ª'}, sul TFR e sulle altre voci indirette, scatti di anzianità, superminimi, contributi, interessi e rivalutazione monetaria.`,
    'Mesi interi: per un mese lavorato in parte la differenza va riproporzionata ai giorni.',
  ];
  if (runs.some((r) => r.derived))
    notes.push(
      'Alcuni mesi usano un minimo ottenuto sommando alla tabella pubblicata l’aumento del rinnovo, non una tabella pubblicata a sé.',
    );
  if (latest && latest < lastDay(period))
    notes.push(
      `Nessuna tranche successiva al ${italianDate(latest)} è nella base di conoscenza: per i mesi seguenti vale quella tabella.`,
    );
  const dates = runs.map((r) => r.first);
  return compose({
    answer,
    steps,
    assumptions: notes,
    citations: dates.flatMap((d) => tableCitations(ccnl, d)),
    related: [`Qual è oggi la differenza mensile tra il ${up} e il ${low} del ${ccnl.short_name}?`],
  });
}

function lastDay(period: Period): string {
  const { year, month, day } = period.to;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(day, days)).padStart(2, '0')}`;
}

/** A period's total asked: two levels' gap over the period, else a level's minimum over a calendar year. */
export function periodTotals(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl | undefined,
): AgentAnswer | undefined {
  return levelArrears(ctx, req, ccnl) ?? yearTotalAnswer(ctx, req, ccnl);
}
