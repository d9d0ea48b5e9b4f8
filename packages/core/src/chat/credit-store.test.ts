import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreditClient } from '../api/credit.js';
import { ApiError } from '../api/errors.js';
import { resolveConfig } from '../config/config.js';
import { type ContractServer, sendJson, startContractServer } from '../testing/index.js';
import { createAuthStore } from './auth-store.js';
import { createCreditStore } from './credit-store.js';

let server: ContractServer;
let balance = 3;
const data = () => ({
  CRMID: 'CRM-1',
  customerType: 'CLIENTE',
  idProduct: 'CCNL-IA-ITERAZIONI',
  availableCredit: balance,
  totalConsumed: 5 - balance,
  totalPurchased: 5,
  measurementUnit: 'ITERAZIONI',
});
beforeAll(async () => {
  server = await startContractServer({
    'GET /api/credit': (req, res) =>
      req.headers.authorization === 'Bearer jwt'
        ? sendJson(res, 200, { data: data() })
        : sendJson(res, 401, { message: 'Accesso richiesto' }),
    'POST /api/registerConsumption': (_req, res) => {
      balance--;
      sendJson(res, 200, { nRetCode: 1, strDescription: 'OK', data: data() });
    },
  });
});
afterAll(() => server.close());

/** A real auth store signed in with the given tier, and a credit store over a real credit client. */
async function signedIn(pos: string, token: string | null = 'jwt') {
  const auth = createAuthStore({
    api: {
      signAuth: async () => ({
        ticketSso: 't',
        jwt: 'h.e30.s',
        profile: { userId: 'u1' },
        roles: [{ pos }],
      }),
    },
    config: resolveConfig(),
  });
  const credit = createCreditStore({
    client: createCreditClient({ baseUrl: server.url, getToken: () => token }),
    auth,
  });
  await auth.signIn('t');
  return { auth, credit };
}

describe('the credit lifecycle', () => {
  it('reads the balance at sign-in, and each registration’s answer replaces it', async () => {
    balance = 3;
    const { auth, credit } = await signedIn('IterazioniCCNLPIU-IA');
    await expect.poll(() => credit.getState().status).toBe('success');
    expect(auth.getState().credito).toBe(3);
    await credit.registerConsumption('risposta-1');
    expect(auth.getState().credito).toBe(2);
    const register = server.requests.findLast((r) => r.url === '/api/registerConsumption');
    expect(register?.headers['idempotency-key']).toBe('risposta-1');
    expect(credit.trialEnded()).toBe(false);
    credit.dispose();
  });

  it('re-reads the balance after a refused answer, and the trial ends once it is known to be 0', async () => {
    balance = 1;
    const { credit } = await signedIn('IterazioniCCNLPIU-IA');
    await expect.poll(() => credit.known()).toBe(true);
    expect(credit.trialEnded()).toBe(false);
    balance = 0;
    credit.afterFailedAnswer();
    await expect.poll(() => credit.trialEnded()).toBe(true);
    credit.dispose();
  });

  it('a refused lookup leaves the balance unknown: no trial-ended on a guess', async () => {
    const { auth, credit } = await signedIn('IterazioniCCNLPIU-IA', null);
    await expect(credit.refresh()).rejects.toBeInstanceOf(ApiError);
    expect(credit.getState().status).toBe('error');
    expect(auth.getState().credito).toBe(0);
    expect(credit.trialEnded()).toBe(false);
    credit.dispose();
  });

  it('reads nothing outside the Iterazioni tier', async () => {
    const before = server.requests.length;
    const { credit } = await signedIn('FULLCCNLPIU-IA');
    await credit.refresh();
    credit.afterFailedAnswer();
    expect(server.requests.length).toBe(before);
    expect(credit.trialEnded()).toBe(false);
    credit.dispose();
  });
});
