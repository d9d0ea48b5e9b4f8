import { randomUUID } from 'node:crypto';
import {
  ApiError,
  type CcnlError,
  createApiClient,
  createCreditClient,
  resolveConfig,
  runTurn,
  texts as strings,
  type TurnEvent,
} from '@ccnl/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReplicaStack, startReplicaStack } from '../src/replica-stack.js';

/**
 * Scale-out, end to end: one throwaway PostgreSQL cluster, two backends and two credit servers started as
 * operators start them (`node packages/<server>/dist/main.js` with DATABASE_URL, their own ports, one data
 * dir), a round-robin load balancer in front of each pair. Whatever replica a call lands on, the user sees
 * one product. Every wait is on a state (a chunk, a stored row, a process exit), never on a duration.
 */

const QUESTION = 'Quanto dura il periodo di prova nel CCNL Commercio?';
const CUT = `\n\n${strings.chat.interrupted}`;

let stack: ReplicaStack;

beforeAll(async () => {
  // A pace at which an answer lasts a few seconds: a stop or a kill always lands mid-answer.
  stack = await startReplicaStack({ streamDelayMs: 120 });
}, 180_000);

afterAll(async () => {
  await stack?.close();
}, 60_000);

interface User {
  userId: string;
  jwt: string;
}

/** Sign-in on one backend replica, by its own URL (sign-in may stay direct). */
async function signInOn(backendUrl: string, ticket: string): Promise<User> {
  const { provisioning } = resolveConfig();
  const answer = await createApiClient({
    baseUrl: `${backendUrl}/`,
    getToken: () => null,
    gqlEndpoint: `${backendUrl}/graphql`,
  }).signAuth({
    ticket,
    provisioning: { filtergroup: provisioning.filtergroup, prodgroup: provisioning.prodgroup },
  });
  return { userId: answer.profile.userId, jwt: answer.jwt };
}

/** Core's client of the assistant API through a credit server (or the load balancer in front of them). */
const assistantAt = (url: string, user: User) =>
  createApiClient({ baseUrl: `${url}/api/assistente/`, getToken: () => user.jwt });

/** One turn as the chat store runs it; returns its events. */
async function turn(
  api: ReturnType<typeof assistantAt>,
  user: User,
  sessionId: string | null,
  onEvent: (event: TurnEvent) => void = () => undefined,
): Promise<TurnEvent[]> {
  const events: TurnEvent[] = [];
  const input = { userId: user.userId, question: QUESTION, agent: 'main-agent' as const, sessionId };
  for await (const event of runTurn(api, input, new AbortController().signal)) {
    events.push(event);
    onEvent(event);
  }
  return events;
}

const textOf = (events: TurnEvent[]) =>
  events
    .filter((event): event is Extract<TurnEvent, { type: 'chunk' }> => event.type === 'chunk')
    .map((event) => event.text)
    .join('');

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('two backends and two credit servers on one PostgreSQL', () => {
  it('signs in on one replica and reads the history on the other', async () => {
    const [b1, b2] = stack.backends;
    const [c1, c2] = stack.credits;
    if (!b1 || !b2 || !c1 || !c2) throw new Error('replicas missing');
    const user = await signInOn(b1.url, 'demo-full');
    const events = await turn(assistantAt(c1.url, user), user, null);
    const done = events.at(-1);
    if (done?.type !== 'done') throw new Error(`no answer: ${JSON.stringify(done)}`);
    expect(done.text).not.toContain(strings.chat.interrupted);

    for (const api of [
      assistantAt(c2.url, user),
      createApiClient({ baseUrl: `${b2.url}/`, getToken: () => user.jwt }),
    ]) {
      const history = await api.conversationHistory(user.userId, done.sessionId);
      expect(history.map((m) => [m.role, m.content])).toEqual([
        ['user', QUESTION],
        ['assistant', done.text],
      ]);
      expect((await api.recentConversations(user.userId)).map((c) => c.session_id)).toContain(done.sessionId);
    }
  });

  it('debits once for 50 concurrent registrations of one key spread over both credit servers', async () => {
    const user = await signInOn(stack.backends[1]?.url ?? '', 'demo-iterazioni');
    const credit = createCreditClient({ baseUrl: stack.frontLb.url, getToken: () => user.jwt });
    const before = (await credit.credit()).availableCredit;
    const key = `chiave-${randomUUID()}`;
    const from = stack.frontLb.served.length;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        fetch(`${stack.frontLb.url}/api/registerConsumption`, {
          method: 'POST',
          headers: { authorization: `Bearer ${user.jwt}`, 'idempotency-key': key },
        }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(50).fill(200));
    expect(answers.filter((res) => res.headers.get('idempotent-replayed') !== 'true')).toHaveLength(1);
    // Both credit servers took their share.
    const targets = stack.frontLb.served.slice(from).map((call) => call.target);
    expect(new Set(targets)).toEqual(new Set([0, 1]));
    expect((await credit.credit()).availableCredit).toBe(before - 1);
  });

  it('gives a metered user with 3 credits asking 20 questions over both exactly 3 answers', async () => {
    const user = await signInOn(stack.backends[0]?.url ?? '', 'demo-iterazioni');
    const credit = createCreditClient({ baseUrl: stack.frontLb.url, getToken: () => user.jwt });
    // Down to 3 credits with keys that are no answer's.
    while ((await credit.credit()).availableCredit > 3)
      await credit.registerConsumption(`altra-chiave-${randomUUID()}`);
    expect((await credit.credit()).availableCredit).toBe(3);

    const api = assistantAt(stack.frontLb.url, user);
    const asked = await Promise.all(
      Array.from({ length: 20 }, async () => {
        try {
          const sessionId = await api.createEmptySession(user.userId);
          const stream = await api.openAgentStream({
            message: 'Quanti giorni di ferie prevede il CCNL Commercio?',
            user_id: user.userId,
            session_id: sessionId,
            agent_name: 'main-agent',
          });
          let text = '';
          for await (const chunk of stream?.chunks ?? []) text += chunk;
          return { status: 200, text };
        } catch (error) {
          if (error instanceof ApiError) return { status: error.status, text: error.message };
          throw error;
        }
      }),
    );
    const answered = asked.filter((result) => result.status === 200);
    expect(answered).toHaveLength(3);
    for (const result of answered) expect(result.text).not.toContain(strings.chat.interrupted);
    expect(asked.filter((result) => result.status === 402).map((result) => result.text)).toEqual(
      Array(17).fill(strings.credit[5098]),
    );
    expect(await credit.credit()).toMatchObject({ availableCredit: 0 });
  });

  it('stops an answer streaming on one replica with a stop sent to the other', async () => {
    const user = await signInOn(stack.backends[0]?.url ?? '', 'demo-full');
    const api = assistantAt(stack.frontLb.url, user);
    const sessionId = await api.createEmptySession(user.userId);
    // The answer streams through credit server 1 and backend 1...
    stack.frontLb.pin(0);
    stack.backendLb.pin(0);
    const stream = await api.openAgentStream({
      message: QUESTION,
      user_id: user.userId,
      session_id: sessionId,
      agent_name: 'main-agent',
    });
    if (!stream?.answerId) throw new Error('no answer id');
    const first = await stream.chunks.next();
    let text = first.done ? '' : first.value;
    // ...and the stop goes through credit server 2 and backend 2, while the client keeps reading.
    stack.frontLb.pin(1);
    stack.backendLb.pin(1);
    const from = stack.backendLb.served.length;
    expect(await api.stopAnswer(stream.answerId)).toBe(true);
    stack.frontLb.pin(null);
    stack.backendLb.pin(null);
    expect(stack.backendLb.served.slice(from)).toContainEqual(
      expect.objectContaining({ path: `/answers/${stream.answerId}/stop`, target: 1 }),
    );
    for await (const chunk of stream.chunks) text += chunk;
    expect(text.endsWith(CUT)).toBe(true);
    const history = await api.conversationHistory(user.userId, sessionId);
    expect(history.at(-1)).toMatchObject({ role: 'assistant', content: text });
  });

  it('gives a clear error when a backend dies mid-answer; the other serves the retry and nothing stored is lost', async () => {
    const [b1, b2] = stack.backends;
    if (!b1 || !b2) throw new Error('replicas missing');
    const user = await signInOn(b2.url, 'demo-full');
    const api = assistantAt(stack.frontLb.url, user);
    const onB2 = createApiClient({ baseUrl: `${b2.url}/`, getToken: () => user.jwt });
    stack.backendLb.pin(0);
    let sessionId = '';
    let saved = '';
    let watching = false;
    const events = await turn(api, user, null, (event) => {
      if (event.type === 'session') sessionId = event.sessionId;
      // After the first chunk: wait until the answer in progress is stored, then kill its replica.
      if (event.type !== 'chunk' || watching) return;
      watching = true;
      void until(
        async () =>
          (await onB2.conversationHistory(user.userId, sessionId)).find((m) => m.role === 'assistant')
            ?.content ?? '',
        (content) => content !== '',
      ).then((content) => {
        saved = content;
        return b1.kill('SIGKILL');
      });
    });
    stack.backendLb.pin(null);
    const failed = events.at(-1);
    if (failed?.type !== 'error') throw new Error(`expected an error, got ${JSON.stringify(failed)}`);
    expect((failed.error as CcnlError).code).toBe('NETWORK_ERROR');
    expect(strings.chat.streamError(failed.error.message)).toMatch(/^Errore: \S/);
    const received = textOf(events);
    expect(saved).not.toBe('');
    expect(received.startsWith(saved)).toBe(true);

    // The retry, as the chat store sends it: the same question in the same conversation.
    const from = stack.backendLb.served.length;
    const retried = await turn(api, user, sessionId);
    const done = retried.at(-1);
    if (done?.type !== 'done') throw new Error(`retry failed: ${JSON.stringify(done)}`);
    expect(done.text).not.toContain(strings.chat.interrupted);
    expect(stack.backendLb.served.slice(from).every((call) => call.target === 1)).toBe(true);

    const history = await api.conversationHistory(user.userId, sessionId);
    expect(history.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    const partial = history[1]?.content ?? '';
    expect(partial.startsWith(saved)).toBe(true);
    expect(received.startsWith(partial)).toBe(true);
    expect(history[3]?.content).toBe(done.text);
    // The killed replica comes back on the same database and sees the same conversation.
    await b1.restart();
    const fromB1 = createApiClient({ baseUrl: `${b1.url}/`, getToken: () => user.jwt });
    expect(await fromB1.conversationHistory(user.userId, sessionId)).toEqual(history);
  });
});
