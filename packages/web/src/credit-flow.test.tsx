import { resolveConfig, texts } from '@ccnl/core';
import { type ContractServer, sendJson, startContractServer } from '@ccnl/core/testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppServices } from './app-services.js';
import { App } from './components/App.js';
import { createHistoryRouter } from './router.js';
import { createColorModeStore } from './theme/color-mode.js';

const JWT = `h.${btoa(JSON.stringify({ sub: 'u1' }))}.s`;
let server: ContractServer;
let balance = 1;

beforeAll(async () => {
  server = await startContractServer({
    'POST /graphql': (_req, res) =>
      sendJson(res, 200, {
        data: {
          signAuth: {
            ticketSso: 't',
            jwt: JWT,
            profile: { userId: 'u1', name: 'Paolo' },
            roles: [{ pos: 'IterazioniCCNLPIU-IA' }],
          },
        },
      }),
    'GET /recent-conversations/u1': (_req, res) => sendJson(res, 200, []),
    'POST /create-empty-session/u1': (_req, res) => sendJson(res, 200, { session_id: 's1' }),
    'GET /api/credit': (_req, res) =>
      sendJson(res, 200, {
        data: {
          CRMID: 'C',
          customerType: 'CLIENTE',
          idProduct: 'P',
          availableCredit: balance,
          totalConsumed: 5 - balance,
          totalPurchased: 5,
          measurementUnit: 'ITERAZIONI',
        },
      }),
    // Spent meanwhile elsewhere: the backend's own check refuses the answer.
    'POST /main-agent': (_req, res) => {
      balance = 0;
      sendJson(res, 402, { message: 'Crediti non disponibili' });
    },
  });
});
afterAll(() => server.close());

describe('Iterazioni credit in the app', () => {
  it('shows the balance, and a refused answer re-reads it and brings up the trial-ended modal', async () => {
    const services = createAppServices(
      resolveConfig({ apiUrl: server.url, gqlEndpoint: `${server.url}graphql`, creditUrl: server.url }),
    );
    const shell = {
      router: createHistoryRouter(),
      colorMode: createColorModeStore(),
      deployments: { getState: () => false, subscribe: () => () => {} },
    };
    render(<App services={services} shell={shell} />);
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { task: 'gethfticket', params: { ticket: 't' } },
          origin: window.location.origin,
        }),
      );
    });
    await waitFor(() => expect(screen.getByTestId('credit').textContent).toBe('Crediti: 1'));
    const input = await screen.findByTestId('composer-input');
    fireEvent.change(input, { target: { value: 'Ferie?' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Errore: Crediti non disponibili'),
    );
    expect(await screen.findByRole('dialog', { name: texts.trialEnded.title })).toBeTruthy();
    expect(screen.getByTestId('credit').textContent).toBe('Crediti: 0');
    services.dispose();
  });
});
