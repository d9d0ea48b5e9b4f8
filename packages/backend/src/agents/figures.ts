import { euro, italianDate, MONTHS, NOT_AVAILABLE, percent } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { cents, netPay, tfrAccrual } from '../payroll/net-pay.js';
import { isTaxYear, TAX_YEARS, type TaxYear, TFR, YEAR_RULES } from '../payroll/rules.js';
import type { AmountKind, TypedRequest } from '../reader/request.js';
import { type AgentAnswer, type Citation, citeSources } from './answer.js';
import { bold, compose, table } from './compose.js';
import type { AgentContext } from './context.js';
import { computeNet, grossForNet, netStepRows, ruleCitations, surchargeCitations } from './net-steps.js';

const DOMESTIC_ID = 'lavoro-domestico';
const DEFAULT_PAYMENTS = 13;

/** Where a calculation's pay comes from: figures the user gave, or an agreement's table. */
export interface PayBase {
  annual: number;
  monthly: number;
  payments: number;
  /** "una RAL di 30.000,00 €", "il 4° livello del CCNL Commercio (minimo 1.783,75 €)". */
  label: string;
  assumptions: string[];
  citations: Citation[];
  ccnl?: Ccnl;
}

const amount = (req: TypedRequest, kind: AmountKind) => req.slots.amounts.find((a) => a.kind === kind)?.value;

export function agreementOf(ctx: AgentContext, req: TypedRequest): Ccnl | undefined {
  const id = req.slots.agreements[0];
  return id === undefined ? undefined : ctx.kb.byCategory(id);
}

export const isDomestic = (ccnl: Ccnl | undefined) => ccnl?.id === DOMESTIC_ID;

/** The pay a calculation starts from; undefined when the question gives neither figures nor a level. */
export function payBase(ctx: AgentContext, req: TypedRequest): PayBase | undefined {
  const ccnl = agreementOf(ctx, req);
  const assumptions: string[] = [];
  const given = req.slots.payments;
  const payments = given ?? ccnl?.monthly_payments.value ?? DEFAULT_PAYMENTS;
  if (given === undefined)
    assumptions.push(
      ccnl?.monthly_payments.value
        ? `${payments} mensilità, come prevede il ${ccnl.short_name}.`
        : `${payments} mensilità (tredicesima compresa): indica 14 se il contratto prevede la quattordicesima.`,
    );
  for (const name of req.slots.unknownAgreements)
    assumptions.push(`Il ${name} non è nella base di conoscenza: il calcolo usa solo le cifre indicate.`);
  const ral = amount(req, 'ral');
  if (ral !== undefined)
    return {
      annual: ral,
      monthly: ral / payments,
      payments,
      label: `una RAL di ${euro(ral)}`,
      assumptions,
      citations: [],
      ...(ccnl ? { ccnl } : {}),
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
      ...(ccnl ? { ccnl } : {}),
    };
  if (!ccnl || !req.slots.level) return undefined;
  const date = req.slots.date ?? ctx.today;
  const pay = levelPayAt(ccnl, req.slots.level, date);
  if (!pay) return undefined;
  const superminimo = amount(req, 'superminimo') ?? 0;
  const base = pay.row.components.filter((c) => !c.payments).reduce((s, c) => s + c.amount, 0) + superminimo;
  const level = ccnl.levels.find((l) => l.level === req.slots.level)?.name ?? `livello ${req.slots.level}`;
  return {
    annual: base * payments,
    monthly: base,
    payments,
    label: `il ${level} del ${ccnl.short_name} (minimo ${euro(pay.row.amount)} al ${italianDate(date)}${superminimo ? `, più superminimo ${euro(superminimo)}` : ''})`,
    assumptions: [
      ...assumptions,
      'Solo minimo tabellare: scatti di anzianità e superminimo si aggiungono se li indichi.',
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
    citations: TAX_YEARS.flatMap(ruleCitations).slice(0, 2),
    related: RELATED.slice(0, 3),
  });
}

/** Domestic work has hourly contribution bands and no IRPEF withholding: the employee's payslip does not apply. */
export function domesticGap(what: string): AgentAnswer {
  return compose({
    answer: `Per il lavoro domestico ${what} ${bold('non si calcola come per un dipendente di azienda')}: i contributi INPS sono a fasce orarie e il datore di lavoro domestico non trattiene l'IRPEF.`,
    unanswerable: [
      'Il calcolo con i contributi orari del lavoro domestico non è ancora disponibile nel motore: posso indicarti i minimi del CCNL Lavoro domestico per livello.',
    ],
    citations: [],
    related: [
      'Qual è il minimo mensile del livello B nel CCNL Lavoro domestico?',
      'Che livello ha una badante di persona non autosufficiente?',
      'Quanti giorni di ferie spettano con il CCNL Lavoro domestico?',
    ],
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

/** Gross to net from a RAL, a monthly gross or a level, for the year and place asked. */
export function grossToNet(ctx: AgentContext, req: TypedRequest, base: PayBase): AgentAnswer {
  if (isDomestic(base.ccnl)) return domesticGap('il netto');
  const year = yearOf(ctx, req);
  if (!isTaxYear(year)) return noYear(year);
  const part = req.slots.partTimePercent;
  const annual = base.annual;
  const { result, regional, municipal } = computeNet(ctx, annual, year, req.slots);
  const monthlyNet = result.net / base.payments;
  const where = [regional.lookup?.place, municipal.lookup?.place].filter(Boolean).join(' e ');
  const assumptions = [
    ...base.assumptions,
    'Lavoratore a tempo indeterminato per l’intero anno, senza altri redditi né familiari a carico; aliquota INPS standard del 9,19%.',
    'Il netto mensile è una media: le mensilità aggiuntive sono tassate senza detrazioni.',
  ];
  if (req.slots.municipality && !req.slots.region)
    assumptions.push(`Regione di ${req.slots.municipality}: non riconosciuta.`);
  if (!where)
    assumptions.push(
      'Addizionali regionale e comunale escluse: indica il comune di residenza per includerle.',
    );
  for (const s of [regional, municipal]) if (s.note) assumptions.push(s.note);
  if (part) assumptions.push(`Importi già riferiti al part-time al ${percent(part)}.`);
  if (req.slots.dependants) assumptions.push('Detrazioni per familiari a carico non incluse nel calcolo.');
  return compose({
    answer: `Con ${base.label}, il netto stimato per il ${year} è ${bold(`${euro(cents(monthlyNet))} al mese`)} (${euro(cents(result.net))} l'anno su ${base.payments} mensilità${where ? `, con le addizionali di ${where}` : ''}).`,
    steps: [
      `Dal lordo al netto, anno fiscale ${year}:`,
      ...table(netStepRows(result, year, regional, municipal, base.payments)),
    ],
    assumptions,
    citations: [
      ...base.citations,
      ...ruleCitations(year),
      ...surchargeCitations(year, [regional, municipal]),
    ],
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
  const payments = req.slots.payments ?? ccnl?.monthly_payments.value ?? DEFAULT_PAYMENTS;
  const monthly = net < 10_000;
  const annualNet = monthly ? net * payments : net;
  const ral = grossForNet(ctx, annualNet, year, req.slots);
  const { result, regional, municipal } = computeNet(ctx, ral, year, req.slots);
  return compose({
    answer: `Per un netto di ${euro(net)}${monthly ? ` al mese su ${payments} mensilità` : " l'anno"} nel ${year} serve una RAL di circa ${bold(euro(ral))}, cioè ${euro(cents(ral / payments))} lordi al mese.`,
    steps: [
      'Verifica, dal lordo trovato al netto:',
      ...table(netStepRows(result, year, regional, municipal, payments)),
    ],
    assumptions: [
      ...(req.slots.payments === undefined ? [`${payments} mensilità.`] : []),
      'Lavoratore a tempo indeterminato per l’intero anno, senza altri redditi né familiari a carico; aliquota INPS standard del 9,19%.',
      ...(regional.lookup || municipal.lookup
        ? []
        : ['Addizionali regionale e comunale escluse: indica il comune per includerle.']),
    ],
    citations: [...ruleCitations(year), ...surchargeCitations(year, [regional, municipal])],
    related: related(ctx.message),
  });
}

/** The TFR of a year's pay (art. 2120 c.c.), proportioned to the months worked. */
export function tfr(ctx: AgentContext, req: TypedRequest, base: PayBase): AgentAnswer {
  const year = yearOf(ctx, req);
  const months = Math.min(req.slots.monthsWorked ?? 12, 12);
  const pay = (base.annual * months) / 12;
  const quota = pay / 13.5;
  const fund = pay * 0.005;
  const accrual = tfrAccrual(pay);
  const ruleYear: TaxYear = isTaxYear(year) ? year : 2026;
  return compose({
    answer: `Con ${base.label}, il TFR maturato in ${months === 12 ? 'un anno' : `${months} mesi`} è di circa ${bold(euro(cents(accrual)))}.`,
    steps: table([
      [`Retribuzione utile${months < 12 ? ` (${months}/12)` : ''}`, euro(cents(pay))],
      ['Quota annua: retribuzione ÷ 13,5', euro(cents(quota))],
      ['Contributo 0,50% al Fondo di garanzia INPS', `−${euro(cents(fund))}`],
      ['**TFR accantonato**', `**${euro(cents(accrual))}**`],
    ]).concat([
      '',
      `Ogni 31 dicembre il TFR già accantonato si rivaluta dell'${percent(TFR.revaluationFixedPct)} più il 75% dell'inflazione ISTAT (imposta sostitutiva del ${TFR.substituteTaxPct}% sulla rivalutazione).`,
    ]),
    assumptions: [
      ...base.assumptions,
      'Tutta la retribuzione è utile ai fini del TFR (il CCNL può escludere alcune voci).',
    ],
    citations: [...base.citations, ...ruleCitations(ruleYear).filter((c) => c.text.startsWith('TFR'))],
    related: related(ctx.message),
  });
}

/** Months from a hire date to the end of the accrual period (a month counts with 15 days or more). */
function monthsFrom(hireDate: string, periodEndMonth: number): number {
  const month = Number(hireDate.slice(5, 7));
  const day = Number(hireDate.slice(8, 10));
  const first = day > 15 ? month + 1 : month;
  const count = periodEndMonth - first + 1;
  return Math.max(0, Math.min(12, count <= 0 ? count + 12 : count));
}

/** Tredicesima or quattordicesima: one month's pay a year, 1/12 for each month worked. */
export function thirteenth(ctx: AgentContext, req: TypedRequest, base: PayBase | undefined): AgentAnswer {
  const fourteenth = /quattordicesim|14a|14ª/.test(ctx.message.toLowerCase());
  const name = fourteenth ? 'quattordicesima' : 'tredicesima';
  const end = fourteenth ? 6 : 12;
  const months = req.slots.monthsWorked ?? (req.slots.hireDate ? monthsFrom(req.slots.hireDate, end) : 12);
  const ccnl = base?.ccnl ?? agreementOf(ctx, req);
  const rule = fourteenth
    ? 'una mensilità in più, pagata di solito con la retribuzione di luglio e maturata da luglio a giugno, dove il CCNL la prevede'
    : 'una mensilità in più, pagata a dicembre e maturata da gennaio a dicembre (art. 2099 c.c. e CCNL)';
  const citations = ccnl?.monthly_payments.text
    ? citeSources(
        ccnl,
        `Mensilità del ${ccnl.short_name}: ${ccnl.monthly_payments.text}`,
        null,
        ccnl.monthly_payments.sources,
        1,
      )
    : [];
  const steps = [
    `Come si calcola: la ${name} è ${rule}. Spetta 1/12 della retribuzione mensile per ogni mese lavorato; la frazione di almeno 15 giorni conta come mese intero.`,
  ];
  if (ccnl?.monthly_payments.text) steps.push(`Nel ${ccnl.short_name}: ${ccnl.monthly_payments.text}`);
  if (!base)
    return compose({
      answer: `La ${name} vale ${bold(`1/12 della retribuzione mensile per ogni mese lavorato`)}: con l'anno intero, una mensilità piena.`,
      steps: [
        ...steps,
        '',
        'Indica il lordo mensile (o CCNL e livello) e i mesi lavorati, o la data di assunzione, per l’importo.',
      ],
      citations,
      related: related(ctx.message),
    });
  const value = (base.monthly * months) / 12;
  return compose({
    answer: `Con ${base.label.replace(/^una RAL/, 'una RAL')}, la ${name} per ${months} ${months === 1 ? 'mese' : 'mesi'} è di ${bold(euro(cents(value)))} lordi.`,
    steps: [
      ...steps,
      '',
      ...table([
        ['Retribuzione mensile lorda', euro(cents(base.monthly))],
        ['Mesi maturati', `${months}/12`],
        [`**${name[0]?.toUpperCase()}${name.slice(1)} lorda**`, `**${euro(cents(value))}**`],
      ]),
    ],
    assumptions: [
      ...base.assumptions.filter((a) => !a.includes('mensilità')),
      ...(req.slots.hireDate
        ? [`Assunzione dal ${italianDate(req.slots.hireDate)}${MONTHS.length ? '' : ''}.`]
        : []),
      ...(req.slots.monthsWorked === undefined && !req.slots.hireDate ? ['Anno intero lavorato.'] : []),
      'Importo lordo: la mensilità aggiuntiva è tassata senza detrazioni.',
    ],
    citations: [...base.citations, ...citations],
    related: related(ctx.message),
  });
}

/** The employer's cost: the parts the knowledge base has, and the employer INPS it lacks, said as a gap. */
export function employerCost(ctx: AgentContext, req: TypedRequest, base: PayBase): AgentAnswer {
  if (isDomestic(base.ccnl)) return domesticGap('il costo per il datore di lavoro');
  const accrual = tfrAccrual(base.annual);
  const known = base.annual + accrual;
  return compose({
    answer: `Con ${base.label}, il costo annuo per l'azienda è di almeno ${bold(euro(cents(known)))} (retribuzione e TFR), più i contributi INPS e INAIL a carico dell'azienda.`,
    steps: table([
      [`Retribuzione annua lorda (${base.payments} mensilità, ratei compresi)`, euro(cents(base.annual))],
      [`TFR dell'anno (${percent(TFR.netAccrualPct)} della retribuzione)`, euro(cents(accrual))],
      ['Contributi INPS a carico dell’azienda', NOT_AVAILABLE],
      ['Premio INAIL', NOT_AVAILABLE],
      ['**Costo noto**', `**${euro(cents(known))}**`],
    ]),
    assumptions: base.assumptions,
    unanswerable: [
      'I contributi INPS a carico dell’azienda: l’aliquota dipende da settore, dimensione e qualifica e la base di conoscenza non la ha ancora per settore.',
      'Il premio INAIL: dipende dalla voce di tariffa del rischio dell’azienda.',
    ],
    citations: [
      ...base.citations,
      ...ruleCitations(isTaxYear(yearOf(ctx, req)) ? (yearOf(ctx, req) as TaxYear) : 2026).filter((c) =>
        c.text.startsWith('TFR'),
      ),
    ],
    related: related(ctx.message),
  });
}

/** A payslip's figures against the engine: INPS, IRPEF and the net, each with its difference. */
export function payslipCheck(ctx: AgentContext, req: TypedRequest): AgentAnswer {
  const gross = amount(req, 'monthly_gross') ?? amount(req, 'other');
  const inps = amount(req, 'inps');
  const irpef = amount(req, 'irpef');
  const net = amount(req, 'net');
  const year = yearOf(ctx, req);
  if (gross === undefined || !isTaxYear(year))
    return compose({
      answer: `Per verificare la busta paga mi servono ${bold('il lordo del mese, l’INPS, l’IRPEF e il netto')} indicati sul cedolino.`,
      citations: [],
      related: related(ctx.message),
    });
  const rate = YEAR_RULES[year].inpsRatePct;
  const expectedInps = cents((gross * rate) / 100);
  // A regular month's withholding: the year's IRPEF on twelve such months, with the deductions, over 12.
  const annual = netPay({ ral: gross * 12, year });
  const expectedIrpef = cents(annual.netIrpef / 12);
  const rows: [string, string, string, string][] = [];
  const differs: string[] = [];
  const check = (label: string, given: number | undefined, computed: number, tolerance: number) => {
    if (given === undefined) return;
    const diff = cents(given - computed);
    rows.push([
      label,
      euro(given),
      euro(computed),
      diff ? `${diff > 0 ? '+' : '−'}${euro(Math.abs(diff))}` : '—',
    ]);
    if (Math.abs(diff) > tolerance) differs.push(`${label} (${diff > 0 ? '+' : '−'}${euro(Math.abs(diff))})`);
  };
  check(`INPS lavoratore (${percent(rate)})`, inps, expectedInps, 1);
  check('IRPEF del mese (stima)', irpef, expectedIrpef, 5);
  if (net !== undefined)
    check(
      'Netto = lordo − INPS − IRPEF',
      net,
      cents(gross - (inps ?? expectedInps) - (irpef ?? expectedIrpef)),
      1,
    );
  const verdict = differs.length
    ? `La busta paga ${bold(`non torna su ${differs.length === 1 ? 'una voce' : `${differs.length} voci`}`)}: ${differs.join('; ')}.`
    : `La busta paga ${bold('torna')}: INPS, IRPEF e netto corrispondono al calcolo entro pochi euro.`;
  return compose({
    answer: verdict,
    steps: [
      '| Voce | Indicato | Calcolato | Differenza |',
      '| --- | ---: | ---: | ---: |',
      ...rows.map((r) => `| ${r.join(' | ')} |`),
    ],
    assumptions: [
      `Mese ordinario del ${year}, lordo ${euro(gross)}; IRPEF stimata annualizzando il mese su 12 con le detrazioni per lavoro dipendente e il cuneo fiscale.`,
      'Una differenza sull’IRPEF può venire da addizionali, conguagli, familiari a carico o altri redditi; sul netto da trattenute o voci non indicate.',
    ],
    citations: ruleCitations(year),
    related: related(ctx.message),
  });
}
