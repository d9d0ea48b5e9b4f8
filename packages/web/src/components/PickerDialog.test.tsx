import { texts, uiTexts as ui } from '@ccnl/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  chatOn,
  creditStore,
  fakeAuthStore,
  signedIn,
  testBackendPerFile,
  testConfig,
} from '../test-helpers.js';
import { ChatScreen } from './ChatScreen.js';
import { AUTOFOCUS_DELAY_MS, PickerDialog, SEARCH_DEBOUNCE_MS } from './PickerDialog.js';

const backend = testBackendPerFile();

const sleep = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
const optionLabels = () =>
  within(screen.getByTestId('picker-list'))
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')?.textContent);

function renderPicker(agent: 'main-agent' | 'inquadra' | 'confronta' | 'calcolo' = 'main-agent') {
  const { chat } = chatOn(backend);
  chat.setAgent(agent);
  render(<PickerDialog chat={chat} />);
  return chat;
}

describe('agreement picker', () => {
  it('has the title by mode, the spec’s texts, and focuses the search after 100 ms', async () => {
    for (const [agent, title] of [
      ['inquadra', 'Inquadra mansione'],
      ['confronta', 'Confronta CCNL'],
      ['calcolo', 'Calcola retribuzione'],
      ['main-agent', 'Seleziona CCNL'],
    ] as const) {
      const chat = renderPicker(agent);
      act(() => chat.openPicker('categories'));
      const dialog = screen.getByRole('dialog', { name: title });
      expect(dialog.textContent).toContain(texts.categoryPicker.text);
      const search = within(dialog).getByPlaceholderText('Cerca..');
      expect(within(dialog).getByRole('button', { name: 'Chiudi' })).toBeTruthy();
      expect(within(dialog).getByRole('button', { name: 'Conferma' })).toBeTruthy();
      expect(document.activeElement).not.toBe(search);
      await sleep(AUTOFOCUS_DELAY_MS + 20);
      expect(document.activeElement).toBe(search);
      act(() => chat.closePicker());
    }
  });

  it('searches case-insensitively after a 300 ms pause and counts the results', async () => {
    const chat = renderPicker();
    act(() => chat.openPicker('categories'));
    await waitFor(() =>
      expect(screen.getByTestId('picker-count').textContent).toBe('Risultati di ricerca: 4'),
    );
    fireEvent.change(screen.getByPlaceholderText('Cerca..'), { target: { value: 'INDUSTRIA' } });
    // Debounced: nothing filters before the pause is over.
    await sleep(SEARCH_DEBOUNCE_MS / 2);
    expect(screen.getByTestId('picker-count').textContent).toBe('Risultati di ricerca: 4');
    await sleep(SEARCH_DEBOUNCE_MS);
    expect(screen.getByTestId('picker-count').textContent).toBe('Risultati di ricerca: 2');
    expect(optionLabels()).toEqual(['Metalmeccanica Industria', 'Edilizia Industria']);
  });

  it('inquadra: one agreement, a second choice replaces it; confirm needs one; the toast names it; the tooltip shows for 2 s', async () => {
    const { chat, api } = chatOn(backend);
    render(
      <ChatScreen
        auth={fakeAuthStore(signedIn)}
        chat={chat}
        credit={creditStore()}
        api={api}
        config={testConfig}
      />,
    );
    fireEvent.click(await screen.findByTestId('mode-button'));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: /Inquadra mansione/ }));
    // A mode that needs an agreement opens the picker at once.
    const dialog = await screen.findByRole('dialog', { name: 'Inquadra mansione' });
    await waitFor(() => expect(within(dialog).getAllByRole('checkbox')).toHaveLength(4));
    const confirm = within(dialog).getByRole('button', { name: 'Conferma' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    // At a limit of one the text says a second choice replaces the first, and it does.
    expect(dialog.textContent).toContain(texts.categoryPicker.replaces);
    fireEvent.click(within(dialog).getByLabelText('Edilizia Industria'));
    fireEvent.click(within(dialog).getByLabelText('Terziario Confcommercio'));
    expect(chat.getState().picker?.selected).toEqual([1]);
    expect((within(dialog).getByLabelText('Edilizia Industria') as HTMLInputElement).checked).toBe(false);
    expect(screen.getByTestId('picker-limit').textContent).toBe('Selezionati 1 di 1');
    // The selected item carries a check mark.
    expect(
      within(dialog).getByLabelText('Terziario Confcommercio').closest('label')?.querySelector('svg'),
    ).toBeTruthy();
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(chat.getState().toasts.at(-1)).toMatchObject({
      title: 'Categoria aggiunta con successo',
      description: 'Terziario Confcommercio',
    });
    const tooltip = await screen.findByTestId('agreement-tooltip');
    expect(tooltip.textContent).toContain('CCNL Terziario Confcommercio');
    // The tooltip goes after 2 s: wait for that state (a busy machine may fire the timer late).
    await waitFor(() => expect(screen.queryByTestId('agreement-tooltip')).toBeNull(), { timeout: 10_000 });

    fireEvent.click(screen.getByTestId('selection-list-button'));
    fireEvent.click(screen.getByRole('button', { name: ui.selection.remove('Terziario Confcommercio') }));
    expect(chat.getState().categories).toEqual([]);
    expect(chat.getState().toasts.at(-1)?.title).toBe('Categoria rimossa con successo');
  });

  it('confronta joins the descriptions with " - "; closing empty in a non-main mode returns to main-agent', async () => {
    const chat = renderPicker('confronta');
    act(() => chat.openPicker('categories'));
    await waitFor(() => expect(screen.getAllByRole('checkbox')).toHaveLength(4));
    fireEvent.click(screen.getByLabelText('Terziario Confcommercio'));
    fireEvent.click(screen.getByLabelText('Edilizia Industria'));
    expect(screen.getByTestId('picker-limit').textContent).toBe('Selezionati 2 di 99');
    fireEvent.click(screen.getByRole('button', { name: 'Conferma' }));
    await waitFor(() =>
      expect(chat.getState().toasts.at(-1)?.description).toBe('Terziario Confcommercio - Edilizia Industria'),
    );

    const calcolo = renderPicker('calcolo');
    act(() => calcolo.openPicker('categories'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(calcolo.getState()).toMatchObject({ picker: null, selectedAgent: 'main-agent' });
  });

  it('re-sends the question when the answer could not identify the agreement', async () => {
    let asked = 0;
    backend.answer = (question, body) =>
      ++asked === 1
        ? {
            message:
              'Non riesco a identificare con certezza il CCNL. Potresti riformulare la domanda specificando o selezionando il contratto?',
          }
        : { message: `Per il CCNL ${(body.categories as number[]).join(',')}: ${question}` };
    const { chat, api } = chatOn(backend);
    render(
      <ChatScreen
        auth={fakeAuthStore(signedIn)}
        chat={chat}
        credit={creditStore()}
        api={api}
        config={testConfig}
      />,
    );
    const input = await screen.findByTestId('composer-input');
    fireEvent.change(input, { target: { value: 'Quanti giorni di ferie?' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('message-assistant').textContent).toContain('Non riesco'));
    fireEvent.click(screen.getByTestId('open-agreement-picker'));
    await waitFor(() => expect(screen.getAllByRole('checkbox')).toHaveLength(4));
    fireEvent.click(screen.getByLabelText('Turismo Pubblici Esercizi'));
    fireEvent.click(screen.getByRole('button', { name: 'Conferma' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('message-assistant').at(-1)?.textContent).toBe(
        'Per il CCNL 4: Quanti giorni di ferie?',
      ),
    );
    backend.answer = (question) => ({ message: `Risposta: ${question}` });
  });
});

describe('parameter picker', () => {
  it('in confronta: its title and text, same search and count, Conferma saves with the Success toast', async () => {
    const chat = renderPicker('confronta');
    act(() => chat.openPicker('parameters'));
    const dialog = screen.getByRole('dialog', { name: 'Seleziona parametri' });
    expect(dialog.textContent).toContain('Seleziona uno o più parametri presenti nella lista sotto');
    await waitFor(() =>
      expect(screen.getByTestId('picker-count').textContent).toBe('Risultati di ricerca: 3'),
    );
    fireEvent.change(screen.getByPlaceholderText('Cerca..'), { target: { value: 'ferie' } });
    await waitFor(() =>
      expect(screen.getByTestId('picker-count').textContent).toBe('Risultati di ricerca: 1'),
    );
    fireEvent.click(screen.getByLabelText('Ferie'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    expect(chat.getState().perimetri).toEqual([2]);
    expect(chat.getState().toasts.at(-1)).toMatchObject({
      title: 'Success',
      description: 'Operazione completata con successo',
    });
  });
});
