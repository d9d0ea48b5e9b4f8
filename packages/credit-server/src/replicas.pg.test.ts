import { METERED_TIER } from '@ccnl/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type RunningCreditServer, readBody, startCreditServer } from './testing/credit-server.js';
import { databaseEnv } from './testing/database.js';
import { type FakeAssistant, startFakeAssistant } from './testing/fake-assistant.js';
import {
  DEMO,
  type FakeConsumptionService,
  startFakeConsumptionService,
} from './testing/fake-consumption-service.js';

/**
 * Two credit-server replicas (two apps on real ports) on ONE PostgreSQL database, against the fake
 * consumption service and the fake assistant API: what a user spreads over replicas is counted once.
 */

let fake: FakeConsumptionService;
let assistant: FakeAssistant;
let replicas: RunningCreditServer[] = [];

async function start(purchased: number, env: Record<string, string> = {}) {
  fake = await startFakeConsumptionService({ purchased });
  assistant = await startFakeAssistant();
  const shared = { ...(await databaseEnv()), CCNL_ASSISTANT_URL: assistant.url, ...env };
  // One after the other: the second finds the migrations done by the first.
  replicas = [await startCreditServer(fake, shared), await startCreditServer(fake, shared)];
}

beforeEach(() => {
  replicas = [];
});

afterEach(async () => {
  for (const replica of replicas) await replica.close();
  await assistant?.close();
  await fake?.close();
});

/** The i-th call goes to replica i mod 2, as a round-robin load balancer sends it. */
const replica = (i: number) => replicas[i % 2] as RunningCreditServer;

/** One question to the agent through a replica, as the clients send it. */
async function ask(server: RunningCreditServer, token: string): Promise<{ status: number; text: string }> {
  const res = await fetch(new URL('api/assistente/main-agent', server.url), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ message: 'Quanti giorni di ferie?', user_id: DEMO.sub, agent_name: 'main-agent' }),
  });
  return { status: res.status, text: await res.text() };
}

const ledgerBalance = () => {
  const customer = fake.customer(DEMO.crmid);
  return customer.purchased - customer.consumed;
};

describe('two replicas on one PostgreSQL', () => {
  it('debit once for 50 concurrent registrations of one key spread over both, each answered by the replay', async () => {
    // A wait far longer than the held call: the calls on either replica wait for the one in flight.
    await start(5, { CCNL_IDEMPOTENCY_WAIT_MS: '15000' });
    const token = await fake.token();
    fake.hold();
    const pending = Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        replica(i).post('api/registerConsumption', { token, key: 'stessa-chiave' }),
      ),
    );
    // 50 calls on a busy machine: the first reaches the service in its own time.
    await expect.poll(() => fake.registerKeys().length, { timeout: 20_000 }).toBe(1);
    fake.release();
    const answers = await pending;
    expect(answers.map((res) => res.status)).toEqual(Array(50).fill(200));
    expect(answers.filter((res) => res.headers.get('idempotent-replayed') === 'true')).toHaveLength(49);
    for (const body of await Promise.all(answers.map((res) => readBody(res))))
      expect(body.data?.availableCredit).toBe(4);
    expect(fake.debitedKeys(DEMO.crmid)).toHaveLength(1);
    expect(new Set(fake.registerKeys()).size).toBe(1);
    expect(ledgerBalance()).toBe(4);
    // Afterwards either replica replays the one answer.
    for (const i of [0, 1]) {
      const again = await replica(i).post('api/registerConsumption', { token, key: 'stessa-chiave' });
      expect(again.status).toBe(200);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect((await readBody(again)).data?.availableCredit).toBe(4);
    }
    expect(fake.registerKeys()).toHaveLength(1);
  });

  it('give a metered user with 3 credits asking 20 questions over both exactly 3 answers', async () => {
    await start(3);
    const token = await fake.token({ tier: METERED_TIER });
    const asked = await Promise.all(Array.from({ length: 20 }, (_, i) => ask(replica(i), token)));
    const answered = asked.filter((result) => result.status === 200);
    expect(answered).toHaveLength(3);
    for (const result of answered)
      expect(result.text).toBe('Il CCNL Commercio prevede 26 giorni di ferie all’anno.');
    expect(asked.filter((result) => result.status === 402)).toHaveLength(17);
    expect(assistant.answered).toHaveLength(3);
    // Each answer debited once, by its own id, on the replica that streamed it.
    expect(fake.debitedKeys(DEMO.crmid)).toHaveLength(3);
    expect(ledgerBalance()).toBe(0);
    for (const i of [0, 1]) expect((await replica(i).client(token).credit()).availableCredit).toBe(0);
  });

  it('hold a user spreading credit calls or questions over both to one rate limit each', async () => {
    await start(5, { CCNL_CREDIT_RATE_LIMIT: '4', CCNL_AGENT_RATE_LIMIT: '3' });
    const token = await fake.token();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await replica(i).post('api/consumption', { token })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    const limited = await replica(1).post('api/consumption', { token });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another user has a window of their own, on either replica.
    const other = await fake.token({ sub: 'u-2' });
    expect((await replica(0).post('api/consumption', { token: other })).status).toBe(200);
    // Questions (an unmetered tier) have their own window, shared the same way.
    const asked = [];
    for (let i = 0; i < 4; i++) asked.push((await ask(replica(i), other)).status);
    expect(asked).toEqual([200, 200, 200, 429]);
  });
});
