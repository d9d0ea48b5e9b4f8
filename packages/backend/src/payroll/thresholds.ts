import { checkYear } from './gross-net.js';
import {
  CUNEO,
  EMPLOYEE_DEDUCTION as D13,
  EXTRA_INPS_RATE_PCT,
  INTEGRATIVE_TREATMENT as TI,
  YEAR_RULES,
} from './rules.js';
import { ruleSources, SOURCES } from './sources.js';
import { num, pct, type SourceRef, type Step, step, type Worked } from './steps.js';

/**
 * The payroll rules and thresholds of a tax year, as rows the composer can show (label, rule, figure):
 * INPS rate, first pensionable band and ceiling, IRPEF brackets, the art. 13 deduction, the cuneo measures
 * and the trattamento integrativo. `topic` narrows the answer to what was asked.
 */

export type ThresholdTopic = 'inps' | 'irpef' | 'detrazioni' | 'cuneo' | 'trattamento_integrativo';

/** The minimum daily taxable pay (minimale giornaliero), from the same INPS circulars. */
const DAILY_MINIMUM = { 2025: 57.32, 2026: 58.13 } as const;
const DAILY_MINIMUM_SOURCES: Record<2025 | 2026, SourceRef> = {
  2025: {
    label: 'Minimale giornaliero 2025 (57,32 €), INPS circ. 26/2025 (Redigo)',
    url: 'https://windpress.info/it/press-release/553488/in-aumento-i-minimali-e-i-massimali-retributivi-per-il-2025-redigo-info',
    published: null,
    appliesFrom: '2025-01-01',
  },
  2026: {
    label: 'Minimale giornaliero 2026 (58,13 €), INPS circ. 6/2026 (Lavoro Facile)',
    url: 'https://www.lavorofacile.it/news/inps--fissati-i-minimali-e-i-massimali-2026',
    published: null,
    appliesFrom: '2026-01-01',
  },
};

export function payrollThresholds(yearAsked: number, topic?: ThresholdTopic): Worked<{ rows: Step[] }> {
  const year = checkYear(yearAsked);
  const rules = YEAR_RULES[year];
  const groups: Record<ThresholdTopic, Step[]> = {
    inps: [
      step(
        'Aliquota INPS a carico del lavoratore (regime generale)',
        'sulla retribuzione imponibile',
        rules.inpsRatePct,
      ),
      step(
        'Prima fascia di retribuzione pensionabile',
        `oltre questa soglia annua si aggiunge l'${pct(EXTRA_INPS_RATE_PCT)} (${num(rules.firstBand / 12)} al mese)`,
        rules.firstBand,
      ),
      step(
        'Massimale contributivo annuo',
        'solo per i primi iscritti dal 1° gennaio 1996 o chi ha optato per il contributivo',
        rules.massimale,
      ),
      step(
        'Minimale di retribuzione giornaliera',
        'retribuzione minima imponibile per giorno',
        DAILY_MINIMUM[year],
      ),
    ],
    irpef: rules.irpefBrackets.map((b, i, all) => {
      const from = i === 0 ? 0 : (all[i - 1]?.upTo ?? 0);
      return step(
        `Scaglione IRPEF ${i + 1}`,
        b.upTo === null ? `oltre ${num(from)}` : `da ${num(from)} a ${num(b.upTo)}`,
        b.ratePct,
        'percent',
      );
    }),
    detrazioni: [
      step(
        'Detrazione lavoro dipendente fino a 15.000',
        `${num(D13.lowIncomeAmount)} (minimo 690, o 1.380 a tempo determinato)`,
        D13.lowIncomeAmount,
      ),
      step(
        'Detrazione da 15.000 a 28.000',
        `${num(D13.midBase)} + ${num(D13.midSpan)} × (28.000 − reddito) / 13.000`,
        D13.midBase,
      ),
      step('Detrazione da 28.000 a 50.000', `${num(D13.midBase)} × (50.000 − reddito) / 22.000`, D13.midBase),
      step('Maggiorazione tra 25.000 e 35.000 (art. 13 c. 1.1 TUIR)', 'importo fisso', D13.bonus),
    ],
    cuneo: [
      ...CUNEO.taxFreeSumBands.map((b, i, all) =>
        step(
          'Somma esente (reddito complessivo fino a 20.000)',
          b.upTo === null
            ? `reddito di lavoro dipendente oltre ${num(all[i - 1]?.upTo ?? 0)}`
            : `reddito di lavoro dipendente fino a ${num(b.upTo)}`,
          b.ratePct,
          'percent',
        ),
      ),
      step('Ulteriore detrazione da 20.000 a 32.000', 'importo fisso', CUNEO.extraDeductionAmount),
      step(
        'Ulteriore detrazione da 32.000 a 40.000',
        `${num(CUNEO.extraDeductionAmount)} × (40.000 − reddito) / 8.000`,
        CUNEO.extraDeductionAmount,
      ),
    ],
    trattamento_integrativo: [
      step(
        'Trattamento integrativo (reddito fino a 15.000)',
        `spetta se l'IRPEF lorda supera la detrazione da lavoro dipendente ridotta di ${TI.deductionReduction} €`,
        TI.amount,
      ),
      step(
        'Trattamento integrativo (reddito da 15.000 a 28.000)',
        'solo in caso di incapienza: min(1.200; detrazioni − IRPEF lorda)',
        TI.amount,
      ),
    ],
  };
  const rows = topic ? groups[topic] : Object.values(groups).flat();
  const sources = ruleSources(year);
  if (!topic || topic === 'inps') sources.push(DAILY_MINIMUM_SOURCES[year]);
  if (!topic || topic === 'cuneo') sources.push(SOURCES.cuneoExample);
  return {
    result: { rows },
    steps: rows,
    assumptions: [`Regole dell'anno d'imposta ${year} per un lavoratore dipendente del settore privato.`],
    gaps: [],
    sources,
  };
}
