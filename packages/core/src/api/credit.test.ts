import { afterEach, describe, expect, it } from 'vitest';
import type { CreditData } from '../model/consumption.js';
import { type ContractServer, sendJson, startContractServer } from '../testing/index.js';
import { createCreditClient } from './credit.js';
import { ApiError, NetworkError, ValidationError } from './errors.js';

const DATA: CreditData = {
  CRMID: 'CRM-100004',
  customerType: 'CLIENTE',
  idProduct: 'CCNL-IA-ITERAZIONI',
  availableCredit: 4,
  totalConsumed: 1,
  totalPurchased: 5,
  measurementUnit: 'ITERAZIONI',
};

let server: ContractServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('createCreditClient', () => {
  it('calls the credit routes with the bearer token and gives the credit data', async () => {
    server = await startContractServer({
      'GET /api/credit': (_q, r) => sendJson(r, 200, { data: DATA }),
      'POST /api/consumption': (_q, r) => sendJson(r, 200, { nRetCode: 1, strDescription: 'OK', data: DATA }),
      'POST /api/registerConsumption': (_q, r) =>
        sendJson(r, 200, { nRetCode: 1, strDescription: 'OK', data: { ...DATA, availableCredit: 3 } }),
    });
    // No trailing slash: the client adds it.
    const client = createCreditClient({ baseUrl: server.url.slice(0, -1), getToken: () => 'jwt-1' });
    expect(await client.credit()).toEqual(DATA);
    expect(await client.checkConsumption()).toEqual(DATA);
    expect((await client.registerConsumption('risposta-1')).availableCredit).toBe(3);

    const [lookup, check, register] = server.requests;
    expect(lookup).toMatchObject({ method: 'GET', url: '/api/credit', body: '' });
    expect(check).toMatchObject({ method: 'POST', url: '/api/consumption', body: '' });
    expect(register).toMatchObject({ method: 'POST', url: '/api/registerConsumption', body: '' });
    expect(register?.headers['idempotency-key']).toBe('risposta-1');
    for (const request of server.requests) expect(request.headers.authorization).toBe('Bearer jwt-1');
    // The customer is the token's: nothing about it travels in the request.
    expect(check?.headers['content-type']).toBeUndefined();
  });

  it.each([
    [402, 'Crediti non disponibili'],
    [403, 'Permessi insufficienti'],
    [409, 'Una richiesta con questa chiave è ancora in corso'],
    [504, 'Il servizio crediti non ha risposto in tempo'],
  ])('turns a %i into an ApiError with the server’s Italian message', async (status, message) => {
    server = await startContractServer({
      'POST /api/registerConsumption': (_q, r) => sendJson(r, status, { nRetCode: 5098, message }),
    });
    const client = createCreditClient({ baseUrl: server.url, getToken: () => 'jwt-1' });
    const error = await client.registerConsumption('k').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, message, code: 'API_ERROR', retryable: status >= 500 });
  });

  it('keeps the status when the error body is not JSON', async () => {
    server = await startContractServer({
      'GET /api/credit': (_q, r) =>
        r.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>'),
    });
    const error = await createCreditClient({ baseUrl: server.url, getToken: () => null })
      .credit()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502 });
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('refuses an answer without credit data', async () => {
    server = await startContractServer({
      'GET /api/credit': (_q, r) => sendJson(r, 200, { data: { availableCredit: 'tanti' } }),
    });
    const client = createCreditClient({ baseUrl: server.url, getToken: () => 'jwt-1' });
    await expect(client.credit()).rejects.toBeInstanceOf(ValidationError);
  });

  it('raises NetworkError when the server cannot be reached, and lets an abort through', async () => {
    server = await startContractServer({});
    const url = server.url;
    await server.close();
    server = undefined;
    const client = createCreditClient({ baseUrl: url, getToken: () => 'jwt-1' });
    await expect(client.credit()).rejects.toBeInstanceOf(NetworkError);

    const controller = new AbortController();
    controller.abort();
    const aborted = await client.credit({ signal: controller.signal }).catch((e: unknown) => e);
    expect(aborted).not.toBeInstanceOf(NetworkError);
    expect((aborted as Error).name).toBe('AbortError');
  });
});
