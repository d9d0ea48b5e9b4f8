// Shared helpers of the credit benchmarks: the real backend (consumption service, JWKS) and the real credit
// server, each in its own child process, on a temp data dir; demo credit topped up in that dir's ledger.
import { createServer } from 'node:net';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { pathToFileURL } from 'node:url';
import { clients, signIn, startChild, tempDataDir } from './backend-lib.mjs';

/** The backend on a port picked up front: its tokens name that URL as issuer, the credit server checks it. */
const BACKEND = `
const { createApp, loadConfig } = await import(process.env.BACKEND_DIST);
const port = Number(process.env.PORT);
const app = await createApp(loadConfig({
  CCNL_DATA_DIR: process.env.DATA_DIR,
  CCNL_LOGGER: 'false',
  BACKEND_PORT: String(port),
  CCNL_BACKEND_URL: 'http://127.0.0.1:' + port,
}));
await app.listen({ host: '127.0.0.1', port });
console.log(JSON.stringify({ port }));
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
`;

const CREDIT_SERVER = `
const { createApp, loadConfig } = await import(process.env.CREDIT_DIST);
const app = await createApp(loadConfig(process.env));
await app.listen({ host: '127.0.0.1', port: 0 });
console.log(JSON.stringify({ port: app.server.address().port }));
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
`;

export const ITERAZIONI = { ticket: 'demo-iterazioni', crmid: 'CRM-100004' };

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Backend + credit server. The credit server's per-user rate limits are lifted: the load comes from one demo
 * user, and the limit is what a benchmark must not measure. `consumptionUrl` points the credit server at
 * another consumption service than the backend's; `creditEnv` adds to its environment (a DATABASE_URL).
 */
export async function startCreditStack(root, { consumptionUrl, creditEnv = {} } = {}) {
  const data = tempDataDir();
  const port = await freePort();
  const backendUrl = `http://127.0.0.1:${port}`;
  let backend;
  let credit;
  try {
    backend = await startChild(root, BACKEND, { DATA_DIR: data.dir, PORT: String(port) });
    credit = await startChild(root, CREDIT_SERVER, {
      CREDIT_DIST: pathToFileURL(join(root, 'packages/credit-server/dist/index.js')).href,
      CCNL_BACKEND_URL: backendUrl,
      CCNL_DATA_DIR: data.dir,
      CCNL_WEB_DIST: join(root, 'packages/web/dist'),
      CCNL_LOG_LEVEL: 'silent',
      CCNL_CREDIT_RATE_LIMIT: '1000000',
      CCNL_AGENT_RATE_LIMIT: '1000000',
      ...(consumptionUrl ? { CCNL_CONSUMPTION_URL: consumptionUrl } : {}),
      ...creditEnv,
    });
  } catch (error) {
    await backend?.stop();
    data.remove();
    throw error;
  }
  const { core } = await clients(root);
  return {
    backendUrl,
    creditUrl: credit.url,
    signIn: (ticket) => signIn(core, `${backendUrl}/`, ticket),
    /**
     * Buys credit for a customer in the backend's own ledger file (no purchase API exists): one purchase row
     * and the account's total, in one transaction, as the ledger's seed does. Returns the new total bought.
     */
    topUp(crmid, quantity) {
      const db = new DatabaseSync(join(data.dir, 'ccnl.sqlite'));
      try {
        db.exec('PRAGMA busy_timeout = 5000');
        db.exec('BEGIN IMMEDIATE');
        db.prepare(
          'INSERT INTO credit_purchases (crmid, quantity, reason, created_at) VALUES (?, ?, ?, ?)',
        ).run(crmid, quantity, 'benchmark', new Date().toISOString());
        db.prepare('UPDATE credit_accounts SET purchased = purchased + ? WHERE crmid = ?').run(
          quantity,
          crmid,
        );
        const { purchased } = db.prepare('SELECT purchased FROM credit_accounts WHERE crmid = ?').get(crmid);
        db.exec('COMMIT');
        return Number(purchased);
      } finally {
        db.close();
      }
    },
    /** The ledger's own totals for a customer, read from its file. */
    ledger(crmid) {
      const db = new DatabaseSync(join(data.dir, 'ccnl.sqlite'), { readOnly: true });
      try {
        const row = db.prepare('SELECT purchased, consumed FROM credit_accounts WHERE crmid = ?').get(crmid);
        const keys = db.prepare('SELECT COUNT(*) AS n FROM credit_consumptions WHERE crmid = ?').get(crmid);
        return { purchased: Number(row.purchased), consumed: Number(row.consumed), keys: Number(keys.n) };
      } finally {
        db.close();
      }
    },
    async stop() {
      await credit.stop();
      await backend.stop();
      data.remove();
    },
  };
}
