import { type TfrData, toSourceRef } from './payroll-data.js';
import { num, PayrollInputError, pct, requireAmount, type Step, step, type Worked } from './steps.js';

/**
 * TFR revaluation (art. 2120 c.c. c. 4-5): the TFR accrued up to the previous 31 December grows by 1.5% a year
 * (proportioned to the months) plus 75% of the ISTAT FOI increase over the previous December; the
 * revaluation bears a 17% substitute tax. The coefficient comes from the published table for the period, or
 * is computed from the FOI increase the caller gives.
 */

export interface TfrRevaluation {
  coefficientPct: number;
  revaluation: number;
  substituteTax: number;
  net: number;
  /** The coefficient's period when read from the table ("2025-12"), else null. */
  period: string | null;
}

export function tfrRevaluationWorked(
  data: TfrData,
  input: { accrued: number; period?: string; foiIncreasePct?: number; months?: number },
): Worked<TfrRevaluation> {
  const accrued = requireAmount(input.accrued, 'il TFR accantonato', { allowZero: true });
  const steps: Step[] = [];
  const gaps: string[] = [];
  const sources = data.rule.sources.map((s) => toSourceRef(s, '2015-01-01'));
  let coefficient: number;
  let period: string | null = null;
  const row = input.period ? data.coefficients.find((c) => c.period === input.period) : undefined;
  if (row) {
    coefficient = row.coefficient_pct;
    period = row.period;
    sources.unshift(...row.sources.map((s) => toSourceRef(s, `${row.period}-01`)));
    steps.push(
      step(
        `Coefficiente di rivalutazione (${row.period})`,
        'tabella ISTAT/FOI pubblicata',
        coefficient,
        'percent',
      ),
    );
  } else if (input.foiIncreasePct !== undefined) {
    if (input.period)
      gaps.push(
        `Coefficiente di ${input.period} non presente nella base: calcolato dall'aumento FOI indicato.`,
      );
    const months = input.months ?? 12;
    if (!Number.isInteger(months) || months < 1 || months > 12)
      throw new PayrollInputError(`Mesi non validi: ${months} (da 1 a 12).`);
    const fixed = (data.rule.fixed_pct_per_year * months) / 12;
    coefficient = fixed + data.rule.inflation_share * input.foiIncreasePct;
    steps.push(
      step(
        'Coefficiente di rivalutazione',
        `${pct(fixed)} + 75% × ${pct(input.foiIncreasePct)} (aumento FOI)`,
        coefficient,
        'percent',
      ),
    );
  } else {
    throw new PayrollInputError(
      input.period
        ? `Coefficiente di rivalutazione TFR di ${input.period} non disponibile nella base: indica l'aumento dell'indice FOI.`
        : "Indica il periodo (AAAA-MM) del coefficiente o l'aumento dell'indice FOI.",
    );
  }
  const revaluation = (accrued * coefficient) / 100;
  const tax = (revaluation * data.rule.substitute_tax_pct) / 100;
  steps.push(step('Rivalutazione lorda', `${num(accrued)} × ${pct(coefficient)}`, revaluation));
  steps.push(
    step(
      `Imposta sostitutiva (${pct(data.rule.substitute_tax_pct)})`,
      `${num(revaluation)} × ${pct(data.rule.substitute_tax_pct)}`,
      tax,
    ),
  );
  steps.push(step('Rivalutazione netta', `${num(revaluation)} − ${num(tax)}`, revaluation - tax));
  return {
    result: { coefficientPct: coefficient, revaluation, substituteTax: tax, net: revaluation - tax, period },
    steps,
    assumptions: [
      "Si rivaluta il TFR accantonato al 31 dicembre precedente, esclusa la quota maturata nell'anno.",
    ],
    gaps,
    sources,
  };
}
