import { askedVerdict, withVerdictWord } from '../documents/asked-verdict.js';
import { allPassagesText } from '../kb/documents.js';
import { euro, percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import {
  cents,
  employerCost as engineEmployerCost,
  payslipCheck as enginePayslipCheck,
  isTaxYear,
  type Sector,
} from '../payroll/index.js';
import { YEAR_RULES } from '../payroll/rules.js';
import { askedClause } from '../reader/asking-clause.js';
import { statedInailPerMille } from '../reader/contributions.js';
import { contributionsExcluded } from '../reader/contributions-excluded.js';
import { countValue } from '../reader/numbers.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { agreementInpsNote, agreementInpsRate } from './agreement-inps-rate.js';
import { annualTaxCheck } from './annual-tax-check.js';
import type { AgentAnswer } from './answer.js';
import { apprenticeInpsNote, apprenticeInpsRate } from './apprentice-inps.js';
import { apprenticeCostGap } from './apprentice-rates.js';
import { apprenticeYearPay } from './apprentice-year.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { askedCostParts, contributionsOnlyOpening } from './cost-parts.js';
import { costWithoutContributions } from './cost-without-contributions.js';
import { dependantsSentence, familyInput } from './dependants-net.js';
import { documentAgreement } from './document-facts.js';
import { domesticLevelCost } from './domestic-cost.js';
import { earlierMinimumGross } from './earlier-gross.js';
import { expectedWithholding } from './expected-withholding.js';
import { computed, domesticGap, isAnswer, noYear, related } from './figure-answers.js';
import { renewalsAsked } from './naspi-additional.js';
import { payAndTfrAnyYear } from './pay-and-tfr-any-year.js';
import {
  agreementOf,
  amount,
  asPayments,
  isDomestic,
  type PayBase,
  payrollData,
  yearOf,
} from './pay-base.js';
import { extraInpsNote, impliedIrpef, taxableAsked } from './payslip-asked.js';
import { payslipIncrements } from './payslip-increments.js';
import { statedRatesCost } from './stated-cost.js';
import { statedSurcharges } from './stated-surcharges.js';
import { trancheYearCost } from './tranche-year-cost.js';
import { workedParts } from './worked.js';

// Employees assumed for the employer's contributions (FIS, CIGS thresholds) when the question gives none.
const DEFAULT_EMPLOYEES = 10;

function sectorOf(ccnl: Ccnl | undefined, message: string): { sector: Sector; assumed: boolean } {
  const text = `${ccnl?.sector ?? ''} ${ccnl?.short_name ?? ''} ${message}`.toLowerCase();
  if (/artigian/.test(text)) return { sector: 'artigianato', assumed: false };
  if (/industri|metalmeccan|edil|alimentar/.test(text)) return { sector: 'industria', assumed: false };
  if (/commerc|terziario|turismo|pubblici esercizi|servizi|studi|logistica|negozio/.test(text))
    return { sector: 'commercio', assumed: false };
  return { sector: 'commercio', assumed: true };
}

/** The employer's cost by sector and size, from the engine, with what it assumed and lacks. */
// A cost asked for a span of months: "per 6 mesi", "per i primi tre mesi", "per un semestre".
// The contract's own words say it too: "contratto a tempo determinato di 3 mesi", "t.d. di 4 mesi", "sei mesi a
// termine", "4 mesi di contratto".
const PERIOD =
  /\bper (?:i primi |questi |quei |gli |un )?(?:\d{1,2}|\w+) mesi\b|\b(?:se|tri)mestr\w*|\b(?:contratto|as+unt\w*|as+unzione)(?: (?:a tempo determinato|a termine|stagionale|t\.?d\.?))? di (?:\d{1,2}|\w+) mesi\b|\b(?:\d{1,2}|\w+) mesi (?:a termine|a tempo determinato|di contratto)\b/;

/** The months a period names: "6 mesi", "sei mesi", a semester, a quarter. */
function periodMonths(text: string): number | undefined {
  if (/\bsemestr/.test(text)) return 6;
  if (/\btrimestr/.test(text)) return 3;
  const count =
    /\b(?:per|di) (?:i primi |questi |quei |gli )?(\d{1,2}|\w+) mesi\b/.exec(text)?.[1] ??
    /\b(\d{1,2}|\w+) mesi (?:a termine|a tempo determinato|di contratto)\b/.exec(text)?.[1];
  return count ? countValue(count) : undefined;
}

export function employerCost(ctx: AgentContext, req: TypedRequest, base: PayBase): AgentAnswer {
  if (isDomestic(base.ccnl))
    return (
      (base.ccnl && domesticLevelCost(ctx, req, base.ccnl)) ?? domesticGap('il costo per il datore di lavoro')
    );
  // An apprentice's cost: the reduced rates are a gap, the apprentice's pay is not the full level's.
  const apprentice =
    apprenticeYearPay(ctx, req, base.ccnl, base.payments) ?? apprenticeCostGap(ctx, req, base.ccnl);
  if (apprentice) return apprentice;
  // A contribution rate the user states is the one used ("facciamo contributi al 30% della RAL").
  const stated = statedRatesCost(ctx, base);
  if (stated) return stated;
  const year = yearOf(ctx, req);
  // The gross and the TFR of a year without tax rules, contributions left out (pay-and-tfr-any-year.ts).
  if (!isTaxYear(year))
    return trancheYearCost(ctx, req, base.ccnl, base.payments) ?? payAndTfrAnyYear(ctx, base) ?? noYear(year);
  const data = payrollData();
  if (!data)
    return compose({
      answer: `Il costo per l'azienda ${bold('non è disponibile')}: i dati sui contributi a carico del datore non sono leggibili.`,
      citations: [],
      related: related(ctx.message),
    });
  const { sector, assumed } = sectorOf(base.ccnl, ctx.message);
  const employees = req.slots.employees ?? DEFAULT_EMPLOYEES;
  // A fixed-term contract adds the NASpI additional contribution, raised by each renewal already made.
  const text = readable(ctx.message);
  const fixedTerm = /tempo determinato|a termine|\bt\.?d\.?\b|\bcontratto di (?:\d{1,2}|\w+) mesi\b/.test(
    text,
  );
  const { done, next } = renewalsAsked(text);
  const inail = statedInailPerMille(text);
  const renewals = done ?? next ?? 0;
  const worked = computed(ctx, () =>
    engineEmployerCost(data.employer, {
      year,
      ral: base.annual,
      sector,
      employees,
      payments: base.payments,
      ...(fixedTerm ? { fixedTerm, renewals } : {}),
      // "INAIL compresa al 10%": the premium at the rate the user states.
      ...(inail !== undefined ? { inailRatePerMille: inail } : {}),
    }),
  );
  if (isAnswer(worked)) return worked;
  const r = worked.result;
  const parts = workedParts(worked);
  // "quanto costa al mese": the year's cost over twelve months (the 13th and 14th months included). "14
  // mensilità" counts the payments, and "in un anno" asks the year.
  const monthlyAsked =
    /\bal mese\b|\bmensil(?!ita)|\bogni mese\b/.test(readable(ctx.message)) &&
    !/\b(?:all'|l')anno\b|\bannu|\b(?:in|per) un anno\b/.test(readable(ctx.message));
  const perMonth =
    cents(r.total.min) === cents(r.total.max)
      ? euro(cents(r.total.min / 12))
      : `da ${euro(cents(r.total.min / 12))} a ${euro(cents(r.total.max / 12))}`;
  const total =
    cents(r.total.min) === cents(r.total.max)
      ? euro(cents(r.total.min))
      : `da ${euro(cents(r.total.min))} a ${euro(cents(r.total.max))}`;
  // "quanto mi costa per 6 mesi?": the months' share of the year's cost (pay, extra months, contributions, TFR).
  const months = periodMonths(text) ?? req.slots.monthsWorked;
  const period =
    !monthlyAsked && months !== undefined && months > 0 && months < 12 && PERIOD.test(text)
      ? months
      : undefined;
  const share = (value: number) => euro(cents((value * (period ?? 12)) / 12));
  const periodTotal =
    cents(r.total.min) === cents(r.total.max)
      ? share(r.total.min)
      : `da ${share(r.total.min)} a ${share(r.total.max)}`;
  // "contributi esclusi": the pay and the TFR, the contributions left out (cost-without-contributions.ts).
  if (!period && contributionsExcluded(ctx.message)) {
    const without = costWithoutContributions(worked, base.label, monthlyAsked);
    return compose({
      answer: without.answer,
      steps: without.steps,
      assumptions: [...base.assumptions, ...without.assumptions],
      citations: [...base.citations, ...parts.citations.filter((c) => /\bTFR\b/.test(c.text))],
      related: related(ctx.message),
    });
  }
  const partsAsked =
    monthlyAsked || period
      ? undefined
      : (contributionsOnlyOpening(askedClause(ctx.message), base.label, { ...r, total }) ??
        askedCostParts(ctx.message, base.label, { ...r, total }));
  return compose({
    answer: period
      ? `Con ${base.label}, il costo per l'azienda per ${period} mesi è di circa ${bold(periodTotal)}: ${period}/12 del costo annuo di ${total} (retribuzione con i ratei delle mensilità aggiuntive, contributi INPS a carico del datore e TFR${r.inail ? ', INAIL' : ', INAIL escluso'}).`
      : (partsAsked ??
        `Con ${base.label}, ${monthlyAsked ? `il costo per l'azienda è di circa ${bold(`${perMonth} al mese`)} (un dodicesimo del costo annuo di ${total}: ` : `il costo annuo per l'azienda è di circa ${bold(total)} (`}retribuzione annua ${euro(cents(r.ral))}, contributi INPS a carico del datore ${euro(cents(r.employerInps))}, TFR ${euro(cents(r.tfr))}${r.inail ? ', INAIL' : ', INAIL escluso'}).`),
    steps: period
      ? [...parts.steps, `Costo per ${period} mesi: ${total} × ${period} / 12 = ${periodTotal}.`]
      : parts.steps,
    assumptions: [
      ...base.assumptions,
      ...(period
        ? [`${period} mesi interi di lavoro a tempo pieno: ogni voce del costo in proporzione ai mesi.`]
        : []),
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

/**
 * The net asked of a payslip's figures ("… IRPEF 241 netto?", "quanto mi resta netto?", "quale netto dovrebbe
 * risultare?", "che netto mi viene?"), not given.
 */
const NET_ASKED =
  /\bnett\w*\s*\?|\b(?:quanto|quale?|che)\b[^?]{0,30}\bnett\w*|\bnett\w*\b[^?]{0,20}\bquant\w*|\bnett\w* (?:dovrebbe|deve|dovrei|mi) (?:risultare|essere|venire|restare|spettare)\b/;

/** A payslip's figures against the engine: INPS, IRPEF and the net, each with its difference. */
export function payslipCheck(ctx: AgentContext, req: TypedRequest): AgentAnswer {
  // (A year's IRPEF told beside the RAL, from a CU: checked on the year's rules, annual-tax-check.ts.)
  const expected = annualTaxCheck(ctx, req) ?? expectedWithholding(ctx, req);
  if (expected) return expected;
  // "paga base 1.200, contingenza 520, superminimo 150, lordo 1.870": the payslip's total gross is the largest
  // of the gross figures it lists (an item is never more than the total).
  const grosses = req.slots.amounts.filter((a) => a.kind === 'monthly_gross').map((a) => a.value);
  // ("con quel lordo mi hanno trattenuto 169,57 di INPS" after the minimum asked: that minimum is the gross.)
  const earlier = grosses.length ? undefined : earlierMinimumGross(ctx, req);
  const gross = grosses.length
    ? Math.max(...grosses)
    : earlier
      ? cents(earlier.monthly)
      : amount(req, 'other');
  const year = yearOf(ctx, req);
  // Net, INPS and IRPEF together give the gross they came from: the engine works it out.
  const inferable = ['net', 'inps', 'irpef'].every((k) => amount(req, k as 'net') !== undefined);
  if (gross === undefined && !inferable) return missingForCheck(ctx, req);
  if (!isTaxYear(year)) return noYear(year);
  const inps = amount(req, 'inps');
  const irpef = amount(req, 'irpef');
  const net = amount(req, 'net');
  const payments = asPayments(req.slots.payments);
  const family = familyInput(req.slots.dependants);
  // An agreement whose sector pays its own worker's share (Operai agricoli 8,84%) is checked at that rate.
  // (An uploaded payslip's own "CCNL operai agricoli" line counts, documentAgreement.)
  const uploaded = allPassagesText(ctx.documents);
  const ccnl = ctx.documents.length ? documentAgreement(ctx.kb, req, uploaded) : agreementOf(ctx, req);
  // An apprentice's payslip ("Qualifica: apprendista" on the uploaded one) is checked at 5,84% (apprentice-inps.ts).
  const apprentice =
    apprenticeInpsRate(ctx.message) ??
    apprenticeInpsRate(uploaded.match(/\bqualifica:?[^\n]{0,20}/i)?.[0] ?? '');
  const sectorRate = apprentice ?? agreementInpsRate(ccnl);
  const worked = computed(ctx, () =>
    enginePayslipCheck({
      ...(family ? { family } : {}),
      ...sectorRate,
      year,
      ...(gross !== undefined ? { gross } : {}),
      ...(inps !== undefined ? { inps } : {}),
      ...(irpef !== undefined ? { irpef } : {}),
      ...(net !== undefined ? { net } : {}),
      ...(payments ? { payments } : {}),
    }),
  );
  if (isAnswer(worked)) return worked;
  const differs = worked.result.figures.filter((f) => !f.matches);
  const sign = (v: number) => `${v > 0 ? '+' : '−'}${euro(cents(Math.abs(v)))}`;
  // The INPS computed at the ordinary rate says the rate, so the check can be redone by hand.
  const rate = sectorRate?.inpsRatePct ?? YEAR_RULES[year].inpsRatePct;
  const sector = apprentice ? apprenticeInpsNote() : sectorRate && ccnl ? agreementInpsNote(ccnl) : undefined;
  const how = (f: { item: string; expected: number }) =>
    f.item === 'INPS' &&
    gross !== undefined &&
    Math.abs(cents((gross * rate) / 100) - cents(f.expected)) < 0.01
      ? ` (${percent(rate)} di ${euro(gross)})`
      : '';
  const verdict = differs.length
    ? `La busta paga ${bold(`non torna su ${differs.length === 1 ? 'una voce' : `${differs.length} voci`}`)}: ${differs.map((f) => `${f.item} indicato ${euro(f.given)}, calcolato ${euro(cents(f.expected))} (${sign(f.difference)})${how(f).replace(/^ \((.*)\)$/, (_, r: string) => (/^(?:8|11)\b|^(?:8|11),/.test(r) ? ` all'${r}` : ` al ${r}`))}`).join('; ')}.`
    : `La busta paga ${bold('torna')}: ${worked.result.figures.map((f) => `${f.item} indicato ${euro(f.given)}, calcolato ${euro(cents(f.expected))}${how(f)}`).join('; ')}${worked.result.figures.length === 1 ? ' (differenza entro 1 €)' : ' (differenze entro 1 €)'}.`;
  const parts = workedParts(worked);
  const fromEarlier = earlier ? ` Il lordo è quello della risposta precedente: ${earlier.label}.` : '';
  // "lordo 2.150 INPS 197,59 IRPEF 241 netto?": the net of the figures given is asked, then the check.
  const netAsked =
    net === undefined &&
    gross !== undefined &&
    inps !== undefined &&
    irpef !== undefined &&
    NET_ASKED.test(readable(ctx.message));
  // "… IRPEF 288,10 add 35 netto?": the surcharges stated come off the net too.
  const surcharges = netAsked ? statedSurcharges(ctx.message) : undefined;
  const fromGiven = netAsked ? cents((gross ?? 0) - (inps ?? 0) - (irpef ?? 0) - (surcharges ?? 0)) : 0;
  const withSurcharges = surcharges === undefined ? '' : ` − ${euro(surcharges)}`;
  const f = worked.result.family;
  const familyNote = f
    ? `${f.total > 0 ? ` Il ricalcolo comprende le detrazioni per familiari a carico (art. 12 TUIR): ${euro(cents(worked.result.expected.family))} al mese (${euro(cents(f.total))} l'anno).` : ''}${dependantsSentence(req.slots.dependants, f, { withTotal: false })}`
    : '';
  // The increments a typed payslip states, against the level's (payslip-increments.ts).
  const increments = payslipIncrements(ctx, req);
  // The IRPEF the figures imply, and the 1% extra asked about (payslip-asked.ts).
  const asked = readable(ctx.message);
  const implied = impliedIrpef(asked, { gross, inps, irpef, net });
  const extraNote = extraInpsNote(asked, gross, year);
  const taxable = taxableAsked(asked, { gross, inpsDue: worked.result.expected.inps });
  const lead = [taxable, implied, extraNote].filter(Boolean).join(' ');
  return compose({
    answer: lead
      ? `${lead} ${verdict}${familyNote}`
      : netAsked
        ? `Con lordo ${euro(gross ?? 0)}, INPS ${euro(inps ?? 0)}${surcharges === undefined ? ' e' : ','} IRPEF ${euro(irpef ?? 0)}${surcharges === undefined ? '' : ` e addizionali ${euro(surcharges)}`} il netto del mese è ${bold(euro(fromGiven))} (${euro(gross ?? 0)} − ${euro(inps ?? 0)} − ${euro(irpef ?? 0)}${withSurcharges}). ${verdict}${familyNote}`
        : // "la trattenuta INPS è giusta?": the verdict word the question asks first (asked-verdict.ts).
          `${withVerdictWord(verdict, askedVerdict(asked, !differs.length))}${fromEarlier}${familyNote}${increments ? ` ${increments}` : ''}`,
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
    assumptions: [...parts.assumptions, ...(sector ? [sector.assumption] : [])],
    unanswerable: parts.unanswerable,
    citations: [...parts.citations, ...(sector?.citations ?? [])],
    related: related(ctx.message),
  });
}

/**
 * A check with too little to go on ("busta paga con netto 1.450, è giusta?"): what it was given, and what it
 * needs — the month's gross first, then what compares it with the agreement.
 */
function missingForCheck(ctx: AgentContext, req: TypedRequest): AgentAnswer {
  const given = (
    [
      ['net', 'il netto'],
      ['inps', "l'INPS"],
      ['irpef', "l'IRPEF"],
    ] as const
  )
    .map(([kind, label]) => {
      const value = amount(req, kind);
      return value === undefined ? undefined : `${label} (${euro(value)})`;
    })
    .filter((g): g is string => g !== undefined);
  const withWhat = given.length ? `Con ${given.join(', ')} soltanto` : 'Senza le cifre del cedolino';
  const needs = [
    'il CCNL applicato e il livello, per confrontare il lordo con il minimo',
    "l'orario (tempo pieno, o le ore settimanali o la percentuale di part-time)",
    ...(amount(req, 'inps') === undefined
      ? ["l'INPS e l'IRPEF trattenute, se vuoi verificare anche quelle"]
      : []),
  ];
  return compose({
    answer: `${withWhat} non posso dire se la busta paga è giusta: mi serve ${bold('il lordo del mese (la retribuzione lorda o l’imponibile previdenziale)')}, da cui ricalcolo INPS, IRPEF e netto e ti dico quale voce differisce e di quanto.`,
    steps: ['Per un controllo completo indica anche:', ...needs.map((n) => `- ${n}`)],
    citations: [],
    related: related(ctx.message),
  });
}
