import type { Ccnl, PayTable } from '../kb/schema.js';
import { unreadTableGap } from '../kb/unread-table.js';
import { citeSources } from './answer.js';
import { bold } from './compose.js';
import type { Line } from './topic-line.js';

/**
 * A minimum asked at a day whose table the knowledge base only derived (kb/unread-table.ts) is an honest gap
 * opening the answer, with no € figure: the renewal's tranche days are named without amounts, and cited from
 * the renewal's sources. The tranche amounts stay with the questions that ask the renewal's increase.
 */
export function derivedTableGap(ccnl: Ccnl, what: string, date: string, table: PayTable): Line {
  const text = unreadTableGap(ccnl, what, date, table, bold);
  return { text, citations: citeSources(ccnl, text, ccnl.validity.article ?? null, ccnl.validity.sources) };
}
