import { decimal, euro, percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { fold, readable } from '../reader/text.js';
import { citeRates } from './answer.js';
import { clockHoursAsCounts, nightWindow } from './clock-hours.js';
import { bold, compose, table } from './compose.js';
import type { AgentContext } from './context.js';
import { levelHourly } from './level-hourly.js';
import { withoutKeptBound } from './overtime-bands.js';
import { agreementOf, domesticHourlyPay, payBase } from './pay-base.js';
import { CASES } from './several-rates.js';

/**
 * Extra hours counted case by case ("2 ore la sera dopo le 22 e poi 3 ore domenica mattina: quanto le devo per
 * queste 5 ore?"): each count at its own case's rate (night, Sunday, daytime), and the total first. Undefined
 * unless two or more counts each name a case the agreement rates and the hourly pay is known.
 */

// "2 ore", "3,5 ore": a count of hours; its case is told up to the next count or the sentence's end.
const COUNT = /\b(\d{1,2}(?:,\d{1,2})?) or[ea]\b/g;

// "10 ore di straordinario feriale", "8 ore di straordinario nei giorni feriali": the weekday daytime overtime.
const WEEKDAY = /\bferial\w*|\bdiurn\w*|\bdi giorno\b|\bin settimana\b/;

type Rate = NonNullable<Ccnl['rates']['rates']>[number];

/** The weekday overtime rate of the band the words tell ("oltre la 48ª ora"), else the first band. */
function weekdayRate(rates: readonly Rate[], said: string): Rate | undefined {
  const plain = rates.filter((r) => r.kind === 'straordinario');
  // ("8 ore nei giorni feriali (mai oltre le 48 ore settimanali)": the bound kept is the first band.)
  const beyond = /\boltre\b|\bdopo\b/.test(withoutKeptBound(fold(said)));
  return plain.find((r) => beyond === /\boltre\b|successiv/.test(r.condition ?? '')) ?? plain[0];
}

/** The ordinary hour of a monthly pay: the pay told or the level's minimum, over the agreement's hourly divisor. */
function monthlyHourly(ctx: AgentContext, req: TypedRequest, ccnl: Ccnl): number | undefined {
  const base = payBase(ctx, req);
  const divisor = ccnl.hourly_divisor.value;
  return base && divisor ? base.monthly / divisor : undefined;
}

// "tempo pieno 40 ore", "part-time 24 ore", "40 ore settimanali": the schedule's week, not hours worked extra.
// ("ho già fatto tutte le mie 40 ore", "dopo le sue solite 40 ore": the week's own hours, done before the extra.)
const SCHEDULE_BEFORE =
  /(?:tempo pieno|full.?time|part.?time|tempo parziale|orario(?: di lavoro)?|contratto)\s*(?:a |di |da )?$|\ble (?:mie|sue|tue|loro|nostre) (?:solite |normali )?$/;
const SCHEDULE_AFTER = /^\s*(?:settimanal\w*|a settimana|alla settimana|su \d)/;
const weekHours = (text: string, m: RegExpMatchArray) =>
  SCHEDULE_BEFORE.test(text.slice(Math.max(0, (m.index ?? 0) - 30), m.index)) ||
  SCHEDULE_AFTER.test(text.slice((m.index ?? 0) + m[0].length));

// "lordo complessivo del mese", "stipendio più straordinari", "il totale del mese", "quanto prendo in tutto nel mese".
const MONTH_TOTAL =
  /\b(?:lordo|totale|importo) (?:complessiv\w+ |totale )?(?:del|nel|di) (?:mese|mensile)\b|\bstipendio (?:piu|\+|e|con|compresi|compres\w*) (?:gli |lo )?straordinar\w*|\bin tutto (?:nel|del|a) mese\b/;

const hoursText = (h: number) => (Number.isInteger(h) ? String(h) : decimal(h));

export function hoursByCase(ctx: AgentContext, req: TypedRequest) {
  const ccnl = agreementOf(ctx, req);
  if (!ccnl) return undefined;
  const said = readable(ctx.message);
  const saidCounts = [...said.matchAll(COUNT)].filter((m) => !weekHours(said, m));
  // ("dalle 14 alle 16 … e poi dopo la mezzanotte fino alle 3": hours told by the clock, counted by case.)
  // ("quanto per queste 5 ore?" asked as a part after the story that told them: the story's clock.)
  const story = /\b(?:quest|quell)[ei] (?:\d{1,2} |[a-z]+ )?ore\b/.test(said)
    ? (ctx.history ?? []).map(readable)
    : [];
  const window = nightWindow(
    (ccnl.rates.rates ?? []).find((r) => r.kind === 'straordinario_notturno')?.condition ?? undefined,
  );
  // ("turno fisso dalle 23:30 alle 7:30": the worker's own shift by the clock, ordinary hours, not extra ones.)
  const ownShift =
    /\bturn\w* (?:fiss\w*|normal\w*|ordinari\w*|di lavoro)\b|\borario (?:di lavoro|fisso|normale)\b/.test(
      said,
    );
  const byClock =
    saidCounts.length <= 1 && !ownShift
      ? (clockHoursAsCounts(said, window) ?? clockHoursAsCounts([...story.slice(-3), said].join(' '), window))
      : undefined;
  const text = byClock ?? said;
  const counts = byClock ? [...text.matchAll(COUNT)] : saidCounts;
  const rates = ccnl.rates.rates ?? [];
  // ("una notte dalle 23 all'1, 2 ore": the night told as such before the count.)
  const caseOf = (said: string) =>
    CASES.find((x) => x.group === 'time' && x.kind !== 'straordinario' && x.asked.test(said)) ??
    (/\bnott[ei]\b|\bdalle (?:22|23|24|00?)\b/.test(said)
      ? CASES.find((x) => x.kind === 'straordinario_notturno')
      : undefined);
  let told = 0;
  const found = counts.flatMap((m, i) => {
    const end = Math.min(
      counts[i + 1]?.index ?? text.length,
      text.slice(m.index).search(/[.?!](?:\s|$)/) + m.index,
    );
    const said = text.slice(m.index + m[0].length, end < m.index ? text.length : end);
    const hours = Number((m[1] ?? '0').replace(',', '.'));
    // Its own words up to the next clause ("4 ore di notte e …"), else the clause before it ("una sera dalle 22
    // alle 2 di notte, quindi 4 ore, e una domenica pomeriggio 3 ore": the Sunday is the 3 hours' own), else
    // everything up to the next count.
    const own = said.split(/[,;]| e (?=\w)/)[0] ?? '';
    const before =
      text
        .slice(told, m.index)
        .split(/[.?!](?:\s|$)/)
        .at(-1) ?? '';
    told = m.index + m[0].length + own.length;
    // ("quanto per quelle 4 ore di notte?": hours already counted, told again.)
    if (/\b(?:quell|quest)\w* $/.test(text.slice(Math.max(0, m.index - 12), m.index)) && i > 0) return [];
    // (A case read past its own clause is this count's: the next count does not read it again before itself.)
    const c = caseOf(own) ?? caseOf(before) ?? caseOf(said);
    if (c && !caseOf(own) && !caseOf(before)) told = m.index + m[0].length + said.length;
    const rate = c && rates.find((r) => r.kind === c.kind);
    if (c && rate) return [{ hours, label: c.label, rate }];
    const weekday = WEEKDAY.test(said) ? weekdayRate(rates, said) : undefined;
    return weekday ? [{ hours, label: 'nei giorni feriali', rate: weekday, weekday: true }] : [];
  });
  // (Weekday overtime counts only beside a night or Sunday count: alone it is the plain overtime answer.)
  if (found.length < 2 || found.every((f) => 'weekday' in f)) return undefined;
  const hourly = domesticHourlyPay(req) ?? levelHourly(ctx, req, ccnl) ?? monthlyHourly(ctx, req, ccnl);
  if (hourly === undefined) return undefined;
  const rows = found.map((f) => {
    const value = cents(hourly * (1 + f.rate.percent / 100));
    // (The total as its step shows it: hours × pay × rate, not the rounded hour times the hours.)
    return { ...f, value, total: cents(hourly * (1 + f.rate.percent / 100) * f.hours) };
  });
  const total = cents(rows.reduce((sum, r) => sum + r.total, 0));
  const hours = rows.reduce((sum, r) => sum + r.hours, 0);
  const each = rows.map(
    (r) =>
      `${hoursText(r.hours)} ${r.hours === 1 ? 'ora' : 'ore'} ${r.label} a ${euro(r.value)} (+${percent(r.rate.percent)}) = ${euro(r.total)}`,
  );
  // "il lordo complessivo del mese, stipendio più straordinari": the month's pay with the hours on top.
  const base = MONTH_TOTAL.test(fold(ctx.message)) ? payBase(ctx, req) : undefined;
  const month = base
    ? ` Con lo stipendio del mese (${euro(cents(base.monthly))}) il lordo complessivo è ${bold(euro(cents(cents(base.monthly) + total)))}.`
    : '';
  return compose({
    answer: `Per queste ${hoursText(hours)} ore spettano ${bold(euro(total))} in tutto, non la paga normale (${euro(cents(hourly * hours))}): ${each.join(' e ')}.${month}`,
    steps: table(
      [
        ['Paga oraria normale', euro(cents(hourly))],
        ...rows.map((r): [string, string] => [
          `${hoursText(r.hours)} × ${euro(cents(hourly))} × ${decimal(1 + r.rate.percent / 100)}, ${r.label}`,
          euro(r.total),
        ]),
        ['Totale', euro(total)],
      ],
      ['Caso', 'Importo'],
    ),
    assumptions: [
      "Il valore dell'ora comprende la paga oraria ordinaria più la maggiorazione.",
      'Ore oltre l’orario settimanale concordato, pagate come straordinario del caso in cui cadono.',
    ],
    citations: citeRates(ccnl),
    related: [],
  });
}
