import { decimal, euro } from '../kb/format.js';
import { cents, domesticContributions, isTaxYear } from '../payroll/index.js';
import { toSourceRef } from '../payroll/payroll-data.js';
import { EMPLOYER_EXTRA, FIXED_TERM_EXTRA } from '../reader/asked-topic.js';
import { askedClause } from '../reader/asking-clause.js';
import { FIXED_TERM_RENEWAL_COST } from '../reader/employer-rules.js';
import { fixedTermContract, replacementHire } from '../reader/fixed-term.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { apprenticePayClarify, apprenticeRateGap, asksApprenticeRate } from './apprentice-rates.js';
import { cassaColfGap } from './cassa-colf-gap.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { costMissingItems } from './cost-missing-items.js';
import { AMOUNT_ASKED, domesticDeadline, withDomesticDeadline } from './domestic-deadline.js';
import { effectivePayStated } from './domestic-effective.js';
import { domesticContributionsKept } from './domestic-followup.js';
import { hourBandOpening } from './domestic-hour-band.js';
import { domesticHourlyCost } from './domestic-hourly-cost.js';
import { doubtedHourlyShare, perHourVerdict } from './domestic-hourly-share.js';
import { domesticNetHourly } from './domestic-net-hourly.js';
import { domesticPeriodAnswer, domesticPeriodCheck } from './domestic-period.js';
import { domesticReplacementSurcharge } from './domestic-replacement.js';
import { domesticSickDays } from './domestic-sick-days.js';
import { domesticTaxRelief } from './domestic-tax-relief.js';
import { terminationDeadline } from './domestic-termination-deadline.js';
import { domesticWithholding } from './domestic-withholding.js';
import { domesticYearGap } from './domestic-year-gap.js';
import { domesticYearsCompared } from './domestic-years.js';
import { elasticAsked, elasticOrSupplementary } from './elastic-supplementary.js';
import { domesticAnswer } from './figures.js';
import { grossTax, grossTaxAsked } from './gross-tax.js';
import { asksIrpefChain } from './irpef-breakdown.js';
import { withOpenings } from './multi-part.js';
import { namedContributionAnswer } from './named-contribution.js';
import { ANOTHER_CONTRACT, naspiAdditional } from './naspi-additional.js';
import { agreementOf, domesticHourlyPay, payrollData, yearOf } from './pay-base.js';
import { pointsAtFixedTermExtra } from './referent.js';
import { SAVING } from './rule-extras.js';
import { ASKS_SUPPLEMENTARY, extraHoursValued, supplementaryAnswer } from './supplementary.js';
import { dismissalTicket, TICKET_ASKED, ticketAgain, ticketNotDue, ticketOwed } from './ticket-due.js';
import { whyExtraMonthNet } from './why-extra-month.js';
import { sourceCitations } from './worked.js';

const RELATED = [
  'Quanto costa all’azienda un dipendente con RAL di 30.000 €?',
  'Quali sono gli scaglioni IRPEF del 2026?',
  'Quanto TFR matura in un anno con una RAL di 30.000 €?',
];

/** A domestic payslip's INPS withholding checked against the hourly band: never a share of the gross. */
function domesticInpsCheck(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const data = payrollData();
  const stated = req.slots.amounts.find((a) => a.kind === 'inps')?.value ?? doubtedHourlyShare(ctx.message);
  const weekly = req.slots.weeklyHours;
  if (!data || stated === undefined) return undefined;
  const year = yearOf(ctx, req);
  const gross = req.slots.amounts.find((a) => a.kind === 'monthly_gross')?.value;
  const hourlyGiven = req.slots.amounts.find(
    (a) => a.kind === 'other' && a.value < 50 && a.value !== stated,
  )?.value;
  const weeksPerMonth = 52 / 12;
  // "a marzo ho lavorato 100 ore": the month's paid hours, when no weekly schedule is given.
  const monthHours =
    weekly === undefined ? req.slots.amounts.find((a) => a.kind === 'hours')?.value : undefined;
  if (monthHours !== undefined && hourlyGiven !== undefined)
    return domesticMonthCheck(ctx, req, { stated, hourly: hourlyGiven, hours: monthHours });
  if (weekly === undefined)
    return compose({
      answer: `Per verificare la trattenuta INPS di un lavoratore domestico mi servono ${bold('le ore settimanali e la paga oraria')}: il contributo è una cifra fissa per ora retribuita, secondo la fascia di paga oraria, non una percentuale del lordo.`,
      citations: [],
      related: RELATED,
      showAction: true,
      calcolaField: 'ore_settimanali',
    });
  const hourly = hourlyGiven ?? (gross !== undefined ? gross / (weekly * weeksPerMonth) : undefined);
  if (hourly === undefined || !isTaxYear(year)) return undefined;
  const fixedTerm = fixedTermContract(readable(ctx.message));
  let worked: ReturnType<typeof domesticContributions>;
  try {
    worked = domesticContributions(data.domestic, {
      year,
      hourlyPay: hourly,
      weeklyHours: weekly,
      fixedTerm,
      effective: hourlyGiven !== undefined && effectivePayStated(ctx.message),
    });
  } catch {
    return undefined;
  }
  const r = worked.result;
  // "0,43 € per ogni ora di contributi": the share per hour, checked per hour (domestic-hourly-share.ts).
  const hourlyVerdict = perHourVerdict(ctx.message, stated, r, { year, hourly, weekly });
  if (hourlyVerdict)
    return compose({
      ...hourlyVerdict,
      assumptions: fixedTerm ? [] : ['Rapporto a tempo indeterminato, con quota CUAF.'],
      citations: sourceCitations(worked.sources),
      related: RELATED,
    });
  // A withholding said for the quarter ("per il trimestre aprile-giugno") is the quarter's 13 weeks of hours.
  const quarter = /trimestr/.test(readable(ctx.message));
  const monthlyHours = weekly * (quarter ? 13 : weeksPerMonth);
  const expected = cents(r.hourlyWorker * monthlyHours);
  const difference = cents(stated - expected);
  const verdict =
    Math.abs(difference) < 0.5
      ? `è ${bold('corretta')}`
      : `${bold('non torna')}: dovrebbe essere di ${bold(euro(expected))} (${difference > 0 ? `${euro(difference)} in più` : `${euro(-difference)} in meno`} del dovuto)`;
  return compose({
    answer: `La trattenuta INPS di ${euro(stated)} ${verdict}: per il lavoro domestico la quota del lavoratore è ${euro(r.hourlyWorker)} per ogni ora retribuita nel ${year} (${r.band}), non una percentuale del lordo.`,
    steps: [
      `Paga oraria: ${hourlyGiven !== undefined ? euro(hourly) : `${euro(gross ?? 0)} ÷ (${decimal(weekly)} ore × 52 / 12) = ${euro(cents(hourly))}`}.`,
      quarter
        ? `Ore del trimestre: ${decimal(weekly)} ore × 13 settimane = ${decimal(cents(monthlyHours))} ore.`
        : `Ore del mese: ${decimal(weekly)} ore × 52 / 12 = ${decimal(cents(monthlyHours))} ore.`,
      `Trattenuta dovuta: ${euro(r.hourlyWorker)} × ${decimal(cents(monthlyHours))} ore = ${euro(expected)}.`,
      "Il datore di lavoro domestico non trattiene l'IRPEF.",
    ],
    assumptions: [
      'Mese medio di 52/12 settimane: i contributi si versano a trimestre sulle ore retribuite (13 settimane).',
      ...(fixedTerm ? [] : ['Rapporto a tempo indeterminato, con quota CUAF.']),
    ],
    citations: sourceCitations(worked.sources),
    related: RELATED,
  });
}

/** The IRPEF a domestic payslip shows, said to be not due: the household is not a withholding agent. */
function irpefNotDue(req: TypedRequest): string {
  const irpef = req.slots.amounts.find((a) => a.kind === 'irpef')?.value;
  return irpef === undefined
    ? ''
    : ` L'IRPEF di ${euro(irpef)} ${bold('non va trattenuta')}: il datore di lavoro domestico non è sostituto d'imposta e non trattiene IRPEF (il lavoratore la versa con la dichiarazione dei redditi).`;
}

/** A domestic payslip's INPS for the hours paid in a month, at the band of the hourly pay given. */
function domesticMonthCheck(
  ctx: AgentContext,
  req: TypedRequest,
  given: { stated: number; hourly: number; hours: number },
): AgentAnswer | undefined {
  const data = payrollData();
  const year = yearOf(ctx, req);
  if (!data || !isTaxYear(year)) return undefined;
  const fixedTerm = fixedTermContract(readable(ctx.message));
  // The band over 24 hours a week is read from the month's hours as an average week.
  const weeklyHours = (given.hours * 12) / 52;
  let worked: ReturnType<typeof domesticContributions>;
  try {
    worked = domesticContributions(data.domestic, {
      year,
      hourlyPay: given.hourly,
      weeklyHours,
      fixedTerm,
      effective: effectivePayStated(ctx.message),
    });
  } catch {
    return undefined;
  }
  const r = worked.result;
  const expected = cents(r.hourlyWorker * given.hours);
  const difference = cents(given.stated - expected);
  const verdict =
    Math.abs(difference) < 0.5
      ? `è ${bold('corretta')}`
      : `${bold('non torna')}: dovrebbe essere di ${bold(euro(expected))} (${difference > 0 ? `${euro(difference)} in più` : `${euro(-difference)} in meno`} del dovuto)`;
  return compose({
    answer: `La trattenuta INPS di ${euro(given.stated)} ${verdict}: per il lavoro domestico la quota del lavoratore è ${euro(r.hourlyWorker)} per ogni ora retribuita nel ${year} (${r.band}), non una percentuale del lordo.${irpefNotDue(req)}`,
    steps: [
      `Paga oraria: ${euro(given.hourly)}; ore retribuite nel mese: ${decimal(given.hours)}.`,
      `Trattenuta dovuta: ${euro(r.hourlyWorker)} × ${decimal(given.hours)} ore = ${euro(expected)}.`,
      "Il datore di lavoro domestico non trattiene l'IRPEF.",
    ],
    assumptions: [
      `Fascia scelta con la retribuzione oraria effettiva (paga indicata più la quota di tredicesima); media settimanale ${decimal(cents(weeklyHours))} ore (ore del mese × 12 / 52).`,
      ...(fixedTerm ? [] : ['Rapporto a tempo indeterminato, con quota CUAF.']),
    ],
    citations: sourceCitations(worked.sources),
    related: RELATED,
  });
}

/** Intents whose answer is not the contribution even with an hourly pay given. */
const HOUR_ASKED: ReadonlySet<TypedRequest['intent']> = new Set(['tfr', 'overtime_value', 'hourly_rate']);

/** A fixed-term domestic contract that pays the surcharge: one replacing an absent worker does not. */
function domesticFixedTerm(message: string): boolean {
  const text = readable(message);
  return fixedTermContract(text) && !replacementHire(text);
}

/** Domestic contributions asked without the hours: the year's hourly bands. */
function domesticBands(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const data = payrollData();
  const year = yearOf(ctx, req);
  if (!data) return undefined;
  const table = data.domestic.years.find((y) => y.year === year);
  // A year whose bands the INPS has not published yet is a gap, not the ordinary employee's rules.
  if (!table) return domesticYearGap(data.domestic, year);
  // A fixed term pays the 1.40% surcharge (its own table), unless it replaces an absent worker.
  const fixedTerm = domesticFixedTerm(ctx.message);
  const bands = fixedTerm ? table.fixed_term : table.open_ended;
  const rows = bands.map((b, i, all) => {
    const from = i ? all[i - 1]?.hourly_up_to : undefined;
    const band =
      b.hourly_up_to === null
        ? `oltre ${euro(from ?? 0)}`
        : `${from ? `da ${euro(from)} ` : ''}fino a ${euro(b.hourly_up_to)}`;
    return `- retribuzione oraria effettiva ${band}: ${b.with_cuaf === null ? 'non disponibile' : `${euro(b.with_cuaf)} l'ora`}, di cui ${b.worker === null ? 'quota non disponibile' : `${euro(b.worker)}`} a carico del lavoratore`;
  });
  const over = fixedTerm ? table.fixed_term_over_24h : table.open_ended_over_24h;
  rows.push(
    `- oltre 24 ore settimanali (qualunque paga): ${over.with_cuaf === null ? 'importo non disponibile nella base di conoscenza' : `${euro(over.with_cuaf)} l'ora, di cui ${euro(over.worker ?? 0)} a carico del lavoratore`}`,
  );
  const opening = hourBandOpening(req, bands, year, effectivePayStated(ctx.message), fixedTerm);
  return compose({
    answer:
      opening ??
      `Per colf e badanti i contributi INPS ${year} sono ${bold('una cifra fissa per ogni ora retribuita, secondo la fascia di paga oraria')} (rapporto a tempo ${fixedTerm ? 'determinato' : 'indeterminato'}), non una percentuale dello stipendio:`,
    steps: [
      ...rows,
      '',
      'Indica la paga oraria e le ore settimanali per il contributo del trimestre e la trattenuta.',
    ],
    assumptions: [
      data.domestic.effective_pay_rule.text,
      ...(fixedTerm ? [data.domestic.fixed_term_surcharge.text] : []),
      'Il datore di lavoro domestico non trattiene l’IRPEF.',
    ],
    citations: sourceCitations([
      ...table.sources.map((s) => toSourceRef(s, table.applies_from)),
      ...(fixedTerm ? data.domestic.fixed_term_surcharge.sources.map((s) => toSourceRef(s)) : []),
    ]),
    related: RELATED,
  });
}

/**
 * Answers for a subject the question asks outright that the general routes answer from another table: an
 * employer's extra contribution, the gross tax on a taxable income, a domestic worker's INPS. Undefined when
 * the question is not one of them.
 */
export function askedAnswer(
  ctx: AgentContext,
  req: TypedRequest,
  domestic: boolean,
): AgentAnswer | undefined {
  const text = readable(ctx.message);
  // A domestic worker's sick days valued at the day's pay told, before "INPS" in the story reads as contributions.
  const sick = domestic ? domesticSickDays(ctx, agreementOf(ctx, req)) : undefined;
  if (sick) return sick;
  // The ticket asked where it is not due (a resignation, domestic work, a fixed term's end): ticket-due.ts.
  const notDue = ticketNotDue(ctx, domestic) ?? ticketAgain(ctx, req);
  if (notDue) return notDue;
  // The 1.40% surcharge on a domestic replacement hire: not due (domestic-replacement.ts).
  const replacement = domesticReplacementSurcharge(ctx, req, domestic);
  if (replacement) return replacement;
  // "la signora deve trattenermi l'IRPEF?": the family is no withholding agent (domestic-withholding.ts).
  const withholding = domesticTaxRelief(ctx, req, domestic) ?? domesticWithholding(ctx, req, domestic);
  if (withholding) return withholding;
  // The Cas.sa.Colf contribution asked: not in the knowledge base (cassa-colf-gap.ts); an ending relationship's
  // contributions paid within 10 days of its end (domestic-termination-deadline.ts).
  const fund = cassaColfGap(ctx, domestic) ?? terminationDeadline(ctx, req, domestic);
  if (fund) return fund;
  // "voglio che prenda 10 € netti l'ora: che lordo metto?": net plus the worker's INPS share (domestic-net-hourly.ts);
  // "e a noi quanto costa ogni ora?": that gross plus the family's part of the contribution (domestic-hourly-cost.ts).
  const wantedNet = domesticNetHourly(ctx, req, domestic) ?? domesticHourlyCost(ctx, req, domestic);
  if (wantedNet) return wantedNet;
  // "perché la tredicesima netta è più bassa?": the reason, not the month's amount.
  const why = whyExtraMonthNet(ctx);
  if (why) return why;
  if (req.intent === 'employer_cost' && !EMPLOYER_EXTRA.test(text)) {
    const named = namedContributionAnswer(ctx, req) ?? costMissingItems(ctx, req);
    if (named) return named;
  }
  // "e se lo rinnovo?" after the NASpI additional contribution: the same contribution after one more renewal.
  const previous = readable(ctx.history?.at(-1) ?? '');
  // "quanto diventa quel contributo?" after the fixed-term extra, however the earlier turn named it.
  if (
    req.intent === 'employer_cost' &&
    (((/rinnov/.test(text) || ANOTHER_CONTRACT.test(text)) && EMPLOYER_EXTRA.test(previous)) ||
      pointsAtFixedTermExtra(text, previous, readable(ctx.history?.at(-2) ?? '')))
  )
    return naspiAdditional(ctx, req);
  // "quanto costa in più un dipendente a termine": the extra cost of a fixed-term contract is that contribution.
  if (
    req.intent === 'employer_cost' &&
    (FIXED_TERM_EXTRA.test(text) || FIXED_TERM_RENEWAL_COST.test(text)) &&
    !EMPLOYER_EXTRA.test(text)
  )
    return naspiAdditional(ctx, req);
  // "quanto paga l'azienda se licenzia? e per un contratto a termine?": the ticket, then the fixed-term extra.
  if (
    req.intent === 'employer_cost' &&
    EMPLOYER_EXTRA.test(text) &&
    /ticket|licenzi/.test(text) &&
    !/addizional/.test(text) &&
    /\ba termine\b|\bdeterminat/.test(text)
  ) {
    const ticket = dismissalTicket(ctx, req);
    const extra = naspiAdditional(ctx, req);
    return extra ? withOpenings(ticket, [extra]) : ticket;
  }
  if (req.intent === 'employer_cost' && EMPLOYER_EXTRA.test(text))
    return TICKET_ASKED.test(text) && !/addizional/.test(text)
      ? ticketOwed(ctx, req)
      : naspiAdditional(ctx, req);
  // An apprentice's contribution rate asked as a cost or a rule: not in the knowledge base.
  if (
    ['employer_cost', 'payroll_rules', 'apprenticeship', 'tfr'].includes(req.intent) &&
    (!req.slots.amounts.length || asksApprenticeRate(ctx.message))
  ) {
    const apprentice = apprenticeRateGap(ctx) ?? apprenticePayClarify(ctx, req);
    if (apprentice) return apprentice;
  }
  // "quanto si risparmia di imposta lorda nel 2026 rispetto al 2025": the saving, not the tax (rule-extras.ts).
  // ("IRPEF lorda superiore alla detrazione: spetta il trattamento integrativo?" asks the other rule; "IRPEF lorda,
  // detrazioni e IRPEF netta" the whole chain, irpef-breakdown.ts.)
  if (
    req.intent === 'payroll_rules' &&
    grossTaxAsked(text, ctx.history) &&
    !SAVING.test(text) &&
    !asksIrpefChain(text) &&
    !/integrativ|bonus (?:da )?(?:100|renzi)|cuneo|ulteriore detrazion/.test(askedClause(text)) &&
    // "l'IRPEF lorda supera la detrazione: il trattamento integrativo mi spetta?" states the tax as a condition.
    !(
      /integrativ|bonus (?:da )?(?:100|renzi)|cuneo|ulteriore detrazion/.test(text) &&
      /\b(?:irpef|imposta) lord\w* (?:\w+ ){0,2}?(?:supera|superiore|maggiore|piu alta)/.test(text)
    )
  )
    return grossTax(ctx, req);
  const ccnl = agreementOf(ctx, req);
  // "clausola elastica": its surcharge (valued when the hours and the pay are given) and the yearly allowance.
  const elastic =
    req.intent === 'part_time' && ccnl && !domestic && elasticAsked(text, ctx.history)
      ? elasticOrSupplementary(ctx, req, ccnl)
      : undefined;
  if (elastic) return elastic;
  // ("ne ho fatte 29" over a 25-hour week: the reader counted the hours beyond it, supplementary hours too.)
  if (
    (req.intent === 'part_time' || extraHoursValued(req, text)) &&
    ccnl &&
    (ASKS_SUPPLEMENTARY.test(text) || req.slots.extraHours !== undefined) &&
    !domestic &&
    // "non può scendere sotto le 16 ore? e la maggiorazione?": the minimum hours asked first, the rule opens.
    !/\bscender\w* sotto\b|\borario minimo\b|\bminimo di ore\b|\bore minime\b/.test(text)
  )
    return supplementaryAnswer(ctx, req, ccnl);
  // "entro che giorno devo pagare quelli di ottobre, novembre e dicembre?": the quarter's due day (domestic-deadline.ts).
  const deadline = domesticDeadline(ctx, req, domestic);
  if (deadline) {
    // "quanto va versato, quanto a carico della lavoratrice ed entro quando?": the period's amount opens and the
    // due day follows it; the day alone answers only a question that asks no amount.
    // (No period's hours given, "quanto devo versare per ogni ora lavorata": the hourly band of the pay given.)
    const period = AMOUNT_ASKED.test(text)
      ? (domesticPeriodAnswer(ctx, req) ??
        (domesticHourlyPay(req) !== undefined ? domesticAnswer(ctx, req) : undefined))
      : undefined;
    return period ? withDomesticDeadline(period, ctx, domestic) : deadline;
  }
  // "contributo orario 2025 e 2026 a confronto": each year's band for the same pay (domestic-years.ts).
  const years = domestic ? domesticYearsCompared(ctx, req) : undefined;
  if (years) return years;
  // (A TFR asked beside the contributions withheld is the TFR: "le tratteniamo i contributi … quanto TFR?")
  if (
    domestic &&
    req.intent !== 'tfr' &&
    (req.intent === 'payslip_check' ||
      req.slots.amounts.some((a) => a.kind === 'inps') ||
      doubtedHourlyShare(ctx.message) !== undefined)
  )
    return domesticPeriodCheck(ctx, req) ?? domesticInpsCheck(ctx, req);
  // Only when the contributions are asked: an overtime hour or a pay question names hours too.
  if (
    domestic &&
    req.intent !== 'tfr' &&
    // ("E se la stessa colf, stesse 260 ore, fosse pagata 10 € l'ora?" after a quarter's contributions: still them.)
    (/contribut|\binps\b|\bversa|\bverso\b|trattien|trattene|trattenut|tolgo\b|togliere|bollettin/.test(
      text,
    ) ||
      domesticContributionsKept(ctx.message, ctx.history))
  ) {
    const period = domesticPeriodAnswer(ctx, req);
    if (period) return period;
  }
  // ("e nel 2025?" after the contributions asked: still the contributions, domestic-followup.ts.)
  // ("Colf pagata 10,50 €/h: qual è il contributo orario INPS?", then "e se fosse a tempo determinato?": the band
  // of the pay given, whatever calculation the reader took it for.)
  if (
    domestic &&
    (req.intent === 'payroll_rules' ||
      (domesticHourlyPay(req) !== undefined && !HOUR_ASKED.has(req.intent))) &&
    domesticContributionsKept(ctx.message, ctx.history) &&
    !req.slots.weeklyHours
  )
    return domesticBands(ctx, req);
  return undefined;
}
