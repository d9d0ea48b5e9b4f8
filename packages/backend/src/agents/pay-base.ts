import { loadConfig } from '../config.js';
import { euro, italianDate, percent } from '../kb/format.js';
import { levelPayAt, seniorityAmount } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { sectionAsked } from '../kb/section-asked.js';
import { onlyDerived } from '../kb/unread-table.js';
import { type Payments, type PayrollData, readPayrollData } from '../payroll/index.js';
import type { AmountKind, TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type Citation, citeSources } from './answer.js';
import { boardRuleNote } from './board-in-pay.js';
import type { AgentContext } from './context.js';
import { excludedComponents } from './excluded-components.js';
import { fullTimeFigure, fullTimeLabel, fullTimeNote } from './full-time-figure.js';
import { hourlyMonthBase } from './hourly-month-base.js';
import { incrementsOnTop, incrementToldEach } from './increments-on-top.js';
import { levelItemsOnBase } from './level-items-base.js';
import { partTimeRatio } from './part-time-ratio.js';
import { levelName } from './shared/levels.js';

const DOMESTIC_ID = 'lavoro-domestico';
export const DEFAULT_PAYMENTS: Payments = 13;

/** Where a calculation's pay comes from: figures the user gave, or an agreement's table. */
export interface PayBase {
  annual: number;
  monthly: number;
  payments: Payments;
  /** The year's months when the agreement pays a fraction of one (a 14th at 50%: 13.5), beside `payments`. */
  yearMonths?: number;
  /** "una RAL di 30.000,00 €", "il 4° livello del CCNL Commercio (minimo 1.783,75 €)". */
  label: string;
  assumptions: string[];
  citations: Citation[];
  ccnl?: Ccnl;
}

export const amount = (req: TypedRequest, kind: AmountKind) =>
  req.slots.amounts.find((a) => a.kind === kind)?.value;
export const asPayments = (n: number | null | undefined): Payments | undefined =>
  n === 12 || n === 13 || n === 14 ? n : undefined;

/** The agreement's year of months when it is not whole (13.5), from the date it applies; else undefined. */
export function fractionalMonths(ccnl: Ccnl | undefined, date: string): number | undefined {
  const value = ccnl?.monthly_payments.value;
  if (!value || Number.isInteger(value) || value < 12 || value > 15) return undefined;
  const from = ccnl.monthly_payments.applies_from;
  return from && date < from ? undefined : value;
}

export function agreementOf(ctx: AgentContext, req: TypedRequest): Ccnl | undefined {
  const id = req.slots.agreements[0];
  return id === undefined ? undefined : ctx.kb.byCategory(id);
}

export const isDomestic = (ccnl: Ccnl | undefined) => ccnl?.id === DOMESTIC_ID;

let cachedData: { dir: string; data: PayrollData | null } | undefined;
/** The payroll data files (employer contributions, domestic bands, TFR coefficients), read once. */
export function payrollData(): PayrollData | null {
  const dir = loadConfig(process.env).kbDir;
  if (cachedData?.dir !== dir) {
    let data: PayrollData | null = null;
    try {
      data = readPayrollData(dir);
    } catch {
      data = null;
    }
    cachedData = { dir, data };
  }
  return cachedData.data;
}

/** n increments of a level: their monthly total and how it was found; zero when none or no amount is known. */
export function incrementsOf(
  ccnl: Ccnl,
  level: string,
  minimum: number,
  asked: number | undefined,
  message = '',
) {
  // ("due scatti da 33,05 € l'uno" where the file holds no amount per level: the amount told.)
  const told = asked ? incrementToldEach(message) : undefined;
  const each =
    (asked ? seniorityAmount(ccnl, level, minimum) : undefined) ??
    (told && told.count === asked ? told.each : undefined);
  if (!asked || each === undefined) return { total: 0, text: '' };
  const max = ccnl.seniority_increments.max_count;
  const count = max !== null && max !== undefined ? Math.min(asked, max) : asked;
  return {
    total: count * each,
    text: `Scatti di anzianità inclusi nella retribuzione mensile: ${count} × ${euro(each)} = ${euro(count * each)}.`,
  };
}

/**
 * A figure of no stated kind that can be a month's pay: not one the reader read as per hour ("9 € l'ora",
 * "paga oraria di 9", "a ore"); with no unit read (a model's reading, a bare "9 euro"), a figure under 100 €
 * is taken as an hour's pay too, since no month's pay is that small.
 */
function monthlyFigure(req: TypedRequest): number | undefined {
  return req.slots.amounts.find((a) => a.kind === 'other' && !a.perHour && a.value >= 100)?.value;
}

// A follow-up that takes the pay as put right ("sistemata la paga base", "con il minimo aggiornato", "corretta").
const CORRECTED =
  /\b(?:sistemat[oaie]|aggiustat[oaie]|corrett[oaie]|aggiornat[oaie]|adeguat[oaie]|(?:messa|mess[oi]|rimess[aoi]) a posto)\b/;

/**
 * A follow-up in a conversation on an uploaded document that takes its pay as corrected and states no figure of
 * its own: the earlier answer found the document's pay outdated, so the figure to compute on is the table's.
 */
function correctedSince(ctx: AgentContext): boolean {
  if (!ctx.history?.length || !ctx.documents.length) return false;
  const text = readable(ctx.message);
  // ("la paga base è corretta?" asks the check again: a first clause that is itself a question takes nothing as fixed.)
  return CORRECTED.test(text) && !/\d{3}/.test(text) && !/\?\s*$/.test(text.split(/[,;]/)[0] ?? '');
}

/** The pay a calculation starts from; undefined when the question gives neither figures nor a level. */
export function payBase(ctx: AgentContext, req: TypedRequest): PayBase | undefined {
  const ccnl = agreementOf(ctx, req);
  const assumptions: string[] = [];
  const given = asPayments(req.slots.payments);
  const payments = given ?? asPayments(ccnl?.monthly_payments.value) ?? DEFAULT_PAYMENTS;
  // A 14th at half a month (Cooperative sociali since 2025, 13,5): every sum of the year counts it, the TFR too.
  const fraction = given === undefined ? fractionalMonths(ccnl, req.slots.date ?? ctx.today) : undefined;
  const months = fraction ?? payments;
  if (given === undefined)
    assumptions.push(
      fraction
        ? `${String(fraction).replace('.', ',')} mensilità (tredicesima intera e quattordicesima al 50%), come prevede il ${ccnl?.short_name}.`
        : ccnl?.monthly_payments.value
          ? `${payments} mensilità, come prevede il ${ccnl.short_name}.`
          : `${payments} mensilità (tredicesima compresa): indica 14 se il contratto prevede la quattordicesima.`,
    );
  for (const name of req.slots.unknownAgreements)
    assumptions.push(`Il ${name} non è nella base di conoscenza: il calcolo usa solo le cifre indicate.`);
  const withCcnl = ccnl ? { ccnl } : {};
  const stated = amount(req, 'monthly_gross') ?? amount(req, 'other');
  // No monthly pay reaches 10.000 €: a figure that large is the year's gross, whatever word stood by it.
  const ral = amount(req, 'ral') ?? (stated !== undefined && stated >= 10_000 ? stated : undefined);
  if (ral !== undefined)
    return {
      annual: ral,
      monthly: ral / payments,
      payments,
      label: `una RAL di ${euro(ral)}`,
      assumptions,
      citations: [],
      ...withCcnl,
    };
  // An hour's pay ("i 9 euro l'ora che gli pago") is never a month's: the level's minimum is the monthly pay then.
  // "ok, sistemata la paga base, la paga oraria?": the document's outdated pay, once corrected, is the table's.
  const statedMonth = correctedSince(ctx) ? undefined : (amount(req, 'monthly_gross') ?? monthlyFigure(req));
  // "minimo 1.692,69 + 2 scatti da 33,05": the increments counted in the request are added to the pay stated.
  const onTop = req.slots.seniorityIncrements ? incrementsOnTop(ctx.message) : undefined;
  const added = onTop && onTop.count === req.slots.seniorityIncrements ? onTop.count * onTop.each : 0;
  // "il tempo pieno del suo livello è 1.900 €" beside a part time: the part-timer's pay is its share (§9).
  const scaled =
    statedMonth !== undefined && !added ? fullTimeFigure(ctx, req, ccnl, statedMonth) : undefined;
  if (scaled) assumptions.push(fullTimeNote(scaled));
  const monthly = scaled ? scaled.monthly : statedMonth !== undefined ? statedMonth + added : undefined;
  // A live-in domestic worker's board and lodging are in the pay the 13th and TFR are computed on (board-in-pay.ts).
  const boardRule = monthly !== undefined && monthly < 10_000 ? boardRuleNote(ctx, ccnl) : undefined;
  if (boardRule) assumptions.push(boardRule);
  if (monthly !== undefined && monthly < 10_000)
    return {
      annual: monthly * months,
      monthly,
      payments,
      ...(fraction ? { yearMonths: fraction } : {}),
      // The level stated beside the pay is named too: the answer is about that worker ("4° livello, 1.595,42").
      label: `un lordo mensile di ${scaled ? fullTimeLabel(scaled) : euro(monthly)}${added && onTop ? ` (${euro(statedMonth ?? 0)} più ${onTop.count} scatti da ${euro(onTop.each)})` : ''}${ccnl && req.slots.level ? ` (${levelName(ccnl, req.slots.level)})` : ''}`,
      assumptions,
      citations: [],
      ...withCcnl,
    };
  // "retribuzione globale oraria di 9,80 €: la tredicesima?": the month is the hour × the agreement's divisor.
  const byHour = hourlyMonthBase(req, ccnl, payments, assumptions);
  if (byHour) return byHour;
  if (!ccnl || !req.slots.level) return undefined;
  const date = req.slots.date ?? ctx.today;
  const section = sectionAsked(ccnl, [ctx.message, ...(ctx.history ?? []).toReversed()].map(readable));
  const pay = levelPayAt(ccnl, req.slots.level, date, section);
  // A table only derived is no base for a calculation (kb/unread-table.ts): the caller asks or gives the gap.
  if (!pay || onlyDerived(pay.table)) return undefined;
  const superminimo = amount(req, 'superminimo') ?? 0;
  // "e se lo prendo a 20 ore?": fewer weekly hours than the agreement's full week are a part-time share of a
  // month's cost or net (an hour's pay stays the full-time one); so is the month a 13ª or 14ª is a twelfth of
  // ("assunta il 1° giugno, 20 ore, quanto di tredicesima?").
  const fullWeek = ccnl.weekly_hours.value;
  const hours = req.slots.weeklyHours;
  // (The TFR is a share of the year's pay: a part-timer's, on the part-time pay.)
  const monthAsked = ['employer_cost', 'gross_to_net', 'thirteenth_pro_rata', 'tfr'].includes(req.intent);
  const part =
    req.slots.partTimePercent ??
    (monthAsked && hours && fullWeek && hours < fullWeek && !isDomestic(ccnl)
      ? Math.round((hours / fullWeek) * 10_000) / 100
      : undefined);
  // The increments stated ("con 2 scatti") are part of the monthly pay every figure is computed on.
  const scatti = incrementsOf(
    ccnl,
    req.slots.level,
    pay.row.amount,
    req.slots.seniorityIncrements,
    ctx.message,
  );
  // The items beside the minimum that the calculation counts (the Alimentari IAR in the 13th and the TFR).
  const items = levelItemsOnBase(ccnl, req.slots.level, date, req.intent, [
    ctx.message,
    ...(ctx.history ?? []).toReversed(),
  ]);
  // "solo il minimo, senza EPA": the parts the question leaves out by name are not in the base.
  const left = excludedComponents(pay.row.components, ctx.message);
  const leftOut = left.reduce((s, c) => s + c.amount, 0);
  if (left.length)
    assumptions.push(
      `Senza ${left.map((c) => `${c.label.replace(/\s*\(.*\)/, '')} (${euro(c.amount)})`).join(' e ')}, come chiesto: minimo ${euro(pay.row.amount)} − ${euro(leftOut)} = ${euro(pay.row.amount - leftOut)}.`,
    );
  const full =
    pay.row.components.filter((c) => !c.payments && !left.includes(c)).reduce((s, c) => s + c.amount, 0) +
    superminimo +
    scatti.total +
    (items?.total ?? 0);
  if (scatti.total) assumptions.push(scatti.text);
  if (items) assumptions.push(...items.assumptions);
  const share = part ? partTimeRatio(part, hours, fullWeek) : 1;
  const base = full * share;
  if (part) assumptions.push(`Part-time al ${percent(part)}: ${euro(full)} × ${percent(part)}.`);
  const level = ccnl.levels.find((l) => l.level === req.slots.level)?.name ?? `livello ${req.slots.level}`;
  // The TFR is on every sum the year pays (art. 2120 c.c.): an item on its own months beside the minimum (the
  // Multiservizi EDR, 10,33 € × 13) is in the year's base, as the 13th already counts it.
  const ownMonths = req.intent === 'tfr' ? pay.row.components.filter((c) => c.payments) : [];
  const beside = ownMonths.reduce((s, c) => s + c.amount * (c.payments ?? payments) * share, 0);
  return {
    annual: base * months + beside,
    monthly: base,
    payments,
    ...(fraction ? { yearMonths: fraction } : {}),
    label: `il ${level} del ${ccnl.short_name}${section && pay.table.section === section ? `, ${section}` : ''} (minimo ${euro(pay.row.amount - leftOut)} al ${italianDate(date)}${left.length ? `, senza ${left.map((c) => c.label.replace(/\s*\(.*\)/, '')).join(' e ')}` : ''}${superminimo ? `, più superminimo ${euro(superminimo)}` : ''}${scatti.total ? `, più scatti ${euro(scatti.total)}` : ''}${items?.total ? `, più ${items.label}` : ''}${ownMonths.map((c) => `, più ${c.label} ${euro(c.amount)} su ${c.payments} mensilità`).join('')}${part ? `, part-time al ${percent(part)}` : ''})`,
    assumptions: [
      ...assumptions,
      ...(scatti.total || superminimo
        ? []
        : ['Solo minimo tabellare: scatti di anzianità e superminimo si aggiungono se li indichi.']),
    ],
    citations: [
      ...citeSources(
        ccnl,
        `${level}: minimo ${euro(pay.row.amount)} dal ${italianDate(pay.table.effective_from)}`,
        `tabella minimi dal ${italianDate(pay.table.effective_from)}`,
        pay.table.sources,
      ),
      ...(items?.citations ?? []),
    ],
    ccnl,
  };
}

/** The tax year asked, or the year of the date asked, or this year. */
export function yearOf(ctx: AgentContext, req: TypedRequest): number {
  return req.slots.taxYear ?? Number((req.slots.date ?? ctx.today).slice(0, 4));
}
/**
 * The hourly pay a domestic-work question gives: the figure the reader read as per hour ("9 € l'ora"), else
 * the first figure of no stated kind (or a monthly one) when it is small enough to be an hour's pay.
 */
export function domesticHourlyPay(req: TypedRequest): number | undefined {
  const hourly = req.slots.amounts.find((a) => a.perHour && a.value > 0)?.value;
  if (hourly !== undefined) return hourly;
  const value = amount(req, 'other') ?? amount(req, 'monthly_gross');
  return value !== undefined && value > 0 && value < 50 ? value : undefined;
}
