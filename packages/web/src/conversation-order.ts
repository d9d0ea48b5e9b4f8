import type { ConversationSummary } from '@ccnl/core';

/**
 * The sidebar lists conversations newest first (spec §2). The server already sends them so; sorting again
 * keeps the order right whatever the backend. Dates that do not parse leave the server's order untouched.
 */
export function newestFirst(list: readonly ConversationSummary[]): readonly ConversationSummary[] {
  const times = list.map((conversation) => Date.parse(conversation.updated_at));
  if (times.some(Number.isNaN)) return list;
  return list
    .map((conversation, index) => ({ conversation, time: times[index] ?? 0 }))
    .sort((a, b) => b.time - a.time)
    .map(({ conversation }) => conversation);
}
