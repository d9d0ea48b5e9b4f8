import { ApiError, createCreditClient } from '@ccnl/core';
import { type ContractServer, sendJson, startContractServer } from '@ccnl/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeAuthStore } from '../test-helpers.js';
import { createCreditStore } from './credit.js';

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

describe('credit', () => {
  it('loads the balance into the auth state, and the registration’s answer updates it', async () => {
    const auth = fakeAuthStore();
    const credit = createCreditStore(
      createCreditClient({ baseUrl: server.url, getToken: () => 'jwt' }),
      auth,
    );
    expect(credit.getState().status).toBe('idle');
    await credit.refresh();
    expect(credit.getState().status).toBe('success');
    expect(auth.getState().credito).toBe(3);
    await credit.registerConsumption('key-1');
    expect(auth.getState().credito).toBe(2);
    const register = server.requests.find((r) => r.url === '/api/registerConsumption');
    expect(register?.headers['idempotency-key']).toBe('key-1');
    expect(register?.headers.authorization).toBe('Bearer jwt');
  });

  it('a refused lookup leaves the balance unknown (no trial-ended modal on a guess)', async () => {
    const auth = fakeAuthStore();
    const credit = createCreditStore(createCreditClient({ baseUrl: server.url, getToken: () => null }), auth);
    await expect(credit.refresh()).rejects.toBeInstanceOf(ApiError);
    expect(credit.getState().status).toBe('error');
    expect(auth.setCredit).not.toHaveBeenCalled();
  });
});
