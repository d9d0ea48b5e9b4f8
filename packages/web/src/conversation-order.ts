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

export type DateGroup = 'today' | 'yesterday' | 'week' | 'older';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight (local time) of the day `time` falls in. */
const dayStart = (time: number) => {
  const date = new Date(time);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
};

/** Which group a conversation last touched at `updatedAt` goes in, seen on `now` (local calendar days). */
export function dateGroupOf(updatedAt: string, now: Date): DateGroup {
  const time = Date.parse(updatedAt);
  if (Number.isNaN(time)) return 'older';
  const today = dayStart(now.getTime());
  const day = dayStart(time);
  if (day >= today) return 'today';
  if (day >= today - DAY_MS) return 'yesterday';
  if (day >= today - 6 * DAY_MS) return 'week';
  return 'older';
}

/** The conversations (already in order) by date group, groups in order, empty ones left out. */
export function groupByDate(
  list: readonly ConversationSummary[],
  now: Date,
): { group: DateGroup; conversations: ConversationSummary[] }[] {
  const order: DateGroup[] = ['today', 'yesterday', 'week', 'older'];
  const groups = new Map<DateGroup, ConversationSummary[]>();
  for (const conversation of list) {
    const group = dateGroupOf(conversation.updated_at, now);
    groups.set(group, [...(groups.get(group) ?? []), conversation]);
  }
  return order.flatMap((group) => {
    const conversations = groups.get(group);
    return conversations ? [{ group, conversations }] : [];
  });
}

/** Case- and accent-insensitive match of a title against what the user typed. */
export function titleMatches(title: string, query: string): boolean {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLocaleLowerCase('it');
  const needle = fold(query.trim());
  return !needle || fold(title).includes(needle);
}
