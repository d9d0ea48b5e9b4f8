import type { ChatStore, ConversationSummary } from '@ccnl/core';
import { useMemo, useState } from 'react';
import { newestFirst } from '../conversation-order.js';
import { useStore } from '../hooks/useStore.js';
import { ui } from '../strings.js';
import { ConfirmDialog } from './ConfirmDialog.js';
import { Icon } from './Icon.js';

export type SidebarStore = Pick<
  ChatStore,
  'getState' | 'subscribe' | 'selectConversation' | 'newConversation' | 'deleteConversation'
>;

const titleOf = (conversation: ConversationSummary) => conversation.title.trim() || ui.sidebar.untitled;

/**
 * Recent conversations, newest first: select one to load it, delete one after a confirmation, start a new
 * one. It reads only the sidebar's own state, so a streaming answer never re-renders it.
 */
export function Sidebar({ chat, onDone }: { chat: SidebarStore; onDone?: () => void }) {
  const conversations = useStore(chat, (state) => state.sidebarConversations);
  const currentId = useStore(chat, (state) => state.currentConversationId);
  const deleting = useStore(chat, (state) => state.deleting);
  const ordered = useMemo(() => newestFirst(conversations), [conversations]);
  const [toDelete, setToDelete] = useState<ConversationSummary | null>(null);

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
      {ordered.length === 0 ? (
        <p className="sidebar-empty">{ui.sidebar.empty}</p>
      ) : (
        <ul className="sidebar-list">
          {ordered.map((conversation) => {
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
                  {title}
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
