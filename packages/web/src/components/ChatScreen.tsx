import { isLoggedIn, uiTexts as ui } from '@ccnl/core';
import { lazy, Suspense } from 'react';
import { useDocumentTitle } from '../hooks/useDocumentTitle.js';
import { useStore } from '../hooks/useStore.js';
import { loadChatView } from '../lazy-chunks.js';
import type { ChatViewProps } from './ChatView.js';

const ChatView = lazy(loadChatView);

function Notice({ text }: { text: string }) {
  return (
    <section className="notice" aria-live="polite">
      <h1>{ui.appName}</h1>
      <p>{text}</p>
    </section>
  );
}

/** The index screen (`/`): how to sign in, then the chat. */
export function ChatScreen(props: ChatViewProps) {
  useDocumentTitle(null);
  const signedIn = useStore(props.auth, (state) => isLoggedIn(state.user));
  const status = useStore(props.auth, (state) => state.status);
  if (!signedIn) {
    return (
      <Notice
        text={
          status === 'pending' ? ui.signIn.pending : status === 'error' ? ui.signIn.failed : ui.signIn.hint
        }
      />
    );
  }
  return (
    <Suspense fallback={<Notice text={ui.loading} />}>
      <ChatView {...props} />
    </Suspense>
  );
}
