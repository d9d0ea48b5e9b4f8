import { MONTH_NAMES, MONTHS } from '../kb/format.js';
import { stepInMonth } from '../kb/increases.js';
import type { Ccnl } from '../kb/schema.js';

const MONTH_YEAR = new RegExp(String.raw`\b(${MONTH_NAMES}) (?:del |di )?(20\d\d)\b`, 'gi');

/**
 * "di quanto è aumentato il minimo del C3 a giugno 2026 e di quanto aumenterà a giugno 2027?": the tranches of the
 * other months the question names beside the one answered, each a line of its own in the question's order (a
 * second ask is never dropped). Undefined when no other month named has a tranche at the level.
 */
export function otherMonthsLine(
  ccnl: Ccnl,
  level: string | undefined,
  question: string,
  answered: string | undefined,
  today: string,
  lineAt: (ccnl: Ccnl, level: string, date: string, question: string, lead: boolean, today: string) => string,
): string | undefined {
  if (!level || !answered) return undefined;
  const months = [...question.matchAll(MONTH_YEAR)].map(
    (m) => `${m[2]}-${String(MONTHS.indexOf((m[1] ?? '').toLowerCase()) + 1).padStart(2, '0')}-01`,
  );
  const others = [...new Set(months)].filter(
    (d) => d.slice(0, 7) !== answered.slice(0, 7) && stepInMonth(ccnl, level, d) !== undefined,
  );
  return others.length
    ? others.map((d) => lineAt(ccnl, level, d, question, false, today)).join(' ')
    : undefined;
}
