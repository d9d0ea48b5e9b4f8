import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiClient, resolveConfig, runTurn, texts as strings, type TurnEvent } from '@ccnl/core';
import {
  createTestDatabase,
  postgresBinDir,
  startTestCluster,
  type TestCluster,
} from '@ccnl/storage/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/ports.js';
import { BACKEND_MAIN, type ServerProcess, startServerProcess } from '../src/replica-stack.js';

/**
 * Data safety on PostgreSQL, as the README tells an operator to do it: the backend started twice on one
 * database (the migrations run again and find nothing to do), then a backup with pg_dump, the database
 * dropped, restored with pg_restore, and the user's conversations back.
 */

let cluster: TestCluster;
let dataDir: string;
let backend: ServerProcess | undefined;

beforeAll(async () => {
  cluster = await startTestCluster();
  dataDir = await mkdtemp(join(tmpdir(), 'ccnl-e2e-backup-'));
}, 120_000);

afterAll(async () => {
  await backend?.kill('SIGKILL');
  await cluster?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const bin = (program: string) => join(postgresBinDir() ?? '/usr/lib/postgresql/15/bin', program);

async function startBackend(databaseUrl: string): Promise<ServerProcess> {
  const port = await freePort();
  return startServerProcess(
    'backend',
    BACKEND_MAIN,
    {
      DATABASE_URL: databaseUrl,
      BACKEND_PORT: String(port),
      CCNL_DATA_DIR: dataDir,
      CCNL_LOGGER: 'false',
      CCNL_BACKEND_URL: `http://127.0.0.1:${port}`,
    },
    `http://127.0.0.1:${port}`,
  );
}

async function signIn(url: string) {
  const { provisioning } = resolveConfig();
  const answer = await createApiClient({
    baseUrl: `${url}/`,
    getToken: () => null,
    gqlEndpoint: `${url}/graphql`,
  }).signAuth({
    ticket: 'demo-full',
    provisioning: { filtergroup: provisioning.filtergroup, prodgroup: provisioning.prodgroup },
  });
  const jwt = answer.jwt;
  return {
    userId: answer.profile.userId,
    api: createApiClient({ baseUrl: `${url}/`, getToken: () => jwt }),
  };
}

describe('backup and restore of the PostgreSQL database', () => {
  it('survives a second start, a pg_dump, a dropped database and a pg_restore with every conversation', async () => {
    const databaseUrl = await createTestDatabase(cluster.adminUrl, 'ccnl');
    const name = new URL(databaseUrl).pathname.slice(1);

    backend = await startBackend(databaseUrl);
    let user = await signIn(backend.url);
    const events: TurnEvent[] = [];
    const input = {
      userId: user.userId,
      question: 'Quanti giorni di ferie prevede il CCNL Commercio?',
      agent: 'main-agent' as const,
      sessionId: null,
    };
    for await (const event of runTurn(user.api, input, new AbortController().signal)) events.push(event);
    const done = events.at(-1);
    if (done?.type !== 'done') throw new Error(`no answer: ${JSON.stringify(done)}`);
    expect(done.text).not.toContain(strings.chat.interrupted);
    const before = await user.api.conversationHistory(user.userId, done.sessionId);
    expect(before.map((m) => m.role)).toEqual(['user', 'assistant']);

    // A second start on the same database: its migrations run again, find nothing to do, lose nothing.
    await backend.kill('SIGTERM');
    backend = await startBackend(databaseUrl);
    user = await signIn(backend.url);
    expect(await user.api.conversationHistory(user.userId, done.sessionId)).toEqual(before);
    await backend.kill('SIGTERM');

    const dump = join(dataDir, 'ccnl.dump');
    execFileSync(bin('pg_dump'), ['--format=custom', `--file=${dump}`, databaseUrl]);
    execFileSync(bin('psql'), [cluster.adminUrl, '-v', 'ON_ERROR_STOP=1', '-c', `DROP DATABASE ${name}`]);
    // Gone: the backend cannot start on it.
    await expect(startBackend(databaseUrl)).rejects.toThrow(/exited/);
    execFileSync(bin('psql'), [cluster.adminUrl, '-v', 'ON_ERROR_STOP=1', '-c', `CREATE DATABASE ${name}`]);
    execFileSync(bin('pg_restore'), ['--no-owner', `--dbname=${databaseUrl}`, dump]);

    backend = await startBackend(databaseUrl);
    user = await signIn(backend.url);
    expect(await user.api.conversationHistory(user.userId, done.sessionId)).toEqual(before);
    expect((await user.api.recentConversations(user.userId)).map((c) => c.session_id)).toEqual([
      done.sessionId,
    ]);
  });
});
