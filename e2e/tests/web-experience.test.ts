import { answerSources, texts } from '@ccnl/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../src/browser.js';
import { browserSuite, chooseMode, expectAccessible, waitForAnswer } from '../src/web-harness.js';

/**
 * The web app as people use it (issue 17), measured in Chromium against the real servers: room to read,
 * answers that read like a note, keyboard and focus, states. Screenshots of each screen at 390 and 1280 px.
 */

// A pause between chunks long enough for Escape to land while an answer streams.
const web = browserSuite({ streamDelayMs: 25 });
const signIn = (width: number, height: number, ticket = 'demo-full') => web.signIn(ticket, { width, height });

async function ask(page: Page, question: string): Promise<void> {
  await page.locator('[data-testid=composer-input]').fill(question);
  await page.locator('[data-testid=composer-input]').press('Enter');
}

/** The height of everything above the conversation's scrolling area, measured from the layout. */
const chromeHeight = (page: Page) =>
  page.locator('.messages').evaluate((element) => Math.round(element.getBoundingClientRect().top));

/**
 * Words of the answers that the browser broke across two lines: every word's rectangles, read from the
 * rendered text, must sit on one line.
 */
const brokenWords = (page: Page) =>
  page.evaluate(() => {
    const broken: string[] = [];
    for (const answer of document.querySelectorAll('[data-testid=message-assistant]')) {
      const walker = document.createTreeWalker(answer, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/[\p{L}\p{N}]{2,}/gu)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set(
            [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
          );
          if (tops.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  });

const overlaps = (a: DOMRect | null, b: DOMRect | null) =>
  !!a && !!b && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe('room to read', () => {
  it('at 390×844 the chrome above the conversation is at most 120 px, the mode stays visible, nothing covers the composer', async () => {
    const page = await signIn(390, 844);
    await page.locator('[data-testid=suggestions]').waitFor();
    const chrome = await chromeHeight(page);
    expect(chrome).toBeLessThanOrEqual(120);
    console.log(`chrome above the conversation at 390×844: ${chrome} px`);
    const mode = await page.locator('[data-testid=mode-button]').boundingBox();
    expect(mode && mode.y >= 0 && mode.y + mode.height <= chrome).toBe(true);
    expect(await page.locator('[data-testid=mode-button]').textContent()).toBe('Domande generali');
    // The demo sign-in panel sits in the corner: it covers none of the composer's controls.
    const panel = await page
      .locator('#ccnl-demo-login')
      .evaluate((el) => el.getBoundingClientRect().toJSON());
    const controls = await page
      .locator('.composer textarea, .composer button')
      .evaluateAll((elements) => elements.map((el) => el.getBoundingClientRect().toJSON()));
    for (const control of controls) expect(overlaps(panel, control)).toBe(false);
    await screenshot(page, 'web-chat-empty-390');
    await expectAccessible(page, 'empty chat at 390 px');

    // Navigation is in the drawer, with the conversations.
    await page.getByRole('button', { name: 'Apri le conversazioni' }).click();
    const drawer = page.getByRole('dialog', { name: 'Conversazioni recenti' });
    await drawer.getByRole('link', { name: 'Video tutorial' }).waitFor();
    await screenshot(page, 'web-drawer-nav-390');
    await page.keyboard.press('Escape');

    // Streaming: "Invia" stays on the composer's one row of buttons.
    await ask(page, 'Quanto dura il periodo di prova nel CCNL commercio?');
    await page.locator('[data-testid=stop-button]').waitFor();
    const stop = await page.locator('[data-testid=stop-button]').boundingBox();
    const send = await page.locator('[data-testid=send-button]').boundingBox();
    expect(stop && send && Math.abs(stop.y - send.y) < 2).toBe(true);
    await waitForAnswer(page);
    await screenshot(page, 'web-answer-390');
  });

  it('at 1280 px the chrome is at most 96 px; the mode menu and the summary pill open what they name', async () => {
    const page = await signIn(1280, 800);
    await page.locator('[data-testid=suggestions]').waitFor();
    const chrome = await chromeHeight(page);
    console.log(`chrome above the conversation at 1280×800: ${chrome} px`);
    expect(chrome).toBeLessThanOrEqual(96);
    await screenshot(page, 'web-chat-empty-1280');

    await page.locator('[data-testid=mode-button]').click();
    await page.getByRole('menu').waitFor();
    await screenshot(page, 'web-mode-menu-1280');
    await expectAccessible(page, 'mode menu');
    await page.keyboard.press('Escape');
    expect(await page.getByRole('menu').count()).toBe(0);

    await chooseMode(page, 'Confronta CCNL');
    const picker = page.getByRole('dialog', { name: 'Confronta CCNL' });
    await expect.poll(() => picker.getByRole('checkbox').count()).toBeGreaterThan(3);
    for (const n of [0, 1, 2]) await picker.locator('label').nth(n).click();
    await picker.getByRole('button', { name: 'Conferma' }).click();
    await expect
      .poll(() => page.locator('[data-testid=open-agreement-picker] .pill-text').textContent())
      .toBe('3 CCNL');
    // The toast sits below the header and the toolbar: it covers none of their controls.
    await page.locator('[data-testid=toast]').first().waitFor();
    const toastBox = await page
      .locator('[data-testid=toast]')
      .first()
      .evaluate((el) => el.getBoundingClientRect().toJSON());
    const headerControls = await page
      .locator('.topbar a, .topbar select, .chat-toolbar button')
      .evaluateAll((elements) => elements.map((el) => el.getBoundingClientRect().toJSON()));
    for (const control of headerControls) expect(overlaps(toastBox, control)).toBe(false);
    // Confirming a picker hands focus to the question box.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('composer-input');
    await page.locator('[data-testid=selection-list-button]').click();
    await expect.poll(() => page.locator('.selection-popover .chip').count()).toBe(3);
    await screenshot(page, 'web-selection-1280');
    await page.keyboard.press('Escape');
  });
});

describe('answers that read like a note', () => {
  it('a wide comparison table wraps between words and scrolls sideways; sources are numbered chips, not text', async () => {
    const page = await signIn(1280, 800);
    await chooseMode(page, 'Confronta CCNL');
    const picker = page.getByRole('dialog', { name: 'Confronta CCNL' });
    await expect.poll(() => picker.getByRole('checkbox').count()).toBeGreaterThan(3);
    for (const n of [0, 1, 2, 3]) await picker.locator('label').nth(n).click();
    await picker.getByRole('button', { name: 'Conferma' }).click();
    await ask(page, 'Confronta periodo di prova, ferie e orario settimanale');
    await waitForAnswer(page);
    const answer = page.locator('[data-testid=message-assistant]').last();
    await answer.locator('table').waitFor();

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      expect(await brokenWords(page), `words broken at ${width} px`).toEqual([]);
      // Figures right-aligned; a table wider than the answer scrolls inside it, the page does not.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await screenshot(page, `web-table-${width}`);
    }
    const scroller = await answer
      .locator('.md-table')
      .first()
      .evaluate((el) => ({
        scroll: el.scrollWidth,
        client: el.clientWidth,
        overflow: getComputedStyle(el).overflowX,
      }));
    expect(scroller.overflow).toBe('auto');
    expect(scroller.scroll).toBeGreaterThan(scroller.client);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Nothing of the source list is repeated in the body.
    const text = (await answer.textContent()) ?? '';
    expect(text).not.toContain('Fonti:');
    expect(text).not.toMatch(/https?:\/\//);
    const chips = page.locator('[data-testid=source-chip]');
    expect(await chips.count()).toBeGreaterThan(0);
    const labels = await chips.allTextContents();
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels[0]).toMatch(/^1/);
    // Compact: the publisher's domain, never the 100-character official name.
    for (const label of labels) expect(label.length).toBeLessThan(110);
    expect(await chips.locator('a').first().textContent()).toMatch(/^[a-z0-9.-]+\.[a-z]{2,}$/);
    await expectAccessible(page, 'answer with sources');
  });

  it('the text’s "[n]" markers are superscripts that bring source chip n into focus', async () => {
    const page = await signIn(1280, 800);
    // The answer as the backend writes it, with "[1]" after its first sentence and a number no source has
    // ("[99]") further on, whether or not the backend numbers its sources itself already.
    let written = '';
    await page.route('**/conversation-history/**', async (route) => {
      const response = await route.fetch();
      const entries = (await response.json()) as { role: string; message: string }[];
      for (const entry of entries) {
        if (entry.role !== 'assistant') continue;
        entry.message = entry.message.replace(/\.(\s)/, ' [1].$1').replace(/\n\n/, ' Vedi anche [99].\n\n');
        written = entry.message;
      }
      await route.fulfill({ response, json: entries });
    });
    await ask(page, 'Quanto dura il periodo di prova nel CCNL commercio?');
    await waitForAnswer(page);
    const answer = page.locator('[data-testid=message-assistant]').last();
    const marker = answer.locator('sup.source-marker a');
    await marker.first().waitFor();
    const chips = await page.locator('[data-testid=source-chip]').count();
    // Every "[n]" of the text that names a source is a marker, in the text's order; the others stay text.
    const { body } = answerSources(written, []);
    const expected = [...body.matchAll(/\[(\d{1,3})\]/g)]
      .filter((match) => Number(match[1]) >= 1 && Number(match[1]) <= chips)
      .map((match) => match[0]);
    expect(expected[0]).toBe('[1]');
    expect(await marker.allTextContents()).toEqual(expected);
    expect(await marker.first().getAttribute('aria-label')).toBe('Fonte 1');
    // Raised and smaller than the text around it.
    const sizes = await marker.first().evaluate((el) => ({
      marker: Number.parseFloat(getComputedStyle(el).fontSize),
      text: Number.parseFloat(getComputedStyle(el.closest('p') as Element).fontSize),
      align: getComputedStyle(el.parentElement as Element).verticalAlign,
    }));
    expect(sizes.marker).toBeLessThan(sizes.text);
    expect(sizes.align).toBe('super');
    expect(await answer.textContent()).toContain('Vedi anche [99].');

    const chip = page.locator('[data-testid=source-chip]').first();
    const border = () => chip.evaluate((el) => getComputedStyle(el).borderColor);
    const before = await border();
    await marker.first().press('Enter');
    await expect.poll(() => chip.evaluate((el) => el === document.activeElement)).toBe(true);
    // The chip lights up.
    expect(await border()).not.toBe(before);
    await screenshot(page, 'web-source-marker-1280');
    await expectAccessible(page, 'answer with source markers');
  });

  it('the key figure of the first sentence stands out', async () => {
    const page = await signIn(1280, 800);
    await ask(page, 'Quanto dura il periodo di prova nel CCNL commercio?');
    await waitForAnswer(page);
    const figure = page.locator('[data-testid=message-assistant] .markdown > p:first-child strong').first();
    expect(await figure.textContent()).toMatch(/\d/);
    const style = await figure.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(style).not.toBe('rgba(0, 0, 0, 0)');
    await screenshot(page, 'web-answer-1280');
  });
});

describe('keyboard and focus', () => {
  it('ask, answer, stop and export with the keyboard alone', async () => {
    const page = await web.openPage({ width: 1280, height: 800 });
    await page.goto(`${web.servers.webUrl}/`);
    await page.locator('[data-ticket="demo-full"]').waitFor();
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
    // The skip link is the first stop of Tab.
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('skip-link');
    // Signing in with the keyboard on the login panel's button.
    await page.locator('[data-ticket="demo-full"]').focus();
    await page.keyboard.press('Enter');
    // The question box has focus once signed in.
    await expect.poll(focused).toBe('composer-input');

    // Signed in, the skip link leads to the question box.
    await page.locator('[data-testid=skip-link]').focus();
    await page.keyboard.press('Enter');
    expect(await focused()).toBe('composer-input');

    await page.keyboard.type('Quanto dura il periodo di prova nel CCNL commercio?');
    await page.keyboard.press('Enter');
    await waitForAnswer(page);
    await expect.poll(focused).toBe('composer-input');

    // Escape stops a streaming answer.
    await page.keyboard.type('Quante ore settimanali prevede il CCNL commercio?');
    await page.keyboard.press('Enter');
    await page.locator('[data-testid=stop-button]').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('[data-testid=stop-button]').waitFor({ state: 'detached' });
    await expect
      .poll(() => page.locator('[data-testid=message-assistant]').last().textContent())
      .toContain(texts.chat.interrupted);

    // Back from the question box to the first answer's export, and Enter downloads the Word file.
    let presses = 0;
    while ((await focused()) !== 'export-button') {
      await page.keyboard.press('Shift+Tab');
      presses++;
      expect(presses).toBeLessThan(60);
    }
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toMatch(/\.docx$/);
    console.log(`Shift+Tab presses from the question box to the export: ${presses}`);
  });
});

describe('states', () => {
  it('a user without a subscription reads why, behind the spec’s modal', async () => {
    const page = await signIn(390, 844, 'demo-senza-accesso');
    await page.locator('[data-testid=no-subscription]').waitFor({ state: 'attached' });
    const modal = page.getByRole('dialog', { name: texts.trialEnded.title });
    await modal.getByRole('link', { name: texts.trialEnded.contact }).waitFor();
    await screenshot(page, 'web-no-subscription-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'web-no-subscription-1280');
    await expectAccessible(page, 'no subscription');
  });

  it('when the service goes away, the answer fails in Italian with "Riprova"', async () => {
    const page = await signIn(1280, 800);
    await web.servers.stopBackend();
    await ask(page, 'Quanto dura il periodo di prova?');
    const error = page.locator('[data-testid=message-error]');
    await error.waitFor();
    // The product server, which forwards every call, answers for the missing assistant service.
    expect(await error.textContent()).toBe(
      "Errore: Il servizio dell'assistente non è raggiungibile. Riprova tra poco.",
    );
    await page.locator('[data-testid=retry-button]').waitFor();
    // The question is not lost although its conversation could not be created.
    const questions = page.locator('[data-testid=message-user]');
    expect(await questions.allTextContents()).toEqual(['Quanto dura il periodo di prova?']);
    await screenshot(page, 'web-error-1280');
    // "Riprova" asks again in place: still one question, and one error for the attempt that failed again.
    await page.locator('[data-testid=retry-button]').click({ timeout: 10_000 });
    await page.locator('[data-testid=retry-button]').waitFor();
    expect(await questions.allTextContents()).toEqual(['Quanto dura il periodo di prova?']);
    expect(await error.count()).toBe(1);
    // Chromium logs the refused requests: expected here.
    web.problemsOf(page).splice(0);
  });
});
