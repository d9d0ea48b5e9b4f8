import type { ChatState, ConversationMessage, Riferimento } from '@ccnl/core';
import { answerSources } from '@ccnl/core/answer';

/** What is printed once, above the live area, in Ink's `<Static>`. */
export type TranscriptItem =
  | { key: string; kind: 'message'; message: ConversationMessage }
  | { key: string; kind: 'references'; content: string; riferimenti: Riferimento[] };

export interface Transcript {
  /** Changes whenever the view starts over (another conversation): the `<Static>` is mounted anew. */
  generation: number;
  conversationId: string | null;
  items: TranscriptItem[];
  /** How many of the shown messages are printed. */
  printed: number;
  /** Shown messages whose references are printed. */
  withReferences: ReadonlySet<number>;
  /** An answer was live (streaming, or waiting for its references) at the last advance: not printed yet. */
  answerLive: boolean;
}

export const emptyTranscript: Transcript = {
  generation: 0,
  conversationId: null,
  items: [],
  printed: 0,
  withReferences: new Set(),
  answerLive: false,
};

/** The messages a chat shows; a `categories` entry is state, not a message. */
export const shownMessages = (state: Pick<ChatState, 'conversations'>): ConversationMessage[] =>
  state.conversations.filter((message) => message.role !== 'categories');

/**
 * The answer still streaming, which re-renders in the live area until it is finished: printed once, it waits
 * for its references (the after-stream transitions), so that they print with it, numbered as its text cites them.
 */
export function liveAnswer(
  state: Pick<ChatState, 'conversations' | 'loading' | 'finishing'>,
): ConversationMessage | null {
  if (!state.loading && !state.finishing) return null;
  const last = state.conversations.at(-1);
  return last?.role === 'assistant' ? last : null;
}

/**
 * Appends to the transcript what has become final since `previous`: finished messages, and references that
 * arrived after their answer was printed. Printed items never change; another conversation starts over.
 */
export function advanceTranscript(previous: Transcript, state: ChatState): Transcript {
  const shown = shownMessages(state);
  const switched =
    state.currentConversationId !== previous.conversationId &&
    (previous.conversationId !== null || previous.printed > 0);
  const restart = switched || (state.conversations.length === 0 && previous.printed > 0);
  const current = restart ? { ...emptyTranscript, generation: previous.generation + 1 } : previous;
  // A history reload may drop messages kept only locally (a failed stream): follow it without reprinting.
  let printedBefore = Math.min(current.printed, shown.length);
  const live = liveAnswer(state);
  const finished = live ? shown.length - 1 : shown.length;
  // The reload after an answer may drop messages before it (a conversation the picker started afresh): the
  // answer that was live is the last message and was never printed, whatever the count says.
  if (current.answerLive && !live && shown.at(-1)?.role === 'assistant' && printedBefore >= shown.length)
    printedBefore = shown.length - 1;
  const items: TranscriptItem[] = [];
  const withReferences = new Set(current.withReferences);
  for (let index = 0; index < Math.min(printedBefore, finished); index++) {
    const message = shown[index];
    if (message?.role !== 'assistant' || !message.riferimenti.length || withReferences.has(index)) continue;
    withReferences.add(index);
    // References that arrive late are printed right under their answer, so only while it is the last thing
    // printed: under a later answer they would read as that answer's (an interrupted answer's references,
    // stored by the server, come with the next question's history).
    if (index !== printedBefore - 1) continue;
    items.push({
      key: `${current.generation}:${index}:refs`,
      kind: 'references',
      // The answer's text numbers its references.
      content: message.content,
      riferimenti: message.riferimenti,
    });
  }
  for (let index = printedBefore; index < finished; index++) {
    const message = shown[index];
    // An answer that never got a word (a failed or stopped request) has nothing to show.
    if (!message || (message.role === 'assistant' && !message.content)) continue;
    items.push({ key: `${current.generation}:${index}`, kind: 'message', message });
    // Printed with its list (its own "Fonti" block, its stored references): references arriving later (the
    // after-stream transitions failed) would list the same pages again.
    if (answerSources(message.content, message.riferimenti).sources.length) withReferences.add(index);
  }
  const printed = Math.max(printedBefore, finished);
  const sameId = state.currentConversationId === previous.conversationId;
  const answerLive = live !== null;
  if (
    !items.length &&
    !restart &&
    sameId &&
    printed === previous.printed &&
    answerLive === previous.answerLive
  )
    return previous;
  return {
    ...current,
    conversationId: state.currentConversationId,
    items: items.length ? [...current.items, ...items] : current.items,
    printed,
    withReferences,
    answerLive,
  };
}
