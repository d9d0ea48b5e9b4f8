import type { ConversationMessage } from '@ccnl/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ui } from '../strings.js';
import { fakeAuthStore, fakeChatStore, signedIn } from '../test-helpers.js';
import { ChatScreen } from './ChatScreen.js';

let ids = 0;
function message(role: ConversationMessage['role'], content: string): ConversationMessage {
  return {
    id: 's1',
    messageId: `m${++ids}`,
    content,
    role,
    timestamp: '2026-11-21T10:00:00.000Z',
    relatedQuestions: [],
    riferimenti: [],
    agentName: 'main-agent',
    showAction: false,
    modified: false,
    calcola_field: false,
  };
}

function renderChat(chat = fakeChatStore(), auth = fakeAuthStore(signedIn)) {
  render(<ChatScreen auth={auth} chat={chat} />);
  return { chat, auth };
}

describe('ChatScreen', () => {
  it('before sign-in shows how to sign in, and no composer', () => {
    const auth = fakeAuthStore();
    renderChat(fakeChatStore(), auth);
    expect(screen.getByText(ui.signIn.hint)).toBeTruthy();
    expect(screen.queryByTestId('composer-input')).toBeNull();

    act(() => auth.setState({ status: 'pending' }));
    expect(screen.getByText(ui.signIn.pending)).toBeTruthy();
    act(() => auth.setState(signedIn));
    expect(screen.getByTestId('composer-input')).toBeTruthy();
  });

  it('tells a signed-in user without a product role that there is no access', () => {
    renderChat(fakeChatStore(), fakeAuthStore({ ...signedIn, roles: [], tier: null }));
    expect(screen.getByText(ui.signIn.noAccess)).toBeTruthy();
    expect(screen.queryByTestId('composer-input')).toBeNull();
  });

  it('renders a streamed answer as it grows, with the stop button while loading', () => {
    const question = message('user', 'Quanto dura il periodo di prova?');
    const answer = message('assistant', '');
    const { chat } = renderChat(fakeChatStore({ conversations: [question, answer], loading: true }));

    expect(screen.getByTestId('message-user').textContent).toBe('Quanto dura il periodo di prova?');
    expect(screen.getByText(ui.messages.writing)).toBeTruthy();
    expect(screen.getByTestId('stop-button').textContent).toBe(ui.composer.stop);

    act(() => chat.setState({ conversations: [question, { ...answer, content: 'Il periodo' }] }));
    expect(screen.getByTestId('message-assistant').textContent).toBe('Il periodo');
    expect(screen.queryByText(ui.messages.writing)).toBeNull();

    act(() =>
      chat.setState({
        conversations: [question, { ...answer, content: 'Il periodo di prova dura:\n- 60 giorni' }],
        loading: false,
      }),
    );
    expect(screen.getByTestId('message-assistant').textContent).toBe(
      'Il periodo di prova dura:\n- 60 giorni',
    );
    expect(screen.queryByTestId('stop-button')).toBeNull();
    expect(chat.takeScrollToBottom).toHaveBeenCalled();
  });

  it('shows server text as text, never as HTML', () => {
    renderChat(
      fakeChatStore({ conversations: [message('assistant', '<img src=x onerror="alert(1)"> <b>ok</b>')] }),
    );
    const answer = screen.getByTestId('message-assistant');
    expect(answer.textContent).toBe('<img src=x onerror="alert(1)"> <b>ok</b>');
    expect(answer.querySelector('img, b')).toBeNull();
  });

  it('shows error messages and hides categories entries', () => {
    renderChat(
      fakeChatStore({
        conversations: [
          message('categories', '4,11'),
          message('user', 'Ciao'),
          message('error', 'Errore: boom'),
        ],
      }),
    );
    expect(screen.getByRole('alert').textContent).toBe('Errore: boom');
    expect(screen.queryByText('4,11')).toBeNull();
  });

  it('Enter sends and clears the composer, Shift+Enter does not send', () => {
    const { chat } = renderChat();
    const input = screen.getByTestId('composer-input') as HTMLTextAreaElement;
    const send = screen.getByTestId('send-button') as HTMLButtonElement;
    expect(send.disabled).toBe(true);

    fireEvent.change(input, { target: { value: 'Prima riga' } });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(chat.send).not.toHaveBeenCalled();

    fireEvent.keyDown(input, { key: 'Enter' });
    expect(chat.send).toHaveBeenCalledExactlyOnceWith('Prima riga');
    expect(input.value).toBe('');

    fireEvent.change(input, { target: { value: 'Seconda domanda' } });
    fireEvent.click(send);
    expect(chat.send).toHaveBeenLastCalledWith('Seconda domanda');
  });

  it('the stop button cancels the answer in progress', () => {
    const { chat } = renderChat(fakeChatStore({ loading: true }));
    fireEvent.click(screen.getByRole('button', { name: ui.composer.stop }));
    expect(chat.cancel).toHaveBeenCalledOnce();
  });

  it('lists recent conversations newest first; selecting one loads it; a new one can start', () => {
    const { chat } = renderChat(
      fakeChatStore({
        sidebarConversations: [
          { session_id: 'old', title: 'Ferie', updated_at: '2026-11-20T09:00:00.000Z' },
          { session_id: 'new', title: 'Straordinari', updated_at: '2026-11-21T09:00:00.000Z' },
        ],
        currentConversationId: 'old',
      }),
    );
    const items = screen.getAllByTestId('sidebar-item');
    expect(items.map((item) => item.textContent)).toEqual(['Straordinari', 'Ferie']);
    expect(items[1]?.getAttribute('aria-current')).toBe('true');

    fireEvent.click(items[0] as HTMLElement);
    expect(chat.selectConversation).toHaveBeenCalledExactlyOnceWith('new');

    const sidebar = screen.getByRole('navigation', { name: ui.sidebar.label });
    fireEvent.click(within(sidebar).getByRole('button', { name: ui.sidebar.newConversation }));
    expect(chat.newConversation).toHaveBeenCalledOnce();
  });
});
