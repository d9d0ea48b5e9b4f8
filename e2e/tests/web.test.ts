import { texts } from '@ccnl/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type PageProblem, screenshot, watchProblems } from '../src/browser.js';
import { type Servers, startServers } from '../src/servers.js';

const QUESTION = 'Qual è il periodo di prova nel CCNL commercio?';

let servers: Servers;
let browser: Browser;
let context: BrowserContext;

/** A fresh page whose console errors, page errors and CSP violations are recorded. */
async function openPage(): Promise<{ page: Page; problems: PageProblem[] }> {
  const page = await context.newPage();
  return { page, problems: await watchProblems(page) };
}

beforeAll(async () => {
  // A visible pause between chunks, so that the test can watch the answer grow.
  [servers, browser] = await Promise.all([startServers({ streamDelayMs: 15 }), launchBrowser()]);
  context = await browser.newContext({ locale: 'it-IT', viewport: { width: 1280, height: 800 } });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await servers?.close();
});

/** Samples the last assistant message's text length and the loading state every 20 ms, in the page. */
async function startSampling(target: Page): Promise<void> {
  await target.evaluate(() => {
    const samples: { length: number; loading: boolean }[] = [];
    (window as unknown as { __samples: typeof samples }).__samples = samples;
    setInterval(() => {
      const answers = document.querySelectorAll('[data-testid=message-assistant]');
      const last = answers[answers.length - 1];
      samples.push({
        length: last?.textContent?.length ?? 0,
        loading: document.querySelector('[data-testid=stop-button]') !== null,
      });
    }, 20);
  });
}

describe('the web app against the real servers', () => {
  it('signs in with the login script, streams an answer and lists the conversation', async () => {
    const { page, problems } = await openPage();
    const response = await page.goto(`${servers.webUrl}/`);
    expect(response?.status()).toBe(200);

    const ticketButton = page.locator('[data-ticket="demo-full"]');
    await ticketButton.waitFor();
    await screenshot(page, 'web-1-login');
    await ticketButton.click();

    const userName = page.locator('[data-testid=user-name]');
    await userName.waitFor();
    await expect.poll(async () => (await userName.textContent())?.trim()).toBeTruthy();

    await page.locator('[data-testid=composer-input]').fill(QUESTION);
    await startSampling(page);
    await page.locator('[data-testid=send-button]').click();

    await expect.poll(() => page.locator('[data-testid=message-user]').last().textContent()).toBe(QUESTION);
    // Finished: the stop action is gone and the answer has text.
    await page.locator('[data-testid=stop-button]').waitFor({ state: 'detached', timeout: 30_000 });
    const answer = (await page.locator('[data-testid=message-assistant]').last().textContent()) ?? '';
    expect(answer.length).toBeGreaterThan(40);
    expect(answer).not.toContain(texts.chat.interrupted);
    await screenshot(page, 'web-2-answer');

    // Streamed: while loading, the answer was seen at two or more growing lengths short of the final one.
    const samples = await page.evaluate(
      () => (window as unknown as { __samples: { length: number; loading: boolean }[] }).__samples,
    );
    const partial = [
      ...new Set(
        samples.filter((s) => s.loading && s.length > 0 && s.length < answer.length).map((s) => s.length),
      ),
    ];
    expect(partial.length, JSON.stringify(samples.slice(0, 50))).toBeGreaterThanOrEqual(2);
    expect(partial).toEqual([...partial].sort((a, b) => a - b));

    const sidebarItem = page.locator('[data-testid=sidebar-item]');
    await sidebarItem.first().waitFor();
    expect(await sidebarItem.count()).toBeGreaterThanOrEqual(1);
    await screenshot(page, 'web-3-sidebar');

    expect(problems).toEqual([]);
  });

  it('shows the 404 page with status 404 for an unknown path', async () => {
    const { page, problems } = await openPage();
    const url = `${servers.webUrl}/pagina-inesistente`;
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await page.getByText(texts.errorPage.notFound('/pagina-inesistente')).waitFor();
    await expect.poll(() => page.locator('h1').textContent()).toBe(texts.errorPage.notFoundTitle);
    await screenshot(page, 'web-4-not-found');

    // Chromium logs the document's own 404 status as a console error: that one is expected, nothing else is.
    const unexpected = problems.filter(
      (p) => !(p.kind === 'console' && p.url === url && p.text.includes('status of 404')),
    );
    expect(unexpected).toEqual([]);
  });
});
