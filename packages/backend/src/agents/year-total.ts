import { euro, italianDate, MONTH_NAMES, MONTHS } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { onlyDerived } from '../kb/unread-table.js';
import { cents } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { tableCitations } from './calcolo-parts.js';
import { bold, compose, table } from './compose.js';
import type { AgentContext } from './context.js';
import { related } from './figure-answers.js';
import { isDomestic } from './pay-base.js';
import { levelName } from './shared/levels.js';

/**
 * A calendar year's total of a level's minimum, asked for a budget ("il totale della retribuzione tabellare del
 * 2027, gennaio–dicembre più 13ª e 14ª", "quanto fa di minimi lordi in tutto il 2027"): each month at the table
 * in force that month, the 13th at December's pay and the 14th at the pay in force on 30 June (payroll rules
 * §8), so a tranche in the year counts from its month. Only for a worker in service the whole year on the
 * minimum alone: a pay the user gives, a net, a cost or a TFR are other answers.
 */

// The year's sum said outright ("budget 2027" alone may ask one month's figure for it).
const TOTAL = /\b(?:in tutto|totale|complessiv\w*)\b/;
// "di quanto aumenta in totale": the renewal's increase, not the year's pay.
// ("chi ha preso più aumento sui minimi nel 2025? quanto in tutto per ciascuno?": the increase taken in the year.)
const INCREASE_TOTAL =
  /\b(?:aument\w*|increment\w*)\b[^.?!]{0,30}\b(?:in tutto|totale|complessiv\w*)|\b(?:in tutto|totale|complessiv\w*)\b[^.?!]{0,20}\baument|\b(?:pres[oaie]|avut[oaie]|ricevut[oaie]|incassat[oaie])\b[^.?!]{0,20}\b(?:piu |meno )?aument/;
const MINIMUM = /\bminim\w*|\btabellar\w*/;
const OTHER_FIGURE =
  /\bnett\w*|\bcost\w* (?:aziend\w*|del lavoro|per l'azienda)|\btfr\b|\bcontribut\w*|\binps\b|\birpef\b|\bstraordinar\w*|\bferie\b|\brol\b|\bpart[- ]?time\b|\bore (?:a|alla|settimanal\w*)\b|\bore\b|\bal mese\b|\bl'ora\b|\ball'ora\b|\bun'ora\b/;

/** The year a total is asked of, or undefined. */
export function yearTotalAsked(message: string, before = ''): string | undefined {
  const text = readable(message);
  // The minimum said ("minimi lordi", "retribuzione tabellare"): a gross "in tutto l'anno" also holds the level's
  // allowances, which the pay answer adds.
  if (
    !TOTAL.test(text) ||
    !MINIMUM.test(`${text} ${readable(before)}`) ||
    INCREASE_TOTAL.test(text) ||
    OTHER_FIGURE.test(text)
  )
    return undefined;
  const years = [...text.matchAll(/\b(20[2-3]\d)\b/g)].map((m) => m[1] ?? '');
  // "a dicembre 2026 … e nel 2027 in tutto?": one year only, else the total is not the year's.
  if (new Set(years).size !== 1) return undefined;
  // "l'aumento di maggio 2027 e il minimo complessivo", "stagione dal 1 giugno 2026": a month or a period, not
  // the calendar year.
  const dated = new RegExp(
    String.raw`\b(?:\d{1,2}°? |primo )?(?:${MONTH_NAMES}) (?:del |')?20\d\d\b|\b\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\b`,
  );
  return dated.test(text) ? undefined : years[0];
}

interface Month {
  pay: number;
  from: string;
  derived: boolean;
}

function monthPay(ccnl: Ccnl, level: string, date: string): Month | undefined {
  const found = levelPayAt(ccnl, level, date);
  if (!found) return undefined;
  // Items paid only in some months (payments set) are no month's minimum.
  const parts = found.row.components.filter((c) => !c.payments);
  const pay = parts.length ? parts.reduce((s, c) => s + c.amount, 0) : found.row.amount;
  return { pay: cents(pay), from: found.table.effective_from, derived: onlyDerived(found.table) };
}

export function yearTotalAnswer(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl | undefined,
): AgentAnswer | undefined {
  // "e per un 2° livello, quanto viene in tutto il 2027?": the minimum named in the turn before.
  const year = yearTotalAsked(ctx.message, ctx.history?.at(-1));
  const level = req.slots.level;
  const payments = ccnl?.monthly_payments.value;
  const hiredOrLeaving = req.slots.hireDate ?? req.slots.endDate;
  if (
    !ccnl ||
    isDomestic(ccnl) ||
    !year ||
    !level ||
    hiredOrLeaving ||
    req.slots.amounts.length ||
    (payments !== 13 && payments !== 14)
  )
    return undefined;
  const months = Array.from({ length: 12 }, (_, i) =>
    monthPay(ccnl, level, `${year}-${String(i + 1).padStart(2, '0')}-01`),
  );
  if (months.some((m) => m === undefined)) return undefined;
  const pays = months as Month[];
  const december = pays[11] as Month;
  const june = pays[5] as Month;
  const extras: [string, Month][] = [['13ª (dicembre)', december]];
  if (payments === 14) extras.push(['14ª (retribuzione in atto al 30 giugno)', june]);
  const total = cents([...pays, ...extras.map(([, m]) => m)].reduce((s, m) => s + m.pay, 0));
  const runs: { from: number; to: number; month: Month }[] = [];
  pays.forEach((month, i) => {
    const last = runs.at(-1);
    if (last && last.month.pay === month.pay) last.to = i;
    else runs.push({ from: i, to: i, month });
  });
  const label = (r: (typeof runs)[number]) =>
    `${MONTHS[r.from]}${r.to > r.from ? `–${MONTHS[r.to]}` : ''} ${year}`;
  const rows: [string, string][] = [
    ...runs.map((r): [string, string] => [
      `${label(r)}: ${r.to - r.from + 1} × ${euro(r.month.pay)}`,
      euro(cents((r.to - r.from + 1) * r.month.pay)),
    ]),
    ...extras.map(([name, m]): [string, string] => [name, euro(m.pay)]),
    [bold(`Totale ${year}`), bold(euro(total))],
  ];
  const change =
    runs.length > 1
      ? `; il minimo cambia in corso d'anno: ${runs.map((r) => `${euro(r.month.pay)} da ${MONTHS[r.from]}`).join(', ')}`
      : '';
  const last =
    [...ccnl.pay_tables]
      .map((t) => t.effective_from)
      .sort()
      .at(-1) ?? december.from;
  const notes = [
    `Dipendente a tempo pieno in forza tutto il ${year}, solo minimo tabellare: scatti di anzianità, superminimi ed elementi non tabellari sono esclusi.`,
  ];
  if (last < `${year}-12-31`)
    notes.push(
      `Nessuna tranche successiva al ${italianDate(last)} è nella base di conoscenza: eventuali aumenti del ${year} dipendono dal prossimo rinnovo${ccnl.validity.to ? ` (il contratto scade il ${italianDate(ccnl.validity.to)})` : ''}.`,
    );
  if (pays.some((m) => m.derived))
    notes.push(
      'Alcuni mesi usano un minimo ottenuto sommando alla tabella pubblicata l’aumento pubblicato dal rinnovo, non una tabella pubblicata a sé.',
    );
  const dates = [...new Set(pays.map((m) => m.from))];
  return compose({
    answer: `Nel ${year} il minimo tabellare lordo del ${levelName(ccnl, level)} del ${ccnl.short_name}, su ${payments} mensilità, è in totale ${bold(euro(total))}${change}.`,
    steps: table(rows, ['Periodo', 'Importo']),
    assumptions: notes,
    citations: dates.flatMap((d) => tableCitations(ccnl, d)),
    related: related(ctx.message),
  });
}
