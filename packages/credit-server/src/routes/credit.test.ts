import { ApiError, creditErrorMessage, texts } from '@ccnl/core';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type RunningCreditServer, readBody, startCreditServer } from '../testing/credit-server.js';
import {
  DEMO,
  type FakeConsumptionService,
  PRODUCT_ID,
  SERVICE_PASSWORD,
  SERVICE_USERNAME,
  startFakeConsumptionService,
} from '../testing/fake-consumption-service.js';

let fake: FakeConsumptionService;
let server: RunningCreditServer;
let token: string;

beforeAll(async () => {
  fake = await startFakeConsumptionService({ purchased: 5 });
  server = await startCreditServer(fake);
  token = await fake.token();
});

afterAll(async () => {
  await server.close();
  await fake.close();
});

afterEach(() => {
  fake.calls.length = 0;
});

async function errorOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('trust', () => {
  it('answers 401 without a token, with a bad one, or one signed by anyone else', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT({ crmid: DEMO.crmid, ctype: DEMO.ctype, tkt: DEMO.tkt })
      .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
      .setIssuer(fake.issuer)
      .setAudience('ccnl')
      .setSubject(DEMO.sub)
      .setExpirationTime('1h')
      .sign(privateKey);
    const expired = await fake.token({}, '-1m');
    const withoutTicket = await fake.token({ tkt: '' });
    for (const bad of [null, 'non-un-jwt', forged, expired, withoutTicket]) {
      const error = await errorOf(server.client(bad).credit());
      expect(error.status).toBe(401);
      expect(error.message).toBe('Sessione non valida o scaduta: accedi di nuovo.');
    }
    const raw = await server.post('api/registerConsumption', { key: 'k-senza-token' });
    expect(raw.status).toBe(401);
    expect(raw.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(fake.calls).toEqual([]);
  });

  it('builds every upstream call from the verified token and its own configuration, never from the body', async () => {
    const res = await server.post('api/consumption', {
      token,
      body: {
        CRMID: 'CRM-ALTRUI',
        Ticket: 'ticket-altrui',
        Customer_Type: 'ALTRO',
        IdProduct: 'GRATIS',
        Username: 'intruso',
        Password: 'x',
        URL: 'http://attaccante.example',
      },
    });
    expect(res.status).toBe(200);
    const key = 'chiave-fiducia-1';
    const registered = await server.post('api/registerConsumption', {
      token,
      key,
      body: { Quantity: 1000, CRMID: 'CRM-ALTRUI' },
    });
    expect(registered.status).toBe(200);

    const [check, register] = fake.calls;
    expect(check?.body).toEqual({
      // The server's own public URL (CCNL_CREDIT_URL, here its default).
      URL: 'http://127.0.0.1:3000/',
      Ticket: DEMO.tkt,
      CRMID: DEMO.crmid,
      Customer_Type: DEMO.ctype,
      IdProduct: PRODUCT_ID,
      MeasurementUnit: 'ITERAZIONI',
      VerifyCredit: true,
      Username: SERVICE_USERNAME,
      Password: SERVICE_PASSWORD,
    });
    expect(register?.body).toMatchObject({
      Ticket: DEMO.tkt,
      Username: SERVICE_USERNAME,
      Password: SERVICE_PASSWORD,
      crmidlist: [
        {
          CRMID: DEMO.crmid,
          Customer_Type: DEMO.ctype,
          consumptions: [
            {
              ConsumptionType: 'ITERAZIONE',
              VerifyCredit: true,
              VerifyOverquota: true,
              MeasurementUnit: 'ITERAZIONI',
              IdProduct: PRODUCT_ID,
              consumptionList: [{ Key: expect.stringMatching(new RegExp(`^${key}\\|`)), Quantity: 1 }],
            },
          ],
        },
      ],
    });
    // The key carries the ISO timestamp of the first receipt.
    const upstreamKey = fake.registerKeys()[0];
    const stamp = upstreamKey?.split('|')[1] ?? '';
    expect(new Date(stamp).toISOString()).toBe(stamp);
    expect(Math.abs(Date.parse(stamp) - Date.now())).toBeLessThan(10_000);
  });

  it('never shows the service credentials to a client', async () => {
    fake.failNext('check', {
      reply: { nRetCode: 801, strDescription: `bad password ${SERVICE_PASSWORD}`, crmidlist: [] },
    });
    const res = await server.post('api/consumption', { token });
    const text = await res.text();
    expect(res.status).toBe(502);
    expect(text).not.toContain(SERVICE_PASSWORD);
    expect(text).not.toContain(SERVICE_USERNAME);
    expect(JSON.parse(text)).toEqual({
      nRetCode: 801,
      strDescription: 'Credenziali non valide',
      message: 'Credenziali non valide',
    });
    const config = await (await fetch(new URL('app-config.json', server.url))).text();
    expect(config).not.toContain(SERVICE_PASSWORD);
    expect(config).not.toContain(fake.consumptionUrl);
  });
});

describe('GET /api/credit', () => {
  it('gives the credit data of the token’s customer', async () => {
    const data = await server.client(token).credit();
    const customer = fake.customer(DEMO.crmid);
    expect(data).toEqual({
      CRMID: DEMO.crmid,
      customerType: DEMO.ctype,
      idProduct: PRODUCT_ID,
      availableCredit: customer.purchased - customer.consumed,
      totalConsumed: customer.consumed,
      totalPurchased: customer.purchased,
      measurementUnit: 'ITERAZIONI',
    });
  });

  it('answers an exhausted balance as a balance of 0, so the client shows the trial-ended modal', async () => {
    fake.addCustomer({ crmid: 'CRM-ZERO', customerType: 'CLIENTE', ticket: 'ticket-zero', purchased: 0 });
    const zero = await fake.token({ sub: 'u-zero', crmid: 'CRM-ZERO', tkt: 'ticket-zero' });
    expect((await server.client(zero).credit()).availableCredit).toBe(0);
    // The consumption check says the same with 402, the trial-ended status.
    const error = await errorOf(server.client(zero).checkConsumption());
    expect(error).toMatchObject({ status: 402, message: 'Crediti non disponibili' });
  });

  it('shows the last balance it stored when the service is down, and an error when it knows none', async () => {
    await server.client(token).checkConsumption();
    const known = await server.client(token).credit();
    fake.failNext('check', 'drop', 'drop', 'drop');
    const res = await fetch(new URL('api/credit', server.url), {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(await readBody(res)).toMatchObject({ data: known, stale: true });

    fake.addCustomer({ crmid: 'CRM-NUOVO', customerType: 'CLIENTE', ticket: 'ticket-nuovo', purchased: 2 });
    const stranger = await fake.token({ sub: 'u-nuovo', crmid: 'CRM-NUOVO', tkt: 'ticket-nuovo' });
    fake.failNext('check', 'drop', 'drop', 'drop');
    const error = await errorOf(server.client(stranger).credit());
    expect(error).toMatchObject({
      status: 502,
      message: 'Il servizio crediti non è raggiungibile. Riprova tra poco.',
    });
  });
});

describe('POST /api/consumption', () => {
  it('answers the check with its result code, description and credit data', async () => {
    const res = await server.post('api/consumption', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await readBody(res);
    expect(body).toMatchObject({ nRetCode: 1, strDescription: 'OK', data: { CRMID: DEMO.crmid } });
    expect(body.data?.availableCredit).toBe(
      fake.customer(DEMO.crmid).purchased - fake.customer(DEMO.crmid).consumed,
    );
  });

  it('stores the available credit after the check, across a restart', async () => {
    const checked = await server.client(token).checkConsumption();
    await server.restart();
    fake.failNext('check', 'drop', 'drop', 'drop');
    const res = await fetch(new URL('api/credit', server.url), {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await readBody(res)).toMatchObject({
      data: { availableCredit: checked.availableCredit },
      stale: true,
    });
  });
});

describe('result codes (spec §8)', () => {
  const cases: [code: number, description: string, status: number, message: string][] = [
    [5039, 'Parametro mancante', 400, 'Parametro mancante'],
    [5039, 'Dati CRMID mancanti', 400, 'Dati CRMID mancanti'],
    [5051, 'Token SSO non valido', 401, 'Token SSO non valido'],
    [5085, 'Il cliente non esiste', 404, 'Il cliente non esiste'],
    [5089, 'Profilo non valido', 403, 'Profilo non valido'],
    [5092, 'Permessi insufficienti', 403, 'Permessi insufficienti'],
    [5098, 'Crediti non disponibili', 402, 'Crediti non disponibili'],
    [801, 'Credenziali non valide', 502, 'Credenziali non valide'],
    [5114, 'Verifica crediti non impostata', 502, 'Verifica crediti non impostata'],
    [0, 'Risposta non valida', 502, 'Risposta non valida'],
    [4242, 'qualcosa', 502, 'Errore sconosciuto'],
    [4243, 'CRMID bloccato', 502, 'Errore CRMID'],
  ];

  it.each(cases)('%i (%s) answers %i with %s', async (code, description, status, message) => {
    fake.failNext('check', { reply: { nRetCode: code, strDescription: description, crmidlist: [] } });
    const res = await server.post('api/consumption', { token });
    expect(res.status).toBe(status);
    expect(await readBody(res)).toEqual({ nRetCode: code, strDescription: message, message });
    // The texts are the catalogue's, not retyped.
    expect(message).toBe(creditErrorMessage(code, { crmid: /crmid/i.test(description) }));
  });

  it('maps the real causes, not only canned answers', async () => {
    const unknownTicket = await fake.token({ tkt: 'ticket-sconosciuto' });
    expect((await errorOf(server.client(unknownTicket).checkConsumption())).status).toBe(401);
    const unknownCustomer = await fake.token({ crmid: 'CRM-SCONOSCIUTO' });
    expect((await errorOf(server.client(unknownCustomer).checkConsumption())).status).toBe(404);
    fake.addCustomer({ crmid: 'CRM-2', customerType: 'CLIENTE', ticket: 'ticket-2', purchased: 1 });
    const someoneElses = await fake.token({ crmid: 'CRM-2' });
    const mismatch = await errorOf(server.client(someoneElses).registerConsumption('k-profilo'));
    expect(mismatch).toMatchObject({ status: 403, message: texts.credit[5089] });
    expect(fake.customer('CRM-2').consumed).toBe(0);
  });

  it('answers a success without its CRMID entry as the service’s fault', async () => {
    fake.failNext('check', { reply: { nRetCode: 1, strDescription: 'OK', crmidlist: [] } });
    const res = await server.post('api/consumption', { token });
    expect(res.status).toBe(502);
    expect((await readBody(res)).message).toBe('Dati CRMID mancanti');
  });
});

describe('rate limiting', () => {
  it('allows a burst per user, then answers 429 with Retry-After; other users are not affected', async () => {
    const limited = await startCreditServer(fake, { CCNL_CREDIT_RATE_LIMIT: '3' });
    try {
      for (let i = 0; i < 3; i++) expect((await limited.post('api/consumption', { token })).status).toBe(200);
      const refused = await limited.post('api/consumption', { token });
      expect(refused.status).toBe(429);
      // A one-minute window (@fastify/rate-limit): the wait is what is left of it.
      const wait = Number(refused.headers.get('retry-after'));
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(60);
      expect((await readBody(refused)).message).toBe(
        `Troppe richieste: riprova tra ${wait} ${wait === 1 ? 'secondo' : 'secondi'}.`,
      );
      const lookup = await errorOf(limited.client(token).credit());
      expect(lookup.status).toBe(429);

      const other = await fake.token({ sub: 'u-altro' });
      expect((await limited.post('api/consumption', { token: other })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
