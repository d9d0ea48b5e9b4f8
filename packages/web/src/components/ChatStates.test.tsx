import { type ApiClient, createChatStore, texts, uiTexts as ui } from '@ccnl/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dateGroupOf } from '../conversation-order.js';
import {
  chatOn,
  creditStore,
  fakeAuthStore,
  gatedAnswer,
  signedIn,
  testBackendPerFile,
  testConfig,
} from '../test-helpers.js';
import { ask, renderChat as renderWithBackend } from '../test-utils.js';
import { ChatScreen } from './ChatScreen.js';
import { Toaster } from './Toaster.js';

const backend = testBackendPerFile();
const renderChat = (options: Parameters<typeof renderWithBackend>[1] = {}) =>
  renderWithBackend(backend, options);

describe('states a user meets', () => {
  it('an empty chat suggests questions for the current mode; one click asks it', async () => {
    const { chat } = renderChat();
    const suggestions = await screen.findByTestId('suggestions');
    const first = ui.suggestions['main-agent'][0];
    expect(
      within(suggestions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([...ui.suggestions['main-agent']]);
    act(() => chat.setAgent('calcolo'));
    expect(screen.getByTestId('suggestions').textContent).toContain(ui.suggestions.calcolo[0]);
    act(() => chat.setAgent('main-agent'));
    fireEvent.click(screen.getByRole('button', { name: first }));
    await waitFor(() => expect(screen.getByTestId('message-user').textContent).toBe(first));
  });

  it('a failed answer reads in Italian, in the spec’s form, and "Riprova" asks again', async () => {
    backend.answer = () => ({ status: 500, message: 'Internal error' });
    renderChat();
    await ask('Ferie?');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`Errore: ${texts.chatErrors.network}`);
    backend.answer = () => ({ message: 'Ventisei giorni.' });
    fireEvent.click(screen.getByTestId('retry-button'));
    await waitFor(() =>
      expect(screen.getAllByTestId('message-assistant').at(-1)?.textContent).toContain('Ventisei'),
    );
    expect(screen.queryByTestId('retry-button')).toBeNull();
    // Retrying re-asks in place: the question shows once, not once per attempt.
    expect(screen.getAllByTestId('message-user').map((m) => m.textContent)).toEqual(['Ferie?']);
  });

  it('the question box has focus once signed in, and again once an answer ends; Escape stops an answer', async () => {
    renderChat();
    const input = await screen.findByTestId('composer-input');
    await waitFor(() => expect(document.activeElement).toBe(input));
    await ask('Prima');
    await waitFor(() => expect(screen.getByTestId('message-assistant').textContent).toBe('Risposta: Prima'));
    await waitFor(() => expect(document.activeElement).toBe(input));

    const { api: slowApi, release } = gatedAnswer('s-slow', 'Parte ', 'mai vista');
    const slow = createChatStore({
      api: slowApi as unknown as ApiClient,
      getUserId: () => 'u1',
      throttleMs: 0,
    });
    document.body.innerHTML = '';
    render(
      <ChatScreen
        auth={fakeAuthStore(signedIn)}
        chat={slow}
        credit={creditStore()}
        api={chatOn(backend).api}
        config={testConfig}
      />,
    );
    await ask('Lenta');
    await screen.findByTestId('stop-button');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('stop-button')).toBeNull());
    expect(screen.getByTestId('message-assistant').textContent).toContain(texts.chat.interrupted);
    release();
  });

  it('warns an Iterazioni user when one credit is left', async () => {
    const auth = fakeAuthStore({
      ...signedIn,
      roles: [{ pos: 'IterazioniCCNLPIU-IA' }],
      tier: 'IterazioniCCNLPIU-IA',
      credito: 2,
    });
    renderChat({ auth, credit: creditStore('success') });
    await screen.findByTestId('composer-input');
    expect(screen.queryByTestId('credit-warning')).toBeNull();
    act(() => auth.setState({ credito: 1 }));
    expect(screen.getByTestId('credit-warning').textContent).toBe(ui.credit.lastOne);
  });

  it('a user without a subscription reads why, behind the spec’s modal and its sales link', async () => {
    renderChat({ auth: fakeAuthStore({ ...signedIn, roles: [], tier: null }) });
    const page = await screen.findByTestId('no-subscription');
    expect(page.textContent).toContain(ui.noSubscription.text);
    const modal = screen.getByRole('dialog', { name: texts.trialEnded.title });
    expect(within(modal).getByRole('link', { name: texts.trialEnded.contact })).toBeTruthy();
    expect(modal.textContent).toContain(ui.noSubscription.lead);
  });
});

describe('sidebar', () => {
  it('groups conversations by day and searches their titles', async () => {
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    backend.sessions.push(
      { session_id: 'a', title: 'Ferie nel Commercio', updated_at: new Date(now).toISOString() },
      { session_id: 'b', title: 'Permessi nel Turismo', updated_at: new Date(now - 3 * day).toISOString() },
      {
        session_id: 'c',
        title: 'Ferie negli Studi professionali',
        updated_at: new Date(now - 40 * day).toISOString(),
      },
    );
    const { chat } = renderChat();
    await act(() => chat.loadSidebar());
    const groups = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(groups).toEqual([
      ...new Set(backend.sessions.map((s) => ui.sidebar.groups[dateGroupOf(s.updated_at, new Date())])),
    ]);
    expect(groups[0]).toBe('Oggi');
    fireEvent.change(screen.getByTestId('sidebar-search'), { target: { value: 'ferie' } });
    expect(
      screen.getAllByTestId('sidebar-item').map((i) => i.querySelector('.sidebar-item-title')?.textContent),
    ).toEqual(['Ferie nel Commercio', 'Ferie negli Studi professionali']);
    fireEvent.change(screen.getByTestId('sidebar-search'), { target: { value: 'nulla' } });
    expect(screen.getByText(ui.sidebar.noMatch)).toBeTruthy();
  });

  it('a conversation shows as soon as it exists, even when its first answer is stopped', async () => {
    const { api: gated, release } = gatedAnswer('s-new', 'Inizio ');
    const chat = createChatStore({
      api: { ...gated, recentConversations: async () => [] } as unknown as ApiClient,
      getUserId: () => 'u1',
      throttleMs: 0,
    });
    render(
      <ChatScreen
        auth={fakeAuthStore(signedIn)}
        chat={chat}
        credit={creditStore()}
        api={chatOn(backend).api}
        config={testConfig}
      />,
    );
    await ask('Una domanda interrotta');
    await waitFor(() =>
      expect(screen.getByTestId('sidebar-item').textContent).toContain('Una domanda interrotta'),
    );
    act(() => chat.cancel());
    release();
    expect(screen.getByTestId('sidebar-item').textContent).toContain('Una domanda interrotta');
  });

  it('a list that failed to load says so, and "Riprova" loads it', async () => {
    let fail = true;
    const api = {
      recentConversations: async () => {
        if (fail) throw new Error('Failed to fetch');
        return [{ session_id: 'x', title: 'Recuperata', updated_at: new Date().toISOString() }];
      },
    } as unknown as ApiClient;
    const chat = createChatStore({
      api: {
        ...api,
        createEmptySession: async () => 'x',
        openAgentStream: async () => ({ answerId: null, chunks: (async function* () {})() }),
      },
      getUserId: () => 'u1',
    });
    render(
      <ChatScreen
        auth={fakeAuthStore(signedIn)}
        chat={chat}
        credit={creditStore()}
        api={chatOn(backend).api}
        config={testConfig}
      />,
    );
    await act(() => chat.loadSidebar());
    const error = await screen.findByTestId('sidebar-error');
    expect(error.textContent).toContain(ui.sidebar.loadFailed);
    expect(screen.queryByText(ui.sidebar.empty)).toBeNull();
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: ui.sidebar.retry }));
    await waitFor(() => expect(screen.getByTestId('sidebar-item').textContent).toContain('Recuperata'));
  });
});

describe('pickers and toasts', () => {
  it('confirming an empty selection shows no success toast', async () => {
    const { chat } = renderChat();
    await screen.findByTestId('composer-input');
    act(() => chat.openPicker('categories'));
    const dialog = await screen.findByRole('dialog', { name: texts.agentTitle.default });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.categoryPicker.confirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(chat.getState().toasts).toEqual([]);
  });

  it('shows at most three toasts, the newest', () => {
    const { chat } = chatOn(backend);
    render(<Toaster chat={chat} />);
    act(() => {
      for (let n = 0; n < 5; n++) chat.notifyCopied();
    });
    expect(chat.getState().toasts).toHaveLength(5);
    expect(screen.getAllByTestId('toast')).toHaveLength(3);
  });
});
