// Backend: 200 answer streams open at once (each in its own conversation, paced at 50 ms a piece so that
// they overlap): the server's resident memory before and at the peak, and every stream complete, no error.
import { setTimeout as sleep } from 'node:timers/promises';
import { clients, SERVERS, signIn, startChild, tempDataDir } from './backend-lib.mjs';

export const description = 'backend: 200 concurrent answer streams, memory and errors';

const STREAMS = 200;
const QUESTION = 'Quanti giorni di ferie spettano nel CCNL Commercio?';

export async function run({ root }) {
  const { core, undici } = await clients(root);
  const data = tempDataDir();
  const dispatcher = new undici.Agent({ connections: STREAMS + 10, keepAliveTimeout: 10_000 });
  let backend;
  try {
    backend = await startChild(root, SERVERS.backend, { DATA_DIR: data.dir, DELAY_MS: '50' });
    const { jwt, userId } = await signIn(core, backend.url, 'demo-full');
    const headers = { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' };
    const sessions = [];
    for (let i = 0; i < STREAMS; i++) {
      const response = await undici.request(`${backend.url}create-empty-session/${userId}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${jwt}` },
        dispatcher,
      });
      sessions.push((await response.body.json()).session_id);
    }
    await sleep(200);
    const before = backend.rssMb();

    let open = 0;
    let peak = before;
    let errors = 0;
    let allOpen;
    const allOpened = new Promise((resolve) => {
      allOpen = resolve;
    });
    const sampler = setInterval(() => {
      peak = Math.max(peak, backend.rssMb());
    }, 20);
    const start = performance.now();
    const streams = Promise.all(
      sessions.map(async (session) => {
        try {
          const response = await undici.request(`${backend.url}main-agent`, {
            method: 'POST',
            headers,
            body: JSON.stringify({
              message: QUESTION,
              user_id: userId,
              session_id: session,
              agent_name: 'main-agent',
            }),
            dispatcher,
          });
          if (response.statusCode !== 200) throw new Error(`status ${response.statusCode}`);
          let text = '';
          let first = true;
          for await (const chunk of response.body) {
            if (first) {
              first = false;
              if (++open === STREAMS) allOpen();
            }
            text += chunk.toString();
          }
          return text;
        } catch {
          errors++;
          return '';
        }
      }),
    );
    // All 200 open at once: at this pace the first ones are still far from their end.
    await Promise.race([allOpened, sleep(30_000)]);
    const allOpenRss = backend.rssMb();
    const openAtOnce = open;
    const texts = await streams;
    const elapsed = performance.now() - start;
    clearInterval(sampler);
    const complete = texts.filter((text) => text.length > 0 && text === texts[0]).length;
    if (errors || complete !== STREAMS || openAtOnce !== STREAMS)
      throw new Error(`${errors} errors, ${complete}/${STREAMS} complete, ${openAtOnce} open at once`);
    return {
      line: `backend-concurrent-streams: ${STREAMS} streams open at once, all complete (${(texts[0].length / 1024).toFixed(1)} KB each, ${(elapsed / 1000).toFixed(1)} s at 50 ms a piece), 0 errors; server RSS ${before.toFixed(0)} MB before, ${allOpenRss.toFixed(0)} MB with all open, ${peak.toFixed(0)} MB peak → ${(((peak - before) * 1024) / STREAMS).toFixed(0)} KB per open stream`,
    };
  } finally {
    await dispatcher.close();
    await backend?.stop();
    data.remove();
  }
}
