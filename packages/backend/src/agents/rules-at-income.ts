import { euro, percent } from '../kb/format.js';
import { payrollThresholds, type ThresholdTopic } from '../payroll/index.js';
import {
  baseEmployeeDeduction,
  cents,
  contributions,
  employeeDeduction,
  extraDeduction,
  grossIrpef,
  integrativeTreatment,
  ratio,
  taxFreeSum,
} from '../payroll/net-pay.js';
import {
  CUNEO,
  EMPLOYEE_DEDUCTION as D13,
  type TaxYear,
  INTEGRATIVE_TREATMENT as TI,
  YEAR_RULES,
} from '../payroll/rules.js';
import { askedClause } from '../reader/asking-clause.js';
import { rangeBounds } from '../reader/bracket-bounds.js';
import type { TypedRequest } from '../reader/request.js';
import type { AgentAnswer } from './answer.js';
import { bold, type Composition, compose } from './compose.js';
import { ceilingStep, underCeiling } from './contribution-ceiling.js';
import { MONTHLY_ASKED, monthlyExtraSentence, monthlyInpsSentence } from './monthly-inps.js';
import {
  BOTH_RATES,
  EXTRA_ONE_PCT,
  extraContribution,
  INCLUDED,
  irpefSaving,
  wholeContributionAsked,
} from './rule-extras.js';
import {
  asksAmount,
  asksWhetherDue,
  daysWorked,
  deductionFloorAsked,
  extraSteps,
  flatBandBound,
} from './rule-income-asks.js';
import { sourceCitations } from './worked.js';

/**
 * Where the trattamento integrativo is not due, the cuneo fiscale's measure at that income (L. 207/2024): the
 * tax-free sum up to 20.000 € of income, the further deduction above; what "c'è un'altra misura?" asks.
 */
function cuneoInstead(income: number): string {
  if (income <= CUNEO.taxFreeSumLimit) {
    const sum = taxFreeSum(income, income);
    if (!(sum.amount > 0)) return '';
    return ` Spetta invece la somma esente del cuneo fiscale (L. 207/2024): ${bold(euro(cents(sum.amount)))} l'anno (${percent(sum.ratePct ?? 0)} × ${euro(income)} di reddito di lavoro dipendente), non tassata.`;
  }
  const extra = cents(extraDeduction(income));
  return extra > 0
    ? ` Spetta invece l'ulteriore detrazione del cuneo fiscale (L. 207/2024): ${bold(euro(extra))} l'anno.`
    : '';
}

/** The rules a payroll-rule question can ask to apply to an income. */
export type RuleTopic = 'detrazioni' | 'cuneo' | 'integrativo' | 'irpef' | 'inps';

const PAYMENTS_ASSUMED = 13;
// Below this a figure is not a year's income ("l'ex bonus 100 euro").
const MIN_INCOME = 1_000;

/**
 * The income a rule question gives: a "reddito" is the reddito complessivo itself; a RAL or a gross is pay
 * before the employee's INPS, so the reddito is what is left after it (payroll rules §0, steps 1–2).
 */
export function incomeOf(req: TypedRequest, text: string, year: TaxYear) {
  const pick = (kind: string) =>
    req.slots.amounts.find((a) => a.kind === kind && a.value >= MIN_INCOME)?.value;
  const monthly = pick('monthly_gross');
  // "Quanta IRPEF pago con un reddito di 30.000": the figure after the tax's name is the income.
  const named = /\breddit|\bral\b|\bimponibil/.test(text) ? (pick('irpef') ?? pick('inps')) : undefined;
  const ral =
    pick('ral') ??
    pick('other') ??
    named ??
    (monthly !== undefined ? (monthly >= 10_000 ? monthly : undefined) : undefined);
  // "imponibile previdenziale / contributivo" is the pay INPS is charged on, not the fiscal income.
  const fiscal = text.replace(/\bimponibil\w* (?:previdenzial|contributiv|inps)\w*/g, 'retribuzione');
  // "IRPEF lorda", "imposta lorda" name the tax, not a gross pay.
  const payWords = fiscal.replace(/\b(?:irpef|imposta|tassa|detrazione|detrazioni) lord\w*/g, ' ');
  // A "reddito" or an "imponibile" (fiscale) is the income the rule applies to; a RAL or a gross is pay.
  // "RLD 12.000", "RC 22k": the reddito di lavoro dipendente or the reddito complessivo, as consultants write them.
  // "il suo reddito complessivo sarà di 36.000" says the income outright, whatever pay the story names.
  const asIncome =
    (/\breddit|\bimponibil|\brld\b|\brc\b/.test(fiscal) &&
      !/\bral\b|\blord|stipend|retribuzion/.test(payWords)) ||
    (/\breddito complessivo\b/.test(text) && !/\bral\b/.test(payWords));
  if (ral !== undefined && asIncome) return { income: ral, steps: [], assumptions: [] };
  // "120 giorni nel 2026 … imponibile fiscale 3.000,00 €": a small income of a part year, said as the year's, is
  // no monthly gross.
  if (
    asIncome &&
    monthly !== undefined &&
    !/\bal mese\b|\bmensil\w*|\bogni mese\b/.test(text) &&
    (daysWorked(text) !== undefined || /\bannu\w*|\bdell'anno\b|\bnell'anno\b/.test(text))
  )
    return { income: monthly, steps: [], assumptions: [] };
  const annual = ral ?? (monthly !== undefined ? monthly * PAYMENTS_ASSUMED : undefined);
  if (annual === undefined) return undefined;
  const inps = contributions(annual, year).total;
  const income = cents(annual - inps);
  return {
    income,
    ral: annual,
    steps: [
      ...(ral === undefined
        ? [`RAL: ${euro(monthly ?? 0)} × ${PAYMENTS_ASSUMED} mensilità = ${euro(annual)}.`]
        : []),
      `Reddito complessivo: RAL ${euro(annual)} − contributi INPS ${euro(cents(inps))} = ${euro(income)}.`,
    ],
    assumptions: [
      'Solo reddito di lavoro dipendente per l’intero anno, nessun altro reddito né familiari a carico.',
      ...(ral === undefined ? [`${PAYMENTS_ASSUMED} mensilità: indica 14 se c’è la quattordicesima.`] : []),
    ],
  };
}

const SOURCES_OF: Record<RuleTopic, ThresholdTopic> = {
  detrazioni: 'detrazioni',
  cuneo: 'cuneo',
  integrativo: 'trattamento_integrativo',
  irpef: 'irpef',
  inps: 'inps',
};

/** The art. 13 TUIR formula written out for this income. */
function deductionSteps(income: number): string[] {
  const lines: string[] = [];
  if (income <= D13.lowIncomeLimit)
    lines.push(
      `Reddito fino a ${euro(D13.lowIncomeLimit)}: detrazione fissa di ${euro(D13.lowIncomeAmount)}.`,
    );
  else if (income <= D13.midIncomeLimit) {
    const r = ratio((D13.midIncomeLimit - income) / D13.midDivisor);
    lines.push(
      `Reddito tra ${euro(D13.lowIncomeLimit)} e ${euro(D13.midIncomeLimit)}: ${euro(D13.midBase)} + ${euro(D13.midSpan)} × (${euro(D13.midIncomeLimit)} − ${euro(income)}) / ${euro(D13.midDivisor)} = ${euro(D13.midBase)} + ${euro(D13.midSpan)} × ${r.toFixed(4).replace('.', ',')}.`,
    );
  } else if (income <= D13.highIncomeLimit) {
    const r = ratio((D13.highIncomeLimit - income) / D13.highDivisor);
    lines.push(
      `Reddito tra ${euro(D13.midIncomeLimit)} e ${euro(D13.highIncomeLimit)}: ${euro(D13.midBase)} × (${euro(D13.highIncomeLimit)} − ${euro(income)}) / ${euro(D13.highDivisor)} = ${euro(D13.midBase)} × ${r.toFixed(4).replace('.', ',')}.`,
    );
  } else lines.push(`Reddito oltre ${euro(D13.highIncomeLimit)}: nessuna detrazione.`);
  const bonus = income > D13.bonusFrom && income <= D13.bonusTo ? D13.bonus : 0;
  if (bonus)
    lines.push(`Più ${euro(D13.bonus)} (reddito tra ${euro(D13.bonusFrom)} e ${euro(D13.bonusTo)}).`);
  // The ratio truncated to four decimals (calculators' practice) moves the result by cents: the untruncated
  // figure is said too, since other software computes it that way.
  const exact =
    income > D13.lowIncomeLimit && income <= D13.midIncomeLimit
      ? D13.midBase + (D13.midSpan * (D13.midIncomeLimit - income)) / D13.midDivisor
      : income > D13.midIncomeLimit && income <= D13.highIncomeLimit
        ? (D13.midBase * (D13.highIncomeLimit - income)) / D13.highDivisor
        : undefined;
  if (exact !== undefined && cents(exact + bonus) !== cents(employeeDeduction(income)))
    lines.push(
      `Rapporto troncato alla quarta cifra decimale; senza troncamento la detrazione è ${euro(cents(exact + bonus))}.`,
    );
  lines.push('La detrazione spetta in proporzione ai giorni lavorati: qui l’anno intero.');
  return lines;
}

// The work deduction named as such: "art. 13", "detrazione per lavoro dipendente".
const ART13_NAMED = /\bart(?:icolo|\.)?\s*13\b|\bdetrazion\w* (?:per |da )?lavoro dipendente\b/;

/** The amounts the asking clause names first, the others after them. */
export function askedFirst(req: TypedRequest, clause: string): TypedRequest {
  const digits = clause.replace(/(\d)\.(?=\d{3}\b)/g, '$1');
  const said = (value: number) =>
    new RegExp(`\\b${value}\\b`).test(digits) ||
    (value % 1000 === 0 && new RegExp(`\\b${value / 1000}\\s*(?:mila|k)\\b`).test(clause));
  const amounts = [...req.slots.amounts].sort((a, b) => Number(said(b.value)) - Number(said(a.value)));
  return { ...req, slots: { ...req.slots, amounts } };
}

/**
 * A payroll rule applied to the income the question gives ("l'ulteriore detrazione con 35.000 € di reddito",
 * "la detrazione a 25.000 €"): the amount first, then the rule's formula with the figures. Undefined when the
 * question gives no income.
 */
export function ruleAtIncome(...args: Parameters<typeof ruleAtIncomeParts>): AgentAnswer | undefined {
  const parts = ruleAtIncomeParts(...args);
  return parts && compose(parts);
}

/** The parts of {@link ruleAtIncome}'s answer, for an answer that joins two rules (second-rule.ts). */
export function ruleAtIncomeParts(
  req: TypedRequest,
  topic: RuleTopic,
  year: TaxYear,
  text: string,
  incomeText: string,
  related: string[],
  monthlyAsked = false,
): Composition | undefined {
  // The story may give a range ("tra 20 e 40 mila c'è una detrazione"); the asking clause decides. Two questions
  // ("mi calcola i contributi …? E la soglia mensile?"): the contributions asked to be computed count too.
  const asksContributions =
    topic === 'inps' &&
    text
      .split(/(?<=\?)\s+/)
      .some((clause) => clause.includes('?') && /\binps\b|contribut/.test(clause) && asksAmount(clause));
  const monthlyPay = req.slots.amounts.find((a) => a.kind === 'monthly_gross' && !a.perHour)?.value;
  // "quale contributo dell'1% trattiene ogni mese e sopra quale soglia?": the month's amount and its threshold.
  const monthlyExtra =
    (topic === 'inps' || !/\baddizional|\birpef\b/.test(askedClause(text))) &&
    monthlyPay !== undefined &&
    EXTRA_ONE_PCT.test(askedClause(text)) &&
    !INCLUDED.test(text) &&
    !BOTH_RATES.test(text) &&
    !/\b(?:in tutto|in totale|complessiv\w*|totali)\b/.test(askedClause(text)) &&
    (monthlyAsked || MONTHLY_ASKED.test(askedClause(text)));
  if (monthlyExtra)
    return {
      ...monthlyExtraSentence(monthlyPay, year),
      assumptions: [],
      citations: sourceCitations(payrollThresholds(year, 'inps').sources),
      related,
    };
  if (!asksAmount(askedClause(text)) && !asksContributions) return undefined;
  // The income named in the asking clause comes before the ones of the story ("tra 28 e 50 mila … con 40.000").
  // A range's bounds name a bracket, never the income ("lo scaglione tra 28 e 50 mila è sceso?").
  const bounds = new Set([...rangeBounds(text), ...rangeBounds(incomeText)]);
  // "il trattamento integrativo dei 1200 euro", "il bonus da 100 euro": the benefit's own amount, not an income.
  const own = topic === 'integrativo' ? [TI.amount, TI.amount / 12] : [];
  const incomes = req.slots.amounts.filter((a) => !bounds.has(a.value) && !own.includes(a.value));
  const unbounded = { ...req, slots: { ...req.slots, amounts: incomes } };
  const band = topic === 'detrazioni' ? flatBandBound(text) : undefined;
  const base = band
    ? { income: band, steps: [], assumptions: [] }
    : incomeOf(askedFirst(unbounded, askedClause(text)), incomeText, year);
  if (!base || base.income < MIN_INCOME) return undefined;
  const { income } = base;
  const at = `con un reddito complessivo ${band ? 'fino a' : 'di'} ${euro(income)}`;
  let answer: string;
  let floor: ReturnType<typeof deductionFloorAsked>;
  const steps = [...base.steps];
  // "la detrazione art. 13 … e gli spetta anche l'ulteriore detrazione del cuneo?": both amounts in the opening.
  const bothDeductions = ART13_NAMED.test(text) && /\bulterior|\bcuneo\b/.test(text);
  if (topic === 'detrazioni' || (topic === 'cuneo' && bothDeductions)) {
    const amount = cents(employeeDeduction(income));
    answer = `Nel ${year}, ${at}, la detrazione per lavoro dipendente (art. 13 TUIR) è di ${bold(euro(amount))} l'anno.`;
    floor =
      topic === 'detrazioni'
        ? deductionFloorAsked(askedClause(text), text, income, amount, Boolean(band))
        : undefined;
    if (floor) answer = band ? `${answer} ${floor.answer}` : floor.answer;
    steps.push(...deductionSteps(income));
    const extra = cents(extraDeduction(income));
    if (bothDeductions)
      answer +=
        extra > 0
          ? ` ${bold('Sì')}, spetta anche l'ulteriore detrazione del cuneo fiscale (L. 207/2024): ${bold(euro(extra))} l'anno.`
          : ` L'ulteriore detrazione del cuneo fiscale (L. 207/2024) ${bold('non spetta')} a questo reddito.`;
    if (bothDeductions) steps.push(...extraSteps(income));
    else if (extra > 0)
      steps.push(`A questa si aggiunge l’ulteriore detrazione del cuneo fiscale: ${euro(extra)}.`);
  } else if (topic === 'cuneo' && /ulterior/.test(text) && income <= CUNEO.taxFreeSumLimit) {
    // "ulteriore detrazione … e con 18.000?": below the threshold it is the tax-free sum that applies, said with
    // its amount, not a bare zero.
    const sum = taxFreeSum(income, income);
    const amount = cents(sum.amount);
    answer = `Nel ${year}, ${at}, l'ulteriore detrazione del cuneo fiscale non spetta (vale oltre ${euro(CUNEO.extraDeductionFrom)}): spetta invece la somma esente di ${bold(euro(amount))} l'anno (${percent(sum.ratePct ?? 0)} del reddito di lavoro dipendente).`;
    steps.push(
      ...extraSteps(income),
      `Somma esente: ${euro(income)} × ${percent(sum.ratePct ?? 0)} = ${euro(amount)} (reddito di lavoro dipendente; ${CUNEO.taxFreeSumBands.map((b) => `${percent(b.ratePct)}${b.upTo ? ` fino a ${euro(b.upTo)}` : ' oltre'}`).join(', ')}).`,
      'La somma esente non è tassata e non entra nel reddito complessivo.',
    );
  } else if (topic === 'cuneo' && (/ulterior/.test(text) || income > CUNEO.taxFreeSumLimit)) {
    const amount = cents(extraDeduction(income));
    answer = `Nel ${year}, ${at}, l'ulteriore detrazione del cuneo fiscale (L. 207/2024) è di ${bold(euro(amount))} l'anno.`;
    // "ha diritto anche alla somma esente?": above its limit, a no said with the limit.
    if (/somma esente/.test(text))
      answer += ` La somma esente ${bold('non spetta')}: vale solo con un reddito fino a ${euro(CUNEO.taxFreeSumLimit)}.`;
    steps.push(...extraSteps(income));
  } else if (topic === 'cuneo') {
    // "assunto per 120 giorni": the income annualised over the days worked chooses the band, the rate then applies
    // to the actual income (circ. 4/E 2025, payroll rules §4).
    const days = daysWorked(text, year);
    const sum = taxFreeSum(income, income, days);
    const amount = cents(sum.amount);
    const bands = CUNEO.taxFreeSumBands
      .map((b) => `${percent(b.ratePct)}${b.upTo ? ` fino a ${euro(b.upTo)}` : ' oltre'}`)
      .join(', ');
    if (days !== undefined && income <= CUNEO.taxFreeSumLimit) {
      const annualised = cents((income * 365) / days);
      answer = `Nel ${year}, con un reddito di lavoro dipendente di ${euro(income)} per ${days} giorni lavorati, si applica la percentuale del ${bold(percent(sum.ratePct ?? 0))}, scelta sul reddito annualizzato (${euro(annualised)}): la somma esente del cuneo fiscale (L. 207/2024) è di ${bold(euro(amount))}.`;
      steps.push(
        `Reddito annualizzato, solo per scegliere la percentuale: ${euro(income)} × 365 ÷ ${days} = ${euro(annualised)}.`,
        `Fasce: ${bands}; ${euro(annualised)} → ${percent(sum.ratePct ?? 0)}.`,
        `Reddito effettivo ${euro(income)}, non oltre ${euro(CUNEO.taxFreeSumLimit)}: la somma spetta.`,
        `Somma esente sul reddito effettivo: ${euro(income)} × ${percent(sum.ratePct ?? 0)} = ${euro(amount)}.`,
        'La somma esente non è tassata e non entra nel reddito complessivo.',
      );
    } else {
      answer = `Nel ${year}, ${at}, la somma esente del cuneo fiscale (L. 207/2024) è di ${bold(euro(amount))} l'anno (${percent(sum.ratePct ?? 0)} del reddito di lavoro dipendente).`;
      steps.push(
        `Reddito fino a ${euro(CUNEO.taxFreeSumLimit)}: ${bands}; ${euro(income)} × ${percent(sum.ratePct ?? 0)} = ${euro(amount)}.`,
        'La somma esente non è tassata e non entra nel reddito complessivo.',
      );
    }
  } else if (topic === 'integrativo') {
    const tax = grossIrpef(income, year);
    const amount = cents(integrativeTreatment(income, tax));
    // "mi spetta?" at an income where nothing is due: said as a no, the zero after it.
    // "mi spetta? quanto è?": the yes or no first, the amount after it.
    const polar = asksWhetherDue(text);
    answer =
      amount > 0
        ? polar
          ? `${bold('Sì')}, nel ${year}, ${at}, il trattamento integrativo spetta: ${bold(euro(amount))} l'anno.`
          : `Nel ${year}, ${at}, il trattamento integrativo è di ${bold(euro(amount))} l'anno.`
        : `${polar ? `${bold('No')}: nel` : 'Nel'} ${year}, ${at}, il trattamento integrativo ${bold('non spetta')} (${euro(0)} l'anno).${cuneoInstead(income)}`;
    // The deduction the test weighs against the tax, so the answer shows why it is due or not.
    const deduction = cents(baseEmployeeDeduction(income));
    const reduced = cents(deduction - TI.deductionReduction);
    const weighed =
      income <= TI.fullLimit
        ? `Detrazione per lavoro dipendente (art. 13 TUIR): ${euro(deduction)}; ridotta di ${euro(TI.deductionReduction)}: ${euro(reduced)}, ${tax > reduced ? 'inferiore' : 'non inferiore'} all'IRPEF lorda.`
        : `Detrazione per lavoro dipendente (art. 13 TUIR): ${euro(deduction)}, ${deduction > tax ? `superiore all'IRPEF lorda di ${euro(cents(deduction - tax))}` : `non superiore all'IRPEF lorda (${euro(cents(tax))}): non c'è incapienza`}.`;
    steps.push(
      `IRPEF lorda ${year}: ${euro(cents(tax))}.`,
      income <= TI.fullLimit
        ? `Reddito fino a ${euro(TI.fullLimit)}: ${euro(TI.amount)} se l'IRPEF lorda supera la detrazione per lavoro dipendente ridotta di ${euro(TI.deductionReduction)}.`
        : income <= TI.incapienzaLimit
          ? `Reddito tra ${euro(TI.fullLimit)} e ${euro(TI.incapienzaLimit)}: spetta solo se le detrazioni superano l'IRPEF lorda, per la differenza (al massimo ${euro(TI.amount)}).`
          : `Reddito oltre ${euro(TI.incapienzaLimit)}: non spetta.`,
      ...(income <= TI.incapienzaLimit ? [weighed] : []),
    );
  } else if (topic === 'irpef' && irpefSaving(income, year, text)) {
    const saving = irpefSaving(income, year, text);
    answer = saving?.answer ?? '';
    steps.push(...(saving?.steps ?? []));
  } else if (topic === 'irpef') {
    const tax = cents(grossIrpef(income, year));
    const deduction = cents(employeeDeduction(income) + extraDeduction(income));
    const net = cents(Math.max(0, tax - deduction));
    // "quanta IRPEF pago", "la mia imposta netta IRPEF" ask what is withheld: the tax after the deductions.
    answer = /\bpag|trattenut|netta|versar|\b(?:irpef|impost[ae]) nett/.test(text)
      ? `Nel ${year}, ${at}, l'IRPEF da pagare è di ${bold(euro(net))} l'anno: IRPEF lorda ${euro(tax)} meno ${euro(deduction)} di detrazioni per lavoro dipendente.`
      : `Nel ${year}, ${at}, l'IRPEF lorda è di ${bold(euro(tax))} l'anno (IRPEF netta ${euro(net)} dopo le detrazioni per lavoro dipendente).`;
    steps.push(
      `Scaglioni ${year}: ${YEAR_RULES[year].irpefBrackets.map((b) => `${percent(b.ratePct)}${b.upTo ? ` fino a ${euro(b.upTo)}` : ' oltre'}`).join(', ')}.`,
      `Detrazione art. 13 TUIR ${euro(cents(employeeDeduction(income)))} e ulteriore detrazione del cuneo ${euro(cents(extraDeduction(income)))}.`,
    );
  } else {
    if (base.ral === undefined) return undefined;
    // "contributi c/dip. incluso l'1%": the whole contribution asked, the 1% extra shown as its part.
    const extra = wholeContributionAsked(text) ? undefined : extraContribution(base.ral, year, text);
    if (extra)
      return {
        answer: extra.answer,
        steps: extra.steps,
        assumptions: [],
        citations: sourceCitations(payrollThresholds(year, 'inps').sources),
        related,
      };
    // A worker first insured after 1995 pays on no more than the year's ceiling (contribution-ceiling.ts).
    const capped = underCeiling(text) && base.ral > YEAR_RULES[year].massimale;
    const inps = contributions(base.ral, year, undefined, capped);
    const onBase = capped ? YEAR_RULES[year].massimale : base.ral;
    const monthly = req.slots.amounts.find((a) => a.kind === 'monthly_gross')?.value;
    answer =
      monthly !== undefined && (monthlyAsked || MONTHLY_ASKED.test(askedClause(text)))
        ? monthlyInpsSentence(monthly, year, inps.total)
        : `Nel ${year}, con una RAL di ${euro(base.ral)}, i contributi INPS a carico del lavoratore sono ${bold(euro(cents(inps.total)))} l'anno${capped ? `, calcolati sul massimale contributivo di ${bold(euro(onBase))}` : ''}${inps.extra > 0 ? `, di cui ${euro(cents(inps.extra))} di contributo aggiuntivo dell'1% oltre la prima fascia pensionabile (${euro(YEAR_RULES[year].firstBand)})` : ''}.`;
    // "e la soglia mensile da cui parte?": the month's share of the first band, as the INPS circular gives it.
    if (/\bsoglia\b[^?]*\b(?:mensil\w*|al mese)|\b(?:mensil\w*|al mese)\b[^?]*\bsoglia\b/.test(text))
      answer += ` La soglia mensile oltre la quale si paga l'1% è di ${bold(euro(Math.round(YEAR_RULES[year].firstBand / 12)))} (${euro(YEAR_RULES[year].firstBand)} / 12, arrotondato all'euro come nella circolare INPS).`;
    steps.length = 0;
    if (capped) steps.push(ceilingStep(base.ral, year));
    if (inps.extra > 0)
      steps.push(
        `${euro(onBase)} × ${percent(YEAR_RULES[year].inpsRatePct)} = ${euro(cents(inps.total - inps.extra))}.`,
        `1% × (${euro(onBase)} − ${euro(YEAR_RULES[year].firstBand)}) = ${euro(cents(inps.extra))}.`,
      );
  }
  return {
    answer,
    steps,
    assumptions: base.assumptions,
    citations: sourceCitations([
      ...(floor?.sources ?? []),
      ...payrollThresholds(year, SOURCES_OF[topic]).sources,
    ]),
    related,
  };
}
