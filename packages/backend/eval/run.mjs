// `pnpm eval`: starts the built backend on 127.0.0.1 with a temp data dir, signs in with demo-full, asks every
// question of eval/questions/*.json through core's client as the clients do (follow-ups in the same session),
// prints the outcome tables per intent, agent and phrasing, writes eval/last-report.json, and exits 1 when the
// target is missed (95% right, no invented figure). Optional filters: --intent=a,b --agent=x --id=prefix;
// --report=path writes the report there instead;
// --perturb=bare (or apostrophes, shouting) rewrites the user's words carelessly (eval/perturb.mjs).
// Each question is asked on the day it was written for (`asked_on`, questions.mjs): one backend per such day.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApiClient, resolveConfig } from '@ccnl/core';
import { INTENTS } from '../src/reader/request.ts';
import { askAll, loadQuestions, summarise, TARGET } from './check.mjs';
import { perturb } from './perturb.mjs';

const options = Object.fromEntries(
  process.argv
    .slice(2)
    .map((arg) => /^--(\w+)=(.*)$/.exec(arg))
    .filter(Boolean)
    .map((m) => [m[1], m[2].split(',')]),
);
let questions;
try {
  questions = loadQuestions().filter(
    (q) =>
      (!options.intent || options.intent.includes(q.intent)) &&
      (!options.agent || options.agent.includes(q.agent)) &&
      (!options.id || options.id.some((prefix) => q.id.startsWith(prefix))),
  );
  for (const name of options.perturb ?? []) questions = questions.map((q) => perturb(q, name));
} catch (error) {
  console.error(`eval: ${error.message}`);
  process.exit(1);
}

const main = fileURLToPath(new URL('../dist/main.js', import.meta.url));
if (!existsSync(main)) {
  console.error('Manca packages/backend/dist/main.js: esegui `pnpm --filter @ccnl/backend build`.');
  process.exit(1);
}

/**
 * The built backend on a fresh temp data dir, answering as on `today` (CCNL_TODAY), signed in with demo-full as
 * the clients sign in; `stop()` ends it and removes the dir.
 */
async function serve(today) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ccnl-eval-'));
  const env = {
    ...process.env,
    CCNL_DATA_DIR: dataDir,
    BACKEND_PORT: '0',
    CCNL_LOGGER: 'false',
    CCNL_STREAM_DELAY_MS: '0',
    CCNL_TODAY: today,
  };
  // The eval measures the built-in engine; a model configured in the shell is left out.
  for (const name of ['CCNL_LLM_URL', 'CCNL_LLM_MODEL', 'CCNL_LLM_API_KEY', 'CCNL_KB_DIR']) delete env[name];
  const child = spawn(process.execPath, [main], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  running.add(stop);
  try {
    const url = await new Promise((resolve, reject) => {
      let output = '';
      // (A start on a machine busy with other runs can take most of a minute.)
      const timer = setTimeout(() => reject(new Error('il backend non si è avviato entro 120 s')), 120_000);
      child.stdout.on('data', (chunk) => {
        output += chunk;
        const match = /^backend: (http:\/\/127\.0\.0\.1:\d+)$/m.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(`${match[1]}/`);
        }
      });
      child.once('exit', (code) => reject(new Error(`il backend è uscito (codice ${code})`)));
    });
    // The clients' own firewall pass-key, as the web app and the CLI send it.
    const { firewall } = resolveConfig();
    const anonymous = createApiClient({
      baseUrl: url,
      getToken: () => null,
      gqlEndpoint: `${url}graphql`,
      firewall,
    });
    const login = await anonymous.signAuth({
      ticket: 'demo-full',
      provisioning: { filtergroup: 'CCNLPIU-IA', prodgroup: 'CCNLPIU' },
    });
    const api = createApiClient({
      baseUrl: url,
      getToken: () => login.jwt,
      gqlEndpoint: `${url}graphql`,
      firewall,
    });
    return { url, api, userId: login.profile.userId, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

const running = new Set();
process.on('SIGINT', () => {
  for (const stop of running) stop();
  process.exit(130);
});

try {
  // One backend per day the questions were asked on, each answering as on that day.
  const days = [...new Set(questions.map((q) => q.asked_on))].sort();
  console.log(`eval: ${questions.length} domande, chieste ${days.map((d) => `il ${d}`).join(', ')}`);
  const started = performance.now();
  const mark = { right: '✓', wrong: '✗', gap: '∅', invented: '!' };
  const byId = new Map();
  for (const day of days) {
    const backend = await serve(day);
    try {
      const asked = questions.filter((q) => q.asked_on === day);
      const results = await askAll(backend.api, backend.userId, asked, (r) => {
        if (r.outcome === 'right') return;
        const opening = (r.answer.split('\n').find((line) => line.trim()) ?? '').slice(0, 140);
        console.log(`  ${mark[r.outcome]} ${r.id} [${r.outcome}]: ${r.reasons.join('; ')} — «${opening}»`);
      });
      for (const r of results) byId.set(r.id, r);
    } finally {
      backend.stop();
      running.delete(backend.stop);
    }
  }
  const results = questions.map((q) => byId.get(q.id));
  const summary = summarise(results, Object.keys(INTENTS));
  const seconds = (performance.now() - started) / 1000;
  console.log(`\n${summary.text}\nTempo: ${seconds.toFixed(1)} s`);
  // "--report=path" keeps a run's report beside another run's (a wave measured while the whole eval runs).
  const report = options.report
    ? resolve(process.env.INIT_CWD ?? process.cwd(), options.report[0])
    : fileURLToPath(new URL('./last-report.json', import.meta.url));
  writeFileSync(
    report,
    `${JSON.stringify(
      {
        at: new Date().toISOString(),
        target: TARGET,
        met: summary.met,
        totals: summary.totals,
        rate: summary.rate,
        byIntent: summary.byIntent,
        byAgent: summary.byAgent,
        byStyle: summary.byStyle,
        byTurns: summary.byTurns,
        seconds,
        results,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`Rapporto: ${report}`);
  process.exitCode = summary.met ? 0 : 1;
} catch (error) {
  console.error(`eval: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
