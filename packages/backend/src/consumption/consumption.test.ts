import { type AgentPayload, CONSUMPTION_OK, consumptionAnswerSchema, texts } from '@ccnl/core';
import { collect } from '@ccnl/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientFor,
  type RunningBackend,
  removeDir,
  signIn,
  startBackend,
  tempDir,
} from '../testing/backend.js';
import { startBackendProcess } from '../testing/process.js';

const SERVICE = { Username: 'credit-server', Password: 'ccnl-local-consumption-secret' };
const PRODUCT = 'CCNL-IA-ITERAZIONI';
/** demo-iterazioni: 5 credits bought. */
const ITERAZIONI = { Ticket: 'demo-iterazioni', CRMID: 'CRM-100004', Customer_Type: 'CLIENTE' };

const checkBody = (overrides: Record<string, unknown> = {}) => ({
  URL: 'http://127.0.0.1:3000/',
  ...ITERAZIONI,
  IdProduct: PRODUCT,
  MeasurementUnit: 'ITERAZIONI',
  VerifyCredit: true,
  ...SERVICE,
  ...overrides,
});

const registration = (
  keys: string[],
  overrides: Record<string, unknown> = {},
  consumption: Record<string, unknown> = {},
) => ({
  URL: 'http://127.0.0.1:3000/',
  Ticket: ITERAZIONI.Ticket,
  ...SERVICE,
  crmidlist: [
    {
      CRMID: ITERAZIONI.CRMID,
      Customer_Type: ITERAZIONI.Customer_Type,
      consumptions: [
        {
          ConsumptionType: 'ITERAZIONE',
          VerifyCredit: true,
          VerifyOverquota: false,
          MeasurementUnit: 'ITERAZIONI',
          IdProduct: PRODUCT,
          consumptionList: keys.map((Key) => ({ Key, Quantity: 1 })),
          ...consumption,
        },
      ],
    },
  ],
  ...overrides,
});

async function post(base: string, path: 'check' | 'register', body: unknown) {
  const response = await fetch(`${base}consumption/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  // Every answer is what core's schema parses: the contract with the credit server.
  return consumptionAnswerSchema.parse(await response.json());
}

const key = (n: number | string) => `u-demo-iterazioni:${new Date(Date.UTC(2025, 0, 1)).toISOString()}:${n}`;

describe('consumption check', () => {
  let backend: RunningBackend;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(async () => {
    await backend.close();
    removeDir(backend.config.dataDir);
  });

  it('answers the balance of a customer who may consume', async () => {
    expect(await post(backend.url, 'check', checkBody())).toEqual({
      nRetCode: CONSUMPTION_OK,
      strDescription: 'OK',
      crmidlist: [
        {
          CRMID: 'CRM-100004',
          Customer_Type: 'CLIENTE',
          consumptions: [],
          AvailableCredit: 5,
          Total_Consumed: 0,
          Total_Purchased: 5,
          MeasurementUnit: 'ITERAZIONI',
        },
      ],
    });
  });

  it('produces every code of spec §8 by its real cause', async () => {
    const cases: [string, unknown, number, string][] = [
      ['wrong password', checkBody({ Password: 'sbagliata' }), 801, 'Credenziali non valide'],
      ['wrong username', checkBody({ Username: 'altro' }), 801, 'Credenziali non valide'],
      [
        'no credentials',
        { ...checkBody(), Username: undefined, Password: undefined },
        801,
        'Credenziali non valide',
      ],
      ['not an object', [checkBody()], 801, 'Credenziali non valide'],
      ['empty ticket', checkBody({ Ticket: '' }), 5039, 'Parametro mancante'],
      ['no CRMID', { ...checkBody(), CRMID: undefined }, 5039, 'Parametro mancante'],
      ['flag of the wrong type', checkBody({ VerifyCredit: 'true' }), 5039, 'Parametro mancante'],
      ['unknown ticket', checkBody({ Ticket: 'ticket-sconosciuto' }), 5051, 'Token SSO non valido'],
      ['unknown customer', checkBody({ CRMID: 'CRM-999999' }), 5085, 'Il cliente non esiste'],
      [
        'customer type of another profile',
        checkBody({ Customer_Type: 'AZIENDA' }),
        5089,
        'Profilo non valido',
      ],
      ['ticket of another customer', checkBody({ Ticket: 'demo-full' }), 5089, 'Profilo non valido'],
      [
        'customer without the Iterazioni role',
        checkBody({ Ticket: 'demo-full', CRMID: 'CRM-100001' }),
        5092,
        'Permessi insufficienti',
      ],
      ['another product', checkBody({ IdProduct: 'ALTRO-PRODOTTO' }), 5092, 'Permessi insufficienti'],
      ['another unit', checkBody({ MeasurementUnit: 'ORE' }), 5092, 'Permessi insufficienti'],
      ['credit verification off', checkBody({ VerifyCredit: false }), 5114, 'Verifica crediti non impostata'],
      [
        'no credit left',
        checkBody({ Ticket: 'demo-esaurito', CRMID: 'CRM-100005' }),
        5098,
        'Crediti non disponibili',
      ],
    ];
    for (const [name, body, code, text] of cases) {
      const answer = await post(backend.url, 'check', body);
      expect([answer.nRetCode, answer.strDescription], name).toEqual([code, text]);
      expect(answer.strDescription, name).toBe(texts.credit[code as keyof typeof texts.credit]);
    }
    // Before the caller is known to own the customer, no balance is disclosed.
    expect((await post(backend.url, 'check', checkBody({ Ticket: 'demo-full' }))).crmidlist).toEqual([]);
    const exhausted = await post(
      backend.url,
      'check',
      checkBody({ Ticket: 'demo-esaurito', CRMID: 'CRM-100005' }),
    );
    expect(exhausted.crmidlist[0]).toMatchObject({ AvailableCredit: 0, Total_Purchased: 0 });
  });

  it('answers malformed JSON with 400 and a message, like every route', async () => {
    const response = await fetch(`${backend.url}consumption/check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"Username": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Richiesta non valida: JSON malformato' });
  });
});

describe('consumption registration', () => {
  let backend: RunningBackend;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(async () => {
    await backend.close();
    removeDir(backend.config.dataDir);
  });

  it('debits, and a replay of the same key returns the original answer without a second debit', async () => {
    const first = await post(backend.url, 'register', registration([key(1)]));
    expect(first).toEqual({
      nRetCode: CONSUMPTION_OK,
      strDescription: 'OK',
      crmidlist: [
        {
          CRMID: 'CRM-100004',
          Customer_Type: 'CLIENTE',
          consumptions: [{ Key: key(1), Quantity: 1, IdProduct: PRODUCT }],
          AvailableCredit: 4,
          Total_Consumed: 1,
          Total_Purchased: 5,
          MeasurementUnit: 'ITERAZIONI',
        },
      ],
    });
    expect(await post(backend.url, 'register', registration([key(1)]))).toEqual(first);
    expect((await post(backend.url, 'check', checkBody())).crmidlist[0]?.AvailableCredit).toBe(4);
  });

  it('debits once for concurrent registrations of the same key', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(backend.url, 'register', registration([key('stessa')]))),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect((await post(backend.url, 'check', checkBody())).crmidlist[0]).toMatchObject({
      AvailableCredit: 3,
      Total_Consumed: 2,
    });
  });

  it('refuses missing CRMID data, missing fields and bad credentials by their codes, debiting nothing', async () => {
    const cases: [string, unknown, number, string][] = [
      ['empty crmidlist', registration([key(2)], { crmidlist: [] }), 5039, 'Dati CRMID mancanti'],
      ['no crmidlist', registration([key(2)], { crmidlist: undefined }), 5039, 'Dati CRMID mancanti'],
      ['no consumptions', registration([]), 5039, 'Dati CRMID mancanti'],
      ['empty key', registration(['']), 5039, 'Parametro mancante'],
      [
        'zero quantity',
        registration([key(2)], {}, { consumptionList: [{ Key: key(2), Quantity: 0 }] }),
        5039,
        'Parametro mancante',
      ],
      ['bad password', registration([key(2)], { Password: 'x' }), 801, 'Credenziali non valide'],
      ['unknown ticket', registration([key(2)], { Ticket: 'nessuno' }), 5051, 'Token SSO non valido'],
      ['another product', registration([key(2)], {}, { IdProduct: 'ALTRO' }), 5092, 'Permessi insufficienti'],
    ];
    for (const [name, body, code, text] of cases) {
      const answer = await post(backend.url, 'register', body);
      expect([answer.nRetCode, answer.strDescription], name).toEqual([code, text]);
    }
    expect((await post(backend.url, 'check', checkBody())).crmidlist[0]?.AvailableCredit).toBe(3);
  });

  it('never overdraws: with 3 credits left, 10 concurrent different keys debit exactly 3', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(backend.url, 'register', registration([key(`parallela-${i}`)])),
      ),
    );
    const codes = answers.map((a) => a.nRetCode);
    expect(codes.filter((c) => c === CONSUMPTION_OK)).toHaveLength(3);
    expect(codes.filter((c) => c === 5098)).toHaveLength(7);
    expect((await post(backend.url, 'check', checkBody())).crmidlist[0]).toMatchObject({
      AvailableCredit: 0,
      Total_Consumed: 5,
      Total_Purchased: 5,
    });
    // A whole registration larger than the balance is refused whole.
    expect((await post(backend.url, 'register', registration([key('oltre')]))).strDescription).toBe(
      'Crediti non disponibili',
    );
  });
});

describe('the server’s own credit check on agent calls', () => {
  let backend: RunningBackend;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(async () => {
    await backend.close();
    removeDir(backend.config.dataDir);
  });

  const payload = (userId: string, sessionId: string, agent = 'main-agent'): AgentPayload => ({
    message: 'Quanti giorni di ferie?',
    user_id: userId,
    session_id: sessionId,
    agent_name: agent,
  });

  /** An agent call as the product server forwards it (metered), or `direct` from a client. */
  async function agentCall(ticket: string, agent = 'main-agent', direct = false) {
    const user = await signIn(backend.url, ticket);
    const api = clientFor(backend.url, user.jwt, { asProductServer: !direct });
    const session = await api.createEmptySession(user.userId);
    const error = await collect(api.streamAgent(payload(user.userId, session, agent))).then(
      () => null,
      (e: unknown) => e,
    );
    return { error, history: await api.conversationHistory(user.userId, session) };
  }

  it('refuses with 402 an Iterazioni user without credit and with 403 a user without a tier, storing nothing', async () => {
    for (const agent of ['main-agent', 'calcolo']) {
      const exhausted = await agentCall('demo-esaurito', agent);
      expect(exhausted.error).toMatchObject({ status: 402, message: 'Crediti non disponibili' });
      expect(exhausted.history).toEqual([]);
      const noAccess = await agentCall('demo-senza-accesso', agent);
      expect(noAccess.error).toMatchObject({ status: 403, message: 'Permessi insufficienti' });
      expect(noAccess.history).toEqual([]);
    }
    expect((await agentCall('demo-full')).error).toBeNull();
  });

  it('refuses an Iterazioni user’s agent call that did not come metered through the product server', async () => {
    const direct = await agentCall('demo-iterazioni', 'main-agent', true);
    expect(direct.error).toMatchObject({ status: 403, message: texts.credit.meteredThroughProductServer });
    expect(direct.history).toEqual([]);
    // The other tiers pay nothing per answer: they may call it directly.
    expect((await agentCall('demo-full', 'main-agent', true)).error).toBeNull();
  });

  it('answers while credit lasts and refuses once the consumption service has debited it all', async () => {
    expect((await agentCall('demo-iterazioni')).error).toBeNull();
    await post(backend.url, 'register', registration([1, 2, 3, 4, 5].map((n) => key(`tutto-${n}`))));
    expect((await agentCall('demo-iterazioni')).error).toMatchObject({ status: 402 });
  });
});

describe('two backend processes on one ledger', () => {
  it('never overdraw and debit a key once, across processes, and keep the ledger after a restart', async () => {
    const dataDir = tempDir();
    const env = { CCNL_DATA_DIR: dataDir };
    const first = await startBackendProcess(env);
    const second = await startBackendProcess(env);
    try {
      const bases = [first.url, second.url];
      const same = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          post(bases[i % 2] as string, 'register', registration([key('condivisa')])),
        ),
      );
      expect(new Set(same.map((a) => JSON.stringify(a))).size).toBe(1);
      const different = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          post(bases[i % 2] as string, 'register', registration([key(`p-${i}`)])),
        ),
      );
      expect(different.filter((a) => a.nRetCode === CONSUMPTION_OK)).toHaveLength(4);
      await first.stop();
      await second.stop();

      const again = await startBackendProcess(env);
      try {
        expect((await post(again.url, 'check', checkBody())).crmidlist[0]).toMatchObject({
          AvailableCredit: 0,
          Total_Consumed: 5,
          Total_Purchased: 5,
        });
        // The replayed key is still known after the restart: same answer, no debit, no 5098.
        expect(await post(again.url, 'register', registration([key('condivisa')]))).toEqual(same[0]);
      } finally {
        await again.stop();
      }
    } finally {
      await first.stop();
      await second.stop();
      removeDir(dataDir);
    }
    // Three backend processes start one after another: on a busy machine that alone can take seconds.
  });
});
