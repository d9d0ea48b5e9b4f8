import { euro } from '../kb/format.js';
import { cents, type Step, type Worked } from '../payroll/index.js';
import { step } from '../payroll/steps.js';
import { bold } from './compose.js';
import { stepsTable } from './worked.js';

interface CostResult {
  ral: number;
  employerInps: number;
  tfr: number;
  inail: { min: number; max: number } | null;
}

const num = (value: number) => euro(cents(value)).replace(/\s*€$/, '');

/** The cost's opening, steps and assumptions with the contributions left out. */
export function costWithoutContributions(
  worked: Worked<CostResult>,
  label: string,
  monthlyAsked: boolean,
): { answer: string; steps: string[]; assumptions: string[] } {
  const r = worked.result;
  const total = r.ral + r.tfr;
  const kept = (s: Step) => /\bTFR\b|^Rateo/.test(s.label);
  const steps: Step[] = worked.steps.filter(kept);
  const at = steps.findIndex((s) => /^Rateo/.test(s.label));
  const sum = step('Costo annuo senza contributi', `${num(r.ral)} + ${num(r.tfr)}`, total);
  steps.splice(at < 0 ? steps.length : at, 0, sum);
  if (monthlyAsked)
    steps.splice(
      at < 0 ? steps.length : at + 1,
      0,
      step('Costo mensile senza contributi', `${num(total)} / 12`, total / 12),
    );
  const left = `I contributi a carico del datore sono esclusi, come chiesto (INPS circa ${euro(cents(r.employerInps))} l'anno${r.inail ? ', più il premio INAIL' : ''}).`;
  const parts = `retribuzione annua ${euro(cents(r.ral))} più TFR ${euro(cents(r.tfr))}`;
  const answer = monthlyAsked
    ? `Con ${label}, senza i contributi il costo per l'azienda è di circa ${bold(`${euro(cents(total / 12))} al mese`)}: un dodicesimo di ${euro(cents(total))} l'anno, ${parts}. ${left}`
    : `Con ${label}, senza i contributi il costo annuo per l'azienda è di circa ${bold(euro(cents(total)))}: ${parts}. ${left}`;
  return {
    answer,
    steps: stepsTable(steps),
    assumptions: worked.assumptions.filter((a) => !/contribut|INPS|INAIL|aliquot/i.test(a)),
  };
}
