import { MONTHS } from '../kb/format.js';
import { renewalSteps } from '../kb/increases.js';
import type { Ccnl } from '../kb/schema.js';

// "a giugno quanto mi è salito il minimo?": a month named without its year, after a preposition.
const MONTH_ALONE = new RegExp(
  String.raw`\b(?:a|ad|da|dal|di|del|nel mese di)\s+(${MONTHS.join('|')})\b(?!\s+(?:del\s+|di\s+)?\d{4})`,
);

/**
 * The day of the renewal's tranche in the month a question names without its year ("a giugno", "da luglio"):
 * the last such tranche already in force at `today`, else the first to come. Undefined when no month is named
 * alone, no level is known, or none of the level's tranches falls in that month.
 */
export function trancheOfMonthAlone(
  ccnl: Ccnl,
  level: string | undefined,
  text: string,
  today: string,
): string | undefined {
  if (!level) return undefined;
  const month = MONTH_ALONE.exec(text)?.[1];
  if (!month) return undefined;
  const mm = String(MONTHS.indexOf(month) + 1).padStart(2, '0');
  const inMonth = renewalSteps(ccnl, level).filter((s) => s.from.slice(5, 7) === mm);
  return (inMonth.filter((s) => s.from <= today).at(-1) ?? inMonth[0])?.from;
}
