// `pnpm eval`: starts the built backend on 127.0.0.1 with a temp data dir, signs in with demo-full, asks every
// question of questions.json through core's client as the clients do, prints the accuracy per agent, and
// exits 1 when a target is missed (every figure exact, inquadra top-1 ≥ 90%, every answer with references).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApiClient } from '@ccnl/core';
import { askAll, loadQuestions, summarise } from './check.mjs';

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
  const anonymous = createApiClient({ baseUrl: url, getToken: () => null, gqlEndpoint: `${url}graphql` });
  const login = await anonymous.signAuth({
    ticket: 'demo-full',
    provisioning: { filtergroup: 'CCNLPIU-IA', prodgroup: 'CCNLPIU' },
  });
  const api = createApiClient({ baseUrl: url, getToken: () => login.jwt, gqlEndpoint: `${url}graphql` });
  const questions = loadQuestions();
  console.log(`eval: ${questions.length} domande su ${url}`);
  const started = performance.now();
  const results = await askAll(api, login.profile.userId, questions, (r) => {
    if (r.passed) return;
    const why = [
      r.missing.length ? `mancano ${r.missing.map((f) => JSON.stringify(f)).join(', ')}` : '',
      r.references ? '' : 'nessun riferimento',
      r.top1 === false ? 'livello diverso' : '',
      r.field === false ? 'campo non richiesto' : '',
    ].filter(Boolean);
    console.log(`  ✗ ${r.id}: ${why.join('; ')} — «${r.firstLine.slice(0, 140)}»`);
  });
  const summary = summarise(results);
  console.log(`\n${summary.text}\nTempo: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  process.exitCode = summary.met ? 0 : 1;
} catch (error) {
  console.error(`eval: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  stop();
}
