import { loadConfig } from '../config.js';
import { decimal, euro, italianDate, MONTHS, percent } from '../kb/format.js';
import { levelPayAt, seniorityAmount } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import {
  additionalMonthProRata,
  cents,
  domesticContributions,
  employerCost as engineEmployerCost,
  grossToNet as engineGrossToNet,
  netToGross as engineNetToGross,
  payslipCheck as enginePayslipCheck,
  isTaxYear,
  type Payments,
  type PayrollData,
  PayrollInputError,
  readPayrollData,
  type Sector,
  tfrAccrualWorked,
  tfrRevaluationWorked,
  type Worked,
} from '../payroll/index.js';
import type { AmountKind, TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, type Citation, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { workedParts } from './worked.js';

const DOMESTIC_ID = 'lavoro-domestico';
const DEFAULT_PAYMENTS: Payments = 13;
// Employees assumed for the employer's contributions (FIS, CIGS thresholds) when the question gives none.
const DEFAULT_EMPLOYEES = 10;

/** Where a calculation's pay comes from: figures the user gave, or an agreement's table. */
export interface PayBase {
  annual: number;
  monthly: number;
  payments: Payments;
  /** "una RAL di 30.000,00 €", "il 4° livello del CCNL Commercio (minimo 1.783,75 €)". */
  label: string;
  assumptions: string[];
  citations: Citation[];
  ccnl?: Ccnl;
}

const amount = (req: TypedRequest, kind: AmountKind) => req.slots.amounts.find((a) => a.kind === kind)?.value;
const asPayments = (n: number | null | undefined): Payments | undefined =>
  n === 12 || n === 13 || n === 14 ? n : undefined;

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

/** The pay a calculation starts from; undefined when the question gives neither figures nor a level. */
/** n increments of a level: their monthly total and how it was found; zero when none or no amount is known. */
function incrementsOf(ccnl: Ccnl, level: string, minimum: number, asked: number | undefined) {
  const each = asked ? seniorityAmount(ccnl, level, minimum) : undefined;
  if (!asked || each === undefined) return { total: 0, text: '' };
  const max = ccnl.seniority_increments.max_count;
  const count = max !== null && max !== undefined ? Math.min(asked, max) : asked;
  return {
    total: count * each,
    text: `Scatti di anzianità inclusi nella retribuzione mensile: ${count} × ${euro(each)} = ${euro(count * each)}.`,
  };
}

export function payBase(ctx: AgentContext, req: TypedRequest): PayBase | undefined {
  const ccnl = agreementOf(ctx, req);
  const assumptions: string[] = [];
  const given = asPayments(req.slots.payments);
  const payments = given ?? asPayments(ccnl?.monthly_payments.value) ?? DEFAULT_PAYMENTS;
  if (given === undefined)
    assumptions.push(
      ccnl?.monthly_payments.value
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
  const monthly = amount(req, 'monthly_gross') ?? amount(req, 'other');
  if (monthly !== undefined && monthly < 10_000)
    return {
      annual: monthly * payments,
      monthly,
      payments,
      label: `un lordo mensile di ${euro(monthly)}`,
      assumptions,
      citations: [],
      ...withCcnl,
    };
  if (!ccnl || !req.slots.level) return undefined;
  const date = req.slots.date ?? ctx.today;
  const pay = levelPayAt(ccnl, req.slots.level, date);
  if (!pay) return undefined;
  const superminimo = amount(req, 'superminimo') ?? 0;
  const part = req.slots.partTimePercent;
  // The increments stated ("con 2 scatti") are part of the monthly pay every figure is computed on.
  const scatti = incrementsOf(ccnl, req.slots.level, pay.row.amount, req.slots.seniorityIncrements);
  const full =
    pay.row.components.filter((c) => !c.payments).reduce((s, c) => s + c.amount, 0) +
    superminimo +
    scatti.total;
  if (scatti.total) assumptions.push(scatti.text);
  const base = part ? (full * part) / 100 : full;
  if (part) assumptions.push(`Part-time al ${percent(part)}: ${euro(full)} × ${percent(part)}.`);
  const level = ccnl.levels.find((l) => l.level === req.slots.level)?.name ?? `livello ${req.slots.level}`;
  return {
    annual: base * payments,
    monthly: base,
    payments,
    label: `il ${level} del ${ccnl.short_name} (minimo ${euro(pay.row.amount)} al ${italianDate(date)}${superminimo ? `, più superminimo ${euro(superminimo)}` : ''}${scatti.total ? `, più scatti ${euro(scatti.total)}` : ''})`,
    assumptions: [
      ...assumptions,
      ...(scatti.total || superminimo
        ? []
        : ['Solo minimo tabellare: scatti di anzianità e superminimo si aggiungono se li indichi.']),
    ],
    citations: citeSources(
      ccnl,
      `${level}: minimo ${euro(pay.row.amount)} dal ${italianDate(pay.table.effective_from)}`,
      `tabella minimi dal ${italianDate(pay.table.effective_from)}`,
      pay.table.sources,
    ),
    ccnl,
  };
}

/** The tax year asked, or the year of the date asked, or this year. */
export function yearOf(ctx: AgentContext, req: TypedRequest): number {
  return req.slots.taxYear ?? Number((req.slots.date ?? ctx.today).slice(0, 4));
}

const RELATED = [
  'Quanto costa all’azienda un dipendente con RAL di 30.000 €?',
  'Quanto TFR matura in un anno con una RAL di 30.000 €?',
  'Quali sono gli scaglioni IRPEF del 2026?',
  'Quanto lordo serve per avere 1.800 € netti al mese?',
];
const related = (asked: string) => RELATED.filter((q) => q !== asked).slice(0, 3);

function noYear(year: number): AgentAnswer {
  return compose({
    answer: `Il calcolo per il ${year} ${bold('non è disponibile')}: la base di conoscenza ha le regole fiscali e contributive del 2025 e del 2026.`,
    citations: [],
    related: RELATED.slice(0, 3),
  });
}

/** An engine refusal (input it cannot compute from, a figure it lacks), said as it is. */
function refused(ctx: AgentContext, error: unknown): AgentAnswer {
  if (!(error instanceof PayrollInputError)) throw error;
  return compose({
    answer: `${bold('Non posso completare il calcolo')}: ${error.message.replace(/\.$/, '')}.`,
    citations: [],
    related: related(ctx.message),
  });
}

function computed<T>(ctx: AgentContext, run: () => Worked<T>): Worked<T> | AgentAnswer {
  try {
    return run();
  } catch (error) {
    return refused(ctx, error);
  }
}
const isAnswer = (value: unknown): value is AgentAnswer =>
  typeof value === 'object' && value !== null && 'riferimenti' in value;

/** Domestic work has hourly contribution bands and no IRPEF withholding: the employee's payslip does not apply. */
export function domesticGap(what: string): AgentAnswer {
  return compose({
    answer: `Per il lavoro domestico ${what} ${bold('non si calcola come per un dipendente di azienda')}: i contributi INPS sono a fasce orarie e il datore di lavoro domestico non trattiene l'IRPEF.`,
    steps: ['Indica la paga oraria e le ore settimanali per i contributi della fascia oraria.'],
    citations: [],
    related: [
      'Qual è il minimo mensile del livello B nel CCNL Lavoro domestico?',
      'Che livello ha una badante di persona non autosufficiente?',
      'Quanti giorni di ferie spettano con il CCNL Lavoro domestico?',
    ],
  });
}

/** The hourly pay a domestic-work question gives ("9 € l'ora"). */
export function domesticHourlyPay(req: TypedRequest): number | undefined {
  const value = amount(req, 'other') ?? amount(req, 'monthly_gross');
  return value !== undefined && value > 0 && value < 50 ? value : undefined;
}

/** Domestic work: the INPS hourly contribution band, employer and worker shares, no IRPEF withheld. */
export function domesticAnswer(ctx: AgentContext, req: TypedRequest): AgentAnswer {
  const hourlyPay = domesticHourlyPay(req) ?? 0;
  const weeklyHours = req.slots.weeklyHours ?? 0;
  const year = yearOf(ctx, req);
  const data = payrollData();
  if (!data || !isTaxYear(year)) return noYear(year);
  const fixedTerm = /tempo determinato|a termine/.test(readable(ctx.message));
  const worked = computed(ctx, () =>
    domesticContributions(data.domestic, {
      year,
      hourlyPay,
      weeklyHours,
      ...(fixedTerm ? { fixedTerm } : {}),
    }),
  );
  if (isAnswer(worked)) return worked;
  const r = worked.result;
  const quarter = (v: number) => euro(cents(v * 13));
  const parts = workedParts(worked);
  return compose({
    answer: `Con ${euro(hourlyPay)} l'ora per ${decimal(weeklyHours)} ore a settimana nel ${year}, i contributi INPS sono di ${bold(`${euro(cents(r.hourlyTotal))} l'ora`)}, cioè ${bold(`${quarter(r.weekly.total)} a trimestre`)} (13 settimane), di cui ${quarter(r.weekly.worker)} a carico del lavoratore; il datore di lavoro domestico non trattiene l'IRPEF.`,
    steps: [`Fascia: ${r.band}.`, ...parts.steps],
    assumptions: parts.assumptions,
    unanswerable: parts.unanswerable,
    citations: parts.citations,
    related: related(ctx.message),
  });
}

/** What the calculation needs and the question does not give. */
export function askForPay(ctx: AgentContext, req: TypedRequest, what: string): AgentAnswer {
  const ccnl = agreementOf(ctx, req);
  const missing = ccnl
    ? `il livello di inquadramento nel ${ccnl.short_name}, oppure la RAL o il lordo mensile`
    : 'la RAL o il lordo mensile, oppure CCNL e livello di inquadramento';
  return compose({
    answer: `Per calcolare ${what} mi serve ${bold(missing)}.`,
    steps: ['Esempio: «RAL 30.000 su 14 mensilità, Milano, 2026» oppure «4° livello CCNL Commercio».'],
    citations: [],
    related: related(ctx.message),
    ...(ccnl ? { showAction: true, calcolaField: 'livello' } : {}),
  });
}

const location = (req: TypedRequest) =>
  req.slots.municipality
    ? { municipality: req.slots.municipality }
    : req.slots.region
      ? { region: req.slots.region }
      : undefined;

/** Gross to net from a RAL or a monthly gross, for the year and place asked. */
export function grossToNet(ctx: AgentContext, req: TypedRequest, base: PayBase): AgentAnswer {
  if (isDomestic(base.ccnl)) return domesticGap('il netto');
  const year = yearOf(ctx, req);
  if (!isTaxYear(year)) return noYear(year);
  const where = location(req);
  const worked = computed(ctx, () =>
    engineGrossToNet(ctx.kb.surcharges, {
      year,
      ral: base.annual,
      payments: base.payments,
      ...(where ? { location: where } : {}),
    }),
  );
  if (isAnswer(worked)) return worked;
  const r = worked.result;
  const parts = workedParts(worked);
  const places = [r.local.regional?.place, r.local.municipal?.place].filter(Boolean);
  const place = places.length ? `, con le addizionali di ${places.join(' e ')}` : '';
  return compose({
    answer: `Con ${base.label}, il netto stimato per il ${year} è ${bold(`${euro(cents(r.netMonthly))} al mese`)} (${euro(cents(r.netAnnual))} l'anno su ${r.payments} mensilità${place}).`,
    steps: [`Dal lordo al netto, anno fiscale ${year} (RAL ${euro(cents(r.ral))}):`, ...parts.steps],
    assumptions: [
      ...base.assumptions,
      ...parts.assumptions,
      ...(where
        ? []
        : ['Addizionali regionale e comunale escluse: indica il comune di residenza per includerle.']),
      ...(req.slots.dependants ? ['Detrazioni per familiari a carico non incluse nel calcolo.'] : []),
      ...(req.slots.partTimePercent
        ? [`Importi già riferiti al part-time al ${percent(req.slots.partTimePercent)}.`]
        : []),
    ],
    unanswerable: parts.unanswerable,
    citations: [...base.citations, ...parts.citations],
    related: related(ctx.message),
  });
}

/** Net to gross: the RAL and monthly gross whose estimated net is the one asked. */
export function netToGross(ctx: AgentContext, req: TypedRequest): AgentAnswer {
  const net = amount(req, 'net');
  if (net === undefined)
    return compose({
      answer: `Per risalire al lordo mi serve ${bold('il netto desiderato')}, mensile o annuo.`,
      citations: [],
      related: related(ctx.message),
    });
  const ccnl = agreementOf(ctx, req);
  if (isDomestic(ccnl)) return domesticGap('il lordo');
  const year = yearOf(ctx, req);
  if (!isTaxYear(year)) return noYear(year);
  const payments =
    asPayments(req.slots.payments) ?? asPayments(ccnl?.monthly_payments.value) ?? DEFAULT_PAYMENTS;
  const monthly = net < 10_000;
  const where = location(req);
  const worked = computed(ctx, () =>
    engineNetToGross(ctx.kb.surcharges, {
      year,
      payments,
      ...(monthly ? { netMonthly: net } : { netAnnual: net }),
      ...(where ? { location: where } : {}),
    }),
  );
  if (isAnswer(worked)) return worked;
  const r = worked.result;
  const parts = workedParts(worked);
  return compose({
    answer: `Per un netto di ${euro(net)}${monthly ? ` al mese su ${payments} mensilità` : " l'anno"} nel ${year} serve una RAL di ${bold(euro(cents(r.ral)))}, cioè ${euro(cents(r.monthlyGross))} lordi al mese.`,
    steps: ['Verifica, dal lordo trovato al netto:', ...parts.steps],
    assumptions: [
      ...(req.slots.payments === undefined ? [`${payments} mensilità.`] : []),
      ...parts.assumptions,
      ...(where ? [] : ['Addizionali regionale e comunale escluse: indica il comune per includerle.']),
    ],
    unanswerable: parts.unanswerable,
    citations: parts.citations,
    related: related(ctx.message),
  });
}

/** The 31 December revaluation of the TFR already accrued, from the published coefficient. */
/**
 * The latest month a question names: "accantonato al 31 dicembre 2024 … rivaluta al 31 dicembre 2025" revalues
 * at the later date, the earlier one being the fund it starts from.
 */
function latestMonth(message: string): string | undefined {
  const text = readable(message);
  const found: string[] = [];
  for (const m of text.matchAll(new RegExp(`\\b(${MONTHS.join('|')})\\s+(\\d{4})\\b`, 'g')))
    found.push(`${m[2]}-${String(MONTHS.indexOf(m[1] ?? '') + 1).padStart(2, '0')}`);
  for (const m of text.matchAll(/\b\d{1,2}[/.](\d{1,2})[/.](\d{4})\b/g))
    found.push(`${m[2]}-${(m[1] ?? '').padStart(2, '0')}`);
  return found.length > 1 ? found.sort().at(-1) : undefined;
}

export function tfrRevaluation(ctx: AgentContext, req: TypedRequest): AgentAnswer {
  const data = payrollData();
  const accrued = amount(req, 'other') ?? amount(req, 'ral') ?? amount(req, 'monthly_gross');
  const year = yearOf(ctx, req);
  const month = latestMonth(ctx.message) ?? (req.slots.date ?? `${year}-12-01`).slice(0, 7);
  const rule =
    'Ogni 31 dicembre il TFR accantonato fino all’anno prima si rivaluta dell’1,5% fisso più il 75% dell’aumento dell’indice ISTAT FOI; sulla rivalutazione si paga un’imposta sostitutiva del 17%.';
  if (!data) return compose({ answer: rule, citations: [], related: related(ctx.message) });
  const coefficient = data.tfr.coefficients.find((c) => c.period === month);
  if (accrued === undefined) {
    const answer = /imposta|sostitutiv|tass/.test(readable(ctx.message))
      ? `L'imposta sostitutiva sulla rivalutazione del TFR è del ${bold('17%')}.`
      : coefficient
        ? `Il coefficiente di rivalutazione del TFR di ${italianDate(`${month}-01`).replace(/^1° /, '')} è ${bold(`${String(coefficient.coefficient_pct).replace('.', ',')}%`)}.`
        : `Il coefficiente di rivalutazione del TFR per ${month} ${bold('non è disponibile nella base di conoscenza')}.`;
    return compose({ answer, steps: [rule], citations: [], related: related(ctx.message) });
  }
  const worked = computed(ctx, () =>
    tfrRevaluationWorked(data.tfr, {
      accrued,
      ...(coefficient ? { period: month } : { period: `${year}-12` }),
    }),
  );
  if (isAnswer(worked)) return worked;
  const parts = workedParts(worked);
  const r = worked.result;
  return compose({
    answer: `Su ${euro(accrued)} di TFR accantonato la rivalutazione è di ${bold(euro(cents(r.revaluation)))} (coefficiente ${String(cents(r.coefficientPct * 10_000) / 10_000).replace('.', ',')}%), con un'imposta sostitutiva di ${bold(euro(cents(r.substituteTax)))}.`,
    steps: parts.steps,
    assumptions: parts.assumptions,
    unanswerable: parts.unanswerable,
    citations: parts.citations,
    related: related(ctx.message),
  });
}

/** The TFR of a year's pay (art. 2120 c.c.), proportioned to the months worked. */
export function tfr(ctx: AgentContext, req: TypedRequest, base: PayBase): AgentAnswer {
  const months = Math.min(req.slots.monthsWorked ?? 12, 12);
  const worked = computed(ctx, () =>
    tfrAccrualWorked({ annualPay: base.annual, ...(months !== 12 ? { months } : {}) }),
  );
  if (isAnswer(worked)) return worked;
  const parts = workedParts(worked);
  return compose({
    answer: `Con ${base.label}, il TFR maturato in ${months === 12 ? 'un anno' : `${months} mesi`} è di ${bold(euro(cents(worked.result.net)))} (quota lorda ${euro(cents(worked.result.gross))} meno lo 0,50% al Fondo di garanzia INPS).`,
    steps: parts.steps,
    assumptions: [...base.assumptions.filter((a) => !a.includes('Solo minimo')), ...parts.assumptions],
    unanswerable: parts.unanswerable,
    citations: [...base.citations, ...parts.citations],
    related: related(ctx.message),
  });
}

/** Tredicesima or quattordicesima: one month's pay a year, 1/12 for each month worked (15-day rule). */
export function thirteenth(ctx: AgentContext, req: TypedRequest, base: PayBase | undefined): AgentAnswer {
  const fourteenth = /quattordicesim|14a|14ª/.test(readable(ctx.message));
  const which = fourteenth ? '14ª' : '13ª';
  const name = fourteenth ? 'quattordicesima' : 'tredicesima';
  const ccnl = base?.ccnl ?? agreementOf(ctx, req);
  const extra = ccnl?.monthly_payments.extra?.find(
    (e) => e.name.toLowerCase().includes(fourteenth ? '14' : '13') || e.name.toLowerCase().includes(name),
  );
  const citations = ccnl?.monthly_payments.text
    ? citeSources(
        ccnl,
        `Mensilità del ${ccnl.short_name}: ${ccnl.monthly_payments.text}`,
        null,
        ccnl.monthly_payments.sources,
        1,
      )
    : [];
  const method = `La ${name} matura 1/12 della retribuzione mensile per ogni mese lavorato (la frazione di almeno 15 giorni conta come mese intero), ${fourteenth ? 'di solito da luglio a giugno, dove il CCNL la prevede' : 'da gennaio a dicembre'}.`;
  const paid = extra?.paid
    ? `Nel ${ccnl?.short_name} si paga ${extra.paid}.`
    : ccnl?.monthly_payments.text
      ? `Nel ${ccnl.short_name}: ${ccnl.monthly_payments.text}`
      : '';
  if (!base)
    return compose({
      answer: `La ${name} vale ${bold('un dodicesimo (1/12) della retribuzione mensile per ogni mese lavorato')}: con l'anno intero, una mensilità piena.`,
      steps: [
        method,
        ...(paid ? [paid] : []),
        '',
        'Indica il lordo mensile (o CCNL e livello) e i mesi lavorati, o la data di assunzione, per l’importo.',
      ],
      citations,
      related: related(ctx.message),
    });
  const year = yearOf(ctx, req);
  const hire = req.slots.hireDate;
  const end = req.slots.endDate;
  const period = fourteenth
    ? { start: `${year - 1}-07-01`, end: `${year}-06-30` }
    : { start: `${year}-01-01`, end: `${year}-12-31` };
  const worked = computed(ctx, () =>
    additionalMonthProRata({
      which,
      monthly: base.monthly,
      ...(req.slots.monthsWorked !== undefined
        ? { months: Math.min(req.slots.monthsWorked, 12) }
        : hire || end
          ? {
              // Hired during the period, or leaving before its end (a resignation): the months in between.
              worked: {
                from: hire && hire.localeCompare(period.start) > 0 ? hire : period.start,
                to: end && end.localeCompare(period.end) < 0 ? end : period.end,
              },
              period,
            }
          : { months: 12 }),
    }),
  );
  if (isAnswer(worked)) return worked;
  const parts = workedParts(worked);
  const months = worked.result.months;
  return compose({
    answer: `Con ${base.label}, la ${name} per ${months} ${months === 1 ? 'mese' : 'mesi'} è di ${bold(euro(cents(worked.result.amount)))} lordi.`,
    steps: [method, ...(paid ? [paid] : []), '', ...parts.steps],
    assumptions: [
      ...base.assumptions.filter((a) => !a.includes('mensilità')),
      ...(hire ? [`Assunzione dal ${italianDate(hire)}.`] : []),
      ...(end ? [`Ultimo giorno di lavoro il ${italianDate(end)}.`] : []),
      ...(req.slots.monthsWorked === undefined && !hire && !end ? ['Anno intero lavorato.'] : []),
      ...parts.assumptions,
      'Importo lordo: la mensilità aggiuntiva è tassata senza detrazioni.',
    ],
    citations: [...base.citations, ...citations],
    related: related(ctx.message),
  });
}

function sectorOf(ccnl: Ccnl | undefined, message: string): { sector: Sector; assumed: boolean } {
  const text = `${ccnl?.sector ?? ''} ${ccnl?.short_name ?? ''} ${message}`.toLowerCase();
  if (/artigian/.test(text)) return { sector: 'artigianato', assumed: false };
  if (/industri|metalmeccan|edil|alimentar/.test(text)) return { sector: 'industria', assumed: false };
  if (/commerc|terziario|turismo|pubblici esercizi|servizi|studi|logistica|negozio/.test(text))
    return { sector: 'commercio', assumed: false };
  return { sector: 'commercio', assumed: true };
}

/** The employer's cost by sector and size, from the engine, with what it assumed and lacks. */
export function employerCost(ctx: AgentContext, req: TypedRequest, base: PayBase): AgentAnswer {
  if (isDomestic(base.ccnl)) return domesticGap('il costo per il datore di lavoro');
  const year = yearOf(ctx, req);
  if (!isTaxYear(year)) return noYear(year);
  const data = payrollData();
  if (!data)
    return compose({
      answer: `Il costo per l'azienda ${bold('non è disponibile')}: i dati sui contributi a carico del datore non sono leggibili.`,
      citations: [],
      related: related(ctx.message),
    });
  const { sector, assumed } = sectorOf(base.ccnl, ctx.message);
  const employees = req.slots.employees ?? DEFAULT_EMPLOYEES;
  const worked = computed(ctx, () =>
    engineEmployerCost(data.employer, { year, ral: base.annual, sector, employees, payments: base.payments }),
  );
  if (isAnswer(worked)) return worked;
  const r = worked.result;
  const parts = workedParts(worked);
  const total =
    cents(r.total.min) === cents(r.total.max)
      ? euro(cents(r.total.min))
      : `da ${euro(cents(r.total.min))} a ${euro(cents(r.total.max))}`;
  return compose({
    answer: `Con ${base.label}, il costo annuo per l'azienda è di circa ${bold(total)} (retribuzione, contributi INPS a carico del datore ${euro(cents(r.employerInps))}, TFR ${euro(cents(r.tfr))}${r.inail ? ', INAIL' : ', INAIL escluso'}).`,
    steps: parts.steps,
    assumptions: [
      ...base.assumptions,
      ...(assumed ? ['Settore commercio e servizi (indica il settore se è diverso).'] : []),
      ...(req.slots.employees === undefined
        ? [`Azienda con ${DEFAULT_EMPLOYEES} dipendenti (indicane il numero: cambia FIS e CIGS).`]
        : []),
      ...parts.assumptions,
    ],
    unanswerable: parts.unanswerable,
    citations: [...base.citations, ...parts.citations],
    related: related(ctx.message),
  });
}

/** A payslip's figures against the engine: INPS, IRPEF and the net, each with its difference. */
export function payslipCheck(ctx: AgentContext, req: TypedRequest): AgentAnswer {
  const gross = amount(req, 'monthly_gross') ?? amount(req, 'other');
  const year = yearOf(ctx, req);
  if (gross === undefined)
    return compose({
      answer: `Per verificare la busta paga mi servono ${bold('il lordo del mese, l’INPS, l’IRPEF e il netto')} indicati sul cedolino.`,
      citations: [],
      related: related(ctx.message),
    });
  if (!isTaxYear(year)) return noYear(year);
  const inps = amount(req, 'inps');
  const irpef = amount(req, 'irpef');
  const net = amount(req, 'net');
  const payments = asPayments(req.slots.payments);
  const worked = computed(ctx, () =>
    enginePayslipCheck({
      year,
      gross,
      ...(inps !== undefined ? { inps } : {}),
      ...(irpef !== undefined ? { irpef } : {}),
      ...(net !== undefined ? { net } : {}),
      ...(payments ? { payments } : {}),
    }),
  );
  if (isAnswer(worked)) return worked;
  const differs = worked.result.figures.filter((f) => !f.matches);
  const sign = (v: number) => `${v > 0 ? '+' : '−'}${euro(cents(Math.abs(v)))}`;
  const verdict = differs.length
    ? `La busta paga ${bold(`non torna su ${differs.length === 1 ? 'una voce' : `${differs.length} voci`}`)}: ${differs.map((f) => `${f.item} indicato ${euro(f.given)}, calcolato ${euro(cents(f.expected))} (${sign(f.difference)})`).join('; ')}.`
    : `La busta paga ${bold('torna')}: ${worked.result.figures.map((f) => `${f.item} ${euro(f.given)}`).join(', ')} corrispondono al calcolo.`;
  const parts = workedParts(worked);
  return compose({
    answer: verdict,
    steps: [
      '| Voce | Indicato | Calcolato | Differenza |',
      '| --- | ---: | ---: | ---: |',
      ...worked.result.figures.map(
        (f) =>
          `| ${f.item} | ${euro(f.given)} | ${euro(cents(f.expected))} | ${cents(f.difference) ? sign(f.difference) : '—'} |`,
      ),
      '',
      ...parts.steps,
    ],
    assumptions: parts.assumptions,
    unanswerable: parts.unanswerable,
    citations: parts.citations,
    related: related(ctx.message),
  });
}
