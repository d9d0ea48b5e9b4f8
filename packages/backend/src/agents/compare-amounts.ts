import { euro, percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/net-pay.js';
import type { TypedRequest } from '../reader/request.js';
import type { Cell, Measure } from './compare-cells.js';
import { rateKinds } from './compare-rates-cell.js';
import { bold } from './compose.js';
import { bandAsked } from './overtime-bands.js';
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

/**
 * The hours the question counts ("10 ore di notte", "8 ore di lavoro festivo"), not a band's bound said to pick
 * the rate ("entro 48 ore", "prime 2 ore").
 */
function hoursGiven(req: TypedRequest | undefined, text: string): number | undefined {
  const hours = req?.slots.extraHours ?? req?.slots.amounts.find((a) => a.kind === 'hours')?.value;
  if (hours === undefined || hours <= 0 || hours >= 400) return undefined;
  const said = String(hours).replace('.', ',');
  const bound = new RegExp(
    String.raw`\b(?:entro|sotto|fino a|oltre|prim[ae]|dopo)(?: (?:le|la|alle|alla|prime))? ${said} ore\b`,
  );
  const all = text.match(new RegExp(String.raw`\b${said} ore\b`, 'g')) ?? [];
  return bound.test(text) && all.length <= 1 ? undefined : hours;
}

/**
 * A band of hours said beside each agreement ("il commercio (entro 48 ore) o i metalmeccanici (prime 2 ore)"):
 * the rate of the band a segment of the question names, for the agreement whose bands hold it.
 */
function bandSaid(pool: Rate[], text: string): Rate | undefined {
  for (const segment of text.split(/[();,]|\bo\b|\boppure\b/)) {
    // "entro (le) 48 ore", "sotto le 48 ore": the week's hours up to that one, read as its last hour.
    const said = segment.replace(/\b(?:entro|sotto|fino a|fino alle) (?:le )?(\d{2}) ore\b/, 'la $1 ora');
    const found = bandAsked(pool, said);
    if (found.banded.length && found.shown[0]) return found.shown[0];
  }
  return undefined;
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
  const all = [...new Map(pool.map((r) => [r.percent, r])).values()];
  const band = all.length > 1 ? bandSaid(all, text) : undefined;
  return band ? [band] : all;
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
  const given = hourlyGiven(req, text);
  // A monthly pay instead ("con 2000 lordi al mese un'ora di straordinario"): each agreement's own hour, the
  // pay over its divisor (Commercio 168, Metalmeccanici 173).
  const monthly = given === undefined ? monthlyGiven(req) : undefined;
  if (given === undefined && monthly === undefined) return undefined;
  const hours = hoursGiven(req, text);
  const each = agreements.map((c) => ({
    ccnl: c,
    rates: ratesAsked(c, text),
    divisor: typeof c.hourly_divisor.value === 'number' ? c.hourly_divisor.value : undefined,
  }));
  if (monthly !== undefined && each.some((e) => e.divisor === undefined)) return undefined;
  if (each.filter((e) => e.rates.length).length < 2) return undefined;
  const hourlyOf = (ccnl: Ccnl): number =>
    given ?? (monthly ?? 0) / (each.find((e) => e.ccnl === ccnl)?.divisor ?? 1);
  const overtime = (r: Rate) => r.kind.startsWith('straordinario');
  const worthIn = (ccnl: Ccnl, r: Rate) => {
    const hourly = hourlyOf(ccnl);
    return ((overtime(r) ? hourly * (1 + r.percent / 100) : (hourly * r.percent) / 100) *
      (hours ?? 1)) as number;
  };
  const steps: string[] = ['', 'Calcolo:'];
  const parts = each.map(({ ccnl, rates, divisor }) => {
    if (!rates.length) return `nel ${ccnl.short_name} la maggiorazione non è nella base di conoscenza`;
    const hourly = hourlyOf(ccnl);
    const hourText = given === undefined ? `${num(monthly ?? 0)} ÷ ${divisor} = ${num(cents(hourly))}; ` : '';
    const figures = rates.map((r) => {
      const value = cents(worthIn(ccnl, r));
      const base = overtime(r)
        ? `${hourText}${num(cents(hourly))} × (1 + ${percent(r.percent)})`
        : `${hourText}${num(cents(hourly))} × ${percent(r.percent)}`;
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
    const worth = (e: (typeof single)[number]) => worthIn(e.ccnl, e.rates[0] as Rate);
    const sorted = [...single].sort((a, b) => worth(b) - worth(a));
    const [top, second] = sorted;
    const gap = top && second ? cents(worth(top)) - cents(worth(second)) : 0;
    if (top && gap > 0.004)
      verdict = ` Paga di più il ${top.ccnl.short_name}: ${bold(euro(cents(gap)))} in più${hours ? '' : " all'ora"}.`;
    else if (top) verdict = ' Le due maggiorazioni si equivalgono.';
  }
  return {
    opening: `${given !== undefined ? `Con una paga oraria di ${euro(given)}` : `Con ${euro(monthly ?? 0)} lordi al mese (paga oraria sul divisore di ciascun contratto)`}, ${what} ${parts.join('; ')}.${verdict} `,
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
