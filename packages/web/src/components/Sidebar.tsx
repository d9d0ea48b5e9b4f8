import type { ChatStore } from '@ccnl/core';
import { useMemo } from 'react';
import { newestFirst } from '../conversation-order.js';
import { useStore } from '../hooks/useStore.js';
import { ui } from '../strings.js';

type SidebarStore = Pick<ChatStore, 'getState' | 'subscribe' | 'selectConversation' | 'newConversation'>;

export function Sidebar({ chat }: { chat: SidebarStore }) {
  const conversations = useStore(chat, (state) => state.sidebarConversations);
  const currentId = useStore(chat, (state) => state.currentConversationId);
  const ordered = useMemo(() => newestFirst(conversations), [conversations]);
  return (
    <nav className="sidebar" aria-label={ui.sidebar.label}>
      <button type="button" className="button button-primary" onClick={() => chat.newConversation()}>
        {ui.sidebar.newConversation}
      </button>
      <h2 className="sidebar-title">{ui.sidebar.label}</h2>
      {ordered.length === 0 ? (
        <p className="sidebar-empty">{ui.sidebar.empty}</p>
      ) : (
        <ul className="sidebar-list">
          {ordered.map((conversation) => {
            const title = conversation.title.trim() || ui.sidebar.untitled;
            return (
              <li key={conversation.session_id}>
                <button
                  type="button"
                  className="sidebar-item"
                  data-testid="sidebar-item"
                  title={title}
                  aria-current={conversation.session_id === currentId ? 'true' : undefined}
                  onClick={() => void chat.selectConversation(conversation.session_id)}
                >
                  {title}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
