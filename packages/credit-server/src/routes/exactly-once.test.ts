import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type RunningCreditServer, readBody, startCreditServer } from '../testing/credit-server.js';
import {
  DEMO,
  type FakeConsumptionService,
  startFakeConsumptionService,
} from '../testing/fake-consumption-service.js';

let fake: FakeConsumptionService;
let server: RunningCreditServer;
let token: string;

/** Fresh services per test: every test starts from a known balance. */
async function setUp(purchased: number, env: Record<string, string> = {}) {
  fake = await startFakeConsumptionService({ purchased });
  server = await startCreditServer(fake, env);
  token = await fake.token();
}

afterEach(async () => {
  await server?.close();
  await fake?.close();
});

const balance = () => {
  const customer = fake.customer(DEMO.crmid);
  return customer.purchased - customer.consumed;
};

function register(key: string, body?: unknown, who = token) {
  return server.post('api/registerConsumption', { token: who, key, ...(body !== undefined ? { body } : {}) });
}

describe('idempotency key', () => {
  beforeEach(() => setUp(5));

  it('is required: 400 without it, nothing debited', async () => {
    const res = await server.post('api/registerConsumption', { token });
    expect(res.status).toBe(400);
    expect((await readBody(res)).message).toMatch(/Idempotency-Key/);
    const tooLong = await register('x'.repeat(201));
    expect(tooLong.status).toBe(400);
    expect(balance()).toBe(5);
  });

  it('debits once for the same key twice and replays the first answer', async () => {
    const first = await register('risposta-1');
    const firstBody = await readBody(first);
    expect(first.status).toBe(200);
    expect(firstBody).toMatchObject({ nRetCode: 1, data: { availableCredit: 4 } });

    const second = await register('risposta-1');
    expect(second.status).toBe(200);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await readBody(second)).toEqual(firstBody);
    expect(balance()).toBe(4);
    expect(fake.debitedKeys(DEMO.crmid)).toHaveLength(1);
    // The replay never reached the service.
    expect(fake.registerKeys()).toHaveLength(1);

    // Core's client, as the web app calls it, gets the same replayed balance.
    expect((await server.client(token).registerConsumption('risposta-1')).availableCredit).toBe(4);
    expect((await server.client(token).registerConsumption('risposta-2')).availableCredit).toBe(3);
  });

  it('refuses a used key with a different body: 422, nothing debited again', async () => {
    expect((await register('risposta-1', { sessione: 'a', risposta: 2 })).status).toBe(200);
    // Same content in another key order is the same body.
    expect((await register('risposta-1', { risposta: 2, sessione: 'a' })).status).toBe(200);
    const reused = await register('risposta-1', { sessione: 'b' });
    expect(reused.status).toBe(422);
    expect((await readBody(reused)).message).toBe(
      'Questa chiave Idempotency-Key è già stata usata per una richiesta diversa.',
    );
    expect((await register('risposta-1')).status).toBe(422);
    expect(balance()).toBe(4);
  });

  it('keeps keys per user: another user’s same key is their own consumption', async () => {
    fake.addCustomer({ crmid: 'CRM-2', customerType: 'CLIENTE', ticket: 'ticket-2', purchased: 3 });
    const other = await fake.token({ sub: 'u-2', crmid: 'CRM-2', tkt: 'ticket-2' });
    expect((await register('condivisa')).status).toBe(200);
    expect((await register('condivisa', undefined, other)).status).toBe(200);
    expect(balance()).toBe(4);
    expect(fake.customer('CRM-2').consumed).toBe(1);
  });

  it('answers 409 when the same key is still in flight after its wait, then replays', async () => {
    await server.close();
    server = await startCreditServer(fake, { CCNL_IDEMPOTENCY_WAIT_MS: '200' });
    fake.hold();
    const first = register('in-volo');
    await expect.poll(() => fake.registerKeys().length).toBe(1);
    const second = await register('in-volo');
    expect(second.status).toBe(409);
    expect(second.headers.get('retry-after')).toBe('1');
    expect((await readBody(second)).message).toMatch(/ancora in corso/);
    fake.release();
    expect((await first).status).toBe(200);
    const third = await register('in-volo');
    expect(third.status).toBe(200);
    expect(third.headers.get('idempotent-replayed')).toBe('true');
    expect(balance()).toBe(4);
  });

  it('lets calls with a key in flight wait for its answer and replay it: 50 at once, one debit, 50 answers', async () => {
    await server.close();
    // A wait far longer than the held call: every other call is answered by the replay, none by 409.
    server = await startCreditServer(fake, { CCNL_IDEMPOTENCY_WAIT_MS: '15000' });
    fake.hold();
    const pending = Promise.all(Array.from({ length: 50 }, () => register('attesa')));
    // 50 calls on a busy machine: the first reaches the service in its own time.
    await expect.poll(() => fake.registerKeys().length, { timeout: 20_000 }).toBe(1);
    fake.release();
    const answers = await pending;
    expect(answers.map((res) => res.status)).toEqual(Array(50).fill(200));
    expect(answers.filter((res) => res.headers.get('idempotent-replayed') === 'true')).toHaveLength(49);
    const bodies = await Promise.all(answers.map((res) => readBody(res)));
    for (const body of bodies) expect(body.data?.availableCredit).toBe(4);
    expect(fake.registerKeys()).toHaveLength(1);
    expect(balance()).toBe(4);
  });

  it('debits once for 50 concurrent calls with the same key', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => register('stessa-chiave')));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    // Every other call was told it is in flight; none failed otherwise.
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(balance()).toBe(4);
    expect(fake.debitedKeys(DEMO.crmid)).toHaveLength(1);
    const bodies = await Promise.all(answers.filter((res) => res.status === 200).map((res) => readBody(res)));
    for (const body of bodies) expect(body.data?.availableCredit).toBe(4);
  });

  it('lets exactly k of N concurrent keys through with credit for k, never below zero', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => register(`chiave-${i}`)));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 402)).toHaveLength(15);
    expect(balance()).toBe(0);
    const bodies = await Promise.all(answers.map((res) => readBody(res)));
    for (const body of bodies) {
      if (body.data) expect(body.data?.availableCredit).toBeGreaterThanOrEqual(0);
      else
        expect(body).toEqual({
          nRetCode: 5098,
          strDescription: 'Crediti non disponibili',
          message: 'Crediti non disponibili',
        });
    }
    // A refused key stays refused: its answer is final.
    const refusedKey = `chiave-${statuses.indexOf(402)}`;
    expect((await register(refusedKey)).status).toBe(402);
  });

  it('survives a restart: the same key after it debits nothing', async () => {
    const before = await readBody(await register('prima-del-riavvio'));
    await server.restart();
    const after = await register('prima-del-riavvio');
    expect(after.status).toBe(200);
    expect(await readBody(after)).toEqual(before);
    expect(balance()).toBe(4);
    expect(fake.registerKeys()).toHaveLength(1);
  });
});

describe('upstream faults', () => {
  beforeEach(() => setUp(5));

  it.each([
    ['a dropped connection', ['drop']],
    ['a connection dropped after the commit', ['drop-after-commit']],
    ['a connection broken mid-answer', ['drop-mid-body']],
    ['a 500', [{ status: 500 }]],
    ['a 503 then a 429 with Retry-After', [{ status: 503 }, { status: 429, retryAfter: '0' }]],
    ['a stall past the time limit', ['stall']],
  ] as const)('retries %s with the same key and debits once', async (_name, faults) => {
    fake.failNext('register', ...faults);
    const res = await register('con-guasti');
    expect(res.status).toBe(200);
    expect((await readBody(res)).data?.availableCredit).toBe(4);
    expect(balance()).toBe(4);
    const keys = fake.registerKeys();
    expect(keys.length).toBe(faults.filter((fault) => fault !== 'drop').length + 1);
    expect(new Set(keys).size).toBe(1);
  });

  it('gives up after the bounded retries with 504 on timeouts, and a retry of the key debits once', async () => {
    fake.failNext('register', 'stall', 'stall', 'stall');
    const started = Date.now();
    const res = await register('lenta');
    expect(res.status).toBe(504);
    expect(await readBody(res)).toEqual({
      nRetCode: 0,
      strDescription: 'Il servizio crediti non ha risposto in tempo. Riprova tra poco.',
      message: 'Il servizio crediti non ha risposto in tempo. Riprova tra poco.',
    });
    // Three attempts of 500 ms plus two pauses of at most 1 s: bounded.
    expect(Date.now() - started).toBeLessThan(3_500 + 1_000);
    // The client's retry of the key goes upstream again with the same upstream key: one debit.
    const again = await register('lenta');
    expect(again.status).toBe(200);
    expect(balance()).toBe(4);
    expect(new Set(fake.registerKeys()).size).toBe(1);
  });

  it('answers 502 when every attempt fails after committing, and the retry of the key replays the debit', async () => {
    fake.failNext('register', 'drop-after-commit', { status: 500 }, 'drop');
    const res = await register('sfortunata');
    expect(res.status).toBe(502);
    expect((await readBody(res)).message).toBe('Il servizio crediti non è raggiungibile. Riprova tra poco.');
    expect(balance()).toBe(4);
    const retried = await server.client(token).registerConsumption('sfortunata');
    expect(retried.availableCredit).toBe(4);
    expect(balance()).toBe(4);
    expect(new Set(fake.registerKeys()).size).toBe(1);
  });

  it('stops at a Retry-After longer than it can wait', async () => {
    fake.failNext('register', { status: 429, retryAfter: '120' });
    const res = await register('rimandata');
    expect(res.status).toBe(502);
    expect(fake.registerKeys()).toHaveLength(1);
    expect(balance()).toBe(5);
  });

  it('answers an answer that is not JSON as an invalid answer, without retrying', async () => {
    fake.failNext('register', 'garbage');
    const res = await register('illeggibile');
    expect(res.status).toBe(502);
    expect(await readBody(res)).toEqual({
      nRetCode: 0,
      strDescription: 'Risposta non valida',
      message: 'Risposta non valida',
    });
    expect(fake.registerKeys()).toHaveLength(1);
  });

  it('answers 503 when the token keys cannot be fetched, naming no internal detail', async () => {
    const cold = await startCreditServer(fake, { CCNL_JWKS_URL: 'http://127.0.0.1:9/.well-known/jwks.json' });
    try {
      const res = await cold.post('api/consumption', { token });
      expect(res.status).toBe(503);
      const text = await res.text();
      expect(JSON.parse(text).message).toBe(
        'Servizio di autenticazione non raggiungibile. Riprova tra poco.',
      );
      expect(text).not.toContain('127.0.0.1');
    } finally {
      await cold.close();
    }
  });
});
