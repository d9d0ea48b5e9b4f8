import { euro, italianDate } from '../kb/format.js';
import type { Ccnl, PayTable } from '../kb/schema.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import { derivedTableGap } from './derived-table-gap.js';
import { levelLabel, tranchesDueLine } from './renewal-tranches-due.js';
import { levelAfterOf } from './shared/levels.js';

/**
 * A figure weighed against a minimum the knowledge base only derived (kb/unread-table.ts): the minimum is not
 * said. A figure at or below the last table read on a page (or one of its items: "il minimo della D1 è ancora
 * 1.917,03") cannot hold the renewal's tranches since, which only add: that verdict is sure, with the tranches
 * due; any other figure is the gap.
 */
export function unreadMinimumCheck(
  ccnl: Ccnl,
  level: string,
  date: string,
  table: PayTable,
  said: number,
  message: string,
): AgentAnswer {
  const gap = derivedTableGap(ccnl, `il ${levelAfterOf(ccnl, level)}`, date, table);
  const lastRead = ccnl.pay_tables
    .filter((t) => t.unit === table.unit && !t.derived && t.effective_from <= date)
    .filter((t) => (t.section ?? '') === (table.section ?? ''))
    .sort((a, b) => a.effective_from.localeCompare(b.effective_from))
    .at(-1);
  const row = lastRead?.levels.find((r) => r.level === level);
  const item = row?.components.find((c) => Math.abs(c.amount - said) < 0.005);
  const tranches = ccnl.validity.tranches.filter((d) => lastRead && d > lastRead.effective_from && d <= date);
  if (!lastRead || !row || !tranches.length || (said > row.amount + 0.005 && !item))
    return compose({ answer: gap.text, citations: gap.citations, related: [] });
  const since = `della tabella in vigore dal ${italianDate(lastRead.effective_from)}`;
  const what = item
    ? `è la voce «${item.label}» ${since}`
    : Math.abs(said - row.amount) < 0.005
      ? `è il minimo ${since}`
      : `è sotto il minimo ${since} (${euro(row.amount)})`;
  const due = tranchesDueLine(ccnl, level, date, message);
  return compose({
    answer: `${bold('No')}: la cifra indicata (${euro(said)}) ${what} del ${levelLabel(ccnl, level)} del ${ccnl.short_name}, superata dalle tranche del rinnovo decorse da allora.${due ? ` ${due}` : ''}`,
    steps: [gap.text.replace(/\*\*/g, '')],
    citations: gap.citations,
    related: [],
  });
}
