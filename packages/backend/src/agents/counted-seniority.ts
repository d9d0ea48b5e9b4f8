import { MONTH_NAMES, MONTHS } from '../kb/format.js';

/**
 * A rule that counts service from a day, not from the hire ("regola transitoria per gli operai in forza al 31
 * dicembre 2007 (anzianità utile dal 1° gennaio 2008 …)"): a worker whose years of service run past that day has,
 * for the rule, only the years since it (an operaio hired in 2003 has 18 years in 2026, not 22). Only when the
 * question names the group the rule counts for ("operaio" beside a rule for operai).
 */
const COUNTED_FROM = new RegExp(
  `\\banzianità (?:utile|computata|valida|considerata) (?:solo )?(?:dal|a partire dal) (\\d{1,2})°? (${MONTH_NAMES}) (\\d{4})`,
  'i',
);
const GROUP =
  /\bper (?:gli |le |i )?(operai|impiegati|quadri|apprendisti)\b[^.;]*?\banzianità (?:utile|computata|valida|considerata)/i;
const STEMS: Record<string, RegExp> = {
  operai: /\boperai\w*/i,
  impiegati: /\bimpiegat\w*/i,
  quadri: /\bquadr[oi]\b/i,
  apprendisti: /\bapprendist\w*/i,
};

export function countedSeniority(
  statement: string,
  serviceYears: number,
  question: string,
  today: string,
): { years: number } | undefined {
  const found = COUNTED_FROM.exec(statement);
  if (!found) return undefined;
  const group = GROUP.exec(statement)?.[1]?.toLowerCase();
  // A rule for one group counts only for a worker of that group named (an impiegato, or a worker of no group
  // said, keeps the years from the hire).
  if (group && !STEMS[group]?.test(question)) return undefined;
  const day = Number(found[1]);
  const month = MONTHS.findIndex((m) => m.toLowerCase() === (found[2] ?? '').toLowerCase()) + 1;
  const year = Number(found[3]);
  const [ty, tm, td] = today.split('-').map(Number);
  if (!month || !ty || !tm || !td) return undefined;
  const years = ty - year - (tm < month || (tm === month && td < day) ? 1 : 0);
  if (years < 0 || years >= serviceYears) return undefined;
  return { years };
}
