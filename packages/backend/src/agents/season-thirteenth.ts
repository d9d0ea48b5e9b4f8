import { euro, italianDate, MONTHS } from '../kb/format.js';
import { cents } from '../payroll/index.js';
import { monthsWorked } from '../payroll/pay-items.js';
import type { TypedRequest } from '../reader/request.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { fourteenthAsked } from './extra-month-asked.js';
import { related } from './figure-answers.js';
import { extraMonthBase } from './year-tfr.js';

const month = (iso: string) => MONTHS[Number(iso.slice(5, 7)) - 1] ?? '';
const span = (from: string, to: string) =>
  from.slice(0, 7) === to.slice(0, 7)
    ? `${month(from)} ${from.slice(0, 4)}`
    : `${month(from)}-${month(to)} ${to.slice(0, 4)}`;

/**
 * Session 38: a 13th asked for a contract across the new year ("dal 1° dicembre 2026 al 30 aprile 2027"): the
 * 13th accrues from January to December and is paid in December, so the first year's months are paid that
 * December on the table then in force, and the next year's are settled when the contract ends, on the table in
 * force on its last day. The two shares and their sum. Undefined for a 14th, a pay given by the user, a span
 * within one year or longer than a year, or a table that cannot be read for either date.
 */
export function acrossYearsThirteenth(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const { hireDate: hire, endDate: end } = req.slots;
  if (!hire || !end || /^\?/.test(hire) || /^\?/.test(end)) return undefined;
  if (fourteenthAsked(ctx.message, ctx.history?.at(-1))) return undefined;
  if (req.slots.amounts.some((a) => a.kind === 'monthly_gross' || a.kind === 'ral')) return undefined;
  const [y1, y2] = [Number(hire.slice(0, 4)), Number(end.slice(0, 4))];
  if (y2 !== y1 + 1 || end.slice(5) >= hire.slice(5)) return undefined;
  const firstEnd = `${y1}-12-31`;
  const secondStart = `${y2}-01-01`;
  const first = extraMonthBase(ctx, { ...req, slots: { ...req.slots, date: `${y1}-12-01` } });
  const second = extraMonthBase(ctx, { ...req, slots: { ...req.slots, date: end } });
  if (!first?.ccnl || !second?.ccnl) return undefined;
  const m1 = monthsWorked(hire, firstEnd, `${y1}-01-01`, firstEnd);
  const m2 = monthsWorked(secondStart, end, secondStart, `${y2}-12-31`);
  if (m1 === 0 || m2 === 0) return undefined;
  const a1 = cents((first.monthly * m1) / 12);
  const a2 = cents((second.monthly * m2) / 12);
  const total = cents(a1 + a2);
  const ccnl = first.ccnl;
  const paid = ccnl.monthly_payments.extra?.find((e) => /13|tredicesim/i.test(e.name))?.paid;
  return compose({
    answer: `Con ${second.label.replace(/ \(minimo [^)]*\)/, '')}, la tredicesima per questi ${m1 + m2} mesi è di ${bold(euro(total))} lordi: ${euro(a1)} per ${span(hire, firstEnd)} (${m1}/12 di ${euro(first.monthly)}, pagati a dicembre ${y1}) più ${euro(a2)} per ${span(secondStart, end)} (${m2}/12 di ${euro(second.monthly)}, in vigore al ${italianDate(end)}, liquidati a fine rapporto).`,
    steps: [
      `La tredicesima matura 1/12 della retribuzione mensile per ogni mese lavorato (la frazione di almeno 15 giorni conta come mese intero), da gennaio a dicembre${paid ? `; nel ${ccnl.short_name} si paga ${paid}` : ''}.`,
      '',
      '| Periodo | Calcolo | Importo |',
      '| --- | --- | ---: |',
      `| ${span(hire, firstEnd)} | ${euro(first.monthly)} × ${m1}/12 | ${euro(a1)} |`,
      `| ${span(secondStart, end)} | ${euro(second.monthly)} × ${m2}/12 | ${euro(a2)} |`,
      `| **Totale** | ${euro(a1)} + ${euro(a2)} | **${euro(total)}** |`,
    ],
    assumptions: [
      ...second.assumptions.filter((a) => !a.includes('mensilità')),
      `Rapporto dal ${italianDate(hire)} al ${italianDate(end)}.`,
      'Spetta in proporzione ai mesi lavorati anche al lavoratore stagionale o a termine.',
    ],
    citations: [
      ...first.citations,
      ...second.citations,
      ...(ccnl.monthly_payments.text
        ? citeSources(ccnl, ccnl.monthly_payments.text, null, ccnl.monthly_payments.sources, 1)
        : []),
    ],
    related: related(ctx.message),
  });
}
