// The credit load of the credit benchmarks: N concurrent clients for a while, each doing what the web app
// does per answer (a consumption check, then one registration with a fresh idempotency key, every tenth
// sent again as a client retrying after a lost answer). It counts errors and checks the final balance
// against the ledger.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { ITERAZIONI } from './credit-lib.mjs';

const RETRY_EVERY = 10;

/** Runs the load on a started credit stack; the figures, and a line describing them. */
export async function creditLoad(stack, undici, { clients, durationMs, purchase }) {
  const dispatcher = new undici.Agent({ connections: clients, keepAliveTimeout: 10_000 });
  try {
    const { jwt } = await stack.signIn(ITERAZIONI.ticket);
    const purchased = stack.topUp(ITERAZIONI.crmid, purchase);
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
    const until = performance.now() + durationMs;
    const started = performance.now();

    await Promise.all(
      Array.from({ length: clients }, async () => {
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
    const figures = {
      perSecond: registrations / elapsedS,
      p50: p(0.5),
      p99: p(0.99),
      errorCount,
      exact,
    };
    const line =
      `${clients} clients × ${elapsedS.toFixed(1)} s: ${checks} checks, ${registrations} registrations ` +
      `(${figures.perSecond.toFixed(0)}/s, p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms), ` +
      `${replays} retries replayed; errors ${errorCount}${errorCount ? ` ${JSON.stringify(Object.fromEntries(errors))}` : ''}; ` +
      `final balance ${data.availableCredit} = ${purchased} purchased − ${registrations} registered ` +
      `${exact ? '(exact, ledger agrees)' : `(MISMATCH: expected ${expected}, ledger ${ledger.purchased - ledger.consumed}, ${ledger.keys} keys)`}` +
      `; lowest balance seen ${lowest}`;
    return { ...figures, line };
  } finally {
    await dispatcher.close();
  }
}
