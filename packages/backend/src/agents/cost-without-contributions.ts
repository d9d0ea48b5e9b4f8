import { euro } from '../kb/format.js';
import { cents, type Step, type Worked } from '../payroll/index.js';
import { step } from '../payroll/steps.js';
import { readable } from '../reader/text.js';
import { bold } from './compose.js';
import { stepsTable } from './worked.js';

/**
 * Session 24 (fixs24b): an employer's cost asked without the contributions ("quanto costa all'azienda un 4°
 * livello, contributi esclusi?", "senza i contributi INPS", "al netto degli oneri previdenziali"): the pay and the
 * TFR, the contributions left out and said to be left out, never added.
 */
const CONTRIBUTIONS = String.raw`(?:contribut\w*(?: (?:inps|previdenzial\w*|a carico (?:del datore|dell'azienda|della ditta)))?|inps|oneri (?:previdenzial\w*|social\w*|contributiv\w*))`;
const EXCLUDED = new RegExp(
  String.raw`\b${CONTRIBUTIONS} (?:esclus[oiae]|a parte|non compres[oiae]|non inclus[oiae])\b|\b(?:esclus[oiae]|escludendo|senza|tolt[oiae]|togliendo|al netto de(?:i|gli|ll'|l)|eccetto|tranne|non contando|a parte)\s*(?:(?:contare|considerare|calcolare|mettere|metterci) )?(?:i |gli |l'|il |le )?${CONTRIBUTIONS}`,
);

/** Whether the cost is asked with the employer's contributions left out. */
export function contributionsExcluded(message: string): boolean {
  return EXCLUDED.test(readable(message));
}

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
