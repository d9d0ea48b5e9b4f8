import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { createApiClient, resolveConfig } from '@ccnl/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XSS_PAYLOADS } from '../../packages/web/src/markdown/xss-corpus.js';
import { launchBrowser, watchProblems } from '../src/browser.js';
import { type Servers, startServers } from '../src/servers.js';

let servers: Servers;
let browser: Browser;

beforeAll(async () => {
  [servers, browser] = await Promise.all([startServers(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await servers?.close();
});

/** demo-full's JWT, from the real sign-in endpoint. */
async function signInToken(): Promise<string> {
  const { provisioning } = resolveConfig();
  const api = createApiClient({
    baseUrl: `${servers.backendUrl}/`,
    gqlEndpoint: `${servers.backendUrl}/graphql`,
    getToken: () => null,
  });
  return (await api.signAuth({ ticket: 'demo-full', provisioning })).jwt;
}

/**
 * A conversation of demo-full whose stored answers are hostile: the session comes from the real API, the
 * messages are written straight into the backend's SQLite file, as data that got there by any route would be.
 */
async function storeHostileConversation(): Promise<string> {
  const jwt = await signInToken();
  const api = createApiClient({ baseUrl: `${servers.backendUrl}/`, getToken: () => jwt });
  const sessionId = await api.createEmptySession('u-demo-full');
  const db = new DatabaseSync(join(servers.dataDir, 'ccnl.sqlite'));
  try {
    const insert = db.prepare(
      `INSERT INTO messages (id, session_id, seq, role, content, agent_name, related_questions, riferimenti, created_at)
       VALUES (?, ?, ?, ?, ?, 'main-agent', ?, ?, ?)`,
    );
    let seq = 0;
    const at = new Date().toISOString();
    const hostileReferences = JSON.stringify([
      {
        ccnl: '<img src=x onerror=window.__xss(100)>',
        article: '<script>window.__xss(101)</script>',
        text: '"><svg onload=window.__xss(102)>',
        source_url: 'javascript:window.__xss(103)',
        source_date: null,
      },
      {
        ccnl: 'Fonte dati',
        article: null,
        text: '',
        source_url: 'data:text/html,<script>parent.__xss(104)</script>',
        source_date: null,
      },
    ]);
    insert.run(
      `${sessionId}-q`,
      sessionId,
      ++seq,
      'user',
      '<img src=x onerror=window.__xss(0)> domanda',
      '[]',
      '[]',
      at,
    );
    XSS_PAYLOADS.forEach((payload, index) => {
      const related = JSON.stringify([`<img src=x onerror=window.__xss(${200 + index})>`]);
      insert.run(
        `${sessionId}-a${index}`,
        sessionId,
        ++seq,
        'assistant',
        `Risposta ${index + 1}:\n\n${payload}`,
        related,
        hostileReferences,
        at,
      );
    });
    db.prepare('UPDATE sessions SET title = ? WHERE id = ?').run('Conversazione ostile', sessionId);
  } finally {
    db.close();
  }
  return sessionId;
}

describe('hostile stored answers', () => {
  it(`${XSS_PAYLOADS.length} payloads render in Chromium without running a script, opening a dialog or sending a request`, async () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
    await storeHostileConversation();
    const context = await browser.newContext({ locale: 'it-IT', viewport: { width: 1280, height: 900 } });
    const page: Page = await context.newPage();
    const problems = await watchProblems(page);
    const dialogs: string[] = [];
    const foreignRequests: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const allowed = [servers.webUrl, servers.backendUrl];
    page.on('request', (request) => {
      if (!allowed.some((origin) => request.url().startsWith(`${origin}/`)))
        foreignRequests.push(request.url());
    });
    await page.exposeFunction('__reportXss', (n: number) => dialogs.push(`__xss(${n})`));
    await page.addInitScript(() => {
      (window as unknown as { __xss: (n: number) => void }).__xss = (n) =>
        (window as unknown as { __reportXss: (n: number) => void }).__reportXss(n);
    });

    await page.goto(`${servers.webUrl}/`);
    await page.locator('[data-ticket="demo-full"]').click();
    await page.locator('[data-testid=sidebar-item]', { hasText: 'Conversazione ostile' }).click();
    const answers = page.locator('[data-testid=message-assistant]');
    await expect.poll(() => answers.count()).toBe(XSS_PAYLOADS.length);
    // The Markdown renderer has replaced the plain-text fallback in every answer.
    await expect
      .poll(() => page.locator('[data-testid=message-assistant] .markdown').count())
      .toBe(XSS_PAYLOADS.length);

    // Hover, focus and click everything an event handler could have been hidden on.
    await page.evaluate(() => {
      for (const element of document.querySelectorAll('.messages *')) {
        for (const type of ['mouseover', 'mouseenter', 'focus', 'toggle', 'animationstart']) {
          element.dispatchEvent(new Event(type, { bubbles: true }));
        }
      }
    });
    const links = await page.locator('.messages a').evaluateAll((anchors) =>
      anchors.map((a) => ({
        href: a.getAttribute('href'),
        rel: a.getAttribute('rel'),
        target: a.getAttribute('target'),
      })),
    );
    for (const link of links) {
      expect(link.href).toMatch(/^(https?:|mailto:)/);
      expect(link).toMatchObject({ rel: 'noopener noreferrer', target: '_blank' });
    }
    const active = await page.evaluate(() => {
      const root = document.querySelector('.messages') as HTMLElement;
      const tags = [
        ...root.querySelectorAll(
          'script, iframe, object, embed, img, svg:not([aria-hidden]), math, style, link, meta, base, form, video, audio, source, input[autofocus], details, marquee, noscript',
        ),
      ];
      const handlers = [...root.querySelectorAll('*')].flatMap((element) =>
        element
          .getAttributeNames()
          .filter(
            (name) =>
              name.startsWith('on') ||
              (name === 'style' && !/^text-align: \w+;$/.test(element.getAttribute('style') ?? '')),
          ),
      );
      return { tags: tags.map((t) => t.outerHTML.slice(0, 80)), handlers };
    });
    expect(active).toEqual({ tags: [], handlers: [] });
    // The payloads are shown as text: the reader sees what the answer said.
    expect(await answers.nth(0).textContent()).toContain('<script>window.__xss(1)</script>');

    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
    expect(foreignRequests).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
