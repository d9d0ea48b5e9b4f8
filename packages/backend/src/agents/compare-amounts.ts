import { euro, percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/net-pay.js';
import type { TypedRequest } from '../reader/request.js';
import type { Cell, Measure } from './compare-cells.js';
import { rateKinds } from './compare-cells.js';
import { bold } from './compose.js';
import { ratesForCondition } from './rate-condition.js';

type Rate = NonNullable<Ccnl['rates']['rates']>[number];

const num = (value: number) => euro(value).replace(/\s*€$/, '');
const count = (value: number) => String(value).replace('.', ',');

/** The hourly pay the question gives ("12 euro l'ora", "paga oraria 9,60"), when it gives one. */
function hourlyGiven(req: TypedRequest | undefined, text: string): number | undefined {
  // "paga oraria (13 €)", "paga oraria di 9,60": an hourly pay the reader kept as a plain amount.
  const said = /\bpaga oraria\W{0,4}(?:di |pari a |uguale,? )?(\d{1,2}(?:,\d{1,2})?)\b/.exec(text)?.[1];
  const found =
    req?.slots.amounts.find((a) => a.perHour && a.value > 0)?.value ??
    (said ? Number(said.replace(',', '.')) : undefined);
  return found !== undefined && found < 100 ? found : undefined;
}

/** A monthly pay the question gives ("1.600 lordi al mese"), not an hourly one. */
function monthlyGiven(req: TypedRequest | undefined): number | undefined {
  const found = req?.slots.amounts.find((a) => a.kind === 'monthly_gross' && !a.perHour)?.value;
  return found !== undefined && found >= 300 ? found : undefined;
}

/** The hours the question counts ("10 ore di notte", "8 ore di lavoro festivo"). */
function hoursGiven(req: TypedRequest | undefined): number | undefined {
  const hours = req?.slots.extraHours ?? req?.slots.amounts.find((a) => a.kind === 'hours')?.value;
  return hours !== undefined && hours > 0 && hours < 400 ? hours : undefined;
}

/** The agreement's rates for the case asked: those its condition names first, else all of the kind asked. */
function ratesAsked(ccnl: Ccnl, text: string): Rate[] {
  const kinds = rateKinds(text);
  // A holiday asked by name ("Pasquetta", "festivi") is the holiday rate; a Sunday the Sunday rate, when both exist.
  const rows = (ccnl.rates.rates ?? []).filter((r) => kinds.includes(r.kind));
  const byDay = rows.filter((r) =>
    /domenic/.test(text) ? r.kind === 'domenicale' : r.kind !== 'domenicale',
  );
  const pool = byDay.length ? byDay : rows;
  const chosen = ratesForCondition(pool, text).chosen;
  if (chosen.length) return chosen.slice(0, 1);
  return [...new Map(pool.map((r) => [r.percent, r])).values()];
}

const labelOf = (r: Rate) => `${percent(r.percent)}${r.condition ? `, ${r.condition}` : ''}`;

/**
 * Night, Sunday or holiday hours compared with the pay the question gives: each agreement's surcharge in euro
 * (hourly pay × percent × hours); overtime hours are worth the hour and its surcharge. Undefined without an
 * hourly pay or without a rate in at least two agreements.
 */
function surchargeAmounts(
  agreements: Ccnl[],
  text: string,
  req: TypedRequest | undefined,
): { opening: string; steps: string[] } | undefined {
  const hourly = hourlyGiven(req, text);
  if (hourly === undefined) return undefined;
  const hours = hoursGiven(req);
  const each = agreements.map((c) => ({ ccnl: c, rates: ratesAsked(c, text) }));
  if (each.filter((e) => e.rates.length).length < 2) return undefined;
  const overtime = (r: Rate) => r.kind.startsWith('straordinario');
  const worth = (r: Rate) =>
    ((overtime(r) ? hourly * (1 + r.percent / 100) : (hourly * r.percent) / 100) * (hours ?? 1)) as number;
  const steps: string[] = ['', 'Calcolo:'];
  const parts = each.map(({ ccnl, rates }) => {
    if (!rates.length) return `nel ${ccnl.short_name} la maggiorazione non è nella base di conoscenza`;
    const figures = rates.map((r) => {
      const value = cents(worth(r));
      const base = overtime(r)
        ? `${num(hourly)} × (1 + ${percent(r.percent)})`
        : `${num(hourly)} × ${percent(r.percent)}`;
      steps.push(
        `- ${ccnl.short_name} (${labelOf(r)}): ${base}${hours ? ` × ${count(hours)} ore` : ''} = ${euro(value)}`,
      );
      return `${bold(euro(value))} (${labelOf(r)})`;
    });
    return `${figures.join(' o ')} nel ${ccnl.short_name}`;
  });
  const single = each.filter((e) => e.rates.length === 1);
  const what = each.some((e) => e.rates.some(overtime))
    ? hours
      ? `${count(hours)} ore valgono`
      : "un'ora vale"
    : hours
      ? `la maggiorazione per ${count(hours)} ore è`
      : "la maggiorazione di un'ora è";
  let verdict = '';
  if (single.length === each.length && single.length >= 2) {
    const sorted = [...single].sort((a, b) => worth(b.rates[0] as Rate) - worth(a.rates[0] as Rate));
    const [top, second] = sorted;
    const gap = cents(worth(top?.rates[0] as Rate)) - cents(worth(second?.rates[0] as Rate));
    if (top && gap > 0.004)
      verdict = ` Paga di più il ${top.ccnl.short_name}: ${bold(euro(cents(gap)))} in più${hours ? '' : " all'ora"}.`;
    else if (top) verdict = ' Le due maggiorazioni si equivalgono.';
  }
  return {
    opening: `Con una paga oraria di ${euro(hourly)}, ${what} ${parts.join('; ')}.${verdict} `,
    steps: [
      ...steps,
      ...(each.some((e) => e.rates.some((r) => !overtime(r)))
        ? [
            "Si conta la sola maggiorazione: le ore notturne, domenicali o festive dentro l'orario normale sono già pagate con la retribuzione ordinaria.",
          ]
        : []),
    ],
  };
}

/** The hourly pay of the same monthly pay under each agreement's divisor ("1.600 ÷ 168 = 9,52 €"). */
function divisorAmounts(
  agreements: Ccnl[],
  cells: Cell[],
  req: TypedRequest | undefined,
): { opening: string; steps: string[] } | undefined {
  const monthly = monthlyGiven(req);
  if (monthly === undefined) return undefined;
  const rows = agreements.map((c, i) => ({ ccnl: c, divisor: cells[i]?.value }));
  const known = rows.filter((r): r is { ccnl: Ccnl; divisor: number } => typeof r.divisor === 'number');
  if (known.length < 2) return undefined;
  const steps = ['', 'Calcolo:'];
  const parts = rows.map(({ ccnl, divisor }) => {
    if (typeof divisor !== 'number')
      return `nel ${ccnl.short_name} il divisore non è nella base di conoscenza`;
    const hourly = monthly / divisor;
    steps.push(`- ${ccnl.short_name}: ${num(monthly)} ÷ ${divisor} = ${euro(cents(hourly))}`);
    return `${bold(euro(cents(hourly)))} nel ${ccnl.short_name} (÷ ${divisor})`;
  });
  return {
    opening: `Con ${euro(monthly)} lordi al mese, la paga oraria è ${parts.join('; ')}. `,
    steps,
  };
}

/**
 * The amounts a comparison asks when the question gives the pay: the surcharge in euro of the hours counted, or
 * the hourly pay of a monthly one under each divisor. Said before the rules compared; undefined otherwise.
 */
export function comparedAmounts(
  agreements: Ccnl[],
  measure: Measure | undefined,
  cells: Cell[],
  text: string,
  req: TypedRequest | undefined,
): { opening: string; steps: string[] } | undefined {
  if (agreements.length < 2) return undefined;
  if (measure === 'maggiorazioni') return surchargeAmounts(agreements, text, req);
  if (measure === 'divisore') return divisorAmounts(agreements, cells, req);
  return undefined;
}

/**
 * The rules' sentence after the amounts: its "which percent is higher" is dropped, since the highest of all the
 * rates listed need not be the case asked (the amounts already say which agreement pays more).
 */
export function withoutHighest(rules: string): string {
  return rules
    .replace(/ La maggiorazione più alta è[^.]*\./, '')
    .replace(/ Il divisore più alto è[^.]*\./, '');
}
