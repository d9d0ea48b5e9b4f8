import { readFile } from 'node:fs/promises';
import { texts } from '@ccnl/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../src/browser.js';
import { browserSuite, chooseMode, expectAccessible, waitForAnswer } from '../src/web-harness.js';

/** Every flow of spec §4 in headless Chromium against the real backend and credit server. */

const web = browserSuite({ streamDelayMs: 10 });
const openPage = (width = 1280) => web.openPage({ width });
const signIn = (ticket: string, width = 1280) => web.signIn(ticket, { width });

/** Chromium logs a refused request as a console error: the ones a test provokes on purpose are expected. */
function expectRefused(page: Page, path: string, status: number): void {
  const problems = web.problemsOf(page);
  const rest = problems.filter((p) => !(p.url.endsWith(path) && p.text.includes(`status of ${status}`)));
  expect(problems.length - rest.length).toBeGreaterThan(0);
  problems.splice(0, problems.length, ...rest);
}

async function ask(page: Page, question: string): Promise<void> {
  await page.locator('[data-testid=composer-input]').fill(question);
  await page.locator('[data-testid=send-button]').click();
}

const toast = (page: Page, title: string) =>
  page
    .locator('[data-testid=toast]')
    .filter({ has: page.locator('.toast-title').getByText(title, { exact: true }) });

/** Screenshots of one screen at 1280 and 390 px wide (CI artefacts under test-results/). */
async function capture(page: Page, name: string): Promise<void> {
  await screenshot(page, `web-${name}-1280`);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  // Usable at 390 px: nothing sticks out sideways.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${name} at 390 px`,
  ).toBeLessThanOrEqual(390);
  await screenshot(page, `web-${name}-390`);
  await expectAccessible(page, `${name} at 390 px`);
  if (size) await page.setViewportSize(size);
}

describe('sending, streaming and stopping', () => {
  it('streams an answer rendered from Markdown, and stop keeps the partial answer with the spec’s line', async () => {
    const page = await signIn('demo-full');
    await expectAccessible(page, 'chat, empty');
    await capture(page, 'chat-empty');

    await ask(page, 'Qual è il periodo di prova nel CCNL commercio?');
    const answer = await waitForAnswer(page);
    expect(answer.length).toBeGreaterThan(40);
    // Rendered, not shown as Markdown source.
    expect(answer).not.toMatch(/\*\*|^#+ /m);
    await expect.poll(() => page.locator('[data-testid=references] li').count()).toBeGreaterThan(0);
    await expect
      .poll(() => page.locator('[data-testid=related-questions] button').count())
      .toBeGreaterThan(0);
    await expect
      .poll(() => page.locator('[data-testid=answer-status]').textContent())
      .toBe('Risposta completata.');
    await expectAccessible(page, 'chat with an answer');
    await capture(page, 'chat-answer');

    // A related question is asked with a click.
    const related = page.locator('[data-testid=related-questions] button').first();
    const relatedText = (await related.textContent()) ?? '';
    await related.click();
    await expect
      .poll(() => page.locator('[data-testid=message-user]').last().textContent())
      .toBe(relatedText);
    await waitForAnswer(page, 2);

    // Stop: the answer in progress keeps what arrived plus '[Generazione interrotta]'.
    await ask(page, 'Come si calcola la tredicesima nel CCNL metalmeccanica industria?');
    const last = page.locator('[data-testid=message-assistant]').last();
    await expect
      .poll(async () => ((await last.textContent()) ?? '').length, { timeout: 10_000 })
      .toBeGreaterThan(5);
    await page.locator('[data-testid=stop-button]').click();
    await expect.poll(() => last.textContent()).toContain(texts.chat.interrupted);
    await expect.poll(() => page.locator('[data-testid=stop-button]').count()).toBe(0);
  });
});

describe('conversations', () => {
  it('selects a past conversation from the sidebar, and deletes one after a confirmation', async () => {
    const page = await signIn('demo-full');
    await ask(page, 'Quante ore settimanali prevede il CCNL commercio?');
    await waitForAnswer(page);
    await page.getByRole('button', { name: 'Nuova conversazione' }).click();
    await ask(page, 'Quanti giorni di ferie spettano nel CCNL commercio?');
    await waitForAnswer(page);
    const items = page.locator('[data-testid=sidebar-item]');
    // Newest first (earlier tests of this file may have left conversations of the same user below).
    await expect
      .poll(async () => (await items.locator('.sidebar-item-title').allTextContents()).slice(0, 2))
      .toEqual([
        'Quanti giorni di ferie spettano nel CCNL commercio?',
        'Quante ore settimanali prevede il CCNL commercio?',
      ]);
    const before = await items.count();

    await items.nth(1).click();
    await expect
      .poll(() => page.locator('[data-testid=message-user]').allTextContents())
      .toEqual(['Quante ore settimanali prevede il CCNL commercio?']);
    await expect.poll(() => items.nth(1).getAttribute('aria-current')).toBe('true');

    await page.locator('[data-testid=sidebar-delete]').nth(1).click();
    const dialog = page.getByRole('dialog', { name: 'Eliminare la conversazione?' });
    await dialog.waitFor();
    await expectAccessible(page, 'delete confirmation');
    await capture(page, 'delete-confirm');
    await dialog.getByRole('button', { name: 'Elimina' }).click();
    await toast(page, texts.toast.conversationDeleted).waitFor();
    await expect.poll(() => items.count()).toBe(before - 1);
    // The deleted conversation was the open one: the chat view is empty again.
    await expect.poll(() => page.locator('[data-testid=message-user]').count()).toBe(0);
  });
});

describe('pickers', () => {
  it('inquadra allows one agreement; the toast names it; the tooltip shows for 2 s; confronta takes several and parameters', async () => {
    const page = await signIn('demo-full');
    await chooseMode(page, 'Inquadra mansione');
    const picker = page.getByRole('dialog', { name: 'Inquadra mansione' });
    await picker.waitFor();
    await expect.poll(() => picker.getByRole('checkbox').count()).toBeGreaterThan(3);
    // The search box gets focus after 100 ms.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('placeholder')))
      .toBe('Cerca..');
    const list = page.locator('[data-testid=picker-list]');
    expect(await list.evaluate((el) => el.getBoundingClientRect().height)).toBe(140);
    await expectAccessible(page, 'agreement picker');
    await capture(page, 'agreement-picker');

    await page.keyboard.type('COMMERCIO');
    await expect
      .poll(() => page.locator('[data-testid=picker-count]').textContent())
      .toMatch(/^Risultati di ricerca: [1-9]$/);
    const shown = await picker.getByRole('checkbox').count();
    expect(await page.locator('[data-testid=picker-count]').textContent()).toBe(
      `Risultati di ricerca: ${shown}`,
    );
    await page.locator('[data-testid=picker-list] label').first().click();
    await page.getByPlaceholder('Cerca..').fill('');
    await expect.poll(() => picker.getByRole('checkbox').count()).toBeGreaterThan(shown);
    // At a limit of one for inquadra, another choice replaces the first.
    await page.locator('[data-testid=picker-list] label').last().click();
    expect(await picker.locator('input:checked').count()).toBe(1);
    expect(await page.locator('[data-testid=picker-limit]').textContent()).toBe('Selezionati 1 di 1');
    const chosen = (await picker.locator('label:has(input:checked)').textContent()) ?? '';
    await picker.getByRole('button', { name: 'Conferma' }).click();
    await toast(page, texts.toast.categoryAdded).filter({ hasText: chosen }).waitFor();
    const tooltip = page.locator('[data-testid=agreement-tooltip]');
    await tooltip.waitFor();
    await tooltip.waitFor({ state: 'detached', timeout: 4000 });

    await chooseMode(page, 'Confronta CCNL');
    await page.locator('[data-testid=open-agreement-picker]').click();
    const compare = page.getByRole('dialog', { name: 'Confronta CCNL' });
    await compare.locator('label').nth(1).click();
    await compare.locator('label').nth(2).click();
    expect(await compare.locator('input:checked').count()).toBe(3);
    const names = await compare.locator('label:has(input:checked)').allTextContents();
    await compare.getByRole('button', { name: 'Conferma' }).click();
    await toast(page, texts.toast.categoryAdded)
      .filter({ hasText: names.join(' - ') })
      .waitFor();

    await page.locator('[data-testid=open-parameter-picker]').click();
    const params = page.getByRole('dialog', { name: 'Seleziona parametri' });
    await params.getByText('Seleziona uno o più parametri presenti nella lista sotto').waitFor();
    await expect.poll(() => params.getByRole('checkbox').count()).toBeGreaterThan(1);
    await expectAccessible(page, 'parameter picker');
    await capture(page, 'parameter-picker');
    await params.locator('label').first().click();
    await params.getByRole('button', { name: 'Conferma' }).click();
    await toast(page, 'Success').waitFor();

    // Removing an agreement, from the list the summary pill opens.
    await page.locator('[data-testid=selection-list-button]').click();
    await page.getByRole('button', { name: `Rimuovi ${chosen}` }).click();
    await toast(page, texts.toast.categoryRemoved).waitFor();
  });

  it('closing the picker of a non-main mode with nothing chosen returns to main-agent; Escape closes it', async () => {
    const page = await signIn('demo-full');
    await chooseMode(page, 'Calcola retribuzione');
    await page.getByRole('dialog', { name: 'Calcola retribuzione' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await page.locator('[data-testid=mode-button]').textContent()).toBe('Domande generali');
  });

  it('re-sends the question once an agreement is chosen, when the answer could not identify it', async () => {
    const page = await signIn('demo-full');
    // inquadra with an agreement chosen, then removed: the question reaches the agent with none.
    await chooseMode(page, 'Inquadra mansione');
    const firstPicker = page.getByRole('dialog', { name: 'Inquadra mansione' });
    await firstPicker.locator('label').first().click();
    await firstPicker.getByRole('button', { name: 'Conferma' }).click();
    await page.locator('[data-testid=selection-list-button]').click();
    await page.locator('.chip-remove').click();
    const question = 'Che livello ha un magazziniere addetto al carico e scarico?';
    await ask(page, question);
    const first = await waitForAnswer(page);
    expect(first).toContain(texts.chat.cannotIdentifyCcnl);

    await page.locator('[data-testid=open-agreement-picker]').click();
    const picker = page.getByRole('dialog');
    await page.getByPlaceholder('Cerca..').fill('logistica');
    await expect
      .poll(() => page.locator('[data-testid=picker-count]').textContent())
      .toBe('Risultati di ricerca: 1');
    await picker.locator('label').first().click();
    await picker.getByRole('button', { name: 'Conferma' }).click();
    await expect.poll(() => page.locator('[data-testid=message-assistant]').count()).toBe(2);
    const second = await waitForAnswer(page, 2);
    expect(second).not.toContain(texts.chat.cannotIdentifyCcnl);
    // The same question was sent again (the backend stores each sending), not typed again.
    expect(await page.locator('[data-testid=message-user]').allTextContents()).toEqual([question, question]);
  });
});

describe('calcolo', () => {
  it('the answer that asks for a payslip field lets the user set it, and the pay is recomputed', async () => {
    const page = await signIn('demo-full');
    await chooseMode(page, 'Calcola retribuzione');
    const picker = page.getByRole('dialog', { name: 'Calcola retribuzione' });
    await page.getByPlaceholder('Cerca..').fill('commercio');
    await expect
      .poll(() => page.locator('[data-testid=picker-count]').textContent())
      .toBe('Risultati di ricerca: 1');
    await picker.locator('label').first().click();
    await picker.getByRole('button', { name: 'Conferma' }).click();
    await ask(page, 'Quanto guadagna al mese un dipendente a tempo pieno?');
    const first = await waitForAnswer(page);
    expect(first).toContain('livello');
    const field = page.getByLabel(/Dato della busta paga: livello/);
    await field.fill('4');
    await page.getByRole('button', { name: 'Aggiorna e ricalcola' }).click();
    await expect.poll(() => page.locator('[data-testid=message-assistant]').count()).toBe(2);
    const second = await waitForAnswer(page, 2);
    expect(second).toMatch(/lord/i);
    expect(second).toMatch(/\d{1,3}(\.\d{3})*,\d{2} €/);
  });
});

describe('documents, copy and export', () => {
  it('uploads, refuses what the spec refuses with red toasts, and removes', async () => {
    const page = await signIn('demo-full');
    await page.locator('[data-testid=attach-button]').click();
    const input = page.locator('[data-testid=upload-input]');
    const text = (name: string, content = 'Accordo aziendale: orario di 38 ore settimanali.') => ({
      name,
      mimeType: 'text/plain',
      buffer: Buffer.from(content),
    });
    await input.setInputFiles([
      { name: 'virus.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
    ]);
    await page.locator('.toast-red', { hasText: 'Tipo di file non consentito' }).waitFor();

    await input.setInputFiles([text('accordo.txt')]);
    await toast(page, texts.toast.fileUploaded).waitFor();
    await expect
      .poll(() => page.locator('[data-testid=upload-files] li').allTextContents())
      .toEqual(['accordo.txt']);
    await expectAccessible(page, 'upload pane');
    await capture(page, 'upload');

    await input.setInputFiles([text('accordo.txt')]);
    await page.locator('.toast-red', { hasText: texts.upload.alreadyUploaded }).waitFor();
    await input.setInputFiles([text('a.txt'), text('b.txt'), text('c.txt')]);
    await page.locator('.toast-red', { hasText: 'Puoi caricare al massimo 3 file' }).waitFor();

    // The server's own refusal (a .txt that is not text) comes back as "Errore {status}: {message}".
    await input.setInputFiles([
      { name: 'finto.txt', mimeType: 'text/plain', buffer: Buffer.from([0xff, 0xfe, 0x00, 0x00, 0x9f]) },
    ]);
    await page.locator('.toast-red', { hasText: /^Errore 415: / }).waitFor();
    expectRefused(page, '/api/upload-documents', 415);

    await page.getByRole('button', { name: 'Rimuovi accordo.txt' }).click();
    await expect.poll(() => page.locator('[data-testid=upload-files] li').count()).toBe(0);
  });

  it('copies an answer to the clipboard and exports it to a .docx download', async () => {
    const page = await signIn('demo-full');
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: web.servers.webUrl });
    await ask(page, 'Quanto dura il periodo di prova nel CCNL commercio?');
    await waitForAnswer(page);
    await page.locator('[data-testid=copy-button]').click();
    await toast(page, texts.toast.copied).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.length).toBeGreaterThan(40);
    expect(copied).toContain('prova');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('[data-testid=export-button]').click(),
    ]);
    // Named after the question, so a folder of answers reads like a list of questions.
    expect(download.suggestedFilename()).toBe('quanto-dura-il-periodo-di-prova-nel-ccnl.docx');
    const file = await readFile((await download.path()) ?? '');
    // A .docx is a ZIP holding the Word document.
    expect(file.subarray(0, 2).toString()).toBe('PK');
    expect(file.includes(Buffer.from('word/document.xml'))).toBe(true);
  });
});

describe('access and credit', () => {
  it('a user without a product role meets the trial-ended modal, which cannot be closed', async () => {
    const page = await signIn('demo-senza-accesso');
    const modal = page.getByRole('dialog', { name: texts.trialEnded.title });
    await modal.waitFor();
    await modal.getByText(texts.trialEnded.text, { exact: false }).waitFor();
    const contact = modal.getByRole('link', { name: texts.trialEnded.contact });
    expect(await contact.getAttribute('target')).toBe('_blank');
    expect(await contact.getAttribute('rel')).toBe('noopener noreferrer');
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 400);
    expect(await modal.isVisible()).toBe(true);
    await expectAccessible(page, 'trial ended');
    await capture(page, 'trial-ended');
  });
});

describe('narrow screens', () => {
  it('at 390 px the sidebar is a drawer that traps focus and gives it back', async () => {
    const page = await signIn('demo-full', 390);
    await ask(page, 'Quante ore settimanali prevede il CCNL commercio?');
    await waitForAnswer(page);
    expect(await page.locator('.sidebar-column').isVisible()).toBe(false);
    const opener = page.getByRole('button', { name: 'Apri le conversazioni' });
    await opener.click();
    const drawer = page.getByRole('dialog', { name: 'Conversazioni recenti' });
    await drawer.waitFor();
    await expectAccessible(page, 'drawer');
    await screenshot(page, 'web-drawer-390');
    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[role=dialog]') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.count()).toBe(0);
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
    // Selecting a conversation in the drawer loads it and closes the drawer.
    await opener.click();
    await page.locator('[role=dialog] [data-testid=sidebar-item]').first().click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  });
});

describe('other screens', () => {
  it('cookie, video tutorial and 404 pages are accessible', async () => {
    const page = await openPage();
    await page.goto(`${web.servers.webUrl}/`);
    await page.locator('[data-ticket]').first().waitFor();
    await expectAccessible(page, 'signed out');
    await capture(page, 'signed-out');
    for (const [path, name] of [
      ['/cookie', 'cookie'],
      ['/video-tutorial', 'video-tutorial'],
    ] as const) {
      await page.goto(`${web.servers.webUrl}${path}`);
      await page.locator('h1').waitFor();
      await expectAccessible(page, name);
      await capture(page, name);
    }
    const url = `${web.servers.webUrl}/non-esiste`;
    await page.goto(url);
    await page.getByText('Page Not Found: /non-esiste').waitFor();
    await expectAccessible(page, '404');
    await capture(page, 'not-found');
    // Chromium logs the document's own 404 status as a console error: expected.
    const problems = web.problemsOf(page);
    problems.splice(
      0,
      problems.length,
      ...problems.filter((p) => !(p.url === url && p.text.includes('404'))),
    );
  });
});
