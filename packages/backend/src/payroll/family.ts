import { num } from './steps.js';

/**
 * The deductions for dependants (art. 12 TUIR, D.P.R. 917/1986) as amended by L. 207/2024 art. 1 c. 11, in force
 * from 1 January 2025 and unchanged in 2026: the spouse's three bands, 950 € for each child aged 21 to 29 (or a
 * disabled child aged 30 or more), 750 € for each ascendant living with the taxpayer. Each amount is proportioned
 * to the months the person was a dependant and, for children, to the share of the charge (50% or 100%). The
 * ratios are truncated to four decimals ("si assume nelle prime 4 cifre decimali"). Sources in `sources.ts`.
 */

export const FAMILY_DEDUCTIONS = {
  spouse: {
    lowLimit: 15_000,
    lowBase: 800,
    lowSpan: 110,
    midAmount: 690,
    midLimit: 40_000,
    highLimit: 80_000,
    highDivisor: 40_000,
    /** The increments of the middle band (RC over `from` up to `to`). */
    increments: [
      { from: 29_000, to: 29_200, amount: 10 },
      { from: 29_200, to: 34_700, amount: 20 },
      { from: 34_700, to: 35_000, amount: 30 },
      { from: 35_000, to: 35_100, amount: 20 },
      { from: 35_100, to: 35_200, amount: 10 },
    ],
  },
  children: {
    amount: 950,
    base: 95_000,
    perFurtherChild: 15_000,
    /** From 2025 the deduction is due for children aged 21 to 29; under 21 the assegno unico replaces it. */
    minAge: 21,
    maxAgeExclusive: 30,
  },
  ascendants: { amount: 750, limit: 80_000 },
  /** A dependant's own income limit: 2,840.51 €, or 4,000 € for children up to 24. */
  incomeLimit: 2_840.51,
  youngChildIncomeLimit: 4_000,
  youngChildMaxAge: 24,
  monthsInYear: 12,
} as const;

const F = FAMILY_DEDUCTIONS;

export interface ChildInput {
  /** Age in the tax year; null when not said. */
  age: number | null;
  /** Share of the charge, percent: 50 (split between the parents, the rule) or 100. */
  sharePct: number;
  months: number;
  disabled?: boolean;
}

export interface FamilyInput {
  spouse?: { months: number };
  children?: ChildInput[];
  /** Ascendants (parents, grandparents) living with the taxpayer. */
  ascendants?: { count: number; months: number };
}

export interface FamilyDeduction {
  spouse: number;
  spouseFormula: string | null;
  children: number;
  /** Children who give the deduction (aged 21–29, or disabled and 30 or more). */
  eligibleChildren: number;
  childrenFormula: string | null;
  /** Children under 21: no deduction, the assegno unico instead. */
  under21: number;
  /** Children aged 30 or more, not disabled: no deduction from 2025. */
  over29: number;
  /** Children whose age was not said: not computed. */
  unknownAge: number;
  ascendants: number;
  ascendantsFormula: string | null;
  total: number;
}

/** Ratios truncated to four decimals, as the rule says. */
const ratio4 = (value: number) => Math.floor(Number((value * 10_000).toFixed(6))) / 10_000;
const monthsPart = (months: number) => (months < F.monthsInYear ? ` × ${months}/12` : '');
const clampMonths = (months: number) => Math.max(0, Math.min(F.monthsInYear, Math.round(months)));

/** The spouse's deduction for a full year at income `rc` (before the months). */
export function spouseDeduction(rc: number): { amount: number; formula: string } {
  const s = F.spouse;
  if (rc <= s.lowLimit) {
    const r = ratio4(rc / s.lowLimit);
    return {
      amount: s.lowBase - s.lowSpan * r,
      formula: `${num(s.lowBase)} − ${num(s.lowSpan)} × ${r.toFixed(4).replace('.', ',')} (reddito fino a ${num(s.lowLimit)})`,
    };
  }
  if (rc <= s.midLimit) {
    const inc = s.increments.find((i) => rc > i.from && rc <= i.to);
    return {
      amount: s.midAmount + (inc?.amount ?? 0),
      formula: `${num(s.midAmount)}${inc ? ` + ${num(inc.amount)} (maggiorazione per reddito tra ${num(inc.from)} e ${num(inc.to)})` : ''} (reddito tra ${num(s.lowLimit)} e ${num(s.midLimit)})`,
    };
  }
  if (rc <= s.highLimit) {
    const r = ratio4((s.highLimit - rc) / s.highDivisor);
    return {
      amount: s.midAmount * r,
      formula: `${num(s.midAmount)} × (${num(s.highLimit)} − ${num(rc)}) / ${num(s.highDivisor)} = ${num(s.midAmount)} × ${r.toFixed(4).replace('.', ',')}`,
    };
  }
  return { amount: 0, formula: `reddito oltre ${num(s.highLimit)}: nessuna detrazione` };
}

/** Whether a child gives the deduction from 2025 (age 21–29, or disabled and 21 or more). */
export function childEligible(child: Pick<ChildInput, 'age' | 'disabled'>): boolean {
  if (child.age === null) return false;
  if (child.age < F.children.minAge) return false;
  return child.age < F.children.maxAgeExclusive || child.disabled === true;
}

/** The children's coefficient: (95,000 + 15,000 × (n − 1) − RC) / (95,000 + 15,000 × (n − 1)), truncated. */
export function childrenCoefficient(rc: number, eligible: number) {
  const limit = F.children.base + F.children.perFurtherChild * Math.max(0, eligible - 1);
  return { limit, coefficient: Math.max(0, ratio4((limit - rc) / limit)) };
}

export function familyDeduction(rc: number, input: FamilyInput): FamilyDeduction {
  let spouse = 0;
  let spouseFormula: string | null = null;
  if (input.spouse) {
    const months = clampMonths(input.spouse.months);
    const s = spouseDeduction(rc);
    spouse = (s.amount * months) / F.monthsInYear;
    spouseFormula = `${s.formula}${monthsPart(months)}`;
  }
  const kids = input.children ?? [];
  const eligible = kids.filter(childEligible);
  let children = 0;
  let childrenFormula: string | null = null;
  if (eligible.length) {
    const { limit, coefficient } = childrenCoefficient(rc, eligible.length);
    const parts = eligible.map((c) => {
      const months = clampMonths(c.months);
      children += (F.children.amount * coefficient * (c.sharePct / 100) * months) / F.monthsInYear;
      return `${num(F.children.amount)} × ${coefficient.toFixed(4).replace('.', ',')}${c.sharePct < 100 ? ` × ${c.sharePct}%` : ''}${monthsPart(months)}`;
    });
    childrenFormula = `coefficiente (${num(limit)} − ${num(rc)}) / ${num(limit)} = ${coefficient.toFixed(4).replace('.', ',')}; ${parts.join(' + ')}`;
  }
  let ascendants = 0;
  let ascendantsFormula: string | null = null;
  if (input.ascendants && input.ascendants.count > 0) {
    const months = clampMonths(input.ascendants.months);
    const a = F.ascendants;
    const r = Math.max(0, ratio4((a.limit - rc) / a.limit));
    ascendants = (input.ascendants.count * a.amount * r * months) / F.monthsInYear;
    ascendantsFormula = `${input.ascendants.count > 1 ? `${input.ascendants.count} × ` : ''}${num(a.amount)} × (${num(a.limit)} − ${num(rc)}) / ${num(a.limit)} = ${num(a.amount)} × ${r.toFixed(4).replace('.', ',')}${monthsPart(months)}`;
  }
  return {
    spouse,
    spouseFormula,
    children,
    eligibleChildren: eligible.length,
    childrenFormula,
    under21: kids.filter((c) => c.age !== null && c.age < F.children.minAge).length,
    over29: kids.filter((c) => c.age !== null && c.age >= F.children.maxAgeExclusive && !c.disabled).length,
    unknownAge: kids.filter((c) => c.age === null).length,
    ascendants,
    ascendantsFormula,
    total: spouse + children + ascendants,
  };
}
