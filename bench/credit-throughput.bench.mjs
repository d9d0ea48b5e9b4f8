// Credit server: POST /api/consumption (verify the JWT, call the consumption service, store the balance)
// against GET /healthz of the same server, alternated in the same run. Target: at least 0.33× against the
// local upstream (a bare HTTP server answering the protocol: what the credit server itself costs). Also
// measured, for context: a bare Fastify route that only forwards to the same upstream, against its own
// /healthz (the ceiling of any route that makes an upstream call, with the load generator, the server and
// the upstream sharing this machine's cores); and the route against the real backend's consumption service.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { clients, median, requestsPerSecond, SERVERS, startChild, tempDataDir } from './backend-lib.mjs';
import { ITERAZIONI, startCreditStack } from './credit-lib.mjs';

export const description = 'credit server: /api/consumption throughput vs a no-op route of the same server';

const CONCURRENCY = 16;
const ROUND_MS = 1_500;
const ROUNDS = 3;
const TARGET = 0.33;

/** A valid answer of the consumption check for the demo customer, as the local upstream sends it. */
const CHECK_ANSWER = {
  nRetCode: 1,
  strDescription: 'OK',
  crmidlist: [
    {
      CRMID: ITERAZIONI.crmid,
      Customer_Type: 'CLIENTE',
      consumptions: [],
      AvailableCredit: 5,
      Total_Consumed: 0,
      Total_Purchased: 5,
      MeasurementUnit: 'ITERAZIONI',
    },
  ],
};

/** A Fastify server with a no-op route and a route that only forwards a POST to UPSTREAM_URL. */
const BARE_PROXY = `
import { createRequire } from 'node:module';
const require = createRequire(process.env.CREDIT_PACKAGE);
const Fastify = require('fastify');
const { Agent, request } = require('undici');
const dispatcher = new Agent({ keepAliveTimeout: 10_000, connections: 64 });
const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ status: 'ok' }));
app.post('/forward', async () => {
  const response = await request(process.env.UPSTREAM_URL, {
    method: 'POST', body: '{}', headers: { 'content-type': 'application/json' }, dispatcher,
  });
  return JSON.parse(await response.body.text());
});
await app.listen({ host: '127.0.0.1', port: 0 });
console.log(JSON.stringify({ port: app.server.address().port }));
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
`;

/** Median requests per second of `subject` and `baseline`, alternated so that machine noise hits both. */
async function compareRps(subject, baseline) {
  await requestsPerSecond(subject, { concurrency: CONCURRENCY, durationMs: 500 });
  await requestsPerSecond(baseline, { concurrency: CONCURRENCY, durationMs: 500 });
  const subjectRps = [];
  const baselineRps = [];
  for (let round = 0; round < ROUNDS; round++) {
    const pair = [
      async () =>
        subjectRps.push(await requestsPerSecond(subject, { concurrency: CONCURRENCY, durationMs: ROUND_MS })),
      async () =>
        baselineRps.push(
          await requestsPerSecond(baseline, { concurrency: CONCURRENCY, durationMs: ROUND_MS }),
        ),
    ];
    if (round % 2 === 1) pair.reverse();
    for (const measure of pair) await measure();
  }
  const s = median(subjectRps);
  const b = median(baselineRps);
  return { subject: s, baseline: b, ratio: s / b };
}

export async function run({ root }) {
  const { undici } = await clients(root);
  const dispatcher = new undici.Agent({ connections: CONCURRENCY, keepAliveTimeout: 10_000 });
  const call =
    (url, { method = 'GET', headers = {}, body } = {}) =>
    async () => {
      const response = await undici.request(url, { method, headers, body, dispatcher });
      await response.body.dump();
      if (response.statusCode !== 200) throw new Error(`${url}: status ${response.statusCode}`);
    };

  const files = tempDataDir();
  writeFileSync(join(files.dir, 'check.json'), JSON.stringify(CHECK_ANSWER));
  let upstream;
  let bare;
  let local;
  let real;
  try {
    upstream = await startChild(root, SERVERS.rawBody, { BODY_FILE: join(files.dir, 'check.json') });
    local = await startCreditStack(root, { consumptionUrl: `${upstream.url}consumption` });
    const localJwt = (await local.signIn(ITERAZIONI.ticket)).jwt;
    const vsLocal = await compareRps(
      call(`${local.creditUrl}api/consumption`, {
        method: 'POST',
        headers: { authorization: `Bearer ${localJwt}` },
      }),
      call(`${local.creditUrl}healthz`),
    );
    await local.stop();
    local = undefined;

    bare = await startChild(root, BARE_PROXY, {
      CREDIT_PACKAGE: join(root, 'packages/credit-server/package.json'),
      UPSTREAM_URL: `${upstream.url}consumption`,
    });
    const ceiling = await compareRps(
      call(`${bare.url}forward`, { method: 'POST' }),
      call(`${bare.url}healthz`),
    );
    await bare.stop();
    bare = undefined;

    real = await startCreditStack(root);
    const realJwt = (await real.signIn(ITERAZIONI.ticket)).jwt;
    const vsReal = await compareRps(
      call(`${real.creditUrl}api/consumption`, {
        method: 'POST',
        headers: { authorization: `Bearer ${realJwt}` },
      }),
      call(`${real.creditUrl}healthz`),
    );
    const checkBody = JSON.stringify({
      URL: real.creditUrl,
      Ticket: ITERAZIONI.ticket,
      CRMID: ITERAZIONI.crmid,
      Customer_Type: 'CLIENTE',
      IdProduct: 'CCNL-IA-ITERAZIONI',
      MeasurementUnit: 'ITERAZIONI',
      VerifyCredit: true,
      Username: 'credit-server',
      Password: 'ccnl-local-consumption-secret',
    });
    const backendOwn = await compareRps(
      call(`${real.backendUrl}/consumption/check`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: checkBody,
      }),
      call(`${real.backendUrl}/healthz`),
    );

    const verdict = vsLocal.ratio >= TARGET ? 'met' : 'NOT met';
    return {
      line:
        `credit-throughput (${CONCURRENCY} clients): /api/consumption vs /healthz, local upstream ` +
        `${vsLocal.subject.toFixed(0)} vs ${vsLocal.baseline.toFixed(0)} req/s → ${vsLocal.ratio.toFixed(2)}× ` +
        `(target ≥ ${TARGET}×, ${verdict}); a bare forwarding route to the same upstream ` +
        `${ceiling.ratio.toFixed(2)}× (ours at ${((100 * vsLocal.ratio) / ceiling.ratio).toFixed(0)}% of it); real backend upstream ${vsReal.subject.toFixed(0)} vs ` +
        `${vsReal.baseline.toFixed(0)} req/s → ${vsReal.ratio.toFixed(2)}×, whose own check is ` +
        `${backendOwn.ratio.toFixed(2)}× its /healthz`,
    };
  } finally {
    await dispatcher.close();
    await local?.stop();
    await bare?.stop();
    await real?.stop();
    await upstream?.stop();
    files.remove();
  }
}
