import type { ChatStore, ConversationSummary } from '@ccnl/core';
import { uiTexts as ui } from '@ccnl/core';
import { useId, useMemo, useState } from 'react';
import { groupByDate, newestFirst, titleMatches } from '../conversation-order.js';
import { useStore } from '../hooks/useStore.js';
import { ConfirmDialog } from './ConfirmDialog.js';
import { Icon } from './Icon.js';

export type SidebarStore = Pick<
  ChatStore,
  'getState' | 'subscribe' | 'selectConversation' | 'newConversation' | 'deleteConversation' | 'loadSidebar'
>;

const titleOf = (conversation: ConversationSummary) => conversation.title.trim() || ui.sidebar.untitled;

const timeOf = (updatedAt: string, group: string) => {
  const date = new Date(updatedAt);
  if (Number.isNaN(date.getTime())) return '';
  return group === 'today' || group === 'yesterday'
    ? date.toLocaleTimeString('it-IT', { hour: '2-digit', minute: '2-digit' })
    : date.toLocaleDateString('it-IT', { day: 'numeric', month: 'short' });
};

/**
 * The conversation in view as soon as it exists, even before the server lists it (its first answer may have
 * been stopped): titled by its first question. It selects primitives only, so a streaming answer (whose text
 * changes, not its question) never re-renders the sidebar.
 */
function useCurrentDraft(
  chat: SidebarStore,
  listed: readonly ConversationSummary[],
): ConversationSummary | null {
  const currentId = useStore(chat, (state) => state.currentConversationId);
  const question = useStore(
    chat,
    (state) => state.conversations.find((m) => m.role === 'user')?.content ?? null,
  );
  const [since] = useState(() => new Date().toISOString());
  // The store reloads the list once a new conversation's first answer ends, stopped or failed included.
  const known = currentId !== null && listed.some((conversation) => conversation.session_id === currentId);

  if (!currentId || known || !question) return null;
  return { session_id: currentId, title: question, updated_at: since };
}

/**
 * Recent conversations, newest first and grouped by day (Oggi, Ieri, Ultimi 7 giorni, Più vecchie), with a
 * search over titles: select one to load it, delete one after a confirmation, start a new one. A list that
 * failed to load says so, with a retry.
 */
export function Sidebar({ chat, onDone }: { chat: SidebarStore; onDone?: () => void }) {
  const conversations = useStore(chat, (state) => state.sidebarConversations);
  const currentId = useStore(chat, (state) => state.currentConversationId);
  const deleting = useStore(chat, (state) => state.deleting);
  const status = useStore(chat, (state) => state.sidebarStatus);
  const draft = useCurrentDraft(chat, conversations);
  const [query, setQuery] = useState('');
  const searchId = useId();
  const groups = useMemo(() => {
    const all = draft ? [draft, ...newestFirst(conversations)] : newestFirst(conversations);
    return groupByDate(
      all.filter((conversation) => titleMatches(titleOf(conversation), query)),
      new Date(),
    );
  }, [conversations, draft, query]);
  const [toDelete, setToDelete] = useState<ConversationSummary | null>(null);
  const empty = conversations.length === 0 && !draft;

  return (
    <nav className="sidebar" aria-label={ui.sidebar.label}>
      <button
        type="button"
        className="button button-primary"
        onClick={() => {
          chat.newConversation();
          onDone?.();
        }}
      >
        <Icon name="plus" />
        {ui.sidebar.newConversation}
      </button>
      <h2 className="sidebar-title">{ui.sidebar.label}</h2>
      {!empty && (
        <div className="sidebar-search">
          <label htmlFor={searchId} className="visually-hidden">
            {ui.sidebar.search}
          </label>
          <Icon name="search" />
          <input
            id={searchId}
            type="search"
            className="input"
            placeholder={ui.sidebar.search}
            data-testid="sidebar-search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
      )}
      {status === 'error' && empty ? (
        <div className="sidebar-error" role="alert" data-testid="sidebar-error">
          <p>{ui.sidebar.loadFailed}</p>
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => void chat.loadSidebar()}
          >
            <Icon name="refresh" />
            {ui.sidebar.retry}
          </button>
        </div>
      ) : empty ? (
        <p className="sidebar-empty">{status === 'pending' ? ui.sidebar.loading : ui.sidebar.empty}</p>
      ) : groups.length === 0 ? (
        <p className="sidebar-empty">{ui.sidebar.noMatch}</p>
      ) : (
        groups.map(({ group, conversations: rows }) => (
          <section key={group} className="sidebar-group" aria-label={ui.sidebar.groups[group]}>
            <h3 className="sidebar-group-title">{ui.sidebar.groups[group]}</h3>
            <ul className="sidebar-list">
              {rows.map((conversation) => {
                const title = titleOf(conversation);
                return (
                  <li key={conversation.session_id} className="sidebar-row">
                    <button
                      type="button"
                      className="sidebar-item"
                      data-testid="sidebar-item"
                      title={title}
                      aria-current={conversation.session_id === currentId ? 'true' : undefined}
                      onClick={() => {
                        void chat.selectConversation(conversation.session_id);
                        onDone?.();
                      }}
                    >
                      <span className="sidebar-item-title">{title}</span>
                      <span className="sidebar-item-time">{timeOf(conversation.updated_at, group)}</span>
                    </button>
                    <button
                      type="button"
                      className="icon-button sidebar-delete"
                      data-testid="sidebar-delete"
                      aria-label={ui.sidebar.delete(title)}
                      title={ui.sidebar.delete(title)}
                      onClick={() => setToDelete(conversation)}
                    >
                      <Icon name="trash" />
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        ))
      )}
      {status === 'error' && !empty && (
        <p className="sidebar-error" role="alert">
          {ui.sidebar.refreshFailed}{' '}
          <button type="button" className="link-button" onClick={() => void chat.loadSidebar()}>
            {ui.sidebar.retry}
          </button>
        </p>
      )}
      {toDelete && (
        <ConfirmDialog
          title={ui.deleteDialog.title}
          text={ui.deleteDialog.text(titleOf(toDelete))}
          confirmLabel={ui.deleteDialog.confirm}
          cancelLabel={ui.deleteDialog.cancel}
          busy={deleting}
          onCancel={() => setToDelete(null)}
          onConfirm={() => {
            void chat.deleteConversation(toDelete.session_id).finally(() => setToDelete(null));
          }}
        />
      )}
    </nav>
  );
}
