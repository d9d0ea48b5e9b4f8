import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromiumLaunchOptions } from '@ccnl/core/testing';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../auth/demo-users.js';
import { type RunningBackend, removeDir, startBackend } from '../testing/backend.js';
import { DEMO_TICKET_STORAGE_KEY, LOGIN_PANEL_ID } from './login-script.js';

// Records what the script announces and any CSP violation; loaded before the login script, like the header.
const LISTENER = `
window.tickets = [];
window.violations = [];
window.addEventListener('message', function (event) {
  if (event.origin === window.location.origin && event.data && event.data.task === 'gethfticket')
    window.tickets.push(event.data.params.ticket);
});
document.addEventListener('securitypolicyviolation', function (event) {
  window.violations.push(event.violatedDirective);
});`;

let backend: RunningBackend;
let host: Server;
let hostUrl: string;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  backend = await startBackend();
  const scriptUrl = `${backend.url}login-script.js`;
  // A host page under a CSP without 'unsafe-inline' or 'unsafe-eval', as the web app serves itself.
  host = createServer((req, res) => {
    if (req.url === '/listener.js') {
      res.writeHead(200, { 'content-type': 'application/javascript' }).end(LISTENER);
      return;
    }
    res
      .writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': `default-src 'none'; script-src 'self' ${new URL(backend.url).origin}; style-src 'self'`,
      })
      .end(
        `<!doctype html><html lang="it"><head><title>Host</title><script src="/listener.js"></script></head><body><main>App</main><script src="${scriptUrl}"></script></body></html>`,
      );
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/`;
  browser = await chromium.launch(chromiumLaunchOptions());
  page = await browser.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => host?.close(resolve));
  await backend?.close();
  if (backend) removeDir(backend.config.dataDir);
});

// Expressions, not functions: this package is type-checked without the DOM library.
const announced = () => page.evaluate<string[]>('window.tickets');
const violations = () => page.evaluate<string[]>('window.violations');
const stored = () =>
  page.evaluate<string | null>(`window.localStorage.getItem(${JSON.stringify(DEMO_TICKET_STORAGE_KEY)})`);

describe('GET /login-script.js', () => {
  it('is served as JavaScript, without auth', async () => {
    const response = await fetch(`${backend.url}login-script.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(await response.text()).not.toMatch(/\beval\(|new Function|innerHTML|setAttribute\(\s*'(style|on)/);
  });

  it('offers one button per demo ticket and signs in with the chosen one, under a strict CSP', async () => {
    await page.goto(hostUrl);
    const panel = page.getByRole('region', { name: 'Accesso demo' });
    await expect.poll(() => panel.getByText('Accesso demo').isVisible()).toBe(true);
    const tickets = await panel
      .locator('button[data-ticket]')
      .evaluateAll((buttons) => buttons.map((b) => [b.getAttribute('data-ticket'), b.textContent]));
    expect(tickets.map(([ticket]) => ticket)).toEqual(DEMO_USERS.map((user) => user.ticket));
    expect(tickets[0]?.[1]).toBe('Accedi come demo-full (Completo)');
    expect(await announced()).toEqual([]);

    await panel.locator('button[data-ticket="demo-iterazioni"]').click();
    await expect.poll(announced).toEqual(['demo-iterazioni']);
    expect(await stored()).toBe('demo-iterazioni');
    expect(await panel.locator('button[data-ticket]').count()).toBe(0);
    expect(await panel.getByRole('button', { name: /Esci/ }).isVisible()).toBe(true);
    // Styles applied through element.style were not blocked by style-src.
    expect(
      await page.evaluate(`getComputedStyle(document.getElementById('${LOGIN_PANEL_ID}')).position`),
    ).toBe('fixed');
  });

  it('signs in straight away with a remembered ticket, and Esci announces an empty ticket', async () => {
    await page.reload();
    await expect.poll(announced).toEqual(['demo-iterazioni']);
    const panel = page.getByRole('region', { name: 'Accesso demo' });
    expect(await panel.locator('button').count()).toBe(1);

    await panel.getByRole('button', { name: /Esci/ }).click();
    await expect.poll(announced).toEqual(['demo-iterazioni', '']);
    expect(await stored()).toBeNull();
    expect(await panel.locator('button[data-ticket]').count()).toBe(DEMO_USERS.length);
    expect(await violations()).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
