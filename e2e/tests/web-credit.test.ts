import { texts } from '@ccnl/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../src/browser.js';
import { browserSuite } from '../src/web-harness.js';

/**
 * The Iterazioni tier in the browser: the balance shown, spent answer by answer, and the trial's end. After
 * each test, no page logged an error or broke a CSP rule (browserSuite checks).
 */

const web = browserSuite();
/** The credit routes come with the credit server's own issue; until they are served these tests skip. */
let creditRoutes = false;

beforeAll(async () => {
  creditRoutes = (await fetch(`${web.servers.webUrl}/api/credit`)).status !== 404;
});

const signIn = (ticket: string) => web.signIn(ticket, { width: 1280, height: 800 });

describe('credit', () => {
  it('demo-iterazioni sees the balance go down with each answer, then the trial-ended modal', async (test) => {
    if (!creditRoutes) test.skip();
    const page = await signIn('demo-iterazioni');
    const registrations: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/registerConsumption'))
        registrations.push(request.headers()['idempotency-key'] ?? '');
    });
    const credit = page.locator('[data-testid=credit]');
    await expect.poll(() => credit.textContent()).toBe('Crediti: 5');

    for (let left = 4; left >= 0; left--) {
      await page
        .locator('[data-testid=composer-input]')
        .fill(`Quante ore settimanali prevede il CCNL commercio? (${left})`);
      await page.locator('[data-testid=send-button]').click();
      await expect.poll(() => credit.textContent(), { timeout: 20_000 }).toBe(`Crediti: ${left}`);
    }
    // One registration per answer, each with its own key.
    expect(registrations).toHaveLength(5);
    expect(new Set(registrations).size).toBe(5);

    const modal = page.getByRole('dialog', { name: texts.trialEnded.title });
    await modal.waitFor();
    await screenshot(page, 'web-credit-exhausted-1280');
  });

  it('demo-esaurito meets the trial-ended modal at once; the page behind it is inert', async (test) => {
    if (!creditRoutes) test.skip();
    const page = await signIn('demo-esaurito');
    await expect.poll(() => page.locator('[data-testid=credit]').textContent()).toBe('Crediti: 0');
    const modal = page.getByRole('dialog', { name: texts.trialEnded.title });
    await modal.waitFor();
    await modal.getByRole('link', { name: texts.trialEnded.contact }).waitFor();
    await page.keyboard.press('Escape');
    expect(await modal.isVisible()).toBe(true);
    // The composer behind the modal is inert: the page cannot be used to ask.
    expect(await page.locator('#root').evaluate((root) => (root as HTMLElement).inert)).toBe(true);
  });
});
