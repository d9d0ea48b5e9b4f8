// Backend: `conversation-history` of a 100-message conversation (bearer check, ownership check, SQLite read,
// JSON) against a Fastify hello-world route, both in their own process, same load generator. Target ≥ 0.3×.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  clients,
  median,
  requestsPerSecond,
  SERVERS,
  signIn,
  startChild,
  tempDataDir,
} from './backend-lib.mjs';

export const description = 'backend: conversation-history (100 messages) throughput vs Fastify hello world';

const CONCURRENCY = 16;
const TOPICS = [
  'Quanti giorni di ferie spettano',
  'Quanto dura il periodo di preavviso',
  'Quanto dura il periodo di prova',
  'Come è retribuito il lavoro straordinario',
  'Come funziona la malattia',
  'Quando si paga la quattordicesima',
  'Quali sono i livelli di inquadramento',
  'Quanti permessi retribuiti sono previsti',
  'Qual è l’orario settimanale',
  'Quanti scatti di anzianità sono previsti',
];
const AGREEMENTS = ['Commercio', 'Metalmeccanico', 'Edilizia', 'Turismo', 'Pulizie multiservizi'];
const ROUND_MS = 1_500;
const ROUNDS = 3;

export async function run({ root }) {
  const { core, coreNode, undici } = await clients(root);
  const data = tempDataDir();
  const dispatcher = new undici.Agent({ connections: CONCURRENCY, keepAliveTimeout: 10_000 });
  let backend;
  let hello;
  let raw;
  try {
    backend = await startChild(root, SERVERS.backend, { DATA_DIR: data.dir, DELAY_MS: '0' });
    hello = await startChild(root, SERVERS.hello);
    const { jwt, userId } = await signIn(core, backend.url, 'demo-full');
    const api = core.createApiClient({
      baseUrl: backend.url,
      getToken: () => jwt,
      fetch: coreNode.createNodeFetch(),
    });
    const session = await api.createEmptySession(userId);
    // 50 different questions and their answers: 100 messages, as varied as a real conversation (a
    // repetitive one would flatter the compression).
    const questions = TOPICS.flatMap((topic) => AGREEMENTS.map((ccnl) => `${topic} nel CCNL ${ccnl}?`));
    for (const question of questions) {
      for await (const _chunk of api.streamAgent({
        message: question,
        user_id: userId,
        session_id: session,
        agent_name: 'main-agent',
      }));
    }
    const messages = await api.conversationHistory(userId, session);
    if (messages.length !== 100) throw new Error(`expected 100 messages, got ${messages.length}`);
    await coreNode.closeNodeFetch();

    const historyUrl = `${backend.url}conversation-history/${userId}/${session}`;
    const headers = { authorization: `Bearer ${jwt}` };
    const gzipHeaders = { ...headers, 'accept-encoding': 'gzip, deflate' };
    const sample = await undici.request(historyUrl, { headers });
    const bodyFile = join(data.dir, 'history.json');
    writeFileSync(bodyFile, Buffer.from(await sample.body.arrayBuffer()));
    // For context: the same bytes from a bare node:http server, the ceiling for any route sending them.
    raw = await startChild(root, SERVERS.rawBody, { BODY_FILE: bodyFile });
    const bytes = { identity: 0, gzip: 0 };
    const historyAs = (encoding) => async () => {
      const response = await undici.request(historyUrl, {
        headers: encoding === 'gzip' ? gzipHeaders : headers,
        dispatcher,
      });
      if (response.statusCode !== 200) throw new Error(`history answered ${response.statusCode}`);
      bytes[encoding] = (await response.body.arrayBuffer()).byteLength;
    };
    const helloWorld = async () => {
      const response = await undici.request(hello.url, { dispatcher });
      await response.body.arrayBuffer();
    };
    const rawBody = async () => {
      const response = await undici.request(raw.url, { dispatcher });
      await response.body.arrayBuffer();
    };

    const load = { concurrency: CONCURRENCY, durationMs: ROUND_MS };
    await requestsPerSecond(historyAs('gzip'), { ...load, durationMs: 300 });
    await requestsPerSecond(helloWorld, { ...load, durationMs: 300 });
    const rates = { gzip: [], identity: [], hello: [], raw: [] };
    for (let i = 0; i < ROUNDS; i++) {
      rates.gzip.push(await requestsPerSecond(historyAs('gzip'), load));
      rates.hello.push(await requestsPerSecond(helloWorld, load));
      rates.identity.push(await requestsPerSecond(historyAs('identity'), load));
      rates.raw.push(await requestsPerSecond(rawBody, load));
    }
    const [gzip, identity, helloRate, rawRate] = [rates.gzip, rates.identity, rates.hello, rates.raw].map(
      median,
    );
    const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
    return {
      line:
        `backend-history: conversation-history of 100 messages, as fetch and browsers ask (gzip, ${kb(bytes.gzip)}) ${gzip.toFixed(0)} req/s vs Fastify hello world ${helloRate.toFixed(0)} req/s → ${(gzip / helloRate).toFixed(2)}× (target ≥ 0.30×); ` +
        `uncompressed (${kb(bytes.identity)}) ${identity.toFixed(0)} req/s → ${(identity / helloRate).toFixed(2)}×, vs a bare node:http server sending those bytes ${rawRate.toFixed(0)} req/s → ${(identity / rawRate).toFixed(2)}× (${CONCURRENCY} connections, median of ${ROUNDS} rounds of ${ROUND_MS} ms)`,
    };
  } finally {
    await dispatcher.close();
    await backend?.stop();
    await hello?.stop();
    await raw?.stop();
    data.remove();
  }
}
