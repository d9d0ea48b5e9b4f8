// `pnpm eval`: starts the built backend on 127.0.0.1 with a temp data dir, signs in with demo-full, asks every
// question of eval/questions/*.json through core's client as the clients do (follow-ups in the same session),
// prints the outcome tables per intent, agent and phrasing, writes eval/last-report.json, and exits 1 when the
// target is missed (95% right, no invented figure). Optional filters: --intent=a,b --agent=x --id=prefix;
// --report=path writes the report there instead;
// --perturb=bare (or apostrophes, shouting) rewrites the user's words carelessly (eval/perturb.mjs).
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

const dataDir = mkdtempSync(join(tmpdir(), 'ccnl-eval-'));
const env = {
  ...process.env,
  CCNL_DATA_DIR: dataDir,
  BACKEND_PORT: '0',
  CCNL_LOGGER: 'false',
  CCNL_STREAM_DELAY_MS: '0',
};
// The eval measures the built-in engine; a model configured in the shell is left out.
for (const name of ['CCNL_LLM_URL', 'CCNL_LLM_MODEL', 'CCNL_LLM_API_KEY', 'CCNL_KB_DIR']) delete env[name];
const child = spawn(process.execPath, [main], { env, stdio: ['ignore', 'pipe', 'inherit'] });

function stop() {
  if (child.exitCode === null) child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

const url = await new Promise((resolve, reject) => {
  let output = '';
  const timer = setTimeout(() => reject(new Error('il backend non si è avviato entro 20 s')), 20_000);
  child.stdout.on('data', (chunk) => {
    output += chunk;
    const match = /^backend: (http:\/\/127\.0\.0\.1:\d+)$/m.exec(output);
    if (match) {
      clearTimeout(timer);
      resolve(`${match[1]}/`);
    }
  });
  child.once('exit', (code) => reject(new Error(`il backend è uscito (codice ${code})`)));
}).catch((error) => {
  console.error(`eval: ${error.message}`);
  stop();
  process.exit(1);
});

try {
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
  console.log(`eval: ${questions.length} domande su ${url}`);
  const started = performance.now();
  const mark = { right: '✓', wrong: '✗', gap: '∅', invented: '!' };
  const results = await askAll(api, login.profile.userId, questions, (r) => {
    if (r.outcome === 'right') return;
    const opening = (r.answer.split('\n').find((line) => line.trim()) ?? '').slice(0, 140);
    console.log(`  ${mark[r.outcome]} ${r.id} [${r.outcome}]: ${r.reasons.join('; ')} — «${opening}»`);
  });
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
} finally {
  stop();
}
