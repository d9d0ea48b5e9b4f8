import { afterEach, describe, expect, it } from 'vitest';
import { clientFor, removeDir, signIn, tempDir } from '../testing/backend.js';
import { startBackendProcess } from '../testing/process.js';
import { INTERRUPTED } from './answer-stream.js';

/**
 * A real backend process (`node dist/main.js`) killed mid-answer: with SIGKILL the answer stored so far
 * survives (it is saved as it streams); with SIGTERM the client is told the answer was cut.
 */

const QUESTION = 'Quanto dura il periodo di prova nel CCNL Commercio?';
// A pace at which the answer takes several seconds: long enough for a save to happen before the end.
const SLOW = { CCNL_STREAM_DELAY_MS: '150' };

type Backend = Awaited<ReturnType<typeof startBackendProcess>>;
const running: Backend[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const backend of running.splice(0)) {
    if (backend.child.exitCode === null) backend.child.kill('SIGKILL');
    await backend.exited;
  }
  for (const dir of dirs.splice(0)) removeDir(dir);
});

async function start(dataDir: string): Promise<Backend> {
  const backend = await startBackendProcess({ CCNL_DATA_DIR: dataDir, ...SLOW });
  running.push(backend);
  return backend;
}

async function openAnswer(url: string, user: { jwt: string; userId: string }) {
  const api = clientFor(url, user.jwt);
  const sessionId = await api.createEmptySession(user.userId);
  const stream = await api.openAgentStream({
    message: QUESTION,
    user_id: user.userId,
    session_id: sessionId,
    agent_name: 'main-agent',
  });
  if (!stream) throw new Error('no stream');
  let received = '';
  let failed: unknown;
  const reading = (async () => {
    try {
      for await (const chunk of stream.chunks) received += chunk;
    } catch (error) {
      failed = error;
    }
  })();
  return { sessionId, received: () => received, reading, failed: () => failed };
}

describe('an answer in progress when the backend process dies', () => {
  it('loses at most the last second on SIGKILL: the saved part is back after a restart', async () => {
    const dataDir = tempDir();
    dirs.push(dataDir);
    const first = await start(dataDir);
    const user = await signIn(first.url, 'demo-full');
    const api = clientFor(first.url, user.jwt);
    const answer = await openAnswer(first.url, user);

    // Wait for the state, not a duration: the answer has been saved while still streaming.
    let saved = '';
    for (;;) {
      const history = await api.conversationHistory(user.userId, answer.sessionId);
      saved = history.find((m) => m.role === 'assistant')?.content ?? '';
      if (saved) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    first.child.kill('SIGKILL');
    await first.exited;
    await answer.reading;
    // The answer was still streaming when the save was read: what was saved is a prefix of what arrived.
    expect(answer.received().startsWith(saved)).toBe(true);
    expect(answer.failed()).toBeDefined();

    const second = await start(dataDir);
    const history = await clientFor(second.url, user.jwt).conversationHistory(user.userId, answer.sessionId);
    expect(history.map((m) => m.role)).toEqual(['user', 'assistant']);
    const stored = history[1]?.content ?? '';
    expect(stored.length).toBeGreaterThanOrEqual(saved.length);
    expect(stored.startsWith(saved)).toBe(true);
    expect(answer.received().startsWith(stored)).toBe(true);
    expect(stored).not.toContain(INTERRUPTED);
  });

  it('tells the client the answer was cut on SIGTERM, and stores it so', async () => {
    const dataDir = tempDir();
    dirs.push(dataDir);
    const first = await start(dataDir);
    const user = await signIn(first.url, 'demo-full');
    const answer = await openAnswer(first.url, user);
    while (!answer.received()) await new Promise((resolve) => setTimeout(resolve, 10));
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    await answer.reading;
    expect(answer.failed()).toBeUndefined();
    expect(answer.received().endsWith(`\n\n${INTERRUPTED}`)).toBe(true);

    const second = await start(dataDir);
    const history = await clientFor(second.url, user.jwt).conversationHistory(user.userId, answer.sessionId);
    expect(history[1]?.content).toBe(answer.received());
  });
});
