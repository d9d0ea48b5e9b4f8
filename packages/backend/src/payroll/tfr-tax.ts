import { checkYear } from './gross-net.js';
import { grossIrpef } from './net-pay.js';
import { YEAR_RULES } from './rules.js';
import {
  cents,
  num,
  PayrollInputError,
  pct,
  requireAmount,
  type SourceRef,
  type Step,
  step,
  type Worked,
} from './steps.js';

/**
 * The TFR's separate taxation at the end of the job (art. 19 TUIR), as the employer withholds it: the
 * reference income is the TFR (net of the revaluations already taxed) × 12 ÷ the years of service (a month is
 * 1/12 of a year); the IRPEF brackets of the year the right to it arises give the tax on that income, whose
 * average rate applies to the TFR. The tax is provisional: the Agenzia delle Entrate recomputes it later with the
 * average rate of the five years before. Read from infoprevidenza.it and the text of art. 19 on 2026-12-02.
 */

export interface TfrTax {
  /** TFR × 12 ÷ years of service. */
  reference: number;
  /** IRPEF on the reference income with the year's brackets. */
  referenceTax: number;
  /** referenceTax ÷ reference, percent. */
  averageRatePct: number;
  /** The provisional tax on the TFR. */
  tax: number;
  net: number;
}

const SOURCES: SourceRef[] = [
  {
    label:
      'Infoprevidenza: la tassazione del TFR (tassazione separata, reddito di riferimento = TFR × 12 / anni, aliquota media)',
    url: 'https://www.infoprevidenza.it/la-tassazione-del-tfr/',
    published: null,
    appliesFrom: null,
  },
  {
    label: 'Brocardi: art. 19 TUIR, indennità di fine rapporto (testo aggiornato al 9 ottobre 2024)',
    url: 'https://brocardi.it/testo-unico-imposte-redditi/titolo-i/capo-i/art19.html',
    published: '2024-10-09',
    appliesFrom: null,
  },
];

const bracketsFormula = (income: number, year: keyof typeof YEAR_RULES): string => {
  const parts: string[] = [];
  let from = 0;
  for (const b of YEAR_RULES[year].irpefBrackets) {
    const to = b.upTo ?? Number.POSITIVE_INFINITY;
    if (income > from) parts.push(`${pct(b.ratePct)} × ${num(Math.min(income, to) - from)}`);
    from = to;
  }
  return parts.join(' + ') || '0';
};

/** "7 anni", "7 anni e 4 mesi" (the months as a fraction of the year in the formula). */
const serviceText = (months: number): string => {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  if (!rest) return `${years} ${years === 1 ? 'anno' : 'anni'}`;
  return `${num(months / 12)} anni (${months} mesi)`;
};

/** The provisional tax the employer withholds on a TFR paid at the end of the job. */
export function tfrSeparateTaxWorked(input: { tfr: number; months: number; year: number }): Worked<TfrTax> {
  const tfr = requireAmount(input.tfr, 'il TFR');
  const year = checkYear(input.year);
  if (!Number.isInteger(input.months) || input.months < 1)
    throw new PayrollInputError(`Anzianità non valida: ${input.months} mesi.`);
  const years = input.months / 12;
  const reference = (tfr * 12) / years;
  const referenceTax = grossIrpef(reference, year);
  // The average rate to two decimals, as the employers' worked examples show it (26,20%).
  const averageRatePct = cents((referenceTax / reference) * 100);
  const tax = (tfr * averageRatePct) / 100;
  const steps: Step[] = [
    step('Reddito di riferimento', `${num(tfr)} × 12 / ${serviceText(input.months)}`, reference),
    step(
      `IRPEF sul reddito di riferimento (scaglioni ${year})`,
      bracketsFormula(reference, year),
      referenceTax,
    ),
    step('Aliquota media', `${num(referenceTax)} / ${num(reference)}`, averageRatePct, 'percent'),
    step('Imposta provvisoria sul TFR', `${num(tfr)} × ${pct(averageRatePct)}`, tax),
    step('TFR netto', `${num(tfr)} − ${num(tax)}`, tfr - tax),
  ];
  return {
    result: { reference, referenceTax, averageRatePct, tax, net: tfr - tax },
    steps,
    assumptions: [
      'TFR al netto delle rivalutazioni già tassate con l’imposta sostitutiva, maturato dal 2001 (nessuna riduzione per le quote precedenti).',
      `Scaglioni IRPEF dell’anno in cui il diritto al TFR matura (${year}), senza detrazioni.`,
      'Imposta provvisoria del datore di lavoro: l’Agenzia delle Entrate la riliquida con l’aliquota media dei cinque anni precedenti e chiede la differenza o la rimborsa.',
    ],
    gaps: [],
    sources: SOURCES,
  };
}
