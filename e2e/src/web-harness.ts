import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { launchBrowser, type PageProblem, watchProblems } from './browser.js';
import { ROOT } from './paths.js';
import { type Servers, type StartOptions, startServers } from './servers.js';

export interface PageOptions {
  width?: number;
  height?: number;
}

export interface BrowserSuite {
  readonly servers: Servers;
  readonly browser: Browser;
  /** A fresh page in its own context, closed after the test, its problems watched. */
  openPage(options?: PageOptions): Promise<Page>;
  /** Signs in through the login script's panel, as a user would. */
  signIn(ticket: string, options?: PageOptions): Promise<Page>;
  /** What a page logged so far: a test that provokes an error on purpose takes it out of this list. */
  problemsOf(page: Page): PageProblem[];
}

/**
 * What every browser test file sets up (call it at the top of the file): the real servers and Chromium,
 * started once for the file; pages in contexts of their own, closed after each test; and, after each test,
 * no console error, page error or CSP violation on any page it opened.
 */
export function browserSuite(options: StartOptions = {}): BrowserSuite {
  let servers: Servers | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const problems = new Map<Page, PageProblem[]>();

  beforeAll(async () => {
    [servers, browser] = await Promise.all([startServers(options), launchBrowser()]);
  });
  afterEach(async () => {
    const seen = [...problems.values()].flat();
    problems.clear();
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    // Whatever the flow, the page logged no error and broke no CSP rule.
    expect(seen).toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
    await servers?.close();
  });

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('browserSuite: used before its beforeAll ran');
    return value;
  };
  const suite: BrowserSuite = {
    get servers() {
      return started(servers);
    },
    get browser() {
      return started(browser);
    },
    async openPage({ width = 1280, height = 860 } = {}) {
      // Downloads are accepted (Playwright's default): the export tests read the file back.
      const context = await suite.browser.newContext({ locale: 'it-IT', viewport: { width, height } });
      contexts.push(context);
      const page = await context.newPage();
      problems.set(page, await watchProblems(page));
      return page;
    },
    async signIn(ticket, pageOptions) {
      const page = await suite.openPage(pageOptions);
      await page.goto(`${suite.servers.webUrl}/`);
      await page.locator(`[data-ticket="${ticket}"]`).click();
      // On a phone the name is not shown: signed in is when it is in the page.
      await page.locator('[data-testid=user-name]').waitFor({ state: 'attached' });
      return page;
    },
    problemsOf: (page) => problems.get(page) ?? [],
  };
  return suite;
}

/** Waits for the answer in flight to end; returns the text of the last one. */
export async function waitForAnswer(page: Page, count = 1): Promise<string> {
  await page.locator('[data-testid=stop-button]').waitFor({ state: 'detached', timeout: 30_000 });
  await expect.poll(() => page.locator('[data-testid=copy-button]').count()).toBeGreaterThanOrEqual(count);
  return (await page.locator('[data-testid=message-assistant]').last().textContent())?.trim() ?? '';
}

/** Picks a mode from the mode menu, as a user would. */
export async function chooseMode(page: Page, name: string): Promise<void> {
  await page.locator('[data-testid=mode-button]').click();
  await page.getByRole('menuitemradio', { name: new RegExp(`^${name}`) }).click();
}

let axeSource: Promise<string> | undefined;

/** axe-core on the page as it is: no serious or critical violation. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  axeSource ??= readFile(
    createRequire(`${ROOT}packages/web/package.json`).resolve('axe-core/axe.min.js'),
    'utf8',
  );
  await page.evaluate(await axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            o: unknown,
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run({ resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, `${screen}: ${JSON.stringify(serious, null, 1)}`).toEqual([]);
}
