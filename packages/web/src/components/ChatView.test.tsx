import { texts, uiTexts as ui } from '@ccnl/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { creditStore, fakeAuthStore, signedIn, testBackendPerFile, testConfig } from '../test-helpers.js';
import { ask, renderChat as renderWithBackend } from '../test-utils.js';

const backend = testBackendPerFile();
afterEach(() => {
  vi.restoreAllMocks();
});
const renderChat = (options: Parameters<typeof renderWithBackend>[1] = {}) =>
  renderWithBackend(backend, options);

describe('the chat screen with core’s store against a test backend', () => {
  it('before sign-in shows how to sign in, then the chat', async () => {
    const auth = fakeAuthStore();
    renderChat({ auth });
    expect(screen.getByText(ui.signIn.hint)).toBeTruthy();
    expect(screen.queryByTestId('composer-input')).toBeNull();
    act(() => auth.setState({ status: 'pending' }));
    expect(screen.getByText(ui.signIn.pending)).toBeTruthy();
    act(() => auth.setState(signedIn));
    expect(await screen.findByTestId('composer-input')).toBeTruthy();
  });

  it('renders an answer from Markdown with references, related questions, copy and export', async () => {
    backend.answer = () => ({
      message:
        '## Periodo di prova\n\n| Livello | Giorni |\n|---|---|\n| 1° | 60 |\n\n- uno\n- [fonte](https://www.cnel.it/)',
    });
    const { chat } = renderChat();
    await ask('Periodo di prova?');
    // The Markdown renderer is a lazy chunk: its first load may take a while on a busy machine.
    await waitFor(
      () => expect(screen.getByTestId('message-assistant').querySelector('table td')?.textContent).toBe('1°'),
      { timeout: 10_000 },
    );
    const answer = screen.getByTestId('message-assistant');
    expect(answer.querySelector('h4')?.textContent).toBe('Periodo di prova');
    const link = answer.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://www.cnel.it/');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect((await screen.findByTestId('references')).textContent).toContain('art. 10');

    // Copy puts the answer's Markdown on the clipboard and confirms with the spec's toast.
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(screen.getByRole('button', { name: ui.messages.copyLabel }));
    await waitFor(() => expect(chat.getState().toasts.at(-1)?.title).toBe(texts.toast.copied));
    expect(writeText.mock.calls[0]?.[0]).toContain('| 1° | 60 |');

    // A related question is asked with one click.
    const related = within(await screen.findByTestId('related-questions')).getByRole('button', {
      name: 'E per il part-time?',
    });
    fireEvent.click(related);
    await waitFor(() =>
      expect(screen.getAllByTestId('message-user').map((m) => m.textContent)).toEqual([
        'Periodo di prova?',
        'E per il part-time?',
      ]),
    );
  });

  it('reads like a note: the key figure stands out, the sources are numbered chips and leave the body', async () => {
    const official =
      'CCNL per i dipendenti da aziende del Terziario, della Distribuzione e dei Servizi (Confcommercio)';
    backend.answer = () => ({
      message: [
        'Per il 4° livello il periodo di prova è di 60 giorni di calendario [1].',
        '',
        'Fonti:',
        `- ${official}, art. 108: https://www.cnel.it/ccnl/h011 (data della fonte: 1° aprile 2023; affidabilità alta)`,
        `- ${official}, art. 108: https://www.cnel.it/ccnl/h011 (data della fonte: 1° aprile 2023; affidabilità alta)`,
        '',
        texts.aiNotice,
      ].join('\n'),
    });
    renderChat();
    await ask('Periodo di prova?');
    const chips = await screen.findAllByTestId('source-chip', {}, { timeout: 10_000 });
    const answer = screen.getByTestId('message-assistant');
    await waitFor(() => expect(answer.querySelector('strong')?.textContent).toBe('60 giorni di calendario'), {
      timeout: 10_000,
    });
    // Nothing of the source list is repeated in the body; the notice stays.
    expect(answer.textContent).not.toContain('https://');
    expect(answer.textContent).not.toContain('Fonti:');
    expect(answer.textContent).toContain('legge 132/2025');
    // One chip per source (the repeated line and the stored reference are the same source), then the reference.
    expect(chips[0]?.textContent).toContain('1');
    expect(chips[0]?.textContent).toContain('cnel.it');
    expect(chips[0]?.textContent).toContain('1° aprile 2023');
    expect(chips[0]?.textContent).toContain('affidabilità alta');
    expect(chips[0]?.textContent).not.toContain('Distribuzione e dei Servizi');
    expect(chips.filter((chip) => chip.textContent?.includes('cnel.it'))).toHaveLength(1);
    // The text's "[1]" links to the first chip.
    const marker = answer.querySelector('.source-marker a');
    expect(marker?.getAttribute('href')).toBe(`#${chips[0]?.id}`);
  });

  it('turns each "[n]" of the text into a superscript that brings source chip n into focus', async () => {
    backend.answer = () => ({
      message: [
        'La paga base è di **1.800 €** [2], per 40 ore settimanali [1].',
        '',
        '| Voce | Valore |',
        '|---|---|',
        '| 13ª | dicembre [2] |',
        '',
        'Un rinvio senza fonte [7] e un indice array[0] restano testo; `[1]` nel codice pure.',
        '',
        'Fonti:',
        '- CCNL Commercio, art. 120: https://www.cnel.it/ccnl/h011 (data della fonte: 1° aprile 2023; affidabilità alta)',
        '- CCNL Commercio, art. 130: https://www.lavoro.gov.it/ccnl (data della fonte: 1° marzo 2024; affidabilità media)',
      ].join('\n'),
    });
    renderChat();
    await ask('Paga base?');
    const chips = await screen.findAllByTestId('source-chip', {}, { timeout: 10_000 });
    expect(chips).toHaveLength(2);
    const answer = screen.getByTestId('message-assistant');
    await waitFor(() => expect(within(answer).getAllByTestId('source-marker')).toHaveLength(3), {
      timeout: 10_000,
    });
    const markers = within(answer).getAllByTestId('source-marker');
    // Shown as written, raised, named for a screen reader, in the text's order (the table's too).
    expect(markers.map((marker) => marker.textContent)).toEqual(['[2]', '[1]', '[2]']);
    expect(markers.every((marker) => marker.parentElement?.tagName === 'SUP')).toBe(true);
    expect(markers[0]?.getAttribute('aria-label')).toBe(ui.sources.marker(2));
    expect(markers[0]?.getAttribute('href')).toBe(`#${chips[1]?.id}`);
    // A number with no source, and code, stay plain text.
    expect(answer.textContent).toContain('Un rinvio senza fonte [7] e un indice array[0] restano testo');
    expect(answer.querySelector('code')?.textContent).toBe('[1]');
    // Activating a marker focuses its chip.
    fireEvent.click(markers[0] as HTMLElement);
    expect(document.activeElement).toBe(chips[1]);
    fireEvent.click(markers[1] as HTMLElement);
    expect(document.activeElement).toBe(chips[0]);
  });

  it('lists the chips with the numbers the text cites them by: cited first, the others after, each once', async () => {
    backend.answer = () => ({
      message: [
        'Il preavviso è di 30 giorni [3]; il minimo è 1.783,75 € [1].',
        '',
        'Fonti:',
        '- CCNL Commercio, tabella minimi: https://www.cnel.it/minimi (data della fonte: 1° aprile 2024)',
        '- CCNL Commercio, art. 169: https://www.lavoro.gov.it/ferie (data della fonte: 1° aprile 2024)',
        '- CCNL Commercio, art. 247: https://www.inps.it/preavviso (data della fonte: 1° aprile 2024)',
        '- CCNL Commercio, tabella minimi: https://www.cnel.it/minimi (data della fonte: 1° aprile 2024)',
      ].join('\n'),
    });
    renderChat();
    await ask('Preavviso?');
    const answer = await screen.findByTestId('message-assistant', {}, { timeout: 10_000 });
    await waitFor(() => expect(within(answer).getAllByTestId('source-marker')).toHaveLength(2), {
      timeout: 10_000,
    });
    // The page listed twice is one chip; the stored reference (fetched after the answer) the block does not
    // name comes last.
    await waitFor(() => expect(screen.getAllByTestId('source-chip')).toHaveLength(4));
    const chips = screen.getAllByTestId('source-chip');
    expect(chips.map((chip) => chip.querySelector('.source-number')?.textContent)).toEqual([
      '1',
      '3',
      '2',
      '4',
    ]);
    expect(chips[1]?.textContent).toContain('inps.it');
    expect(chips[2]?.textContent).toContain('lavoro.gov.it');
    expect(chips[3]?.textContent).toContain('Terziario Confcommercio');
    // Each marker still points at the chip with its number.
    const [three, one] = within(answer).getAllByTestId('source-marker');
    expect(three?.getAttribute('href')).toBe(`#${chips[1]?.id}`);
    expect(one?.getAttribute('href')).toBe(`#${chips[0]?.id}`);
  });

  it('announces the start and the end of an answer, not each chunk', async () => {
    renderChat();
    const status = await screen.findByTestId('answer-status');
    expect(status.textContent).toBe('');
    await ask('Ferie?');
    await waitFor(() => expect(status.textContent).toBe(ui.messages.answerEnded));
  });

  it('shows a stream failure as the spec’s error message', async () => {
    const { chat } = renderChat();
    backend.answer = () => ({ status: 502, message: 'Servizio non raggiungibile' });
    await ask('Ferie?');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Errore: Servizio non raggiungibile'),
    );
    expect(chat.getState().loading).toBe(false);
  });

  it('deletes a conversation after a confirmation, with the toast', async () => {
    const { chat } = renderChat();
    await ask('Da eliminare');
    await waitFor(() => expect(screen.getAllByTestId('sidebar-item')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: ui.sidebar.delete('Da eliminare') }));
    const dialog = screen.getByRole('dialog', { name: ui.deleteDialog.title });
    // Focus starts on the safe choice; cancelling keeps the conversation.
    expect(document.activeElement?.textContent).toBe(ui.deleteDialog.cancel);
    fireEvent.click(within(dialog).getByRole('button', { name: ui.deleteDialog.cancel }));
    expect(screen.getAllByTestId('sidebar-item')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: ui.sidebar.delete('Da eliminare') }));
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: ui.deleteDialog.confirm }),
    );
    await waitFor(() => expect(screen.queryAllByTestId('sidebar-item')).toHaveLength(0));
    expect(chat.getState().toasts.at(-1)?.title).toBe('Conversazione eliminata con successo');
    expect(chat.getState().conversations).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('selecting a conversation loads its history and restores agent and agreements', async () => {
    backend.sessions.push({
      session_id: 'old',
      title: 'Inquadramento commessa',
      updated_at: '2026-11-20T10:00:00Z',
    });
    backend.history.set('old', [
      { session_id: 'old', message: '1', role: 'categories', timestamp: 't', agent_name: 'inquadra' },
      { session_id: 'old', message: 'Commessa?', role: 'user', timestamp: 't', agent_name: 'inquadra' },
      { session_id: 'old', message: 'Livello 4°', role: 'assistant', timestamp: 't', agent_name: 'inquadra' },
    ]);
    const { chat } = renderChat();
    await act(() => chat.loadSidebar());
    fireEvent.click(screen.getByTestId('sidebar-item'));
    expect((await screen.findByTestId('message-assistant')).textContent).toBe('Livello 4°');
    expect(screen.getByTestId('mode-button').textContent).toBe(texts.agentTitle.inquadra);
    // The agreement's name comes from the list, loaded for the restored selection: the pill shows it.
    await waitFor(() =>
      expect(screen.getByTestId('open-agreement-picker').textContent).toBe(
        `${ui.selection.choosePrefix}Terziario Confcommercio`,
      ),
    );
    fireEvent.click(screen.getByTestId('selection-list-button'));
    const chips = await screen.findByRole('list', { name: ui.selection.label });
    expect(chips.textContent).toContain('Terziario Confcommercio');
  });

  it('the calcolo answer that asks for a payslip field lets the user set it, then asks again', async () => {
    backend.answer = (question, body) =>
      body.modifying
        ? { message: `Ricalcolato: ${question}` }
        : { message: 'Indica le ore settimanali.', showAction: true, calcola_field: 'ore_settimanali' };
    const { chat } = renderChat();
    act(() => chat.setAgent('calcolo'));
    await ask('Quanto guadagna un impiegato?');
    const input = await screen.findByTestId('payslip-input');
    expect(screen.getByLabelText(/ore settimanali/)).toBe(input);
    fireEvent.change(input, { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: ui.payslip.submit }));
    await waitFor(() =>
      expect(screen.getAllByTestId('message-assistant').at(-1)?.textContent).toBe(
        'Ricalcolato: Quanto guadagna un impiegato?',
      ),
    );
    const put = backend.server.requests.find((request) => request.method === 'PUT');
    expect(JSON.parse(put?.body ?? '{}')).toEqual({
      session_id: 's1',
      calcola_field: 'ore_settimanali',
      value: '40',
    });
    expect(screen.queryByTestId('payslip-form')).toBeNull();
  });

  it('shows the trial-ended modal, which cannot be closed, to a user without access', async () => {
    renderChat({ auth: fakeAuthStore({ ...signedIn, roles: [], tier: null }) });
    const modal = await screen.findByRole('dialog', { name: texts.trialEnded.title });
    expect(modal.textContent).toContain(texts.trialEnded.text);
    const contact = within(modal).getByRole('link', { name: texts.trialEnded.contact });
    expect(contact.getAttribute('href')).toBe(testConfig.salesFormUrl);
    expect(contact.getAttribute('target')).toBe('_blank');
    expect(contact.getAttribute('rel')).toBe('noopener noreferrer');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: texts.trialEnded.title })).toBeTruthy();
    expect(within(modal).queryByRole('button')).toBeNull();
  });

  it('shows the trial-ended modal for the Iterazioni tier once the credit is known to be spent', async () => {
    const auth = fakeAuthStore({
      ...signedIn,
      roles: [{ pos: 'IterazioniCCNLPIU-IA' }],
      tier: 'IterazioniCCNLPIU-IA',
    });
    const credit = creditStore('pending');
    renderChat({ auth, credit });
    await screen.findByTestId('composer-input');
    // The initial 0 is not a balance: no modal until the credit server has answered.
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      auth.setState({ credito: 2 });
      credit.setState({ status: 'success' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => auth.setState({ credito: 0 }));
    expect(screen.getByRole('dialog', { name: texts.trialEnded.title })).toBeTruthy();
  });
});
