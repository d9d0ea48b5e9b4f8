// Credit server under load: 50 concurrent clients for 30 seconds against the real backend's consumption
// service, each doing what the web app does per answer (a consumption check, then one registration with a
// fresh idempotency key, sometimes sent twice as a retry would). Zero errors are expected, and the ledger's
// final balance must equal the purchased credit minus the registrations that succeeded.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { clients } from './backend-lib.mjs';
import { ITERAZIONI, startCreditStack } from './credit-lib.mjs';

export const description = 'credit server: 30 s at 50 concurrent clients, zero errors, exact final balance';

const CLIENTS = 50;
const DURATION_MS = 30_000;
/** Every tenth registration is sent again with the same key, as a client retrying after a lost answer. */
const RETRY_EVERY = 10;
/** More than 50 clients can register in 30 s, so no registration is refused for lack of credit. */
const PURCHASE = 1_000_000;

export async function run({ root }) {
  const { undici } = await clients(root);
  const stack = await startCreditStack(root);
  const dispatcher = new undici.Agent({ connections: CLIENTS, keepAliveTimeout: 10_000 });
  try {
    const { jwt } = await stack.signIn(ITERAZIONI.ticket);
    const purchased = stack.topUp(ITERAZIONI.crmid, PURCHASE);
    const auth = { authorization: `Bearer ${jwt}` };
    const post = async (path, headers = {}) => {
      const response = await undici.request(`${stack.creditUrl}${path}`, {
        method: 'POST',
        headers: { ...auth, ...headers },
        dispatcher,
      });
      const body = await response.body.json();
      return {
        status: response.statusCode,
        replayed: response.headers['idempotent-replayed'] === 'true',
        body,
      };
    };

    let checks = 0;
    let registrations = 0;
    let replays = 0;
    let lowest = Number.POSITIVE_INFINITY;
    const errors = new Map();
    const fail = (what) => errors.set(what, (errors.get(what) ?? 0) + 1);
    const latencies = [];
    const until = performance.now() + DURATION_MS;
    const started = performance.now();

    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (performance.now() < until) {
          try {
            const check = await post('api/consumption');
            if (check.status !== 200) {
              fail(`check ${check.status}`);
              continue;
            }
            checks++;
            const key = randomUUID();
            const at = performance.now();
            const first = await post('api/registerConsumption', { 'idempotency-key': key });
            latencies.push(performance.now() - at);
            if (first.status !== 200 || first.replayed) {
              fail(`register ${first.status}${first.replayed ? ' replayed' : ''}`);
              continue;
            }
            registrations++;
            lowest = Math.min(lowest, first.body.data.availableCredit);
            if (registrations % RETRY_EVERY === 0) {
              const again = await post('api/registerConsumption', { 'idempotency-key': key });
              if (again.status !== 200 || !again.replayed) fail(`retry ${again.status}`);
              else if (again.body.data.availableCredit !== first.body.data.availableCredit)
                fail('retry balance');
              else replays++;
            }
          } catch (error) {
            fail(error instanceof Error ? error.message : String(error));
          }
        }
      }),
    );
    const elapsedS = (performance.now() - started) / 1000;

    const seen = await undici.request(`${stack.creditUrl}api/credit`, { headers: auth, dispatcher });
    const { data } = await seen.body.json();
    const ledger = stack.ledger(ITERAZIONI.crmid);
    const expected = purchased - registrations;
    const exact =
      data.availableCredit === expected &&
      ledger.purchased - ledger.consumed === expected &&
      ledger.keys === registrations;
    const errorCount = [...errors.values()].reduce((sum, n) => sum + n, 0);
    latencies.sort((a, b) => a - b);
    const p = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
    const line =
      `credit-load: ${CLIENTS} clients × ${elapsedS.toFixed(1)} s: ${checks} checks, ${registrations} registrations ` +
      `(${(registrations / elapsedS).toFixed(0)}/s, p50 ${p(0.5).toFixed(1)} ms, p99 ${p(0.99).toFixed(1)} ms), ` +
      `${replays} retries replayed; errors ${errorCount}${errorCount ? ` ${JSON.stringify(Object.fromEntries(errors))}` : ''}; ` +
      `final balance ${data.availableCredit} = ${purchased} purchased − ${registrations} registered ` +
      `${exact ? '(exact, ledger agrees)' : `(MISMATCH: expected ${expected}, ledger ${ledger.purchased - ledger.consumed}, ${ledger.keys} keys)`}` +
      `; lowest balance seen ${lowest}`;
    if (errorCount > 0 || !exact) throw new Error(line);
    return { line };
  } finally {
    await dispatcher.close();
    await stack.stop();
  }
}
