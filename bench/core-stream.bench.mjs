// Core SDK: (1) CPU to consume a 1 MB streamed answer through core's client vs plain undici fetch reading the
// same bytes; (2) cost per streamed chunk in the chat store with 10 vs 1,000 earlier messages.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { median } from './lib.mjs';

export const description =
  'core: 1 MB stream CPU vs plain undici; store cost per chunk vs conversation length';

const SERVER = `
const http = require('node:http');
const chunk = Buffer.from('Il periodo di prova è di 60 giorni di lavoro effettivo. '.repeat(300));
const total = 1024 * 1024;
http.createServer((req, res) => {
  req.resume();
  res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
  let sent = 0;
  const pump = () => {
    while (sent < total) {
      const piece = chunk.subarray(0, Math.min(chunk.length, total - sent));
      sent += piece.length;
      if (!res.write(piece)) return res.once('drain', pump);
    }
    res.end();
  };
  pump();
}).listen(0, '127.0.0.1', function () { console.log(this.address().port); });
`;

function cpuMs(start) {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

export async function run({ root, rounds = 25 }) {
  const core = await import(pathToFileURL(join(root, 'packages/core/dist/index.js')).href);
  const coreNode = await import(pathToFileURL(join(root, 'packages/core/dist/node.js')).href);
  const undici = await import(pathToFileURL(join(root, 'packages/core/node_modules/undici/index.js')).href);

  const server = spawn(process.execPath, ['-e', SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [portLine] = await once(server.stdout, 'data');
  const url = `http://127.0.0.1:${Number(String(portLine).trim())}/`;
  try {
    const api = core.createApiClient({
      baseUrl: url,
      getToken: () => 'tok',
      fetch: coreNode.createNodeFetch(),
    });
    const payload = { message: 'x', user_id: 'u', session_id: 's', agent_name: 'main-agent' };
    const dispatcher = new undici.Agent({ keepAliveTimeout: 10_000 });

    const viaCore = async () => {
      let chars = 0;
      for await (const text of api.streamAgent(payload)) chars += text.length;
      return chars;
    };
    const viaUndici = async () => {
      const response = await undici.fetch(`${url}main-agent`, { method: 'POST', body: '{}', dispatcher });
      let bytes = 0;
      for await (const bytesChunk of response.body) bytes += bytesChunk.length;
      return bytes;
    };

    for (let i = 0; i < 3; i++) {
      await viaCore();
      await viaUndici();
    }
    const coreTimes = [];
    const undiciTimes = [];
    for (let i = 0; i < rounds; i++) {
      for (const [fn, out] of i % 2
        ? [
            [viaCore, coreTimes],
            [viaUndici, undiciTimes],
          ]
        : [
            [viaUndici, undiciTimes],
            [viaCore, coreTimes],
          ]) {
        const start = process.cpuUsage();
        await fn();
        out.push(cpuMs(start));
      }
    }
    await dispatcher.close();
    await coreNode.closeNodeFetch();
    const streamRatio = median(coreTimes) / median(undiciTimes);

    // The chat store: 10,000 chunks, delivered ten per network read.
    const perChunk = async (earlier, throttleMs) => {
      const history = Array.from({ length: earlier }, (_, i) => ({
        session_id: 's',
        message: `messaggio ${i}`,
        role: i % 2 ? 'assistant' : 'user',
        timestamp: 't',
      }));
      let cpu = 0;
      const store = core.createChatStore({
        api: {
          createEmptySession: async () => 's',
          conversationHistory: async () => history.map(core.mapHistoryEntry),
          // Timed from the first chunk until the consumer has taken the last one: the stream only.
          async *streamAgent() {
            const start = process.cpuUsage();
            for (let i = 0; i < 10_000; i++) {
              if (i % 10 === 0) await new Promise((resolve) => setImmediate(resolve));
              yield 'parola ';
            }
            cpu = cpuMs(start);
          },
        },
        getUserId: () => 'u',
        throttleMs,
      });
      await store.selectConversation('s');
      await store.send('Domanda');
      return (cpu * 1000) / 10_000; // µs per chunk
    };
    const measure = async (throttleMs) => {
      const short = [];
      const long = [];
      for (let i = 0; i < 9; i++) {
        short.push(await perChunk(10, throttleMs));
        long.push(await perChunk(1000, throttleMs));
      }
      return [median(short), median(long)];
    };
    const [shortUs, longUs] = await measure(50);
    const [worstShortUs, worstLongUs] = await measure(0);
    return {
      line:
        `core stream 1 MB: ${median(coreTimes).toFixed(1)} ms CPU vs plain undici fetch ${median(undiciTimes).toFixed(1)} ms → ${streamRatio.toFixed(2)}× (target ≤ 1.3×)\n` +
        `core store append (default 50 ms publishing): ${shortUs.toFixed(2)} µs/chunk at 10 earlier messages vs ${longUs.toFixed(2)} µs/chunk at 1,000 → ${(longUs / shortUs).toFixed(2)}×\n` +
        `core store append (worst case, publishing after every read): ${worstShortUs.toFixed(2)} vs ${worstLongUs.toFixed(2)} µs/chunk → ${(worstLongUs / worstShortUs).toFixed(2)}×`,
    };
  } finally {
    server.kill();
  }
}
