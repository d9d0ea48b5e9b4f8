import type { Ccnl } from '../kb/schema.js';
import type { Cell } from './compare-cells.js';
import { gap } from './compare-increase.js';
import { ASKS_LIMIT, ASKS_PAY, limitClauses, SCOPES } from './overtime-limits.js';
import { activityVariantHours, sizeVariantHours } from './overtime-size-limit.js';

/**
 * "qual è il tetto annuo di ore di straordinario nei due contratti? me li mette a confronto?": a comparison of the
 * most overtime hours allowed (a year, a week, a day), not of the surcharges. Each agreement's cell is the limit
 * its overtime rule states for the scope asked (every scope it states when none is asked), the yearly one at the
 * firm's size or activity when the question tells it ("circa 120 dipendenti": 250 of the "fino a 200 dipendenti"
 * variant); a rule that states no limit is the gap. Undefined when the question does not ask a limit (the
 * `text` is the comparison's readable question).
 */
export function overtimeLimitCell(ccnl: Ccnl, text: string, employees?: number): Cell | undefined {
  if (!/straordinar/.test(text) || !ASKS_LIMIT.test(text) || ASKS_PAY.test(text)) return undefined;
  const fact = ccnl.rates;
  const clauses = limitClauses(fact.text ?? '');
  const asked = SCOPES.filter((s) => s.asked.test(text));
  const figures = (asked.length ? asked : SCOPES).flatMap((s) => {
    const clause = clauses.find((c) => s.figure.test(c));
    const m = clause ? s.figure.exec(clause) : null;
    const hours = m?.[1] ?? m?.[2];
    if (!clause || !hours) return [];
    if (s.scope !== 'year') return [`${hours} ore ${s.label}`];
    const own = activityVariantHours(clause, text) ?? sizeVariantHours(clause, text, employees);
    return own && own.hours !== hours
      ? [`${own.hours} ore ${s.label} ${own.condition} (regola generale: ${hours} ore ${s.label})`]
      : [`${hours} ore ${s.label}`];
  });
  if (!figures.length)
    return gap(
      `il limite delle ore di straordinario non è nelle fonti lette${fact.gap ? `: ${fact.gap}` : ''}`,
    );
  return {
    figure: figures.join('; '),
    note: '',
    statement: fact.text ?? '',
    article: fact.article ?? null,
    sources: fact.sources,
  };
}
