import { euro, MONTHS } from '../kb/format.js';
import { cents } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { agreementOf, payBase } from './pay-base.js';

/**
 * "Per il budget: quanto fa in tutto di minimi lordi nel 2026, con l'aumento di giugno e la tredicesima?": the
 * year's minimums of a level, month by month on the table in force on each month's first day (a tranche in the
 * year raises the months after it), plus the extra months the agreement pays (the 13ª on December's minimum, a
 * 14ª on the one in force on 30 June, when its accrual year closes). Undefined for any other question.
 */
// The minimums asked as a year's sum ("quanto fa in tutto di minimi nel 2026", "totale annuo dei minimi").
const YEAR_SUM =
  /\bminim\w*\b[^?]{0,80}\b(?:in tutto|totale|complessiv\w*|nell'?(?: ?intero)? ?anno|annu\w*|nel 20\d\d|del 20\d\d)\b|\b(?:in tutto|totale|complessiv\w*|somma)\b[^?]{0,60}\bminim\w*\b/;
// Within the same question, what makes it a sum over months rather than one minimum: the year's months or
// its extra month named, or a tranche within the year.
const OVER_MONTHS = /\btredicesim\w*|\bquattordicesim\w*|\bmensilit\w*|\baument\w*|\btranche\b|\bbudget\b/;
// A cost, a net, a TFR or contributions asked: another computation.
const OTHER_SUM =
  /\bcost\w*|\bnett\w*|\btfr\b|\bcontribut\w*|\binps\b|\birpef\b|\bstraordinar\w* (?:fatt|svolt|pagat)/;
const YEAR_SAID = /\b(?:nel|del|per il|anno) (20\d\d)\b/;

/** A month's first day of `year`. */
const firstOf = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`;

export function yearMinimumsAnswer(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (!YEAR_SUM.test(text) || !OVER_MONTHS.test(text) || OTHER_SUM.test(text)) return undefined;
  // (A 13ª asked "in tutto" on the minimum, or a contract's span: the extra month's own computation.)
  if (!/\bminimi\b/.test(text) || /\bquant[ao] (?:di )?(?:tredicesim|quattordicesim)/.test(text))
    return undefined;
  if (req.slots.amounts.length || !req.slots.level || req.slots.hireDate || req.slots.endDate)
    return undefined;
  const ccnl = agreementOf(ctx, req);
  const payments = ccnl?.monthly_payments.value;
  if (!ccnl || (payments !== 12 && payments !== 13 && payments !== 14)) return undefined;
  const year = Number(YEAR_SAID.exec(text)?.[1] ?? req.slots.taxYear ?? ctx.today.slice(0, 4));
  const at = (date: string) => payBase(ctx, { ...req, slots: { ...req.slots, date } });
  const months = MONTHS.map((_, i) => at(firstOf(year, i + 1)));
  if (months.some((m) => m === undefined || m.ccnl?.id !== ccnl.id)) return undefined;
  const monthly = months.map((m) => m?.monthly ?? 0);
  // Runs of months on the same minimum: "gennaio–maggio 5 × 2.158,26 €".
  const runs: { from: number; to: number; pay: number }[] = [];
  monthly.forEach((pay, i) => {
    const last = runs.at(-1);
    if (last && last.pay === pay) last.to = i;
    else runs.push({ from: i, to: i, pay });
  });
  const extras: { name: string; pay: number; when: string }[] = [];
  if (payments >= 13) extras.push({ name: 'Tredicesima', pay: monthly[11] ?? 0, when: 'minimo di dicembre' });
  if (payments === 14) {
    const june = at(`${year}-06-30`)?.monthly ?? monthly[5] ?? 0;
    extras.push({ name: 'Quattordicesima', pay: june, when: 'minimo in vigore al 30 giugno' });
  }
  const runSums = runs.map((r) => cents(r.pay * (r.to - r.from + 1)));
  const total = cents([...runSums, ...extras.map((e) => e.pay)].reduce((a, b) => a + b, 0));
  const span = (r: { from: number; to: number }) =>
    r.from === r.to ? MONTHS[r.from] : `${MONTHS[r.from]}–${MONTHS[r.to]}`;
  const label = (months.at(-1)?.label ?? '').replace(/ \(minimo [^)]*\)/, '');
  const parts = [
    ...runs.map((r, i) => `${span(r)} ${r.to - r.from + 1} × ${euro(r.pay)} = ${euro(runSums[i] ?? 0)}`),
    ...extras.map((e) => `${e.name.toLowerCase()} ${euro(e.pay)}`),
  ];
  return compose({
    answer: `Con ${label}, i minimi lordi del ${year} fanno in tutto ${bold(euro(total))}: ${parts.join(' + ')}.`,
    steps: [
      '| Periodo | Calcolo | Importo |',
      '| --- | --- | ---: |',
      ...runs.map(
        (r, i) => `| ${span(r)} ${year} | ${r.to - r.from + 1} × ${euro(r.pay)} | ${euro(runSums[i] ?? 0)} |`,
      ),
      ...extras.map((e) => `| ${e.name} (${e.when}) | 1 × ${euro(e.pay)} | ${euro(e.pay)} |`),
      `| **Totale** | | **${euro(total)}** |`,
    ],
    assumptions: [
      'Solo minimo tabellare per tutto l’anno, senza assenze non retribuite: scatti, superminimo, straordinari ed elementi a parte si aggiungono.',
      `Ogni mese sul minimo in vigore il primo del mese; ${payments} mensilità nel ${ccnl.short_name}.`,
    ],
    citations: [
      ...new Map(months.flatMap((m) => m?.citations ?? []).map((c) => [`${c.url}|${c.text}`, c])).values(),
    ],
    related: [],
  });
}
