import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './Dialog.js';

function Harness({ closable = true }: { closable?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <div id="root">
      <button type="button" onClick={() => setOpen(true)}>
        Apri
      </button>
      {open && (
        <Dialog title="Prova" {...(closable ? { onClose: () => setOpen(false) } : {})}>
          <input aria-label="Primo" />
          <button type="button">Ultimo</button>
        </Dialog>
      )}
    </div>
  );
}

const tab = (shiftKey = false) => fireEvent.keyDown(document, { key: 'Tab', shiftKey });

describe('Dialog', () => {
  it('moves focus in, keeps Tab inside, makes the app inert, closes on Escape and gives focus back', () => {
    render(<Harness />, { container: document.body.appendChild(document.createElement('div')) });
    const opener = screen.getByRole('button', { name: 'Apri' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Prova' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const first = screen.getByRole('textbox', { name: 'Primo' });
    const last = screen.getByRole('button', { name: 'Ultimo' });
    expect(document.activeElement).toBe(first);
    expect((document.getElementById('root') as HTMLElement).inert).toBe(true);

    last.focus();
    tab();
    expect(document.activeElement).toBe(first);
    tab(true);
    expect(document.activeElement).toBe(last);

    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((document.getElementById('root') as HTMLElement).inert).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('a dialog that may not be closed ignores Escape and a click beside it', () => {
    render(<Harness closable={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Apri' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.mouseDown(document.querySelector('.dialog-backdrop') as Element);
    expect(screen.getByRole('dialog', { name: 'Prova' })).toBeTruthy();
  });
});
