import { euro, NOT_AVAILABLE, percent } from '../kb/format.js';
import { localTaxes, payrollThresholds, type ThresholdTopic } from '../payroll/index.js';
import {
  CUNEO,
  EMPLOYEE_DEDUCTION as D13,
  EXTRA_INPS_RATE_PCT,
  isTaxYear,
  type TaxYear,
  INTEGRATIVE_TREATMENT as TI,
  YEAR_RULES,
} from '../payroll/rules.js';
import { askedClause } from '../reader/asking-clause.js';
import { taxOnTaxableIncome } from '../reader/calcolo-subject.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { apprenticeRateGap } from './apprentice-rates.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { belowFloorAsked, belowFloorLine, CONTRIBUTION_FLOOR } from './contribution-floor.js';
import { dependantsRule } from './dependants-rule.js';
import { employerRatesGap } from './employer-rates-gap.js';
import { noYear } from './figure-answers.js';
import { inpsAndIrpef } from './inps-and-irpef.js';
import { irpefChain } from './irpef-breakdown.js';
import { mostSavedAsked, mostSavedSentence } from './irpef-cut.js';
import { lawCitations } from './law-facts.js';
import { undatedMunicipalLine, undatedMunicipalRate } from './municipal-rate-dated.js';
import { municipalYearGap } from './municipal-year-gap.js';
import { payBase, yearOf } from './pay-base.js';
import { askedFirst, ruleAtIncome } from './rules-at-income.js';
import { twoRulesAtIncome } from './second-rule.js';
import { irpefAskedBeside, surchargeAmounts } from './surcharge-amounts.js';
import { surchargeBandsClaim } from './surcharge-bands-claim.js';
import { surchargeChangeUnread } from './surcharge-change-unread.js';
import { surchargeChildren } from './surcharge-children.js';
import { withEarlierPlace } from './surcharge-place.js';
import { surchargeRatesYear } from './surcharge-rates-year.js';
import { surchargeTiming } from './surcharge-timing.js';
import { notesOfKinds, surchargeAcrossYears, surchargeKindsAsked } from './surcharge-years.js';
import { thresholdClaimVerdict } from './threshold-claim.js';
import { twoRegionsSurcharge } from './two-regions.js';
import { sourceCitations } from './worked.js';
import { yearEndAdjustment } from './year-end-adjustment.js';

function brackets(year: TaxYear): string {
  let from = 0;
  return YEAR_RULES[year].irpefBrackets
    .map((b) => {
      const text =
        b.upTo === null
          ? `oltre ${euro(from)} ${percent(b.ratePct)}`
          : `da ${euro(from)} a ${euro(b.upTo)} ${percent(b.ratePct)}`;
      from = b.upTo ?? from;
      return text;
    })
    .join('; ');
}

const TOPIC_OF: Record<
  'irpef' | 'inps' | 'minimale' | 'detrazioni' | 'cuneo' | 'integrativo',
  ThresholdTopic
> = {
  minimale: 'inps',
  irpef: 'irpef',
  inps: 'inps',
  detrazioni: 'detrazioni',
  cuneo: 'cuneo',
  integrativo: 'trattamento_integrativo',
};

const RULE_WORDS =
  /scaglion|irpef|aliquot|detrazion|cuneo|somma esente|integrativ|bonus (?:da |di )?(?:100|renzi)|minimale|massimale|\binps\b|contribut|prima fascia|addizional/;

const ONLY_SOURCE =
  /\b(?:solo|soltanto|solamente|unicamente)\s+(?:(?:lo|il|da|di|con|dallo|dal)\s+)?(?:stipendio|busta paga|reddito (?:da|di) lavoro dipendente|lavoro dipendente)\b|\b(?:nessun|non ho)\s+altr[oi]\s+reddit\w*/g;

/** The question that gave the income, for what kind of figure it is ("reddito" or "RAL"). */
function incomeText(ctx: AgentContext): string {
  const texts = [ctx.message, ...[...(ctx.history ?? [])].reverse()].map(readable);
  // "IRPEF lorda", "imposta lorda" name the tax, not a gross pay: the turn that gave the income is further back.
  // "sempre solo stipendio, non ho altro": the only source of income, not the kind of figure the turn gives.
  const givesIncome = (t: string) =>
    /\breddit|\bimponibil|\bral\b|\blord|stipend|retribuzion/.test(
      t.replace(/\b(?:irpef|imposta|tassa) lord\w*/g, ' ').replace(ONLY_SOURCE, ' '),
    );
  return texts.find(givesIncome) ?? texts[0] ?? '';
}

/** Payroll thresholds and rules of a tax year: the part the question asks about first. */
export function payrollRules(ctx: AgentContext, request: TypedRequest): AgentAnswer {
  let req = withEarlierPlace(ctx, request);
  const apprentice = apprenticeRateGap(ctx);
  if (apprentice) return apprentice;
  // "la Regione dà qualcosa a chi ha figli: detrazione sull'addizionale?": the region's rule (surcharge-children.ts).
  const children = surchargeChildren(ctx, req);
  if (children) return children;
  const dependants = dependantsRule(ctx, req);
  if (dependants) return dependants;
  // "come funzionano i tempi di trattenuta delle addizionali?": when they are withheld (surcharge-timing.ts).
  // "irpef a conguaglio a debito a dicembre: che roba è?": the year-end adjustment explained (year-end-adjustment.ts).
  const timing = surchargeTiming(ctx) ?? yearEndAdjustment(ctx) ?? employerRatesGap(ctx, req); // employer-rates-gap.ts
  if (timing) return timing;
  const askedYear = yearOf(ctx, req);
  const year: TaxYear = isTaxYear(askedYear) ? askedYear : 2026;
  const r = YEAR_RULES[year];
  // A follow-up that names no rule ("e per il 2025 invece?") keeps the rule the conversation asked about.
  const text =
    [ctx.message, ...[...(ctx.history ?? [])].reverse()].map(readable).find((t) => RULE_WORDS.test(t)) ??
    readable(ctx.message);
  // "e mio fratello con imponibile 8.000?" after a rule asked at 17.000: the income the turn itself gives first.
  if (text !== readable(ctx.message)) req = askedFirst(req, readable(ctx.message));
  const inpsRows = payrollThresholds(year, 'inps').result.rows;
  const minimale = inpsRows.find((row) => /minimale/i.test(row.label));
  const parts = {
    irpef: `Scaglioni IRPEF ${year}: ${brackets(year)}.`,
    inps: `Contributi INPS a carico del lavoratore ${year}: ${percent(r.inpsRatePct)} della retribuzione, più ${percent(EXTRA_INPS_RATE_PCT)} sulla parte oltre la prima fascia pensionabile di ${euro(r.firstBand)} l'anno (${euro(Math.round(r.firstBand / 12))} al mese: un dodicesimo, arrotondato all'euro come nella circolare INPS); massimale contributivo ${euro(r.massimale)} (solo per chi ha iniziato a versare dopo il 1995).`,
    detrazioni: `Detrazione per lavoro dipendente (art. 13 TUIR): ${euro(D13.lowIncomeAmount)} fino a ${euro(D13.lowIncomeLimit)} di reddito (rapportata ai giorni di lavoro nell'anno, ma mai meno di ${euro(D13.floorOpenEnded)}, o ${euro(D13.floorFixedTerm)} per i contratti a tempo determinato); ${euro(D13.midBase)} + ${euro(D13.midSpan)} × (${euro(D13.midIncomeLimit)} − reddito) / ${euro(D13.midDivisor)} fino a ${euro(D13.midIncomeLimit)}; ${euro(D13.midBase)} × (${euro(D13.highIncomeLimit)} − reddito) / ${euro(D13.highDivisor)} fino a ${euro(D13.highIncomeLimit)}; più ${euro(D13.bonus)} tra ${euro(D13.bonusFrom)} e ${euro(D13.bonusTo)}.`,
    cuneo: `Cuneo fiscale (L. 207/2024): fino a ${euro(CUNEO.taxFreeSumLimit)} di reddito una somma esente pari al ${CUNEO.taxFreeSumBands.map((b) => `${percent(b.ratePct)}${b.upTo ? ` fino a ${euro(b.upTo)}` : ' oltre'}`).join(', ')} del reddito di lavoro; da ${euro(CUNEO.extraDeductionFrom)} a ${euro(CUNEO.extraDeductionFull)} un'ulteriore detrazione di ${euro(CUNEO.extraDeductionAmount)}, che scende a zero a ${euro(CUNEO.extraDeductionTo)}.`,
    minimale: `Minimale di retribuzione giornaliera ${year}: ${euro(minimale?.amount ?? 0)}.`,
    integrativo: `Trattamento integrativo: fino a ${euro(TI.amount)} l'anno per redditi fino a ${euro(TI.fullLimit)} (se l'IRPEF lorda supera la detrazione ridotta di ${euro(TI.deductionReduction)}); tra ${euro(TI.fullLimit)} e ${euro(TI.incapienzaLimit)} solo se le detrazioni superano l'imposta lorda, per la differenza.`,
  };
  // A surcharge asked for a place: that place's rates, from the surcharge tables.
  // ("le addizionali lasciale stare, voglio solo l'IRPEF netta": the surcharges named to be left out.)
  const surchargesLeftOut =
    /\baddizional\w*[^.?!]{0,20}\b(?:lasci\w* (?:stare|perdere|fuori)|escludi\w*|escluse|tralascia\w*|non (?:le )?consider\w*)|\b(?:senza|escluse|escludendo|tranne|a parte|tralasciando|non considerando) (?:le )?addizional/.test(
      text,
    );
  if (/addizional/.test(text) && !surchargesLeftOut && (req.slots.municipality || req.slots.region)) {
    // A surcharge asked for a year the payroll rules do not hold ("l'addizionale del Piemonte nel 2024") is said to be
    // missing, not answered with another year's rates.
    if (
      !isTaxYear(askedYear) &&
      new RegExp(`\\b(?:nel|per il|del|anno|anno fiscale|redditi)\\s+${askedYear}\\b`).test(
        readable(ctx.message),
      )
    )
      return noYear(askedYear);
    // "in Campania rispetto al Veneto?": each region's surcharge on the same pay (two-regions.ts).
    const compared = twoRegionsSurcharge(ctx.kb.surcharges, ctx.message, req, year);
    if (compared) return compared;
    // "di quanto cambia tra il 2025 e il 2026?": each year's surcharge on the same pay (surcharge-years.ts).
    const acrossYears = surchargeAcrossYears(ctx.kb.surcharges, ctx.message, ctx.today, req);
    if (acrossYears) return acrossYears;
    // A later year whose rates a law already fixed ("dal 2027"): those rates, without amounts (surcharge-rates-year.ts).
    const ratesYear = surchargeRatesYear(ctx.kb.surcharges, ctx.message, req, year);
    const local = localTaxes(
      ctx.kb.surcharges,
      req.slots.municipality ? { municipality: req.slots.municipality } : { region: req.slots.region ?? '' },
      ratesYear,
    );
    // Regional rates only carried over into a year whose published change was not read (surcharge-change-unread.ts).
    const unread = surchargeChangeUnread(ctx.message, local, ratesYear);
    if (unread) return unread;
    // A municipal rate only carried over from an old resolution: the gap, no rate (municipal-rate-dated.ts).
    const undated = undatedMunicipalRate(ctx.kb.surcharges, local.municipal, ratesYear);
    // A comune whose rate for the year is unresolved: that gap, and the earlier year's rate as such.
    const yearGap =
      req.slots.municipality && !local.municipal
        ? municipalYearGap(ctx.kb.surcharges, req.slots.municipality, ratesYear, [
            ctx.message,
            ...(ctx.history ?? []),
          ])
        : undefined;
    const describe = (kind: string, lookup: typeof local.regional) => {
      if (kind === 'comunale' && undated && lookup)
        return undatedMunicipalLine(lookup.place, ratesYear, NOT_AVAILABLE);
      if (kind === 'comunale' && yearGap) return yearGap.sentence;
      // ("Addizionale comunale Palermo 2026: dato non disponibile": the place and year that lack it.)
      if (!lookup?.rule)
        return `Addizionale ${kind}${lookup?.place ? ` ${lookup.place} ${ratesYear}` : ''}: ${NOT_AVAILABLE}.`;
      const rates = lookup.rule.brackets
        .map((b) =>
          b.to === null
            ? `${b.from ? `oltre ${euro(b.from)} ` : ''}${percent(b.ratePct)}`
            : `da ${euro(b.from)} a ${euro(b.to)} ${percent(b.ratePct)}`,
        )
        .join('; ');
      const threshold = lookup.rule.exemptionThreshold
        ? `; esenzione fino a ${euro(lookup.rule.exemptionThreshold)} di reddito`
        : '';
      return `Addizionale ${kind} ${lookup.place} ${ratesYear}: ${bold(rates)}${threshold}.`;
    };
    // "che aliquota ha l'addizionale comunale a Bari?": only the surcharge named.
    const kinds = surchargeKindsAsked(readable(ctx.message), Boolean(req.slots.municipality));
    const lines = [
      ...(req.slots.municipality ? [describe('comunale', local.municipal)] : []),
      ...(kinds.includes('regionale') || !req.slots.municipality
        ? [describe('regionale', local.regional)]
        : []),
    ];
    // A pay given ("ho una RAL di 45.000 … quanto pago di addizionali?"): the amounts on its taxable income.
    const income = incomeText(ctx);
    // Only the municipal surcharge asked, of a comune not held: the gap, no regional amount in its place.
    const municipalGap = kinds.length === 1 && kinds[0] === 'comunale' && (!local.municipal?.rule || undated);
    const amounts =
      municipalGap || ratesYear !== year
        ? undefined
        : surchargeAmounts(req, year, local, taxOnTaxableIncome(income), irpefAskedBeside(ctx.message));
    // "si paga solo sui 500 € sopra la soglia?": the threshold is no allowance (threshold-claim.ts).
    const claim = amounts && thresholdClaimVerdict(ctx.message, local, amounts.ral);
    // "Padova ha aliquote per scaglioni, è vero?": the comune's bands checked (surcharge-bands-claim.ts).
    const bands = surchargeBandsClaim(ctx.message, ctx.kb.surcharges, local, ratesYear);
    if (amounts)
      return compose({
        answer: [bands?.sentence, claim, amounts.answer].filter(Boolean).join(' '),
        steps: [...amounts.steps, '', ...lines],
        assumptions: [...amounts.assumptions, ...local.assumptions],
        unanswerable: local.gaps,
        citations: [...sourceCitations(local.sources), ...(bands?.citations ?? [])],
        related: [
          `Con una RAL di ${euro(amounts.ral)} a ${req.slots.municipality ?? req.slots.region} quanto prendo netto nel ${year}?`,
        ],
      });
    const regionalOffer =
      municipalGap && local.regional?.rule
        ? [
            `L'addizionale regionale (${local.regional.place}) invece è nella base di conoscenza: posso calcolarla se me lo chiedi.`,
          ]
        : [];
    return compose({
      answer: bands ? `${bands.sentence} ${lines[0] ?? ''}`.trim() : (lines[0] ?? ''),
      steps: [...lines.slice(1), ...regionalOffer],
      assumptions: (req.slots.municipality
        ? notesOfKinds(local.assumptions, kinds)
        : local.assumptions
      ).filter(
        (note) => !undated || !/^Addizionale comunale di .*: aliquote \d{4} non verificate/.test(note),
      ),
      // (The unresolved year's gap is the opening already.)
      unanswerable: yearGap ? local.gaps.filter((g) => !g.startsWith('Addizionale comunale')) : local.gaps,
      citations: [
        ...sourceCitations(local.sources),
        ...(yearGap?.citations ?? []),
        ...(bands?.citations ?? []),
      ],
      related: [
        `Con una RAL di 30.000 € a ${req.slots.municipality ?? req.slots.region} quanto prendo netto nel ${year}?`,
      ],
    });
  }
  // The most specific subject named comes first ("ulteriore detrazione del cuneo" asks about the cuneo, not
  // the deduction for employees; "minimale INPS" about the minimale); the others in the order asked.
  const at = (pattern: RegExp) => {
    const found = pattern.exec(text);
    return found ? found.index : -1;
  };
  const specific: [keyof typeof parts, number][] = [
    ['minimale', minimale ? at(/minimale/) : -1],
    ['cuneo', at(/cuneo|somma esente|ulteriore detrazion/)],
    ['integrativo', at(/integrativ|bonus (?:da |di )?(?:100|renzi)/)],
  ];
  const general: [keyof typeof parts, number][] = [
    ['detrazioni', at(/(?<!ulteriore )detrazion/)],
    ['irpef', at(/scaglion|irpef|aliquot\w* irpef/)],
    [
      'inps',
      at(/minimale/) >= 0
        ? -1
        : at(/\binps\b|contribut|massimale|prima fascia|fascia pensionabil|aliquota aggiuntiv/),
    ],
  ];
  const byPosition = (list: [keyof typeof parts, number][]) =>
    list
      .filter(([, i]) => i >= 0)
      .sort((a, b) => a[1] - b[1])
      .map(([k]) => k);
  const wanted: (keyof typeof parts)[] = [...byPosition(specific), ...byPosition(general)];
  if (!wanted.length) wanted.push('irpef', 'inps');
  // An income given asks the rule applied to it, not the rule's text.
  // The tax the asking clause names decides ("contributi…, poi irpef…: quanto deve venire l'irpef netta?").
  const clause = askedClause(text);
  const asking =
    clause
      .split(/[,;:]|\bma\b/)
      .findLast((p) => /\bquant|\bqual|\bcome\b|\bspett\w*\b|in che misura/.test(p)) ?? clause;
  const first = /\birpef\b/.test(asking) && !/\binps\b|contribut/.test(asking) ? 'irpef' : wanted[0];
  const related = [
    `Con una RAL di 30.000 € quanto prendo netto nel ${year}?`,
    `Quali sono gli scaglioni IRPEF del ${year}?`,
  ];
  // "l'accordo di prossimità riduce la paga: i contributi solo sulla paga ridotta, è possibile?": no, and the year's
  // daily minimum below which the base never goes (contribution-floor.ts).
  if (minimale && belowFloorAsked(ctx.message)) {
    const floor = CONTRIBUTION_FLOOR;
    return compose({
      answer: `${belowFloorLine()} ${parts.minimale.replace(/: (.*)\.$/, (_m, f: string) => `: ${bold(f)}.`)}`,
      steps: [],
      citations: [
        ...lawCitations(floor, floor.text),
        ...sourceCitations(payrollThresholds(year, 'inps').sources),
      ],
      related: [`Qual è il minimale contributivo giornaliero ${year}?`],
    });
  }
  const chain = isTaxYear(askedYear)
    ? irpefChain(withLevelPay(ctx, req), year, text, incomeText(ctx), related)
    : undefined;
  if (chain) return chain;
  const both = isTaxYear(askedYear)
    ? inpsAndIrpef(withLevelPay(ctx, req), year, readable(ctx.message), incomeText(ctx), related)
    : undefined;
  if (both) return both;
  const computed =
    first && first !== 'minimale' && isTaxYear(askedYear)
      ? (twoRulesAtIncome(withLevelPay(ctx, req), first, year, text, incomeText(ctx), related) ??
        ruleAtIncome(
          withLevelPay(ctx, req),
          first,
          year,
          text,
          incomeText(ctx),
          [
            `Con una RAL di 30.000 € quanto prendo netto nel ${year}?`,
            `Quali sono gli scaglioni IRPEF del ${year}?`,
          ],
          monthlyPointedAt(ctx),
        ))
      : undefined;
  if (computed) return computed;
  const [head, ...rest] = wanted.map((k) => parts[k]);
  const emphasised = (line: string | undefined) =>
    line?.replace(/: (.*)\.$/, (_m, figures: string) => `: ${bold(figures)}.`) ?? '';
  // "aliquote IRPEF 2025 e 2026?": both years' brackets open the answer, the older first.
  const bothYears = /\b2025\b[^?]*\b2026\b|\b2026\b[^?]*\b2025\b/.test(readable(ctx.message));
  const answer =
    bothYears && wanted[0] === 'irpef'
      ? [
          ...([2025, 2026] as const).map((y) => emphasised(`Scaglioni IRPEF ${y}: ${brackets(y)}.`)),
          // "qual è al massimo il beneficio annuo?": the largest saving of the cut, worked from the brackets.
          (mostSavedAsked(readable(ctx.message)) && mostSavedSentence(2025, 2026)) || '',
        ]
          .filter(Boolean)
          .join(' ')
      : emphasised(head);
  return compose({
    answer,
    steps: rest,
    assumptions: isTaxYear(askedYear)
      ? []
      : [`Regole del ${askedYear} non disponibili: ho indicato quelle del 2026.`],
    citations: sourceCitations(wanted.flatMap((k) => payrollThresholds(year, TOPIC_OF[k]).sources)).filter(
      (c, i, all) => all.findIndex((o) => o.url === c.url) === i,
    ),
    related: [
      `Con una RAL di 30.000 € quanto prendo netto nel ${year}?`,
      'Quanto TFR matura in un anno con una RAL di 30.000 €?',
      'Quanto lordo serve per avere 1.800 € netti al mese?',
    ],
  });
}

/**
 * "Su quel lordo, quanto di contributi?" right after a monthly minimum: the figure pointed at is the month's gross,
 * so the contribution asked is the month's.
 */
function monthlyPointedAt(ctx: AgentContext): boolean {
  const previous = ctx.history?.at(-1);
  return (
    previous !== undefined &&
    /\b(?:su |da |con )?(?:quel|quello|questo|tale) (?:lordo|importo|minimo|stipendio|cifra)\b|\bsu quella cifra\b/.test(
      readable(ctx.message),
    ) &&
    /\bmensil\w*|\bal mese\b/.test(readable(previous)) &&
    !/\bral\b|\bannu\w*|\bl'anno\b/.test(readable(previous))
  );
}

/** A level's yearly pay as the income a rule is applied to, when the question gives a level and no figure. */
function withLevelPay(ctx: AgentContext, req: TypedRequest): TypedRequest {
  if (req.slots.amounts.length || !req.slots.level) return req;
  const base = payBase(ctx, req);
  return base
    ? {
        ...req,
        slots: {
          ...req.slots,
          amounts: [
            { kind: 'ral', value: base.annual },
            { kind: 'monthly_gross', value: base.monthly },
          ],
        },
      }
    : req;
}
