import { cliTexts as cli } from '@ccnl/core/strings';
import type { Api } from './api.js';
import { UsageError } from './errors.js';

/** A whole conversation id (a UUID): used as it is, without a lookup. */
const FULL_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The conversation an id or the start of one names, among the user's recent conversations (the server
 * lists the last 20). A prefix that matches none is used as given (the server says whether it exists);
 * one that matches several is a usage error that lists them.
 */
export async function resolveConversationId(api: Api, userId: string, idOrPrefix: string): Promise<string> {
  const wanted = idOrPrefix.trim();
  if (FULL_ID.test(wanted)) return wanted;
  const recent = await api.recentConversations(userId);
  const matches = recent.filter((row) => row.session_id.toLowerCase().startsWith(wanted.toLowerCase()));
  if (matches.length === 1 && matches[0]) return matches[0].session_id;
  if (matches.length > 1) {
    throw new UsageError(
      cli.conversations.ambiguous(
        wanted,
        matches.map((row) => `${row.session_id}  ${row.title}`),
      ),
    );
  }
  return wanted;
}

/** The most recent conversation, for `ask --continue`; a usage error when there is none. */
export async function lastConversationId(api: Api, userId: string): Promise<string> {
  const latest = await api.getLatestSession(userId).catch(() => null);
  if (latest) return latest;
  const [first] = await api.recentConversations(userId);
  if (!first) throw new UsageError(cli.conversations.noneToContinue);
  return first.session_id;
}
