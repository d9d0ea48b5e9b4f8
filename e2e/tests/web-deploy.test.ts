import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp as createCreditServer, loadConfig as loadCreditConfig } from '@ccnl/credit-server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type PageProblem, watchProblems } from '../src/browser.js';
import { WEB_DIST } from '../src/paths.js';
import { freePort } from '../src/ports.js';
import { type Servers, startServers } from '../src/servers.js';

/**
 * Deployments and routing against a copy of the real web build served by the real credit server: the test
 * edits the copy's build manifest, publishes a "new build", removes a chunk, and adds a tutorial video.
 */

let servers: Servers;
let browser: Browser;
let dist: string;
let web: Awaited<ReturnType<typeof createCreditServer>>;
let webUrl: string;
let buildId: string;
let context: BrowserContext | undefined;

/** One second of a 440 Hz tone as 8 kHz 8-bit mono WAV: a real media file Chromium can play. */
function toneWav(): Buffer {
  const rate = 8000;
  const samples = Buffer.alloc(rate);
  for (let i = 0; i < rate; i++) samples[i] = 128 + Math.round(60 * Math.sin((2 * Math.PI * 440 * i) / rate));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}

const metaPath = () => join(dist, 'builds', 'meta', `${buildId}.json`);

async function writeMeta(routing: { routeRules?: object; redirects?: object }): Promise<void> {
  const meta = JSON.parse(await readFile(metaPath(), 'utf8'));
  await writeFile(metaPath(), JSON.stringify({ ...meta, routeRules: {}, redirects: {}, ...routing }));
}

beforeAll(async () => {
  [servers, browser] = await Promise.all([startServers(), launchBrowser()]);
  dist = await mkdtemp(join(tmpdir(), 'ccnl-web-dist-'));
  await cp(WEB_DIST, dist, { recursive: true });
  buildId = JSON.parse(await readFile(join(dist, 'builds', 'latest.json'), 'utf8')).id;
  await writeFile(join(dist, 'tutorial.wav'), toneWav());
  const port = await freePort();
  webUrl = `http://127.0.0.1:${port}`;
  web = await createCreditServer(
    loadCreditConfig({
      WEB_PORT: String(port),
      CCNL_BACKEND_URL: servers.backendUrl,
      CCNL_WEB_DIST: dist,
      CCNL_VIDEO_TUTORIAL_URL: `${webUrl}/tutorial.wav`,
      CCNL_LOG_LEVEL: 'silent',
    }),
  );
  await web.listen({ port, host: '127.0.0.1' });
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

afterAll(async () => {
  await browser?.close();
  await web?.close();
  await servers?.close();
  if (dist) await rm(dist, { recursive: true, force: true });
});

async function openPage(): Promise<{ page: Page; problems: PageProblem[] }> {
  context = await browser.newContext({ locale: 'it-IT', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  return { page, problems: await watchProblems(page) };
}

describe('build manifest', () => {
  it('applies its redirects and route guards; an external target is a full page load', async () => {
    await writeMeta({
      routeRules: { '/**': { appMiddleware: ['trailing-slash'] }, '/vecchia/**': { redirect: '/cookie' } },
      redirects: { '/tutorial': '/video-tutorial', '/stato': `${servers.backendUrl}/healthz` },
    });
    const { page, problems } = await openPage();
    await page.goto(`${webUrl}/tutorial`);
    await page.getByRole('heading', { level: 1, name: 'Video tutorial' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/video-tutorial');

    await page.goto(`${webUrl}/vecchia/pagina`);
    await page.getByRole('heading', { level: 1, name: 'Informativa sui cookie' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/cookie');
    await page.goto(`${webUrl}/cookie/`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/cookie');

    await Promise.all([page.waitForURL(`${servers.backendUrl}/healthz`), page.goto(`${webUrl}/stato`)]);
    expect(await page.textContent('body')).toContain('ok');
    // Unmatched paths are served with 404 before the app redirects them: Chromium logs those statuses.
    expect(problems.filter((p) => !p.text.includes('status of 404'))).toEqual([]);
  });

  it('an unknown route guard shows Internal Server Error and logs the spec’s message', async () => {
    await writeMeta({ routeRules: { '/cookie': { appMiddleware: ['sconosciuto'] } } });
    const { page, problems } = await openPage();
    await page.goto(`${webUrl}/cookie`);
    await page.getByRole('heading', { level: 1, name: 'Internal Server Error' }).waitFor();
    expect(problems.map((p) => p.text)).toEqual(["Unknown route middleware: 'sconosciuto'"]);
  });

  it('a failed manifest fetch is only logged: the app works without rules', async () => {
    const saved = await readFile(metaPath());
    await rm(metaPath());
    try {
      const { page, problems } = await openPage();
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.goto(`${webUrl}/cookie`);
      await page.getByRole('heading', { level: 1, name: 'Informativa sui cookie' }).waitFor();
      expect(warnings.some((text) => text.startsWith('Build manifest not loaded'))).toBe(true);
      // Only the browser's own line about the 404 of the manifest file.
      expect(problems.every((p) => p.url.includes('/builds/meta/') && p.text.includes('404'))).toBe(true);
    } finally {
      await writeFile(metaPath(), saved);
    }
  });
});

describe('new deployments', () => {
  it('offers a reload when builds/latest.json names a new build', async () => {
    await writeMeta({});
    const { page, problems } = await openPage();
    await page.goto(`${webUrl}/cookie`);
    await page.getByRole('heading', { level: 1, name: 'Informativa sui cookie' }).waitFor();
    const latest = join(dist, 'builds', 'latest.json');
    const saved = await readFile(latest);
    await writeFile(latest, JSON.stringify({ id: 'build-successiva', timestamp: Date.now() }));
    try {
      // The app checks on its interval and whenever the page becomes visible again.
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      const banner = page.locator('[data-testid=update-banner]');
      await banner.getByText("È disponibile una nuova versione dell'app.").waitFor();
      await Promise.all([
        page.waitForEvent('load'),
        banner.getByRole('button', { name: 'Ricarica' }).click(),
      ]);
      const polls = await page.evaluate(
        () =>
          performance.getEntriesByType('resource').filter((e) => e.name.includes('/builds/latest.json?'))
            .length,
      );
      expect(polls).toBe(0); // a fresh page: the reload happened
      expect(problems).toEqual([]);
    } finally {
      await writeFile(latest, saved);
    }
  });

  it('a chunk that fails to load reloads the page once per path, then shows the error page', async () => {
    await writeMeta({});
    const chunk = (await readdir(join(dist, 'assets'))).find((name) => name.startsWith('CookiePage-'));
    if (!chunk) throw new Error('no CookiePage chunk in the build');
    const chunkPath = join(dist, 'assets', chunk);
    const saved = await readFile(chunkPath);
    await rm(chunkPath);
    try {
      const { page } = await openPage();
      let loads = 0;
      page.on('load', () => loads++);
      await page.goto(`${webUrl}/`);
      await page.getByRole('link', { name: 'Cookie' }).click();
      await page
        .getByRole('heading', { level: 1, name: 'Internal Server Error' })
        .waitFor({ timeout: 15_000 });
      // First load, one guarded reload on /cookie, then the error page instead of a loop.
      expect(loads).toBe(2);
      expect(new URL(page.url()).pathname).toBe('/cookie');
    } finally {
      await writeFile(chunkPath, saved);
    }
  });
});

describe('video tutorial', () => {
  it('plays the configured video in a real player', async () => {
    await writeMeta({});
    const { page, problems } = await openPage();
    await page.goto(`${webUrl}/video-tutorial`);
    const player = page.locator('video[data-testid=video-player]');
    await player.waitFor();
    await expect
      .poll(() => player.evaluate((video: HTMLVideoElement) => video.readyState), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(1);
    expect(await player.evaluate((video: HTMLVideoElement) => video.duration)).toBeCloseTo(1, 1);
    await player.evaluate(async (video: HTMLVideoElement) => {
      video.muted = true;
      await video.play();
    });
    await expect
      .poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime))
      .toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
});
