import { afterEach, describe, expect, it } from 'vitest';
import { AI_NOTICE } from '../agents/answer.js';
import {
  clientFor,
  type RunningBackend,
  removeDir,
  signIn,
  startBackend,
  tempDir,
} from '../testing/backend.js';
import { onPostgres, openTestDatabase } from '../testing/database.js';
import { STOP_CHANNEL } from './answer-stops.js';
import { INTERRUPTED } from './answer-stream.js';

const QUESTION = 'Quanto dura il periodo di prova nel CCNL Commercio?';
const CUT = `\n\n${INTERRUPTED}`;

const dirs: string[] = [];
const backends: RunningBackend[] = [];
afterEach(async () => {
  await Promise.all(backends.splice(0).map((backend) => backend.close()));
  for (const dir of dirs.splice(0)) removeDir(dir);
});

async function backendOn(dataDir: string): Promise<RunningBackend> {
  // An answer lasting several seconds, so that a stop lands mid-answer even on a busy machine; the tests
  // stop it early and wait on chunks, never on this pace.
  const backend = await startBackend({ dataDir, streamDelayMs: 200 });
  backends.push(backend);
  return backend;
}

function freshDir(): string {
  const dir = tempDir();
  dirs.push(dir);
  return dir;
}

/** Opens an answer and reads its first chunk; the rest is read by `rest`. */
async function openAnswer(url: string, user: { jwt: string; userId: string }) {
  const api = clientFor(url, user.jwt);
  const sessionId = await api.createEmptySession(user.userId);
  const stream = await api.openAgentStream({
    message: QUESTION,
    user_id: user.userId,
    session_id: sessionId,
    agent_name: 'main-agent',
  });
  if (!stream?.answerId) throw new Error('no answer id');
  const first = await stream.chunks.next();
  let text = first.done ? '' : first.value;
  return {
    sessionId,
    answerId: stream.answerId,
    text: () => text,
    next: async () => {
      const chunk = await stream.chunks.next();
      if (!chunk.done) text += chunk.value;
      return chunk.done ? null : chunk.value;
    },
    rest: async () => {
      for await (const chunk of stream.chunks) text += chunk;
      return text;
    },
  };
}

function stopStatus(url: string, jwt: string, answerId: string): Promise<number> {
  return fetch(new URL(`answers/${encodeURIComponent(answerId)}/stop`, url), {
    method: 'POST',
    headers: { authorization: `Bearer ${jwt}` },
  }).then((res) => res.status);
}

describe('stopping an answer through the stop route', () => {
  it('cuts the answer for its owner only: the client reads "[Generazione interrotta]", and so does the history', async () => {
    const backend = await backendOn(freshDir());
    const owner = await signIn(backend.url, 'demo-full');
    const stranger = await signIn(backend.url, 'demo-base');
    const answer = await openAnswer(backend.url, owner);

    // Someone else's answer, a missing one, a question's id: the same 404, and the answer goes on.
    expect(await stopStatus(backend.url, stranger.jwt, answer.answerId)).toBe(404);
    expect(await stopStatus(backend.url, owner.jwt, 'nessuna-risposta')).toBe(404);
    const history = await clientFor(backend.url, owner.jwt).conversationHistory(
      owner.userId,
      answer.sessionId,
    );
    const question = history.find((m) => m.role === 'user');
    if (!question?.messageId) throw new Error('the question has no id');
    expect(await stopStatus(backend.url, owner.jwt, question.messageId)).toBe(404);
    const goesOn = await answer.next();
    expect(typeof goesOn).toBe('string');
    expect(goesOn).not.toContain(INTERRUPTED);

    expect(await clientFor(backend.url, owner.jwt).stopAnswer(answer.answerId)).toBe(true);
    const text = await answer.rest();
    expect(text.endsWith(CUT)).toBe(true);
    expect(text).not.toContain(AI_NOTICE);
    const stored = await clientFor(backend.url, owner.jwt).conversationHistory(
      owner.userId,
      answer.sessionId,
    );
    expect(stored.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(stored[1]?.content).toBe(text);
    // Stopping it again, once it has ended, changes nothing.
    expect(await stopStatus(backend.url, owner.jwt, answer.answerId)).toBe(200);
  });

  it.runIf(onPostgres)('stops an answer streaming on another replica of the same database', async () => {
    const dataDir = freshDir();
    const streaming = await backendOn(dataDir);
    const other = await backendOn(dataDir);
    const owner = await signIn(streaming.url, 'demo-full');
    const answer = await openAnswer(streaming.url, owner);
    expect(await stopStatus(other.url, owner.jwt, answer.answerId)).toBe(200);
    const text = await answer.rest();
    expect(text.endsWith(CUT)).toBe(true);
    expect(text).not.toContain(AI_NOTICE);
    const stored = await clientFor(other.url, owner.jwt).conversationHistory(owner.userId, answer.sessionId);
    expect(stored.at(-1)?.content).toBe(text);
  });

  it.runIf(onPostgres)(
    'a replica whose stop listener lost its connection listens again: a stop from another replica still cuts its answer',
    async () => {
      const dataDir = freshDir();
      const streaming = await backendOn(dataDir);
      const other = await backendOn(dataDir);
      const admin = await openTestDatabase(dataDir);
      try {
        const listeners = async () =>
          (
            await admin.connection.all<{ pid: number }>(
              'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = ?',
              [`LISTEN ${STOP_CHANNEL}`],
            )
          ).map((row) => row.pid);
        const before = await listeners();
        expect(before).toHaveLength(2);
        // What a database restart or a network cut does to one idle connection: both replicas lose theirs.
        await admin.connection.all('SELECT pg_terminate_backend(pid) FROM unnest(?::int[]) AS pid', [before]);
        for (;;) {
          const now = await listeners();
          if (now.length === 2 && now.every((pid) => !before.includes(pid))) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect((await fetch(`${streaming.url}readyz`)).status).toBe(200);

        const owner = await signIn(streaming.url, 'demo-full');
        const answer = await openAnswer(streaming.url, owner);
        expect(await stopStatus(other.url, owner.jwt, answer.answerId)).toBe(200);
        expect((await answer.rest()).endsWith(CUT)).toBe(true);
      } finally {
        await admin.close();
      }
    },
  );
});
