import { addDays, italianDate } from '../../kb/format.js';
import { freshness } from '../../kb/freshness.js';
import type { KnowledgeBase } from '../../kb/knowledge-base.js';
import type { Ccnl } from '../../kb/schema.js';
import type { AgentAnswer } from '../answer.js';

/** How far ahead of the date asked a pay answer names the next tranche: the next payroll or two. */
export const NEXT_TRANCHE_DAYS = 60;

// Every answer that states a minimum cites its table as "tabella minimi dal …" (orari for domestic work).
const PAY_TABLE = /^tabella minimi/i;

/**
 * The freshness lines of an answer on `date`, once per agreement whose data it cites: any such answer says
 * the agreement has expired; one that states pay from a table also says a tranche already due is missing,
 * and names a tranche due within NEXT_TRANCHE_DAYS. A line the answer already says in its own words is left out.
 */
export function freshnessNotes(kb: KnowledgeBase, answer: AgentAnswer, date: string): string[] {
  const byName = new Map(kb.agreements.map((c) => [c.short_name, c]));
  // Each agreement cited, with the pay tables the answer cites of it ("tabella minimi dal 1° giugno 2026").
  const cited = new Map<Ccnl, string[]>();
  for (const r of answer.riferimenti) {
    const ccnl = byName.get(r.ccnl);
    if (!ccnl) continue;
    const tables = cited.get(ccnl) ?? [];
    if (PAY_TABLE.test(r.article ?? '')) tables.push(r.article ?? '');
    cited.set(ccnl, tables);
  }
  const soon = addDays(date, NEXT_TRANCHE_DAYS);
  return [...cited].flatMap(([ccnl, tables]) => {
    const f = freshness(ccnl, date);
    const statesPay = tables.length > 0;
    const next = f.nextTranche;
    // An answer already on a table from the next tranche on (a December tredicesima asked from a hire date)
    // or naming that date itself needs no reminder of it.
    const alreadyThere =
      next !== undefined &&
      (answer.brief.includes(italianDate(next)) ||
        ccnl.pay_tables.some(
          (t) =>
            t.effective_from >= next &&
            tables.some((a) => a.endsWith(`dal ${italianDate(t.effective_from)}`)),
        ));
    const nextSoon = statesPay && next !== undefined && next <= soon && !alreadyThere;
    // A renewal answer may already say the expiry in its own words.
    const saysExpiry =
      f.expiresOn !== null && answer.brief.includes(`scaduto il ${italianDate(f.expiresOn)}`);
    return [
      saysExpiry ? undefined : f.expiredWarning,
      statesPay ? f.trancheWarning : undefined,
      nextSoon ? f.nextTrancheNote : undefined,
    ].filter((line): line is string => line !== undefined);
  });
}

/**
 * The answer with its freshness lines after the body and before the sources. They go outside `brief`, so a
 * model restating the body is still followed by them.
 */
export function withFreshness<T extends AgentAnswer>(answer: T, kb: KnowledgeBase, date: string): T {
  const notes = freshnessNotes(kb, answer, date);
  if (!notes.length || !answer.text.startsWith(answer.brief)) return answer;
  const closing = answer.text.slice(answer.brief.length);
  return { ...answer, text: `${[answer.brief, '', ...notes].join('\n')}${closing}` };
}
