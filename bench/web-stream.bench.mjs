// Streaming a 1,500-token answer in the web app in Chromium: the longest main-thread task (Long Tasks API)
// and how often the sidebar re-renders, beside a minimal page that appends the same stream to a <pre>.
// The assistant API is a local stand-in at its HTTP boundary; the web build is served by the real credit server.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const description = 'Web: longest task and sidebar renders while a 1,500-token answer streams';

const TOKENS = 1500;
const TOKEN_INTERVAL_MS = 2;

/** A Markdown answer of exactly TOKENS chunks: headings, paragraphs, lists and table rows. */
function answerTokens() {
  const tokens = [];
  let section = 0;
  while (tokens.length < TOKENS) {
    section++;
    tokens.push(`\n\n## Sezione ${section}\n\n`);
    for (let i = 0; i < 24; i++) tokens.push(`parola${i % 7 ? '' : ' **importante**'} `);
    tokens.push('\n\n');
    for (let i = 0; i < 4; i++) tokens.push(`- voce ${i + 1} `, 'del ', 'contratto\n');
    tokens.push('\n| Livello | Minimo | Ore |\n|---|---:|---:|\n');
    for (let i = 0; i < 6; i++) tokens.push(`| ${i + 1}° `, `| ${1800 + i * 100},00 € `, '| 40 |\n');
  }
  return tokens.slice(0, TOKENS);
}

const JWT = `h.${Buffer.from(JSON.stringify({ sub: 'u1' })).toString('base64url')}.s`;
const LOGIN_SCRIPT =
  "window.postMessage({ task: 'gethfticket', params: { ticket: 'bench' } }, window.location.origin);";
const BASELINE_PAGE = `<!doctype html><html><body><pre id="out"></pre><script>
window.runBaseline = async () => {
  const out = document.getElementById('out');
  const response = await fetch('/main-agent', { method: 'POST', body: '{}' });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) { const { done, value } = await reader.read(); if (done) break; out.textContent += value; }
};
</script></body></html>`;

function startAssistantStandIn(tokens) {
  const answer = tokens.join('');
  const sessions = Array.from({ length: 20 }, (_, i) => ({
    session_id: `old-${i}`,
    title: `Conversazione ${i + 1} sul CCNL commercio`,
    updated_at: new Date(Date.UTC(2026, 10, 20, 10, i)).toISOString(),
  }));
  const history = [];
  const server = createServer(async (req, res) => {
    res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
    res.setHeader('access-control-allow-headers', 'authorization, content-type, accept');
    res.setHeader('access-control-allow-methods', 'GET, POST, PUT, DELETE');
    const json = (body) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const path = (req.url ?? '/').split('?')[0];
    let body = '';
    for await (const chunk of req) body += chunk;
    if (req.method === 'OPTIONS') return res.writeHead(204).end();
    if (path === '/login-script.js')
      return res.writeHead(200, { 'content-type': 'text/javascript' }).end(LOGIN_SCRIPT);
    if (path === '/baseline.html')
      return res.writeHead(200, { 'content-type': 'text/html' }).end(BASELINE_PAGE);
    if (path === '/graphql')
      return json({
        data: {
          signAuth: {
            ticketSso: 'bench',
            jwt: JWT,
            profile: { userId: 'u1', name: 'Bench' },
            roles: [{ pos: 'FULLCCNLPIU-IA' }],
          },
        },
      });
    if (path === '/recent-conversations/u1') return json(sessions);
    if (path === '/create-empty-session/u1') return json({ session_id: 's1' });
    if (path === '/conversation-history/u1/s1') return json(history);
    if (path === '/related-questions') return json({ domande: ['E per il part-time?'] });
    if (path === '/api/riferimenti-risposta/s1') return json({ riferimenti: [] });
    if (path === '/main-agent') {
      const question = body.length > 2 ? JSON.parse(body).message : 'baseline';
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      for (const token of tokens) {
        if (res.destroyed) return;
        res.write(token);
        await new Promise((resolve) => setTimeout(resolve, TOKEN_INTERVAL_MS));
      }
      if (question !== 'baseline') {
        history.push({ session_id: 's1', message: question, role: 'user', timestamp: 't1' });
        history.push({ session_id: 's1', message: answer, role: 'assistant', timestamp: 't2' });
      }
      return res.end();
    }
    res.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * Installed before the page's scripts: records long tasks, and counts the commits in which the sidebar's
 * component rendered, through the DevTools hook React reports every commit to (production builds too).
 */
function instrument() {
  const state = {
    longTasks: [],
    sidebarRenders: 0,
    sidebarRendersMidStream: 0,
    commits: 0,
    measuring: false,
  };
  window.__bench = state;
  new PerformanceObserver((list) => {
    if (state.measuring) for (const entry of list.getEntries()) state.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: false });
  let lastHooks = null;
  const findSidebar = (fiber) => {
    const stack = [fiber];
    while (stack.length) {
      const node = stack.pop();
      if (!node) continue;
      if (node.stateNode instanceof HTMLElement && node.stateNode.matches('nav.sidebar')) return node.return;
      if (node.sibling) stack.push(node.sibling);
      if (node.child) stack.push(node.child);
    }
    return null;
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() {
      return 1;
    },
    checkDCE() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      const sidebar = findSidebar(root.current);
      const hooks = sidebar?.memoizedState ?? null;
      if (state.measuring) {
        state.commits++;
        // A render builds new hook objects; a bailout keeps the same ones.
        if (hooks && hooks !== lastHooks) {
          state.sidebarRenders++;
          // Mid-stream: the stop button is there and the answer already has text.
          const answers = document.querySelectorAll('[data-testid=message-assistant]');
          const growing =
            document.querySelector('[data-testid=stop-button]') && answers[answers.length - 1]?.textContent;
          if (growing) state.sidebarRendersMidStream++;
        }
      }
      lastHooks = hooks;
    },
  };
}

export async function run({ root }) {
  const tokens = answerTokens();
  const requireFromE2e = createRequire(join(root, 'e2e', 'package.json'));
  const { chromium } = requireFromE2e('playwright-core');
  const credit = await import(
    pathToFileURL(join(root, 'packages', 'credit-server', 'dist', 'index.js')).href
  );
  const standIn = await startAssistantStandIn(tokens);
  const apiUrl = `http://127.0.0.1:${standIn.address().port}`;
  const web = await credit.createApp(
    credit.loadConfig({
      WEB_PORT: '0',
      CCNL_BACKEND_URL: apiUrl,
      CCNL_WEB_DIST: join(root, 'packages', 'web', 'dist'),
      CCNL_LOG_LEVEL: 'silent',
    }),
  );
  await web.listen({ port: 0, host: '127.0.0.1' });
  const webUrl = `http://127.0.0.1:${web.server.address().port}`;
  const { chromiumLaunchOptions } = await import(
    pathToFileURL(join(root, 'packages/core/dist/testing/index.js')).href
  );
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(instrument);
    await page.goto(`${webUrl}/`);
    await page.locator('[data-testid=sidebar-item]').first().waitFor();
    await page.locator('[data-testid=composer-input]').fill('Riassumi i minimi del CCNL commercio');
    await page.evaluate(() => {
      window.__bench.measuring = true;
    });
    const started = Date.now();
    await page.locator('[data-testid=send-button]').click();
    await page.locator('[data-testid=stop-button]').waitFor({ state: 'detached', timeout: 60_000 });
    await page.locator('[data-testid=copy-button]').waitFor();
    const streamMs = Date.now() - started;
    const app = await page.evaluate(() => {
      window.__bench.measuring = false;
      return window.__bench;
    });

    const baselinePage = await browser.newPage();
    await baselinePage.addInitScript(instrument);
    await baselinePage.goto(`${apiUrl}/baseline.html`);
    await baselinePage.evaluate(async () => {
      window.__bench.measuring = true;
      await window.runBaseline();
      window.__bench.measuring = false;
    });
    const baseline = await baselinePage.evaluate(() => window.__bench);

    const longest = (tasks) => (tasks.length ? Math.max(...tasks) : 0);
    return {
      line:
        `web stream of ${TOKENS} tokens (${(streamMs / 1000).toFixed(1)} s): longest task ${longest(app.longTasks).toFixed(0)} ms ` +
        `(${app.longTasks.length} over 50 ms; 0 means none) vs minimal <pre> page ${longest(baseline.longTasks).toFixed(0)} ms ` +
        `(${baseline.longTasks.length}); React commits ${app.commits}; sidebar renders ${app.sidebarRenders}, of which while the answer grew ${app.sidebarRendersMidStream}`,
    };
  } finally {
    await browser.close();
    await web.close();
    await new Promise((resolve) => standIn.close(resolve));
  }
}
