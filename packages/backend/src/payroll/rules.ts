/**
 * The figures of the Italian rules that estimate net pay, per tax year, as `shared/data/payroll-rules.md`
 * states them with their sources (INPS circulars 26/2025 and 6/2026; L. 207/2024, Budget Law 2025;
 * L. 199/2025, Budget Law 2026; TUIR art. 13; D.L. 3/2020; art. 2120 c.c.).
 */

export const TAX_YEARS = [2025, 2026] as const;
export type TaxYear = (typeof TAX_YEARS)[number];

export function isTaxYear(year: number): year is TaxYear {
  return (TAX_YEARS as readonly number[]).includes(year);
}

export interface YearRules {
  /** Employee INPS share (IVS/FPLD), percent. Varies by sector and size: a parameter, this is the default. */
  inpsRatePct: number;
  /** First pensionable band: 1% more on the pay above it (art. 3-ter D.L. 384/1992). */
  firstBand: number;
  /** Contribution ceiling, only for people first insured after 1995 (or who opted for the contributory system). */
  massimale: number;
  /** IRPEF brackets: upper bound (null = none) and rate percent. */
  irpefBrackets: { upTo: number | null; ratePct: number }[];
}

export const YEAR_RULES: Record<TaxYear, YearRules> = {
  2025: {
    inpsRatePct: 9.19,
    firstBand: 55_448,
    massimale: 120_607,
    irpefBrackets: [
      { upTo: 28_000, ratePct: 23 },
      { upTo: 50_000, ratePct: 35 },
      { upTo: null, ratePct: 43 },
    ],
  },
  2026: {
    inpsRatePct: 9.19,
    firstBand: 56_224,
    massimale: 122_295,
    // L. 199/2025 art. 1 c. 3: the second bracket falls from 35% to 33%.
    irpefBrackets: [
      { upTo: 28_000, ratePct: 23 },
      { upTo: 50_000, ratePct: 33 },
      { upTo: null, ratePct: 43 },
    ],
  },
};

/** The extra INPS rate above the first pensionable band, percent. */
export const EXTRA_INPS_RATE_PCT = 1;

/** Art. 13 TUIR deduction for employees (same in 2025 and 2026). */
export const EMPLOYEE_DEDUCTION = {
  lowIncomeLimit: 15_000,
  lowIncomeAmount: 1_955,
  /** Floors for incomes up to 15,000: 690, or 1,380 on a fixed-term contract. */
  floorOpenEnded: 690,
  floorFixedTerm: 1_380,
  midIncomeLimit: 28_000,
  midBase: 1_910,
  midSpan: 1_190,
  midDivisor: 13_000,
  highIncomeLimit: 50_000,
  highDivisor: 22_000,
  /** Art. 13 c. 1.1: +65 € for incomes over 25,000 up to 35,000. */
  bonus: 65,
  bonusFrom: 25_000,
  bonusTo: 35_000,
} as const;

/** The "cuneo fiscale" measures of L. 207/2024 art. 1 c. 4-9, structural from 2025. */
export const CUNEO = {
  /** Tax-free sum for RC up to 20,000, as a share of employment income by (annualised) income band. */
  taxFreeSumLimit: 20_000,
  taxFreeSumBands: [
    { upTo: 8_500, ratePct: 7.1 },
    { upTo: 15_000, ratePct: 5.3 },
    { upTo: null, ratePct: 4.8 },
  ],
  /** Additional deduction: 1,000 € from 20,000 to 32,000, then falling to zero at 40,000. */
  extraDeductionFrom: 20_000,
  extraDeductionFull: 32_000,
  extraDeductionTo: 40_000,
  extraDeductionAmount: 1_000,
} as const;

/** Trattamento integrativo (D.L. 3/2020 as amended by L. 234/2021 and L. 207/2024). */
export const INTEGRATIVE_TREATMENT = {
  amount: 1_200,
  fullLimit: 15_000,
  /** Below 15,000 it is due when gross IRPEF exceeds the art. 13 deduction reduced by this. */
  deductionReduction: 75,
  incapienzaLimit: 28_000,
} as const;

/** TFR: a year's accrual is pay ÷ 13.5 less 0.50% to the INPS guarantee fund, about 6.91% of pay. */
export const TFR = {
  netAccrualPct: 6.91,
  revaluationFixedPct: 1.5,
  revaluationInflationShare: 0.75,
  substituteTaxPct: 17,
} as const;

/** Days of a full year: the deductions are proportioned to the days worked. */
export const DAYS_IN_YEAR = 365;

/** Where the rules above come from (payroll-rules.md), cited under every computed answer. */
export const RULE_SOURCES: Record<TaxYear, { topic: string; url: string; date: string | null }[]> = {
  2025: [
    {
      topic: 'prima fascia pensionabile 55.448 € (INPS circ. 26/2025)',
      url: 'http://guide.icsoftware.it/2025/02/21/v-09-33-0-minimali-massimali-2025',
      date: '2025-02-21',
    },
    {
      topic: 'scaglioni IRPEF, detrazioni e cuneo fiscale (L. 207/2024)',
      url: 'https://studiocedalo.com/2025/01/31/legge-di-bilancio-2025-riduzione-del-cuneo-fiscale-per-i-lavoratori-dipendenti/',
      date: '2025-01-31',
    },
    {
      topic: 'detrazione per lavoro dipendente, art. 13 TUIR',
      url: 'https://commercialistaefisco.it/2025/01/29/detrazioni-lavoro-dipendente-2025-calcolo-formula-simulazione-e-busta-paga',
      date: '2025-01-29',
    },
    {
      topic: 'trattamento integrativo',
      url: 'https://ecnews.it/detrazioni-e-trattamento-integrativo-per-i-lavoratori-dipendenti',
      date: null,
    },
    { topic: 'TFR (art. 2120 c.c.)', url: 'https://stcorporate.it/?p=9096', date: null },
  ],
  2026: [
    {
      topic: 'prima fascia pensionabile 56.224 € (INPS circ. 6/2026)',
      url: 'https://www.geps.it/minimale-e-massimale-retributivi-2026-i-nuovi-valori-aggiornati-inps-circ-n-6-26-11055',
      date: null,
    },
    {
      topic: 'secondo scaglione IRPEF al 33% (L. 199/2025, art. 1 c. 3)',
      url: 'https://www.studiogambalonga.it/centro-studi/pubblicazioni/2516',
      date: null,
    },
    {
      topic: 'detrazione per lavoro dipendente, art. 13 TUIR',
      url: 'https://commercialistaefisco.it/2025/01/29/detrazioni-lavoro-dipendente-2025-calcolo-formula-simulazione-e-busta-paga',
      date: '2025-01-29',
    },
    {
      topic: 'cuneo fiscale strutturale (L. 207/2024, art. 1 c. 4-9)',
      url: 'https://studiocedalo.com/2025/01/31/legge-di-bilancio-2025-riduzione-del-cuneo-fiscale-per-i-lavoratori-dipendenti/',
      date: '2025-01-31',
    },
    {
      topic: 'trattamento integrativo',
      url: 'https://ecnews.it/detrazioni-e-trattamento-integrativo-per-i-lavoratori-dipendenti',
      date: null,
    },
    { topic: 'TFR (art. 2120 c.c.)', url: 'https://stcorporate.it/?p=9096', date: null },
  ],
};
