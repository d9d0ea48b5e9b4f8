// `pnpm start`: runs the built backend and credit server side by side, prefixes their output, waits until
// both answer /healthz, prints where to go, and stops both together (Ctrl-C, SIGTERM, or either one dying).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const KILL_AFTER_MS = 5_000;
const READY_TIMEOUT_MS = 60_000;

function port(name, fallback) {
  const raw = process.env[name] || String(fallback);
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65_535) {
    console.error(`${name}=${raw} non è una porta valida (1-65535).`);
    process.exit(1);
  }
  return value;
}

const backendPort = port('BACKEND_PORT', 8787);
const webPort = port('WEB_PORT', 3000);
const dataDir = resolve(process.env.CCNL_DATA_DIR || join(root, '.data'));
const localBackendUrl = `http://127.0.0.1:${backendPort}`;
// A deployment behind a proxy may give the backend another public URL; locally it is the loopback one.
const backendUrl = process.env.CCNL_BACKEND_URL || localBackendUrl;
const webUrl = `http://127.0.0.1:${webPort}`;

if (backendPort === webPort) {
  console.error(`BACKEND_PORT e WEB_PORT devono essere diverse (entrambe ${webPort}).`);
  process.exit(1);
}

/** Resolves when nothing listens on 127.0.0.1:port; a busy port ends the launcher with a clear message. */
function ensureFree(portNumber, variable) {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', (error) => {
      if (error.code === 'EADDRINUSE') {
        console.error(
          `La porta ${portNumber} è già in uso: chiudi il programma che la occupa o scegline un'altra con ${variable}=<porta>.`,
        );
      } else {
        console.error(`Impossibile usare la porta ${portNumber} (${variable}): ${error.message}`);
      }
      process.exit(1);
    });
    probe.listen(portNumber, '127.0.0.1', () => probe.close(done));
  });
}

const entries = { backend: 'packages/backend/dist/main.js', web: 'packages/credit-server/dist/main.js' };
const unbuilt = Object.values(entries).filter((entry) => !existsSync(join(root, entry)));
if (unbuilt.length > 0) {
  console.error(
    `Manca ${unbuilt.join(' e ')}: esegui \`pnpm build\` (o usa \`pnpm start\`, che compila prima).`,
  );
  process.exit(1);
}

await ensureFree(backendPort, 'BACKEND_PORT');
await ensureFree(webPort, 'WEB_PORT');

const children = [];
let stopping = false;

function run(name, script, env) {
  const child = spawn(process.execPath, [join(root, script)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Own process group: a terminal's Ctrl-C reaches only the launcher, which then stops both in order.
    detached: true,
  });
  const prefix = `[${name}]`.padEnd(10);
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) =>
      out.write(`${prefix} ${line}\n`),
    );
  }
  const entry = {
    name,
    child,
    exited: new Promise((done) => child.once('exit', (code, signal) => done({ code, signal }))),
  };
  entry.exited.then(({ code, signal }) => {
    if (stopping) return;
    console.error(`${prefix} terminato inaspettatamente (${signal ?? `codice ${code}`}): arresto in corso.`);
    stop(code || 1);
  });
  children.push(entry);
  return entry;
}

async function stopChild({ child, exited }) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), KILL_AFTER_MS);
  await exited;
  clearTimeout(timer);
}

async function stop(exitCode) {
  if (stopping) return;
  stopping = true;
  await Promise.all(children.map(stopChild));
  process.exit(exitCode);
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
process.on('SIGHUP', () => stop(0));

run('backend', entries.backend, {
  CCNL_DATA_DIR: dataDir,
  BACKEND_PORT: String(backendPort),
  CCNL_BACKEND_URL: backendUrl,
  CCNL_CORS_ORIGINS: `http://127.0.0.1:${webPort},http://localhost:${webPort}`,
});
run('web', entries.web, {
  WEB_PORT: String(webPort),
  CCNL_BACKEND_URL: backendUrl,
});

async function healthy(url) {
  try {
    const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1_000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/** True once both servers answer; false when a child died meanwhile (stop() is already exiting). */
async function waitUntilReady() {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (const url of [localBackendUrl, webUrl]) {
    while (!(await healthy(url))) {
      if (stopping) return false;
      if (Date.now() > deadline) {
        console.error(`${url}/healthz non risponde dopo ${READY_TIMEOUT_MS / 1000} s: arresto in corso.`);
        stop(1);
        return false;
      }
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  return !stopping;
}

if (await waitUntilReady()) printBanner();

function printBanner() {
  const tickets = [
    ['demo-full', 'FULLCCNLPIU-IA (completo)'],
    ['demo-prova', 'DemoCCNLPIU-IA (prova completa)'],
    ['demo-base', 'BASECCNLPIU-IA (base)'],
    ['demo-iterazioni', 'IterazioniCCNLPIU-IA, 5 crediti'],
    ['demo-esaurito', 'IterazioniCCNLPIU-IA, 0 crediti (crediti esauriti)'],
    ['demo-senza-accesso', 'nessun accesso al prodotto'],
  ];

  console.log(
    [
      '',
      'Assistente CCNL è pronto.',
      '',
      `  App web:   ${webUrl}`,
      `  Backend:   ${backendUrl}`,
      `  Dati:      ${dataDir}`,
      '',
      "Ticket demo per l'accesso (pulsanti nel pannello di accesso):",
      ...tickets.map(([ticket, tier]) => `  ${ticket.padEnd(20)} ${tier}`),
      '',
      'Client da terminale:',
      // The client defaults to the embedded ports; on other ports it must be told where the servers are.
      ...(backendPort === 8787 && webPort === 3000
        ? []
        : [
            `  export CCNL_API_URL=${localBackendUrl}/ CCNL_GQL_ENDPOINT=${localBackendUrl}/graphql CCNL_CREDIT_URL=${webUrl}/`,
          ]),
      '  pnpm ccnl login --ticket demo-full',
      '  pnpm ccnl ask "Quanti giorni di ferie prevede il CCNL Commercio?"',
      '',
      'Ctrl-C per fermare.',
      '',
    ].join('\n'),
  );
}
