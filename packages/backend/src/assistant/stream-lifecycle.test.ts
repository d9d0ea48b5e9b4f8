import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_NOTICE } from '../agents/answer.js';
import { SIGNING_KEY_FILE } from '../auth/signing-key.js';
import {
  clientFor,
  type RunningBackend,
  removeDir,
  signIn,
  startBackend,
  tempDir,
  waitFor,
} from '../testing/backend.js';
import { INTERRUPTED } from './answer-stream.js';

const DELAY_MS = 15;
const QUESTION = 'Quanto dura il periodo di prova nel CCNL Commercio?';
const dataDir = tempDir();
let backend: RunningBackend;
let user: { jwt: string; userId: string };

beforeAll(async () => {
  backend = await startBackend({ dataDir, streamDelayMs: DELAY_MS });
  user = await signIn(backend.url, 'demo-full');
});
afterAll(async () => {
  await backend.close();
  removeDir(dataDir);
});

const payload = (sessionId: string, message = QUESTION) => ({
  message,
  user_id: user.userId,
  session_id: sessionId,
  agent_name: 'main-agent',
});

const keyId = () => JSON.parse(readFileSync(join(dataDir, SIGNING_KEY_FILE), 'utf8')).kid as string;

describe('stream lifecycle', () => {
  let partialSession = '';
  let received = '';

  it('streams a few words at a time at a natural pace', async () => {
    const api = clientFor(backend.url, user.jwt);
    const session = await api.createEmptySession(user.userId);
    const arrivals: number[] = [];
    for await (const _chunk of api.streamAgent(payload(session))) arrivals.push(performance.now());
    expect(arrivals.length).toBeGreaterThan(10);
    const span = (arrivals.at(-1) ?? 0) - (arrivals[0] ?? 0);
    expect(span).toBeGreaterThan((arrivals.length - 2) * DELAY_MS * 0.5);
  });

  it('keeps the partial answer when the client disconnects mid-stream', async () => {
    const api = clientFor(backend.url, user.jwt);
    partialSession = await api.createEmptySession(user.userId);
    const controller = new AbortController();
    let chunks = 0;
    for await (const chunk of api.streamAgent(payload(partialSession), { signal: controller.signal })) {
      received += chunk;
      if (++chunks === 4) controller.abort();
    }
    expect(received.length).toBeGreaterThan(10);
    const history = await waitFor(
      () => api.conversationHistory(user.userId, partialSession),
      (messages) => messages.length === 2,
    );
    expect(history.map((m) => m.role)).toEqual(['user', 'assistant']);
    const saved = history[1]?.content ?? '';
    expect(saved.startsWith(received)).toBe(true);
    // Stored as the client showed it: cut, with '[Generazione interrotta]'.
    expect(saved.endsWith(`\n\n${INTERRUPTED}`)).toBe(true);
    expect(saved).not.toContain(AI_NOTICE);
    // Generation stopped within a chunk or two of the disconnect, not at the end of the answer.
    expect(saved.length - received.length).toBeLessThan(120);
    await new Promise((resolve) => setTimeout(resolve, DELAY_MS * 4));
    const later = await api.conversationHistory(user.userId, partialSession);
    expect(later[1]?.content).toBe(saved);
  });

  it('cuts open streams on close, telling the client, and keeps conversations and the key after a restart', async () => {
    const kid = keyId();
    const api = clientFor(backend.url, user.jwt);
    const session = await api.createEmptySession(user.userId);
    let text = '';
    let closing: Promise<unknown> | undefined;
    // The stream ends without a network error when the server shuts down under it, saying it was cut.
    for await (const chunk of api.streamAgent(payload(session, 'Quanti giorni di ferie spettano?'))) {
      text += chunk;
      closing ??= backend.app.close();
    }
    await closing;
    expect(text.endsWith(`\n\n${INTERRUPTED}`)).toBe(true);
    expect(text.length).toBeGreaterThan(INTERRUPTED.length + 2);
    expect(text).not.toContain(AI_NOTICE);

    backend = await startBackend({ dataDir, streamDelayMs: DELAY_MS });
    expect(keyId()).toBe(kid);
    const again = clientFor(backend.url, user.jwt);
    const recent = await again.recentConversations(user.userId);
    expect(recent.map((c) => c.session_id).slice(0, 2)).toEqual([session, partialSession]);
    const partial = await again.conversationHistory(user.userId, partialSession);
    expect(partial[1]?.content.startsWith(received)).toBe(true);
    const closed = await again.conversationHistory(user.userId, session);
    expect(closed.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(closed[1]?.content).toBe(text);
  });
});
