// Backend: (1) the answer stream of main-agent (CCNL_STREAM_DELAY_MS=0) against a raw node:http response-write
// loop sending the same bytes in the same pieces, target ≥ 0.8×; (2) how long after a client disconnects the
// agent stops and its partial answer is stored, target ≤ 50 ms, at the default pace (12 ms between pieces)
// because a stream must still be running when the client leaves.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  clients,
  median,
  requestsPerSecond,
  SERVERS,
  signIn,
  startChild,
  tempDataDir,
} from './backend-lib.mjs';

export const description = 'backend: answer stream vs raw write loop; disconnect-to-stop latency';

const QUESTION = 'Quali sono i livelli di inquadramento e i minimi retributivi nel CCNL Commercio?';
const CONCURRENCY = 8;
const ROUND_MS = 1_500;
const ROUNDS = 3;
const DISCONNECTS = 20;

/** Pieces of three words, as the built-in agents stream them. */
function pieces(text) {
  const words = text.match(/\s*\S+\s*/g) ?? [];
  const out = [];
  for (let i = 0; i < words.length; i += 3) out.push(words.slice(i, i + 3).join(''));
  return out;
}

/** One request; times to first byte and to the last, and the bytes received. */
async function timed(undici, url, options) {
  const start = performance.now();
  const response = await undici.request(url, options);
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
  let first = 0;
  let bytes = 0;
  for await (const chunk of response.body) {
    first ||= performance.now();
    bytes += chunk.length;
  }
  const end = performance.now();
  return { total: end - start, streaming: end - first, bytes };
}

export async function run({ root }) {
  const { core, undici } = await clients(root);
  const data = tempDataDir();
  const dispatcher = new undici.Agent({ connections: 32, keepAliveTimeout: 10_000 });
  let fast;
  let paced;
  let raw;
  try {
    fast = await startChild(root, SERVERS.backend, { DATA_DIR: join(data.dir, 'fast'), DELAY_MS: '0' });
    paced = await startChild(root, SERVERS.backend, {
      DATA_DIR: join(data.dir, 'paced'),
      DELAY_MS: '12',
    });

    // (1) Throughput.
    const user = await signIn(core, fast.url, 'demo-full');
    const auth = { authorization: `Bearer ${user.jwt}`, 'content-type': 'application/json' };
    const newSession = async (base, jwt, userId) => {
      const response = await undici.request(`${base}create-empty-session/${userId}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${jwt}` },
        dispatcher,
      });
      return (await response.body.json()).session_id;
    };
    const agentRequest = async (sessionId) => ({
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        message: QUESTION,
        user_id: user.userId,
        session_id: sessionId,
        agent_name: 'main-agent',
      }),
      dispatcher,
    });
    const sample = await undici.request(
      `${fast.url}main-agent`,
      await agentRequest(await newSession(fast.url, user.jwt, user.userId)),
    );
    const text = await sample.body.text();
    const chunksFile = join(data.dir, 'chunks.json');
    writeFileSync(chunksFile, JSON.stringify(pieces(text)));
    raw = await startChild(root, SERVERS.rawStream, { CHUNKS_FILE: chunksFile });

    // Sustained load: each worker streams answers back to back into its own conversation.
    const sessions = await Promise.all(
      Array.from({ length: CONCURRENCY }, () => newSession(fast.url, user.jwt, user.userId)),
    );
    const drain = async (url, options) => {
      const response = await undici.request(url, options);
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
      for await (const _chunk of response.body);
    };
    let worker = 0;
    const viaAgent = async () =>
      drain(`${fast.url}main-agent`, await agentRequest(sessions[worker++ % CONCURRENCY]));
    const viaLoop = () => drain(raw.url, { method: 'POST', body: '{}', dispatcher });
    const load = { concurrency: CONCURRENCY, durationMs: ROUND_MS };
    await requestsPerSecond(viaAgent, { ...load, durationMs: 300 });
    await requestsPerSecond(viaLoop, { ...load, durationMs: 300 });
    const agentRates = [];
    const loopRates = [];
    for (let i = 0; i < ROUNDS; i++) {
      agentRates.push(await requestsPerSecond(viaAgent, load));
      loopRates.push(await requestsPerSecond(viaLoop, load));
    }
    const bytes = Buffer.byteLength(text);
    const rate = median(agentRates);
    const throughput = rate / median(loopRates);

    // One stream at a time: first to last byte, the streaming machinery alone.
    const single = { agent: [], loop: [] };
    for (let i = 0; i < 23; i++) {
      const a = await timed(undici, `${fast.url}main-agent`, await agentRequest(sessions[0]));
      const r = await timed(undici, raw.url, { method: 'POST', body: '{}', dispatcher });
      if (a.bytes !== r.bytes) throw new Error(`different bytes: ${a.bytes} vs ${r.bytes}`);
      if (i >= 3) {
        single.agent.push(a.streaming);
        single.loop.push(r.streaming);
      }
    }

    // (2) Disconnect → agent stopped and partial answer stored.
    const pacedUser = await signIn(core, paced.url, 'demo-full');
    const latencies = [];
    for (let i = 0; i < DISCONNECTS; i++) {
      const session = await newSession(paced.url, pacedUser.jwt, pacedUser.userId);
      const controller = new AbortController();
      const response = await undici.request(`${paced.url}main-agent`, {
        method: 'POST',
        headers: { authorization: `Bearer ${pacedUser.jwt}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          message: QUESTION,
          user_id: pacedUser.userId,
          session_id: session,
          agent_name: 'main-agent',
        }),
        signal: controller.signal,
        dispatcher,
      });
      let received = '';
      try {
        for await (const chunk of response.body) {
          received += chunk.toString();
          if (received.length > 40) break;
        }
      } catch {}
      controller.abort();
      const left = performance.now();
      // The answer row appears in history only once the agent stopped and saved what it had sent.
      for (;;) {
        const history = await undici.request(
          `${paced.url}conversation-history/${pacedUser.userId}/${session}`,
          {
            headers: { authorization: `Bearer ${pacedUser.jwt}` },
            dispatcher,
          },
        );
        const messages = await history.body.json();
        if (messages.some((m) => m.role === 'assistant')) {
          const saved = messages.find((m) => m.role === 'assistant').message;
          if (!saved.startsWith(received) || saved.length >= text.length)
            throw new Error('the answer was not cut');
          break;
        }
        if (performance.now() - left > 2_000) throw new Error('the partial answer was never stored');
      }
      latencies.push(performance.now() - left);
    }
    latencies.sort((a, b) => a - b);
    return {
      line:
        `backend-stream: main-agent streams a ${(bytes / 1024).toFixed(1)} KB answer at ${rate.toFixed(0)} answers/s (${((rate * bytes) / 1024 / 1024).toFixed(1)} MB/s, agent work and storage included) vs a raw write loop sending the same pieces ${median(loopRates).toFixed(0)}/s → ${throughput.toFixed(2)}× (target ≥ 0.80×; ${CONCURRENCY} clients, median of ${ROUNDS} rounds of ${ROUND_MS} ms); ` +
        `one stream alone, first to last byte: ${median(single.agent).toFixed(2)} vs ${median(single.loop).toFixed(2)} ms → ${(median(single.loop) / median(single.agent)).toFixed(2)}×; ` +
        `disconnect → agent stopped and partial answer stored: median ${median(latencies).toFixed(1)} ms, max ${latencies.at(-1).toFixed(1)} ms over ${DISCONNECTS} (target ≤ 50 ms; includes one history poll)`,
    };
  } finally {
    await dispatcher.close();
    await fast?.stop();
    await paced?.stop();
    await raw?.stop();
    data.remove();
  }
}
