import { resolveConfig, uiTexts as ui } from '@ccnl/core';
import { type ContractServer, sendJson, startContractServer } from '@ccnl/core/testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AppServices, createAppServices } from '../app-services.js';
import { createHistoryRouter } from '../router.js';
import { createColorModeStore } from '../theme/color-mode.js';
import { App } from './App.js';

// A JWT-shaped token whose subject is u1 (the stores read `sub`, the server would verify it).
const JWT = `h.${btoa(JSON.stringify({ sub: 'u1' }))}.s`;

type Entry = { session_id: string; message: string; role: string; timestamp: string };

let server: ContractServer;
let history: Entry[] = [];
let releaseAnswer: () => void = () => {};

beforeAll(async () => {
  server = await startContractServer({
    'POST /graphql': (req, res) => {
      const { variables } = JSON.parse(req.body);
      if (variables.ticketSso !== 'demo-full') return sendJson(res, 200, { errors: [{ message: 'Ticket' }] });
      sendJson(res, 200, {
        data: {
          signAuth: {
            ticketSso: 'demo-full',
            jwt: JWT,
            profile: { userId: 'u1', name: 'Anna Rossi' },
            roles: [{ pos: 'FULLCCNLPIU-IA' }],
          },
        },
      });
    },
    'GET /recent-conversations/u1': (_req, res) =>
      sendJson(
        res,
        200,
        history.length
          ? [{ session_id: 's1', title: history[0]?.message ?? '', updated_at: '2026-11-21T10:00:00Z' }]
          : [{ session_id: 's0', title: 'Ferie nel CCNL Commercio', updated_at: '2026-11-20T10:00:00Z' }],
      ),
    'POST /create-empty-session/u1': (_req, res) => sendJson(res, 200, { session_id: 's1' }),
    'GET /conversation-history/u1/s1': (_req, res) => sendJson(res, 200, history),
    'POST /related-questions': (_req, res) => sendJson(res, 200, { domande: [] }),
    'GET /api/riferimenti-risposta/s1': (_req, res) => sendJson(res, 200, { riferimenti: [] }),
    'POST /main-agent': async (req, res) => {
      const body = JSON.parse(req.body);
      history.push({ session_id: 's1', message: body.message, role: 'user', timestamp: 't1' });
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      res.write('Il periodo di prova ');
      // The rest waits for the test, so that it can see the answer while it grows.
      await new Promise<void>((resolve) => {
        releaseAnswer = resolve;
      });
      const answer = 'Il periodo di prova dura 60 giorni.';
      history.push({ session_id: 's1', message: answer, role: 'assistant', timestamp: 't2' });
      res.end('dura 60 giorni.');
    },
  });
});

afterAll(() => server.close());

function post(ticket: string) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { task: 'gethfticket', params: { ticket } },
        origin: window.location.origin,
      }),
    );
  });
}

const shell = () => ({
  router: createHistoryRouter(),
  colorMode: createColorModeStore(),
  deployments: { getState: () => false, subscribe: () => () => {} },
});

let services: AppServices;
afterEach(() => services.dispose());

describe('the app with core stores against a real HTTP server', () => {
  it('signs in from the login panel message, loads the sidebar, and streams an answer', async () => {
    history = [];
    services = createAppServices(resolveConfig({ apiUrl: server.url, gqlEndpoint: `${server.url}graphql` }));
    render(<App services={services} shell={shell()} />);

    post('demo-full');
    expect((await screen.findByTestId('user-name')).textContent).toBe('Anna Rossi');
    await waitFor(() =>
      expect(
        screen
          .getAllByTestId('sidebar-item')
          .map((item) => item.querySelector('.sidebar-item-title')?.textContent),
      ).toEqual(['Ferie nel CCNL Commercio']),
    );

    const input = await screen.findByTestId('composer-input');
    fireEvent.change(input, { target: { value: 'Quanto dura il periodo di prova?' } });
    fireEvent.keyDown(input, { key: 'Enter' });

    expect((await screen.findByTestId('message-user')).textContent).toBe('Quanto dura il periodo di prova?');
    await waitFor(() =>
      expect(screen.getByTestId('message-assistant').textContent).toBe('Il periodo di prova '),
    );
    expect(screen.getByTestId('stop-button')).toBeTruthy();

    act(() => releaseAnswer());
    await waitFor(() =>
      expect(screen.getByTestId('message-assistant').textContent).toBe('Il periodo di prova dura 60 giorni.'),
    );
    await waitFor(() => expect(screen.queryByTestId('stop-button')).toBeNull());
    // The store refreshed the sidebar after the answer: the new conversation is listed.
    await waitFor(() =>
      expect(
        screen
          .getAllByTestId('sidebar-item')
          .map((item) => item.querySelector('.sidebar-item-title')?.textContent),
      ).toEqual(['Quanto dura il periodo di prova?']),
    );
    // Every assistant API call carried the signed-in user's bearer token.
    const apiCalls = server.requests.filter((request) => request.url !== '/graphql');
    expect(apiCalls.length).toBeGreaterThan(3);
    for (const call of apiCalls) expect(call.headers.authorization).toBe(`Bearer ${JWT}`);

    // Signing out from the panel (an empty ticket) clears the user and the chat from the screen.
    post('');
    expect(await screen.findByText(ui.signIn.hint)).toBeTruthy();
    expect(screen.queryByTestId('user-name')).toBeNull();
    expect(services.chat.getState().conversations).toEqual([]);
    expect(services.chat.getState().sidebarConversations).toEqual([]);
  });

  it('a refused ticket leaves the user signed out with a clear message', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    services = createAppServices(resolveConfig({ apiUrl: server.url, gqlEndpoint: `${server.url}graphql` }));
    render(<App services={services} shell={shell()} />);
    post('sbagliato');
    expect(await screen.findByText(ui.signIn.failed)).toBeTruthy();
    expect(screen.queryByTestId('user-name')).toBeNull();
    expect(screen.queryByTestId('composer-input')).toBeNull();
    // The log says that sign-in failed, never which ticket was tried.
    expect(warned.mock.calls.flat().join(' ')).not.toContain('sbagliato');
    warned.mockRestore();
  });
});
