import { euro } from '../kb/format.js';
import { effectiveHourlyPay } from '../payroll/domestic.js';
import { cents } from '../payroll/net-pay.js';
import { toSourceRef } from '../payroll/payroll-data.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { effectivePayStated } from './domestic-effective.js';
import { hourBandOpening } from './domestic-hour-band.js';
import { yearsWeighed } from './net-years.js';
import { domesticHourlyPay, payrollData } from './pay-base.js';
import { sourceCitations } from './worked.js';

const YEAR = /\b(20[2-3]\d)\b/g;

/** The distinct years a question names, in the order said ("2025 e 2026 a confronto", "nel 2026 rispetto al 2025"). */
function yearsNamed(text: string): number[] {
  return [...new Set([...text.matchAll(YEAR)].map((m) => Number(m[1])))];
}

/**
 * A domestic worker's hourly contribution asked for two years side by side ("contributo orario inps 2025 e 2026 a
 * confronto, perché è cambiato?", "quanto pagavo nel 2025 e quanto nel 2026 per 9,50 l'ora?"): each year's band
 * for the same hourly pay opens the answer, then why it changed (the INPS revalues bands and amounts every year).
 * Undefined unless the question gives an hourly pay, asks the contributions and names exactly two years the
 * payroll data holds.
 */
export function domesticYearsCompared(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (!/contribut|\binps\b/.test(text) || (req.slots.weeklyHours ?? 0) > 24) return undefined;
  const pay = domesticHourlyPay(req);
  const data = payrollData();
  // "quest'anno rispetto al 2025": the year named against the current one (net-years.ts).
  const named = yearsNamed(text);
  const years = named.length === 2 ? named : (yearsWeighed(ctx.message, ctx.today) ?? []);
  if (pay === undefined || !data || years.length !== 2) return undefined;
  const tables = years.map((year) => data.domestic.years.find((y) => y.year === year));
  const stated = effectivePayStated(ctx.message);
  const effective = stated ? pay : effectiveHourlyPay(pay);
  const rows = tables.map((table) => {
    if (!table) return undefined;
    const i = table.open_ended.findIndex((b) => b.hourly_up_to === null || effective <= b.hourly_up_to);
    const band = table.open_ended[i];
    return band?.with_cuaf != null && band.worker != null ? { table, band, index: i } : undefined;
  });
  const [a, b] = rows;
  if (!a || !b) return undefined;
  const perYear = (r: NonNullable<typeof a>) =>
    `${bold(`${euro(r.band.with_cuaf ?? 0)} l'ora`)} nel ${r.table.year} (di cui ${euro(r.band.worker ?? 0)} a carico del lavoratore)`;
  const payText = stated
    ? `una retribuzione oraria effettiva di ${euro(effective)}`
    : `una paga di ${euro(pay)} l'ora (retribuzione oraria effettiva ${euro(effective)} con la quota di tredicesima)`;
  const same = a.band.with_cuaf === b.band.with_cuaf;
  const why =
    a.index === b.index && a.band.hourly_up_to !== null && b.band.hourly_up_to !== null
      ? `la paga resta nella stessa fascia, ma l'INPS rivaluta ogni anno fasce e contributi orari con l'indice ISTAT dei prezzi (il tetto della fascia passa da ${euro(a.band.hourly_up_to)} a ${euro(b.band.hourly_up_to)})`
      : "l'INPS rivaluta ogni anno fasce e contributi orari con l'indice ISTAT dei prezzi, e la paga cade in un'altra fascia";
  const hourly = `Con ${payText} il contributo INPS per colf e badanti è ${perYear(a)} e ${perYear(b)} (rapporto a tempo indeterminato, fino a 24 ore settimanali)${same ? '' : `: ${why}`}.`;
  // "conta 1040 ore pagate in tutti e due gli anni": each year's total on those hours, and the difference.
  const hours = req.slots.amounts.find(
    (x) => x.kind === 'hours' && x.value > 24 && x.value !== req.slots.weeklyHours,
  )?.value;
  const total = (r: NonNullable<typeof a>) => cents((r.band.with_cuaf ?? 0) * (hours ?? 0));
  const gap = hours ? cents(total(b) - total(a)) : 0;
  const opening = hours
    ? `Per ${hours} ore retribuite l'anno i contributi INPS sono ${bold(euro(total(a)))} nel ${a.table.year} e ${bold(euro(total(b)))} nel ${b.table.year}: ${gap === 0 ? 'gli stessi' : `${bold(euro(Math.abs(gap)))} ${gap > 0 ? 'in più' : 'in meno'} nel ${b.table.year}`}. ${hourly}`
    : hourly;
  const totals = hours
    ? [a, b].map(
        (r) =>
          `- ${r.table.year}: ${euro(r.band.with_cuaf ?? 0)} × ${hours} ore = ${euro(total(r))} (quota del lavoratore ${euro(cents((r.band.worker ?? 0) * hours))})`,
      )
    : [];
  const lines = rows.map((r) =>
    r ? hourBandOpening(req, r.table.open_ended, r.table.year, stated) : undefined,
  );
  return compose({
    answer: opening,
    steps: [
      ...totals,
      ...lines.filter((l): l is string => l !== undefined).map((l) => `- ${l}`),
      `Atti: ${a.table.act}; ${b.table.act}.`,
    ],
    assumptions: [
      data.domestic.effective_pay_rule.text,
      'Il datore di lavoro domestico non trattiene l’IRPEF.',
    ],
    citations: sourceCitations(
      [a.table, b.table].flatMap((t) => t.sources.map((s) => toSourceRef(s, t.applies_from))),
    ),
    related: [],
  });
}
