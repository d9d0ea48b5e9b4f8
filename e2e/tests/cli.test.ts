import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli.js';
import { ROOT } from '../src/paths.js';
import { type Servers, startServers } from '../src/servers.js';

const QUESTION = 'Qual è il periodo di prova nel CCNL commercio?';

interface KbSource {
  url: string;
}
interface Kb {
  probation: { by_level: { levels: string[]; max: string }[]; sources: KbSource[] };
}

let servers: Servers;
let configDir: string;
let env: Record<string, string>;
let kb: Kb;

beforeAll(async () => {
  kb = JSON.parse(await readFile(`${ROOT}packages/backend/data/terziario-confcommercio.json`, 'utf8')) as Kb;
  servers = await startServers({ streamDelayMs: 5 });
  configDir = await mkdtemp(join(tmpdir(), 'ccnl-e2e-cli-'));
  env = {
    CCNL_CONFIG_DIR: configDir,
    // The clients reach the assistant API through the product server, which meters it.
    CCNL_API_URL: `${servers.webUrl}/api/assistente/`,
    CCNL_GQL_ENDPOINT: `${servers.backendUrl}/graphql`,
    CCNL_CREDIT_URL: `${servers.webUrl}/`,
  };
});

afterAll(async () => {
  await servers?.close();
  if (configDir) await rm(configDir, { recursive: true, force: true });
});

describe('ccnl against the real backend', () => {
  it('signs in with a demo ticket', async () => {
    const run = await runCli(['login', '--ticket', 'demo-full'], env);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(run.code).toBe(0);
  });

  it('streams an answer from the knowledge base with its source', async () => {
    const run = await runCli(['ask', QUESTION], env);
    expect(run.code, run.stderr).toBe(0);
    const answer = run.stdout;
    // The probation figures of the CCNL Commercio, as the knowledge base states them.
    const figures = kb.probation.by_level.map((row) => row.max.match(/^\d+ (giorni|mesi)/)?.[0] ?? row.max);
    expect(
      figures.some((figure) => answer.includes(figure)),
      answer,
    ).toBe(true);
    const sourceHost = new URL(kb.probation.sources[0]?.url ?? '').hostname;
    expect(answer).toContain(sourceHost);
    // Streamed: the text arrived over several reads spread in time, not as one block at the end.
    expect(run.stdoutChunks.length).toBeGreaterThan(2);
    const first = run.stdoutChunks[0]?.at ?? 0;
    const last = run.stdoutChunks.at(-1)?.at ?? 0;
    expect(last - first).toBeGreaterThan(20);
  });

  it('fails with one line and no stack trace when the backend is down', async () => {
    await servers.stopBackend();
    const run = await runCli(['ask', QUESTION], env);
    expect(run.code).not.toBe(0);
    expect(run.code).toBe(5);
    const lines = run.stderr.trim().split('\n');
    expect(lines, run.stderr).toHaveLength(1);
    expect(run.stderr).not.toMatch(/\bat .+:\d+:\d+/);
    expect(run.stdout).toBe('');
  });
});
