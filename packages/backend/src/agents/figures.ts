import { decimal, euro, percent } from '../kb/format.js';
import {
  cents,
  domesticContributions,
  grossToNet as engineGrossToNet,
  netToGross as engineNetToGross,
  isTaxYear,
} from '../payroll/index.js';
import { askedOfTurn } from '../reader/asked-again.js';
import { fixedTermContract } from '../reader/fixed-term.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { apprenticeShareSentence, workerInpsNote, workerInpsRate } from './apprentice-inps.js';
import { conversionOpening } from './asked-gross.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { underCeiling } from './contribution-ceiling.js';
import { weekAsked } from './contribution-week.js';
import { dependantsSentence, familyInput } from './dependants-net.js';
import { documentNet } from './document-net.js';
import { domesticAskedOpening, statedQuarterHours } from './domestic-asked-share.js';
import { domesticBandGap } from './domestic-band-gap.js';
import { effectivePayStated } from './domestic-effective.js';
import { domesticYearSentence, yearOfContributionsAsked } from './domestic-year.js';
import { extraContributionClause } from './extra-contribution.js';
import { computed, domesticGap, isAnswer, noYear, related } from './figure-answers.js';
import { MONTHLY_ASKED, monthlyInpsSentence, withholdingOfInpsSaid } from './monthly-inps.js';
import { municipalSurchargeGap } from './municipal-surcharge-gap.js';
import { tfrBesideNet } from './net-and-tfr.js';
import {
  agreementOf,
  asPayments,
  DEFAULT_PAYMENTS,
  domesticHourlyPay,
  isDomestic,
  type PayBase,
  payrollData,
  yearOf,
} from './pay-base.js';
import { seasonAssumptions, seasonOpening, seasonWorked } from './season-net.js';
import { surchargeOpening } from './surcharge-asked.js';
import { surchargeBandsClaim } from './surcharge-bands-claim.js';
import { placeWithRate } from './surcharge-place.js';
import { surchargesNote } from './surcharges-note.js';
import { taxFreeSumOpening } from './tax-free-sum-asked.js';
import { trancheYearCost } from './tranche-year-cost.js';
import { wantedNet } from './wanted-net.js';
import { whyYearGross } from './why-year-gross.js';
import { workedParts } from './worked.js';

/** Domestic work: the INPS hourly contribution band, employer and worker shares, no IRPEF withheld. */
export function domesticAnswer(ctx: AgentContext, req: TypedRequest): AgentAnswer {
  const hourlyPay = domesticHourlyPay(req) ?? 0;
  const weeklyHours = req.slots.weeklyHours ?? 0;
  const year = yearOf(ctx, req);
  const data = payrollData();
  if (!data || !isTaxYear(year)) return noYear(year);
  const fixedTerm = fixedTermContract(readable(ctx.message));
  const effective = effectivePayStated(ctx.message);
  const gap = domesticBandGap(data.domestic, { year, hourlyPay, weeklyHours, fixedTerm, effective });
  if (gap) return gap;
  const worked = computed(ctx, () =>
    domesticContributions(data.domestic, {
      year,
      hourlyPay,
      weeklyHours,
      effective,
      ...(fixedTerm ? { fixedTerm } : {}),
    }),
  );
  if (isAnswer(worked)) return worked;
  const r = worked.result;
  // The quarter's paid hours told ("le ore retribuite sono state 260"), else 13 weeks of the schedule.
  const quarterHours = statedQuarterHours([ctx.message, ...(ctx.history ?? []).slice(-2).reverse()]);
  const weeks = quarterHours === undefined ? 13 : quarterHours / weeklyHours;
  const quarter = (v: number) => euro(cents(v * weeks));
  const parts = workedParts(worked);
  // The net or the worker's share asked opens the answer (domestic-asked-share.ts).
  const asked = domesticAskedOpening(ctx.message, r, { hourlyPay, weeklyHours, quarterHours });
  return compose({
    answer: asked
      ? asked
      : yearOfContributionsAsked(ctx.message)
        ? domesticYearSentence({
            hourlyPay,
            weeklyHours,
            year,
            hourlyTotal: r.hourlyTotal,
            hourlyWorker: r.hourlyWorker,
          })
        : weekAsked(ctx.message)
          ? `Con ${euro(hourlyPay)} l'ora per ${decimal(weeklyHours)} ore a settimana nel ${year}, i contributi INPS sono di ${bold(`${euro(cents(r.hourlyTotal))} l'ora`)}, cioè ${bold(`${euro(cents(r.weekly.total))} a settimana`)}, di cui ${euro(cents(r.weekly.worker))} a carico del lavoratore (${euro(cents(r.hourlyWorker))} l'ora: è quanto puoi trattenere dalla paga) e ${bold(`${euro(cents(r.weekly.total - r.weekly.worker))} a carico del datore di lavoro`)}; a trimestre (13 settimane) ${quarter(r.weekly.total)}; il datore di lavoro domestico non trattiene l'IRPEF.`
          : `Con ${euro(hourlyPay)} l'ora per ${decimal(weeklyHours)} ore a settimana nel ${year}, i contributi INPS sono di ${bold(`${euro(cents(r.hourlyTotal))} l'ora`)}, cioè ${bold(`${quarter(r.weekly.total)} a trimestre`)} (${quarterHours === undefined ? '13 settimane' : `${quarterHours} ore retribuite`}), di cui ${quarter(r.weekly.worker)} a carico del lavoratore (${euro(cents(r.hourlyWorker))} l'ora: è quanto puoi trattenere dalla paga) e ${quarter(r.weekly.total - r.weekly.worker)} a carico del datore di lavoro; il datore di lavoro domestico non trattiene l'IRPEF.`,
    steps: [`Fascia: ${r.band}.`, ...parts.steps],
    assumptions: parts.assumptions,
    unanswerable: parts.unanswerable,
    citations: parts.citations,
    related: related(ctx.message),
  });
}
/** Gross to net from a RAL or a monthly gross, for the year and place asked. */
export function grossToNet(ctx: AgentContext, req: TypedRequest, given: PayBase): AgentAnswer {
  let base = given;
  if (isDomestic(base.ccnl)) return domesticGap('il netto');
  const year = yearOf(ctx, req);
  if (!isTaxYear(year)) return trancheYearCost(ctx, req, base.ccnl, base.payments) ?? noYear(year);
  const where = placeWithRate(ctx, req);
  const family = familyInput(req.slots.dependants);
  // A season told with the monthly gross: its months' pay and ratei, deductions by its days (season-net.ts).
  const season = seasonWorked(ctx.message, ctx.history, base.monthly, base.payments, year);
  const worked = computed(ctx, () =>
    engineGrossToNet(ctx.kb.surcharges, {
      year,
      ral: season?.gross ?? base.annual,
      payments: base.payments,
      ...(season ? { daysWorked: season.days, fixedTerm: season.fixedTerm } : {}),
      ...(where ? { location: where } : {}),
      ...(family ? { family } : {}),
      // First insured after 1995: the contributions stop at the ceiling (contribution-ceiling.ts).
      ...(underCeiling(readable(ctx.message)) ? { capAtMassimale: true } : {}),
      // "il consulente applica il 9,49%": the worker's rate the user states replaces the ordinary one, and
      // the sector's (Operai agricoli 8,84%) or an apprentice's 5,84% replaces it (apprentice-inps.ts).
      ...workerInpsRate(ctx.message, ctx.history, base.ccnl),
    }),
  );
  if (isAnswer(worked)) return worked;
  const r = worked.result;
  const sector = workerInpsNote(ctx.message, ctx.history, base.ccnl);
  if (sector) {
    base = {
      ...base,
      assumptions: [...base.assumptions, sector.assumption],
      citations: [...base.citations, ...sector.citations],
    };
  }
  const gap = municipalSurchargeGap(
    ctx.message,
    r.local,
    year,
    related(ctx.message),
    ctx.kb.surcharges,
    ctx.history,
  );
  if (gap) return gap;
  const parts = workedParts(worked);
  const places = [r.local.regional?.place, r.local.municipal?.place].filter(Boolean);
  const place =
    where?.municipalLeftOut && r.local.regional
      ? `, con la sola addizionale regionale ${r.local.regional.place === 'regione di residenza' ? 'della' : 'di'} ${r.local.regional.place}`
      : r.local.regional && !r.local.municipal && r.local.place?.municipality && !where?.municipalLeftOut
        ? // A comune named whose rate the knowledge base lacks: said in the opening, not only among the gaps.
          `, con la sola addizionale regionale ${r.local.regional.place === 'regione di residenza' ? 'della' : 'di'} ${r.local.regional.place}: l'addizionale comunale di ${r.local.place.municipality} non è nella base di conoscenza ed è esclusa`
        : places.length
          ? `, con le addizionali di ${places.join(' e ')}`
          : '';
  // "a quanto ammontano i contributi e il netto?": the contributions asked beside the net open the answer too.
  // ("E con i parametri del 2025?": a turn that only changes the year asks what the turn before asked.)
  const earlierTurn = ctx.history?.at(-1);
  const asked = askedOfTurn(
    readable(ctx.message),
    earlierTurn === undefined ? undefined : readable(earlierTurn),
  );
  // ("c'è una parte INPS da trattenere al dipendente … che percentuale gli trattengo?": the INPS said before.)
  const contributionsAsked =
    /contribut|\binps\b/.test(asked) || withholdingOfInpsSaid(readable(ctx.message), asked);
  const monthlyGiven = req.slots.amounts.find((a) => a.kind === 'monthly_gross')?.value;
  // "contributi INPS mensili su un lordo di 2.400?": the month's contribution is what is asked; so is the
  // contribution asked alone on a month's gross ("inps c/dip su 2.480 lordi?"), with no net, tax or year named.
  const onlyContribution = !/\bnett|\birpef\b|\btass|\bannu|\bl'anno\b|\ball'anno\b|\bral\b/.test(
    readable(ctx.message),
  );
  if (
    contributionsAsked &&
    monthlyGiven !== undefined &&
    (MONTHLY_ASKED.test(asked) || onlyContribution) &&
    !/\bnett/.test(asked)
  )
    return compose({
      answer: monthlyInpsSentence(monthlyGiven, year, r.detail.contributions),
      steps: [`Dal lordo al netto, anno fiscale ${year} (RAL ${euro(cents(r.ral))}):`, ...parts.steps],
      assumptions: [...base.assumptions, ...parts.assumptions],
      unanswerable: parts.unanswerable,
      citations: [...base.citations, ...parts.citations],
      related: related(ctx.message),
    });
  // "fammi vedere quanto pago di contributi e di IRPEF": both withholdings of the year beside the net.
  const whole = readable(ctx.message);
  const bothAsked = /contribut|\binps\b/.test(whole) && /\birpef\b/.test(whole);
  const withContributions =
    contributionsAsked || bothAsked
      ? bothAsked
        ? ` I contributi INPS a carico del lavoratore sono ${bold(euro(cents(r.detail.contributions)))} l'anno${extraContributionClause(r.detail)} e l'IRPEF ${bold(euro(cents(r.detail.netIrpef)))} l'anno (IRPEF lorda ${euro(cents(r.detail.grossIrpef))} meno le detrazioni).`
        : ` I contributi INPS a carico del lavoratore sono ${bold(euro(cents(r.detail.contributions)))} l'anno${extraContributionClause(r.detail)}.`
      : '';
  // "1.900 lordi al mese su 13: quant'è la RAL?": the gross asked opens the answer, the net follows.
  const conversion = conversionOpening(ctx.message, ctx.history, req, {
    label: base.label,
    monthly: cents(r.ral / r.payments),
    annual: cents(r.ral),
    payments: r.payments,
    netMonthly: cents(r.netMonthly),
    year,
  });
  // "Ho letto che Padova ha aliquote per scaglioni, è vero?": the comune's bands checked first.
  const bands = surchargeBandsClaim(ctx.message, ctx.kb.surcharges, r.local, year);
  const taxFree =
    (bands ? `${bands.sentence} ` : '') +
    taxFreeSumOpening(ctx.message, r.detail, year) +
    surchargeOpening(ctx.message, r.detail, r.local, year);
  const surcharges = surchargesNote(ctx, Boolean(where));
  if (season)
    return compose({
      answer: seasonOpening(season, base.monthly, r.payments, cents(r.netAnnual), place),
      steps: [
        `Dal lordo al netto, anno fiscale ${year} (lordo della stagione ${euro(cents(r.ral))}):`,
        ...parts.steps.filter((s) => !s.includes('Netto mensile medio')),
      ],
      assumptions: [
        ...seasonAssumptions(season, r.payments),
        ...surcharges.kept(parts.assumptions),
        ...surcharges.assumptions,
      ].filter((a) => !a.includes('Il netto mensile è una media')),
      unanswerable: surcharges.kept(parts.unanswerable),
      citations: [...base.citations, ...parts.citations],
      related: related(ctx.message),
    });
  const tfr = tfrBesideNet(ctx.message, r.ral); // "netto annuale e quanto TFR matura?" (net-and-tfr.ts)
  return compose({
    answer:
      conversion ??
      `${taxFree}Con ${base.label}, il netto stimato per il ${year} è ${bold(`${euro(cents(r.netMonthly))} al mese`)} (${euro(cents(r.netAnnual))} l'anno su ${r.payments} mensilità${place}).${apprenticeShareSentence(ctx.message, ctx.history, r.detail.contributions) ?? withContributions}${dependantsSentence(req.slots.dependants, r.detail.family)}${tfr.sentence}`,
    steps: [`Dal lordo al netto, anno fiscale ${year} (RAL ${euro(cents(r.ral))}):`, ...parts.steps],
    assumptions: [
      ...base.assumptions,
      ...surcharges.kept(parts.assumptions),
      ...surcharges.assumptions,
      // (A pay already proportioned above says so itself: "Part-time: la retribuzione è proporzionata …".)
      ...(req.slots.partTimePercent && !base.assumptions.some((a) => a.startsWith('Part-time'))
        ? [`Importi già riferiti al part-time al ${percent(req.slots.partTimePercent)}.`]
        : []),
    ],
    unanswerable: surcharges.kept(parts.unanswerable),
    citations: [...base.citations, ...parts.citations, ...tfr.citations, ...(bands?.citations ?? [])],
    related: related(ctx.message),
  });
}

/** A net said roughly ("circa 23.425 €", "intorno ai 1.800 netti", "più o meno"). */
const ROUGH_NET =
  /\b(?:circa|intorno|attorno|all'incirca|pressappoco|approssimativ\w*|più o meno|piu o meno)\b|~\s*\d/;

/**
 * A net asked roughly gets the RAL found to the cent and the round figure a consultant would quote with it
 * (to the hundred euros): "29.999,28 € (in cifra tonda circa 30.000 €)".
 */
function roundedGross(message: string, ral: number): string {
  if (!ROUGH_NET.test(message.toLowerCase())) return '';
  const round = Math.round(ral / 100) * 100;
  const whole = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 0, useGrouping: 'always' });
  return cents(ral) === round ? '' : ` (in cifra tonda circa ${bold(`${whole.format(round)} €`)})`;
}

/** Net to gross: the RAL and monthly gross whose estimated net is the one asked. */
export function netToGross(ctx: AgentContext, req: TypedRequest): AgentAnswer {
  // The nets a follow-up carries were told in earlier turns: their clauses say which one is wanted.
  // ("a che RAL mi sono impegnata per garantirle quel netto?": the net the uploaded letter agrees, document-net.ts.)
  const fromDocument = documentNet(ctx);
  const net = wantedNet([...(ctx.history ?? []), ctx.message].join('. '), req) ?? fromDocument?.net;
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
    asPayments(req.slots.payments) ??
    asPayments(fromDocument?.payments) ??
    asPayments(ccnl?.monthly_payments.value) ??
    DEFAULT_PAYMENTS;
  const monthly = net < 10_000;
  const where = placeWithRate(ctx, req);
  const family = familyInput(req.slots.dependants);
  const worked = computed(ctx, () =>
    engineNetToGross(ctx.kb.surcharges, {
      year,
      payments,
      ...(monthly ? { netMonthly: net } : { netAnnual: net }),
      ...(where ? { location: where } : {}),
      ...(family ? { family } : {}),
    }),
  );
  if (isAnswer(worked)) return worked;
  const r = worked.result;
  const parts = workedParts(worked);
  const surcharges = surchargesNote(ctx, Boolean(where));
  return compose({
    answer: `${whyYearGross(ctx.message, year)}Per un netto di ${euro(net)}${monthly ? ` al mese su ${payments} mensilità` : " l'anno"} nel ${year} serve una RAL di ${bold(euro(cents(r.ral)))}${roundedGross(ctx.message, r.ral)}, cioè ${euro(cents(r.monthlyGross))} lordi al mese.${dependantsSentence(req.slots.dependants, r.check.detail.family).replace('Il netto comprende', 'Il calcolo comprende')}`,
    steps: ['Verifica, dal lordo trovato al netto:', ...parts.steps],
    assumptions: [
      ...(req.slots.payments === undefined ? [`${payments} mensilità.`] : []),
      ...surcharges.kept(parts.assumptions),
      ...surcharges.assumptions,
    ],
    unanswerable: surcharges.kept(parts.unanswerable),
    citations: parts.citations,
    related: related(ctx.message),
  });
}
