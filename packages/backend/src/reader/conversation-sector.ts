import type { ReaderInput } from './read.js';
import type { Slots } from './request.js';

interface Reading {
  slots: Slots;
}

/**
 * A follow-up that names only a kind of employer the knowledge base holds no agreement for by itself ("e se
 * lavoro in una piccola azienda artigiana?") may name the conversation's sector's variant of it: the question is
 * read again with the sector of the agreement the conversation was about ("metalmeccanici"), and that reading
 * wins when it finds a held agreement and no agreement left unknown.
 */
export function withConversationSector<T extends Reading>(
  input: ReaderInput,
  own: T,
  previous: readonly number[],
  readAgain: (message: string) => T,
): T {
  if (own.slots.agreements.length || own.slots.unknownAgreements.length !== 1 || previous.length !== 1)
    return own;
  const ccnl = input.kb.byCategory(previous[0] ?? -1);
  const sector = ccnl?.short_name.replace(/^CCNL /, '').split(' ')[0];
  if (!sector) return own;
  const again = readAgain(`${input.message} (${sector.toLowerCase()})`);
  const moved = again.slots.agreements.filter((id) => id !== previous[0]);
  return moved.length === 1 && !again.slots.unknownAgreements.length ? again : own;
}
