import { type AuthStore, type ChatStore, hasAccess } from '@ccnl/core';
import { useDocumentTitle } from '../hooks/useDocumentTitle.js';
import { useStore } from '../hooks/useStore.js';
import { ui } from '../strings.js';
import { Composer } from './Composer.js';
import { MessageList } from './MessageList.js';
import { Sidebar } from './Sidebar.js';

export type ChatScreenStore = Pick<
  ChatStore,
  | 'getState'
  | 'subscribe'
  | 'send'
  | 'cancel'
  | 'selectConversation'
  | 'newConversation'
  | 'takeScrollToBottom'
>;

interface ChatScreenProps {
  auth: Pick<AuthStore, 'getState' | 'subscribe'>;
  chat: ChatScreenStore;
}

/** The index screen (`/`): sidebar, messages and composer once signed in; before that, how to sign in. */
export function ChatScreen({ auth, chat }: ChatScreenProps) {
  useDocumentTitle(null);
  const signedIn = useStore(auth, (state) => state.user !== null);
  const status = useStore(auth, (state) => state.status);
  const tier = useStore(auth, (state) => state.tier);

  if (!signedIn) {
    const text =
      status === 'pending' ? ui.signIn.pending : status === 'error' ? ui.signIn.failed : ui.signIn.hint;
    return (
      <section className="notice" aria-live="polite">
        <h1>{ui.appName}</h1>
        <p>{text}</p>
      </section>
    );
  }
  if (!hasAccess(tier)) {
    return (
      <section className="notice">
        <h1>{ui.appName}</h1>
        <p>{ui.signIn.noAccess}</p>
      </section>
    );
  }
  return (
    <div className="chat">
      <Sidebar chat={chat} />
      <div className="chat-main">
        <h1 className="visually-hidden">{ui.appName}</h1>
        <MessageList chat={chat} />
        <Composer chat={chat} />
      </div>
    </div>
  );
}
