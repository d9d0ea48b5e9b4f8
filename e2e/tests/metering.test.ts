import { randomUUID } from 'node:crypto';
import { ApiError, isTrialEnded, texts, tierFromRoles } from '@ccnl/core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type Asked,
  ask,
  type Client,
  type MeteredStack,
  signIn,
  startMeteredStack,
} from '../src/metered-stack.js';

/**
 * Every answer of the Iterazioni tier paid exactly once, whatever the client does: the REAL product server
 * meters the answers it forwards to the REAL backend, over the real consumption ledger. demo-iterazioni
 * starts with 5 credits on each test's fresh data.
 */

let stack: MeteredStack | undefined;

afterEach(async () => {
  await stack?.close();
  stack = undefined;
});

async function start(options: { streamDelayMs?: number; env?: Record<string, string> } = {}) {
  stack = await startMeteredStack(options);
  return { stack, user: await signIn(stack, 'demo-iterazioni') };
}

const answered = (results: Asked[]) => results.filter((result) => result.ok);
const refused = (results: Asked[]) => results.filter((result) => !result.ok);
const balance = async (user: Client) => (await user.credit.credit()).availableCredit;

/** Spends `n` credits through registerConsumption with keys that are no answer's. */
async function spendWithOtherKeys(user: Client, n: number) {
  for (let i = 0; i < n; i++) await user.credit.registerConsumption(`altra-chiave-${randomUUID()}`);
}

describe('metering on the product server', () => {
  it('debits each answer without any registration from the client, and refuses the sixth', async () => {
    const { user } = await start();
    // Spread over time: one answer after the other, the balance read between them.
    for (let left = 4; left >= 0; left--) {
      const result = await ask(user.api, user.userId);
      expect(result.ok).toBe(true);
      expect(await balance(user)).toBe(left);
    }
    expect(await ask(user.api, user.userId)).toEqual({
      ok: false,
      status: 402,
      message: texts.credit[5098],
    });
    expect(await user.credit.credit()).toMatchObject({ availableCredit: 0, totalConsumed: 5 });
  });

  it('refuses a metered user calling the backend directly, storing nothing; other tiers may', async () => {
    const { stack, user } = await start();
    const result = await ask(user.direct, user.userId);
    expect(result).toEqual({ ok: false, status: 403, message: texts.credit.meteredThroughProductServer });
    expect(await balance(user)).toBe(5);
    expect(await user.api.recentConversations(user.userId)).toEqual([]);
    const full = await signIn(stack, 'demo-full');
    expect((await ask(full.direct, full.userId)).ok).toBe(true);
    expect((await ask(full.api, full.userId)).ok).toBe(true);
  });

  it('replays the client’s registration of an answer, twice; other keys are spent on top, never an answer more', async () => {
    const { user } = await start();
    const first = await ask(user.api, user.userId);
    if (!first.ok || !first.answerId) throw new Error('expected an answer with its id');
    expect(await balance(user)).toBe(4);
    // The spec's client flow: the answer's id as the key replays the server's own debit.
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${stack?.productUrl}/api/registerConsumption`, {
        method: 'POST',
        headers: { authorization: `Bearer ${user.jwt}`, 'idempotency-key': first.answerId },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('idempotent-replayed')).toBe('true');
      expect(((await res.json()) as { data: { availableCredit: number } }).data.availableCredit).toBe(4);
    }
    expect((await user.credit.registerConsumption(first.answerId)).availableCredit).toBe(4);
    // Other keys consume credit of their own: the answers left shrink, they never exceed the credit.
    await spendWithOtherKeys(user, 2);
    const rest = [];
    for (let i = 0; i < 4; i++) rest.push(await ask(user.api, user.userId));
    expect(answered(rest)).toHaveLength(2);
    expect(refused(rest)).toHaveLength(2);
    expect(await user.credit.credit()).toMatchObject({ availableCredit: 0, totalConsumed: 5 });
  });

  it('gives 10 calls fired at once exactly as many answers as credits', async () => {
    const { user } = await start();
    const results = await Promise.all(Array.from({ length: 10 }, () => ask(user.api, user.userId)));
    expect(answered(results)).toHaveLength(5);
    expect(refused(results).map((result) => !result.ok && result.status)).toEqual([402, 402, 402, 402, 402]);
    expect(new Set(answered(results).map((result) => result.ok && result.answerId)).size).toBe(5);
    expect(await user.credit.credit()).toMatchObject({ availableCredit: 0, totalConsumed: 5 });
  });

  it('gives 50 concurrent questions from one user with 3 credits exactly 3 answers and a balance of 0', async () => {
    const { user } = await start();
    await spendWithOtherKeys(user, 2);
    expect(await balance(user)).toBe(3);
    const results = await Promise.all(Array.from({ length: 50 }, () => ask(user.api, user.userId)));
    expect(answered(results)).toHaveLength(3);
    expect(refused(results)).toHaveLength(47);
    for (const result of answered(results)) expect(result.ok && result.text.length).toBeGreaterThan(20);
    expect(await user.credit.credit()).toMatchObject({ availableCredit: 0, totalConsumed: 5 });
  });

  it('charges nothing for an answer stopped before its first chunk', async () => {
    const { stack, user } = await start();
    const sessionId = await user.api.createEmptySession(user.userId);
    stack.gate.hold();
    const controller = new AbortController();
    const opened = user.api.openAgentStream(
      {
        message: 'Quante ore settimanali?',
        user_id: user.userId,
        session_id: sessionId,
        agent_name: 'main-agent',
      },
      { signal: controller.signal },
    );
    await expect.poll(() => stack.gate.waiting()).toBe(1);
    controller.abort();
    expect(await opened).toBeNull();
    stack.gate.release();
    // The reservation went with the stop: all five credits still buy five answers.
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await ask(user.api, user.userId));
    expect(answered(results)).toHaveLength(5);
    expect(await user.credit.credit()).toMatchObject({ availableCredit: 0, totalConsumed: 5 });
  });

  it('charges one credit for an answer stopped after its first chunk, and keeps the part received', async () => {
    const { user } = await start({ streamDelayMs: 50 });
    const sessionId = await user.api.createEmptySession(user.userId);
    const controller = new AbortController();
    const stream = await user.api.openAgentStream(
      {
        message: 'Quanti giorni di ferie prevede il CCNL Commercio?',
        user_id: user.userId,
        session_id: sessionId,
        agent_name: 'main-agent',
      },
      { signal: controller.signal },
    );
    if (!stream) throw new Error('expected a stream');
    const first = await stream.chunks.next();
    expect(first.done).toBe(false);
    controller.abort();
    await stream.chunks.return(undefined);
    await expect.poll(() => balance(user)).toBe(4);
    // The stop reached the backend through the product server: it kept only part of the answer.
    const full = await ask(user.api, user.userId, 'Quanti giorni di ferie prevede il CCNL Commercio?');
    if (!full.ok) throw new Error('expected an answer');
    const history = await user.api.conversationHistory(user.userId, sessionId);
    const partial = history.findLast((message) => message.role === 'assistant');
    expect(partial?.content.startsWith(String(first.value))).toBe(true);
    expect(partial?.content.length).toBeLessThan(full.text.length);
  });

  it('keeps the spec’s client flow: consumption check, registration by answer id, 5098 → trial ended', async () => {
    const { user } = await start();
    expect((await user.credit.checkConsumption()).availableCredit).toBe(5);
    for (let left = 4; left >= 0; left--) {
      const result = await ask(user.api, user.userId);
      if (!result.ok || !result.answerId) throw new Error('expected an answer with its id');
      expect((await user.credit.registerConsumption(result.answerId)).availableCredit).toBe(left);
    }
    const check = await user.credit.checkConsumption().catch((error: unknown) => error);
    expect(check).toBeInstanceOf(ApiError);
    expect(check).toMatchObject({ status: 402, message: texts.credit[5098] });
    const tier = tierFromRoles([{ pos: 'IterazioniCCNLPIU-IA' }]);
    expect(isTrialEnded(tier, await balance(user), true)).toBe(true);
  });
});

describe('abuse limits on the product server', () => {
  it('limits answers per user with an Italian 429 and Retry-After; other users are served', async () => {
    const { stack } = await start({ env: { CCNL_AGENT_RATE_LIMIT: '2' } });
    const full = await signIn(stack, 'demo-full');
    expect((await ask(full.api, full.userId)).ok).toBe(true);
    expect((await ask(full.api, full.userId)).ok).toBe(true);
    const session = await full.api.createEmptySession(full.userId);
    const res = await fetch(`${stack.productUrl}/api/assistente/main-agent`, {
      method: 'POST',
      headers: { authorization: `Bearer ${full.jwt}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        message: 'Ferie?',
        user_id: full.userId,
        session_id: session,
        agent_name: 'main-agent',
      }),
    });
    expect(res.status).toBe(429);
    const wait = Number(res.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(((await res.json()) as { message: string }).message).toBe(
      `Troppe domande in poco tempo: riprova tra ${wait} ${wait === 1 ? 'secondo' : 'secondi'}.`,
    );
    const base = await signIn(stack, 'demo-base');
    expect((await ask(base.api, base.userId)).ok).toBe(true);
  });

  it('answers 429 to an address flooding it with bad tokens', async () => {
    const { stack, user } = await start({ env: { CCNL_INVALID_TOKEN_RATE_LIMIT: '3' } });
    const agent = (token: string) =>
      fetch(`${stack.productUrl}/api/assistente/main-agent`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
      });
    for (let i = 0; i < 3; i++) expect((await agent(`falso.${i}.x`)).status).toBe(401);
    const flooded = await agent(user.jwt);
    expect(flooded.status).toBe(429);
    expect(Number(flooded.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });

  it('bounds every field of a question: categories by the picker’s maximum, the message’s length', async () => {
    const { user } = await start();
    const session = await user.api.createEmptySession(user.userId);
    const tooMany = await user.api
      .openAgentStream({
        message: 'Ferie?',
        user_id: user.userId,
        session_id: session,
        agent_name: 'main-agent',
        categories: Array.from({ length: 101 }, (_, i) => i + 1),
      })
      .catch((error: unknown) => error);
    expect(tooMany).toMatchObject({ status: 400 });
    const tooLong = await user.api
      .openAgentStream({
        message: 'a'.repeat(20_001),
        user_id: user.userId,
        session_id: session,
        agent_name: 'main-agent',
      })
      .catch((error: unknown) => error);
    expect(tooLong).toMatchObject({ status: 400 });
    // Refused questions cost nothing.
    expect(await balance(user)).toBe(5);
  });
});
