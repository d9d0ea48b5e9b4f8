import { euro, percent } from '../kb/format.js';
import { cents, isTaxYear, type PayrollData } from '../payroll/index.js';
import { type EmployerData, toSourceRef } from '../payroll/payroll-data.js';
import { YEAR_RULES } from '../payroll/rules.js';
import { type ContributionKind, inailRatePerMille, namedContribution } from '../reader/contributions.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer, Citation } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { negotiatedFundAnswer } from './negotiated-fund.js';
import { agreementOf, isDomestic, payrollData, yearOf } from './pay-base.js';
import { sourceCitations } from './worked.js';

/**
 * A payroll contribution asked about on its own (FIS, CIGO, CIGS, IVS, INAIL, pension fund, minor INPS items):
 * its rate, the employer's and the worker's share and, on the pay the question gives, the amounts — or a named
 * gap when the knowledge base has no sourced rate for it. Never a gross-to-net payslip in its place.
 */

const RELATED = [
  'Quanto costa all’azienda un dipendente con RAL di 30.000 €?',
  'Qual è il contributo addizionale NASpI sui contratti a termine?',
  'Quanto TFR matura in un anno con una RAL di 30.000 €?',
];

type Employer = PayrollData['employer'];
type Component = {
  text: string;
  confidence: 'high' | 'medium' | 'low';
  sources: Employer['inail']['sources'];
};

/** The pay the contribution applies to: a month's gross or a year's, as the question gives it. */
function payOf(req: TypedRequest): { value: number; period: 'al mese' | "all'anno" } | undefined {
  const monthly = req.slots.amounts.find((a) => a.kind === 'monthly_gross' && a.value >= 100);
  if (monthly) return { value: monthly.value, period: 'al mese' };
  const ral = req.slots.amounts.find((a) => a.kind === 'ral');
  if (ral) return { value: ral.value, period: "all'anno" };
  const other = req.slots.amounts.find((a) => a.kind === 'other' && a.value >= 100);
  if (other) return { value: other.value, period: other.value >= 10_000 ? "all'anno" : 'al mese' };
  return undefined;
}

const cite = (c: Component) => sourceCitations(c.sources.map((s) => toSourceRef(s)));
const low = (c: Component) =>
  c.confidence === 'low'
    ? ['Aliquota da una fonte di affidabilità bassa (vedi le fonti): verificala sull’ultima circolare INPS.']
    : [];

/** "dello 0,8%", "dell'1%", "del 2,7%": the article before a bold rate as Italian reads it aloud. */
function ofRate(pct: number): string {
  const rate = percent(pct);
  const article = /^0/.test(rate) ? 'dello ' : /^(?:1|8|11)(?:,|%)/.test(rate) ? "dell'" : 'del ';
  return `${article}${bold(rate)}`;
}

interface Split {
  name: string;
  totalPct: number;
  employerPct: number;
  workerPct: number;
  basis: string;
  component: Component;
  assumptions: string[];
}

function splitAnswer(ctx: AgentContext, req: TypedRequest, s: Split): AgentAnswer {
  const pay = payOf(req);
  const share = (pct: number) => (pay ? cents((pay.value * pct) / 100) : 0);
  const opening = pay
    ? `Su ${euro(pay.value)} ${pay.period} il contributo ${s.name} è di ${bold(euro(share(s.totalPct)))} (${percent(s.totalPct)}): ${bold(`${euro(share(s.employerPct))} a carico dell'azienda`)} e ${bold(`${euro(share(s.workerPct))} a carico del lavoratore`)}${s.workerPct ? ', trattenuti in busta paga' : ''}.`
    : `Il contributo ${s.name} è ${ofRate(s.totalPct)} della retribuzione imponibile: ${percent(s.employerPct)} a carico dell'azienda e ${percent(s.workerPct)} a carico del lavoratore.`;
  const steps = pay
    ? [
        `| Passaggio | Calcolo | Importo |`,
        '| --- | --- | ---: |',
        `| Contributo ${s.name} | ${euro(pay.value)} × ${percent(s.totalPct)} | ${euro(share(s.totalPct))} |`,
        `| Quota dell'azienda | ${euro(pay.value)} × ${percent(Number(s.employerPct.toFixed(4)))} | ${euro(share(s.employerPct))} |`,
        `| Quota del lavoratore | ${euro(pay.value)} × ${percent(Number(s.workerPct.toFixed(4)))} | ${euro(share(s.workerPct))} |`,
        '',
        s.component.text,
      ]
    : [s.component.text];
  return compose({
    answer: opening,
    steps,
    assumptions: [s.basis, ...s.assumptions, ...low(s.component)],
    citations: cite(s.component),
    related: RELATED.filter((q) => !q.includes(ctx.message)),
  });
}

function gap(what: string, why: string, citations: Citation[] = []): AgentAnswer {
  return compose({
    answer: `${what} ${bold('non è nella base di conoscenza')}: ${why}`,
    citations,
    related: RELATED,
  });
}

/** "nessuna domanda di assegno negli ultimi 24 mesi", "non abbiamo mai chiesto la cassa integrazione". */
const NO_CLAIMS =
  /\b(?:nessuna (?:domanda|richiesta)|senza (?:domande|richieste)|mai (?:chiesto|richiesto|usato|utilizzato)|non (?:ha|hanno|abbiamo|ho) (?:mai )?(?:chiesto|richiesto|usato|utilizzato))\b/;

/** The 40% cut from 2025 for a firm of up to 5 that asked for no allowance in the last 24 months. */
function reducedRateApplies(ctx: AgentContext, req: TypedRequest, reducedPct: number | undefined): boolean {
  const staff = req.slots.employees;
  return (
    staff !== undefined &&
    staff <= 5 &&
    reducedPct !== undefined &&
    yearOf(ctx, req) >= 2025 &&
    NO_CLAIMS.test(readable(ctx.message))
  );
}

const PROFESSIONAL_OFFICES = 'studi-professionali-confprofessioni';

/** A professional office pays the bilateral fund of professional activities instead of the FIS. */
function professionalFund(ctx: AgentContext, req: TypedRequest, e: Employer): AgentAnswer | undefined {
  const f = e.components.professional_fund;
  const named = /attivita professional|fondo professioni/.test(readable(ctx.message));
  if (!f || (!named && agreementOf(ctx, req)?.id !== PROFESSIONAL_OFFICES)) return undefined;
  const staff = req.slots.employees;
  // Like the FIS, from 2025 an office of up to 5 with no allowance asked in 24 months pays the reduced rate.
  const reduced = reducedRateApplies(ctx, req, f.reduced_up_to_5_pct_from_2025);
  const rate =
    staff === undefined || (staff > 5 && staff <= 15)
      ? f.from_5_to_15_pct
      : staff <= 5
        ? reduced
          ? (f.reduced_up_to_5_pct_from_2025 ?? f.up_to_5_pct)
          : f.up_to_5_pct
        : f.over_15_pct;
  const pay = payOf(req);
  const name = 'al Fondo di solidarietà bilaterale per le attività professionali';
  return compose({
    answer: pay
      ? `Negli studi professionali il contributo va ${name} (non al FIS): su ${euro(pay.value)} ${pay.period} è di ${bold(euro(cents((pay.value * rate) / 100)))} (${percent(rate)}); la ripartizione tra studio e dipendente ${bold('non è nella base di conoscenza')}.`
      : `Negli studi professionali il contributo va ${name} (non al FIS): ${bold(percent(rate))} della retribuzione imponibile; la ripartizione tra studio e dipendente ${bold('non è nella base di conoscenza')}.`,
    steps: [f.text],
    assumptions: [
      staff === undefined
        ? `Studio da 6 a 15 dipendenti in media nel semestre (fino a 5: ${percent(f.up_to_5_pct)}; oltre 15: ${percent(f.over_15_pct)}): indica il numero di dipendenti.`
        : `${staff} dipendenti in media nel semestre.`,
      ...(reduced
        ? [
            `Nessuna domanda di assegno di integrazione salariale negli ultimi 24 mesi: dal 2025 l'aliquota dello ${percent(f.up_to_5_pct)} è ridotta del 40%, allo ${percent(rate)}.`,
          ]
        : []),
    ],
    citations: cite(f),
    related: RELATED,
  });
}

function fis(ctx: AgentContext, req: TypedRequest, e: Employer): AgentAnswer {
  const fund = professionalFund(ctx, req, e);
  if (fund) return fund;
  const c = e.components.fis;
  const staff = req.slots.employees;
  const over5 = staff === undefined || staff > 5;
  // From 2025 a firm of up to 5 that has asked for no allowance in the last 24 months pays the reduced rate.
  const reduced = !over5 && reducedRateApplies(ctx, req, c.reduced_up_to_5_pct_from_2025);
  const total = reduced
    ? (c.reduced_up_to_5_pct_from_2025 ?? c.up_to_5_pct)
    : over5
      ? c.over_5_pct
      : c.up_to_5_pct;
  const assumptions = [
    staff === undefined
      ? `Azienda con più di 5 dipendenti in media nel semestre (aliquota ${percent(c.over_5_pct)}; fino a 5 dipendenti è ${percent(c.up_to_5_pct)}): indica il numero di dipendenti.`
      : `${staff} dipendenti in media nel semestre: aliquota ${over5 ? `oltre 5 dipendenti` : 'fino a 5 dipendenti'}.`,
    ...(reduced
      ? [
          `Nessuna domanda di assegno di integrazione salariale negli ultimi 24 mesi: dal 2025 l'aliquota dello ${percent(c.up_to_5_pct)} è ridotta del 40%, allo ${percent(c.reduced_up_to_5_pct_from_2025 ?? c.up_to_5_pct)}.`,
        ]
      : !over5 && c.reduced_up_to_5_pct_from_2025 !== undefined
        ? [
            `Dal 2025 lo ${percent(c.up_to_5_pct)} scende allo ${percent(c.reduced_up_to_5_pct_from_2025)} per chi non chiede l'assegno di integrazione salariale da almeno 24 mesi.`,
          ]
        : []),
    'Il FIS riguarda i datori non coperti da CIGO/CIGS né da un fondo bilaterale di settore.',
  ];
  return splitAnswer(ctx, req, {
    name: 'FIS (Fondo di integrazione salariale)',
    totalPct: total,
    employerPct: total * c.employer_share,
    workerPct: total * (1 - c.employer_share),
    basis:
      'Ripartizione: 2/3 a carico del datore e 1/3 a carico del lavoratore, sulla retribuzione imponibile previdenziale.',
    component: c,
    assumptions,
  });
}

/** A building firm's CIGO: workers' rate, or clerks' by the firm's size (Fillea table, employer only). */
function constructionCigo(
  ctx: AgentContext,
  req: TypedRequest,
  c: EmployerData['components']['cigo_construction'],
): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (!c || !/\bedil\w*|\bcantier\w*|\bcostruzion\w*/.test(text)) return undefined;
  const clerk = /\bimpiegat\w*/.test(text) && !/\boperai\w*/.test(text);
  // Building firms count "addetti" ("impresa edile con 80 addetti").
  const staff = req.slots.employees ?? Number(/\b(\d{1,4}) addetti\b/.exec(text)?.[1] ?? Number.NaN);
  const over50 = !Number.isNaN(staff) && staff > 50;
  const rate = clerk ? (over50 ? c.clerks_over_50_pct : c.clerks_up_to_50_pct) : c.workers_pct;
  return splitAnswer(ctx, req, {
    name: `CIGO edilizia (${clerk ? `impiegati, ${over50 ? 'oltre' : 'fino a'} 50 addetti` : 'operai'})`,
    totalPct: rate,
    employerPct: rate,
    workerPct: 0,
    basis:
      'Nelle imprese edili la CIGO ordinaria è a carico del solo datore di lavoro, con aliquote proprie del settore.',
    component: c,
    assumptions: clerk
      ? staff === undefined
        ? [
            `Impresa fino a 50 addetti (oltre 50 l'aliquota degli impiegati è ${percent(c.clerks_over_50_pct)}): indica il numero di addetti.`,
          ]
        : []
      : [
          `Per gli impiegati l'aliquota è ${percent(c.clerks_up_to_50_pct)} fino a 50 addetti e ${percent(c.clerks_over_50_pct)} oltre.`,
        ],
  });
}

/** The answer to a contribution named on its own; undefined when the question names none. */
export function namedContributionAnswer(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  // A negotiated fund named by its name (Fonchim, Previmoda, Sanimoda…): its own rate or a gap naming it.
  const fund = negotiatedFundAnswer(ctx, req);
  if (fund) return fund;
  const kind: ContributionKind | undefined =
    req.slots.contribution ?? namedContribution(readable(ctx.message));
  if (!kind) return undefined;
  // A domestic worker's hourly contribution already holds the CUAF share ("c'è la CUAF, non siamo parenti"): the
  // domestic answer computes it, no separate rate is asked.
  if (kind === 'cuaf' && req.slots.agreements.some((id) => isDomestic(ctx.kb.byCategory(id))))
    return undefined;
  const data = payrollData();
  if (!data) return undefined;
  const e = data.employer;
  const c = e.components;
  const staff = req.slots.employees;
  switch (kind) {
    case 'fis':
      return fis(ctx, req, e);
    case 'cigo': {
      const building = constructionCigo(ctx, req, c.cigo_construction);
      if (building) return building;
      const over50 = staff !== undefined && staff > 50;
      const rate = over50 ? c.cigo_industry.over_50_pct : c.cigo_industry.up_to_50_pct;
      return splitAnswer(ctx, req, {
        name: `CIGO industria (${over50 ? 'oltre' : 'fino a'} 50 dipendenti)`,
        totalPct: rate,
        employerPct: rate,
        workerPct: 0,
        basis:
          'La CIGO ordinaria è a carico del solo datore di lavoro, sulla retribuzione imponibile previdenziale.',
        component: c.cigo_industry,
        assumptions:
          staff === undefined
            ? [
                `Azienda fino a 50 dipendenti (oltre 50 l'aliquota è ${percent(c.cigo_industry.over_50_pct)}): indica il numero di dipendenti.`,
              ]
            : [],
      });
    }
    case 'cigs':
      return splitAnswer(ctx, req, {
        name: 'CIGS',
        totalPct: c.cigs.employer_pct + c.cigs.worker_pct,
        employerPct: c.cigs.employer_pct,
        workerPct: c.cigs.worker_pct,
        basis: `La CIGS è dovuta dalle aziende che occupano in media più di ${c.cigs.threshold_employees} dipendenti.`,
        component: c.cigs,
        assumptions: [],
      });
    case 'ivs': {
      const asked = yearOf(ctx, req);
      const worker = YEAR_RULES[isTaxYear(asked) ? asked : 2026].inpsRatePct;
      return splitAnswer(ctx, req, {
        name: 'IVS',
        totalPct: c.ivs_employer.rate_pct + worker,
        employerPct: c.ivs_employer.rate_pct,
        workerPct: worker,
        basis: 'Aliquota IVS del Fondo pensioni lavoratori dipendenti, regime generale.',
        component: c.ivs_employer,
        assumptions: [],
      });
    }
    case 'inail': {
      const rate = inailRatePerMille(readable(ctx.message));
      const pay = payOf(req);
      if (rate !== undefined && pay) {
        const premium = cents((pay.value * rate) / 1000);
        return compose({
          answer: `Con un tasso di ${String(rate).replace('.', ',')} per mille, il premio INAIL su ${euro(pay.value)} ${pay.period} è di ${bold(euro(premium))}, a carico del solo datore di lavoro (nulla si trattiene al lavoratore).`,
          steps: [
            `Premio = retribuzione imponibile × tasso per mille: ${euro(pay.value)} × ${String(rate).replace('.', ',')} / 1000 = ${euro(premium)}.`,
            e.inail.text,
          ],
          assumptions: [
            'Tasso della voce di tariffa indicato da te (autoliquidazione INAIL): la base di conoscenza non ha i tassi per voce.',
          ],
          citations: cite(e.inail),
          related: RELATED,
        });
      }
      return gap(
        'Il tasso del premio INAIL per la lavorazione',
        `il premio INAIL è a carico del solo datore (nulla si trattiene al lavoratore) e si calcola come retribuzione imponibile × tasso per mille della voce di tariffa; i tassi per voce non sono stati trovati in una fonte letta. Indica il tasso della tua voce di tariffa (lo trovi nell'autoliquidazione INAIL) e calcolo il premio.`,
        cite(e.inail),
      );
    }
    case 'pension_fund':
      return gap(
        'Il contributo del datore al fondo pensione',
        "la quota a carico dell'azienda (e quella minima del lavoratore per averla) la fissa il CCNL applicato per il suo fondo negoziale, e le aliquote non sono nei file dei contratti. Per il TFR destinato al fondo posso calcolare la quota annua.",
      );
    case 'cuaf':
    case 'sickness_maternity':
    case 'naspi_ordinary': {
      const names = {
        cuaf: 'Il contributo CUAF (assegni per il nucleo familiare)',
        sickness_maternity: 'Il contributo INPS per malattia e maternità',
        naspi_ordinary: 'Il contributo NASpI ordinario',
      } as const;
      return gap(names[kind], `${e.gaps[0] ?? ''}`.replace(/^Aliquote/, 'le aliquote'));
    }
  }
}
