import {
  type AgentName,
  type ChatStore,
  type ConversationMessage,
  chatErrorText,
  texts,
  uiTexts as ui,
} from '@ccnl/core';
import { answerSources } from '@ccnl/core/answer';
import { lazy, memo, Suspense, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '../hooks/useStore.js';
import { loadMarkdownView } from '../lazy-chunks.js';
import { AnswerExtras, type AnswerStore } from './AnswerExtras.js';
import { Icon } from './Icon.js';

type MessageListStore = AnswerStore & Pick<ChatStore, 'takeScrollToBottom' | 'retry'>;

const MarkdownView = lazy(loadMarkdownView);

const authorLabel = {
  user: ui.messages.user,
  assistant: ui.messages.assistant,
  error: ui.messages.error,
} as const;

type ShownMessage = ConversationMessage & { role: keyof typeof authorLabel };

const isShown = (message: ConversationMessage): message is ShownMessage => message.role !== 'categories';

interface MessageProps {
  message: ShownMessage;
  /** This answer is still streaming: no actions under it yet. */
  streaming: boolean;
  /** The conversation's last answer: the one whose payslip field may be edited. */
  last: boolean;
  chat: AnswerStore;
  /** Sends the question again: offered under the last message when it is an error retrying may mend. */
  onRetry?: (() => void) | undefined;
}

/** Memoised: while an answer streams, only the growing message re-renders (the others keep identity). */
const Message = memo(function Message({ message, streaming, last, chat, onRetry }: MessageProps) {
  const isAnswer = message.role === 'assistant';
  // The sources show once, as chips under the answer: the body loses its "Fonti:" block.
  const { body, sources } = useMemo(
    () =>
      isAnswer ? answerSources(message.content, message.riferimenti) : { body: message.content, sources: [] },
    [isAnswer, message.content, message.riferimenti],
  );
  const idPrefix = `fonte-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const markers = useMemo(
    () => ({ count: sources.length, idOf: (n: number) => `${idPrefix}-${n}` }),
    [sources.length, idPrefix],
  );
  const plain = <div className="markdown-plain">{body}</div>;
  const error = useMemo(
    () => (message.role === 'error' ? chatErrorText(message.content) : { text: '', retry: false }),
    [message.role, message.content],
  );
  return (
    <li className={`message message-${message.role}`}>
      <article
        className="message-text"
        aria-label={authorLabel[message.role]}
        data-testid={`message-${message.role}`}
        role={message.role === 'error' ? 'alert' : undefined}
      >
        {isAnswer && message.content ? (
          <Suspense fallback={plain}>
            <MarkdownView source={body} markers={markers} />
          </Suspense>
        ) : message.role === 'error' ? (
          error.text
        ) : (
          message.content
        )}
      </article>
      {onRetry && error.retry && (
        <div className="message-retry">
          <button
            type="button"
            className="button button-secondary button-small"
            data-testid="retry-button"
            onClick={onRetry}
          >
            <Icon name="refresh" />
            {texts.chatErrors.retry}
          </button>
        </div>
      )}
      {streaming && !message.content && (
        <p className="message-writing" aria-hidden="true">
          {ui.messages.writing}
        </p>
      )}
      {isAnswer && !streaming && message.content && (
        <AnswerExtras message={message} sources={sources} sourceIdPrefix={idPrefix} last={last} chat={chat} />
      )}
    </li>
  );
});

/** An empty conversation: what this mode is for, and a few questions to start from. */
function EmptyChat({ agent, onAsk }: { agent: AgentName; onAsk: (question: string) => void }) {
  return (
    <div className="messages-empty">
      <p>{ui.messages.empty}</p>
      <ul className="suggestions" aria-label={ui.messages.suggestions} data-testid="suggestions">
        {ui.suggestions[agent].map((question) => (
          <li key={question}>
            <button type="button" className="related-question" onClick={() => onAsk(question)}>
              {question}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What the answer area announces: the start and the end of an answer, never each chunk. */
function useAnswerAnnouncement(loading: boolean): string {
  const [text, setText] = useState('');
  const wasLoading = useRef(loading);
  useEffect(() => {
    if (loading && !wasLoading.current) setText(ui.messages.answerStarted);
    if (!loading && wasLoading.current) setText(ui.messages.answerEnded);
    wasLoading.current = loading;
  }, [loading]);
  return text;
}

export function MessageList({ chat }: { chat: MessageListStore }) {
  const conversations = useStore(chat, (state) => state.conversations);
  const loading = useStore(chat, (state) => state.loading);
  const agent = useStore(chat, (state) => state.selectedAgent);
  const messages = useMemo(() => conversations.filter(isShown), [conversations]);
  const listRef = useRef<HTMLElement>(null);
  const announcement = useAnswerAnnouncement(loading);

  // Scroll to the bottom on every change, unless the modify-conversation flag says otherwise (spec §2).
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list && messages.length > 0 && chat.takeScrollToBottom()) list.scrollTop = list.scrollHeight;
  }, [chat, messages]);

  const last = messages.at(-1);
  const lastAnswer = messages.findLast((message) => message.role === 'assistant');
  // The store keeps the question even when its conversation could not be created, and re-asks it in place.
  const canRetry = messages.some((message) => message.role === 'user');
  const retry = useMemo(() => (canRetry ? () => void chat.retry() : undefined), [chat, canRetry]);
  return (
    <section className="messages" aria-label={ui.messages.label} aria-busy={loading} ref={listRef}>
      <p className="visually-hidden" role="status" data-testid="answer-status">
        {announcement}
      </p>
      {messages.length === 0 ? (
        <EmptyChat
          agent={agent}
          onAsk={(question) => {
            void chat.send(question);
          }}
        />
      ) : (
        <ol className="message-list">
          {messages.map((message, index) => (
            <Message
              // By position: when the history reloads after an answer (new ids, same texts), each message
              // keeps its component, and its rendered Markdown is reused instead of parsed again.
              // biome-ignore lint/suspicious/noArrayIndexKey: a conversation only grows or is replaced whole
              key={index}
              message={message}
              streaming={loading && message === last && message.role === 'assistant'}
              last={message === lastAnswer && message === last}
              chat={chat}
              onRetry={message === last && message.role === 'error' && !loading ? retry : undefined}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
