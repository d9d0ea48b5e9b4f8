import type { ChatStore, ConversationMessage } from '@ccnl/core';
import { memo, useLayoutEffect, useMemo, useRef } from 'react';
import { useStore } from '../hooks/useStore.js';
import { ui } from '../strings.js';

type MessageListStore = Pick<ChatStore, 'getState' | 'subscribe' | 'takeScrollToBottom'>;

const authorLabel = {
  user: ui.messages.user,
  assistant: ui.messages.assistant,
  error: ui.messages.error,
} as const;

type ShownMessage = ConversationMessage & { role: keyof typeof authorLabel };

const isShown = (message: ConversationMessage): message is ShownMessage => message.role !== 'categories';

/** Memoised: while an answer streams, only the growing message re-renders (the others keep identity). */
const Message = memo(function Message({ message, writing }: { message: ShownMessage; writing: boolean }) {
  return (
    <li className={`message message-${message.role}`}>
      {/* Plain React text: nothing the server sends is ever parsed as HTML. */}
      <article
        className="message-text"
        aria-label={authorLabel[message.role]}
        data-testid={`message-${message.role}`}
        role={message.role === 'error' ? 'alert' : undefined}
      >
        {message.content}
      </article>
      {writing && (
        <p className="message-writing" aria-hidden="true">
          {ui.messages.writing}
        </p>
      )}
    </li>
  );
});

export function MessageList({ chat }: { chat: MessageListStore }) {
  const conversations = useStore(chat, (state) => state.conversations);
  const loading = useStore(chat, (state) => state.loading);
  const messages = useMemo(() => conversations.filter(isShown), [conversations]);
  const listRef = useRef<HTMLElement>(null);

  // Scroll to the bottom on every change, unless the modify-conversation flag says otherwise (spec §2).
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list && messages.length > 0 && chat.takeScrollToBottom()) list.scrollTop = list.scrollHeight;
  }, [chat, messages]);

  const last = messages.at(-1);
  return (
    <section className="messages" aria-label={ui.messages.label} aria-busy={loading} ref={listRef}>
      {messages.length === 0 ? (
        <p className="messages-empty">{ui.messages.empty}</p>
      ) : (
        <ol className="message-list">
          {messages.map((message) => (
            <Message
              key={message.messageId}
              message={message}
              writing={loading && message === last && message.role === 'assistant' && !message.content}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
