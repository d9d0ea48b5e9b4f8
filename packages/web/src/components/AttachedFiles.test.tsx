import { uiTexts as ui } from '@ccnl/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { chatOn, testBackendPerFile } from '../test-helpers.js';
import { Composer } from './Composer.js';

const backend = testBackendPerFile();

type Chat = ReturnType<typeof chatOn>['chat'];

/** The composer with its upload toggle, as the chat view wires it (the pane itself is not needed here). */
function WithToggle({ chat }: { chat: Chat }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <p data-testid="pane-state">{open ? 'aperto' : 'chiuso'}</p>
      <Composer chat={chat} upload={{ open, controls: 'pane', toggle: () => setOpen((o) => !o) }} />
    </>
  );
}

describe('attached files in the composer', () => {
  it('shows the conversation’s files as chips while the upload pane is closed; a chip opens the pane', async () => {
    const { chat } = chatOn(backend);
    render(<WithToggle chat={chat} />);
    expect(screen.queryByTestId('attached-files')).toBeNull();
    await act(() =>
      chat.upload([
        { name: 'lettera.pdf', size: 10, data: new Blob(['x']) },
        { name: 'accordo.docx', size: 10, data: new Blob(['x']) },
      ]),
    );
    const chips = await waitFor(() => screen.getByTestId('attached-files'));
    expect(chips.getAttribute('aria-label')).toBe(ui.composer.attached);
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['lettera.pdf', 'accordo.docx']);

    fireEvent.click(within(chips).getByRole('button', { name: 'lettera.pdf' }));
    expect(screen.getByTestId('pane-state').textContent).toBe('aperto');
    // With the pane open, the pane lists them: no chips twice.
    expect(screen.queryByTestId('attached-files')).toBeNull();
    fireEvent.click(screen.getByTestId('attach-button'));
    expect(screen.getByTestId('attached-files')).toBeTruthy();
  });
});
