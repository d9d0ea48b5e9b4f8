import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli.js';
import { type Servers, startServers } from '../src/servers.js';

/**
 * Terminal parity: `ccnl batch`, `chat` and `ask` go through the same metering as the web app, on the REAL
 * product server and backend. demo-iterazioni starts with 5 credits; the terminal registers nothing itself.
 */

let servers: Servers;
let dir: string;
let env: Record<string, string>;

beforeAll(async () => {
  servers = await startServers({ streamDelayMs: 1 });
  dir = await mkdtemp(join(tmpdir(), 'ccnl-e2e-cli-metering-'));
  env = {
    CCNL_CONFIG_DIR: dir,
    CCNL_API_URL: `${servers.webUrl}/api/assistente/`,
    CCNL_GQL_ENDPOINT: `${servers.backendUrl}/graphql`,
    CCNL_CREDIT_URL: `${servers.webUrl}/`,
  };
  const login = await runCli(['login', '--ticket', 'demo-iterazioni'], env);
  expect(login.code, login.stderr).toBe(0);
});

afterAll(async () => {
  await servers?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function available(): Promise<number> {
  const run = await runCli(['credit', '--json'], env);
  return (JSON.parse(run.stdout) as { availableCredit: number }).availableCredit;
}

describe('the terminal on demo-iterazioni', () => {
  it('pays each answer of batch, chat and ask once, and the sixth question ends the trial (exit 4)', async () => {
    const batch = await runCli(
      ['batch', '-'],
      env,
      'Quanti giorni di ferie nel CCNL commercio?\nQuanto dura il preavviso?\nQuante ore settimanali?\n',
    );
    expect(batch.code, batch.stderr).toBe(0);
    expect(batch.stdout.trimEnd().split('\n')).toHaveLength(3);
    expect(await available()).toBe(2);

    const chat = await runCli(['chat', 'Quanto dura il periodo di prova?'], env);
    expect(chat.code, chat.stderr).toBe(0);
    expect(await available()).toBe(1);

    const fifth = await runCli(['ask', 'E la tredicesima?'], env);
    expect(fifth.code, fifth.stderr).toBe(0);
    expect(fifth.stdout.length).toBeGreaterThan(20);
    expect(await available()).toBe(0);

    const sixth = await runCli(['ask', 'E la quattordicesima?'], env);
    expect(sixth).toMatchObject({
      code: 4,
      stdout: '',
      stderr:
        'Crediti non disponibili — Hai terminato il tuo periodo di prova. Vuoi abbonarti per continuare ad utilizzare Assistente CCNL? Contatta un agente: https://www.example.com/contatta-un-agente\n',
    });
    const credit = await runCli(['credit', '--json'], env);
    expect(credit.code).toBe(4);
    expect(JSON.parse(credit.stdout)).toMatchObject({ availableCredit: 0, totalConsumed: 5 });
  });
});
