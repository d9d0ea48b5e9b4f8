import { euro, MONTHS, percent } from '../kb/format.js';
import { cents } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { fourteenthAsked } from './extra-month-asked.js';
import { related } from './figure-answers.js';
import { statedPayThirteenth } from './stated-pay-thirteenth.js';
import { extraMonthBase } from './year-tfr.js';

const MONTH = `(${MONTHS.join('|')})`;
const SCHEDULE =
  /\b(?:part.?time|tempo parziale)\s*(?:a |al |di |da )?(\d{1,2}(?:,\d+)?)\s*(ore|%|per ?cento)|\b(?:tempo pieno|full.?time)\b/;
const PERIOD = new RegExp(`\\bda ${MONTH} ad? ${MONTH}\\b`, 'g');

interface Stretch {
  from: number;
  to: number;
  months: number;
  /** Hours a week, or undefined for full time. */
  hours?: number;
  share?: number;
}

/** "da gennaio a giugno part-time 24 ore … da luglio a dicembre tempo pieno": each stretch with its schedule. */
export function scheduleStretches(text: string): Stretch[] {
  const found: Stretch[] = [];
  const periods = [...text.matchAll(PERIOD)];
  periods.forEach((p, i) => {
    const from = MONTHS.indexOf(p[1] as (typeof MONTHS)[number]);
    const to = MONTHS.indexOf(p[2] as (typeof MONTHS)[number]);
    if (from < 0 || to < from) return;
    // The schedule said right after the stretch (up to the next one), or right before it.
    const start = (p.index ?? 0) + p[0].length;
    const after = text.slice(start, periods[i + 1]?.index ?? start + 80).slice(0, 80);
    const before = text.slice(Math.max(0, (p.index ?? 0) - 50), p.index ?? 0);
    const said = SCHEDULE.exec(after) ?? SCHEDULE.exec(before.split(/[.;]| e /).at(-1) ?? '');
    if (!said) return;
    const value = said[1] === undefined ? undefined : Number(said[1].replace(',', '.'));
    const stretch: Stretch = { from, to, months: to - from + 1 };
    if (value !== undefined && said[2] === 'ore') stretch.hours = value;
    else if (value !== undefined) stretch.share = value / 100;
    found.push(stretch);
  });
  return found;
}

/**
 * A tredicesima of a year whose schedule changed ("da gennaio a giugno part-time 24 ore e da luglio a dicembre
 * tempo pieno"): each month's twelfth on the share of that month's hours (D.Lgs. 81/2015 art. 7 c. 2), on the
 * full-time pay in force when it is paid. Undefined for a 14th, a pay the user gives, a single schedule or
 * stretches that overlap or exceed the year.
 */
export function scheduleChangeThirteenth(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (fourteenthAsked(ctx.message, ctx.history?.at(-1))) return undefined;
  // Each stretch's pay told ("fino a giugno 1.800 lordi, dal 1° luglio 900"): stated-pay-thirteenth.ts.
  const told = statedPayThirteenth(ctx.message);
  if (told) return told;
  if (req.slots.amounts.some((a) => a.kind === 'monthly_gross' || a.kind === 'ral')) return undefined;
  const stretches = scheduleStretches(readable(ctx.message));
  if (stretches.length < 2) return undefined;
  const total = stretches.reduce((sum, s) => sum + s.months, 0);
  const sorted = [...stretches].sort((a, b) => a.from - b.from);
  if (total > 12 || sorted.some((s, i) => i > 0 && s.from <= (sorted[i - 1]?.to ?? -1))) return undefined;
  const { partTimePercent: _p, weeklyHours: _h, monthsWorked: _m, ...slots } = req.slots;
  const base = extraMonthBase(ctx, { ...req, slots });
  const ccnl = base?.ccnl;
  const full = ccnl?.weekly_hours.value ?? undefined;
  if (!base || !ccnl) return undefined;
  const shares = sorted.map((s) =>
    s.share !== undefined ? s.share : s.hours === undefined ? 1 : full ? s.hours / full : Number.NaN,
  );
  if (shares.some((s) => Number.isNaN(s) || s <= 0 || s > 1) || new Set(shares).size < 2) return undefined;
  const rows = sorted.map((s, i) => {
    const share = shares[i] ?? 1;
    return { s, share, amount: cents((base.monthly * share * s.months) / 12) };
  });
  const twelfths = rows.reduce((sum, r) => sum + r.share * r.s.months, 0);
  const amount = cents((base.monthly * twelfths) / 12);
  const name = (s: Stretch) => (s.from === s.to ? MONTHS[s.from] : `${MONTHS[s.from]}-${MONTHS[s.to]}`);
  const how = (r: (typeof rows)[number]) =>
    r.share === 1
      ? 'tempo pieno'
      : r.s.hours !== undefined
        ? `part-time ${r.s.hours} ore su ${full} (${percent(cents(r.share * 100))})`
        : `part-time al ${percent(cents(r.share * 100))}`;
  const paid = ccnl.monthly_payments.extra?.find((e) => /13|tredicesim/i.test(e.name))?.paid;
  const weighted = String(cents(twelfths)).replace('.', ',');
  return compose({
    answer: `Con ${base.label}, la tredicesima è di ${bold(euro(amount))} lordi: ogni mese matura un dodicesimo riproporzionato all'orario di quel mese (${weighted}/12 della retribuzione a tempo pieno), non l'intera mensilità all'orario di dicembre.`,
    steps: [
      `La tredicesima matura 1/12 della retribuzione mensile per ogni mese lavorato, da gennaio a dicembre${paid ? `; nel ${ccnl.short_name} si paga ${paid}` : ''}. Per il part-time il trattamento è riproporzionato alle ore (D.Lgs. 81/2015, art. 7, c. 2), mese per mese.`,
      '',
      '| Periodo | Orario | Calcolo | Importo |',
      '| --- | --- | --- | ---: |',
      ...rows.map(
        (r) =>
          `| ${name(r.s)} | ${how(r)} | ${euro(base.monthly)} × ${r.share === 1 ? '' : `${percent(cents(r.share * 100))} × `}${r.s.months}/12 | ${euro(r.amount)} |`,
      ),
      `| **Totale** | | ${euro(base.monthly)} × ${weighted}/12 | **${euro(amount)}** |`,
    ],
    assumptions: base.assumptions.filter((a) => !a.includes('mensilità')),
    citations: [
      ...base.citations,
      ...(ccnl.monthly_payments.text
        ? citeSources(ccnl, ccnl.monthly_payments.text, null, ccnl.monthly_payments.sources, 1)
        : []),
    ],
    related: related(ctx.message),
  });
}
