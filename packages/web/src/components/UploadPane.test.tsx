import { uiTexts as ui } from '@ccnl/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chatOn, type TestBackend, testBackendPerFile, testConfig } from '../test-helpers.js';
import { Toaster } from './Toaster.js';
import UploadPane from './UploadPane.js';

const backend = testBackendPerFile();

const file = (name: string, size = 10) => new File(['x'.repeat(size)], name, { type: 'application/pdf' });

function choose(files: File[]) {
  fireEvent.change(screen.getByTestId('upload-input'), { target: { files } });
}

function renderPane(rules = testConfig.upload) {
  const { chat } = chatOn(backend);
  render(
    <>
      <UploadPane chat={chat} rules={rules} />
      <Toaster chat={chat} />
    </>,
  );
  return chat;
}

const toastTitles = () =>
  screen.queryAllByTestId('toast').map((toast) => toast.querySelector('.toast-title')?.textContent);

describe('upload pane', () => {
  it('shows the limits, uploads chosen files with the success toast, lists and removes them', async () => {
    const chat = renderPane();
    expect(screen.getByText('Da 1 a 3 file, fino a 10 MB ciascuno (.pdf, .docx, .txt).')).toBeTruthy();
    expect(screen.getByText(ui.upload.none)).toBeTruthy();
    choose([file('contratto.pdf'), file('note.txt')]);
    await waitFor(() => expect(toastTitles()).toContain('File caricato con successo'));
    const list = screen.getByTestId('upload-files');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['contratto.pdf', 'note.txt']);
    expect(chat.getState().vector_store_id).toBe('vs_s1');
    const upload = backend.server.requests.find((request) => request.url === '/api/upload-documents');
    expect(upload?.headers['x-firewall-pass']).toBe(testConfig.firewall.key);

    fireEvent.click(screen.getByRole('button', { name: ui.upload.remove('note.txt') }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(backend.server.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      url: '/api/delete-document/f-note.txt',
    });
  });

  it('refuses a name already uploaded, and a fourth file, with red toasts and nothing added', async () => {
    const chat = renderPane();
    choose([file('a.pdf')]);
    await waitFor(() => expect(chat.getState().files.map((f) => f.file_name)).toContain('a.pdf'));
    const before = chat.getState().files;
    choose([file('a.pdf')]);
    await waitFor(() => expect(toastTitles()).toContain('Alcuni file sono già stati caricati'));
    expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.includes('Alcuni file'))).toBe(
      true,
    );
    choose([file('b.pdf'), file('c.pdf'), file('d.pdf'), file('e.pdf')]);
    await waitFor(() => expect(toastTitles()).toContain('Puoi caricare al massimo 3 file'));
    expect(chat.getState().files).toBe(before);
  });

  it('accepts dropped files', async () => {
    const chat = renderPane();
    const drop = screen.getByTestId('upload-drop');
    fireEvent.dragOver(drop, { dataTransfer: { files: [] } });
    expect(drop.dataset.dragging).toBe('true');
    act(() => {
      fireEvent.drop(drop, { dataTransfer: { files: [file('trascinato.docx')] } });
    });
    await waitFor(() => expect(chat.getState().files.map((f) => f.file_name)).toContain('trascinato.docx'));
    expect(drop.dataset.dragging).toBe('false');
  });

  it('shows the server’s refusal as "Errore {status}: {message}" in a red toast', async () => {
    const { startContractServer, sendJson } = await import('@ccnl/core/testing');
    const refusing = await startContractServer({
      'POST /create-empty-session/u1': (_req, res) => sendJson(res, 200, { session_id: 's9' }),
      'POST /api/upload-documents': (_req, res) => sendJson(res, 413, { message: 'File troppo grande' }),
    });
    const { chat } = chatOn({ server: refusing } as TestBackend);
    render(
      <>
        <UploadPane chat={chat} rules={testConfig.upload} />
        <Toaster chat={chat} />
      </>,
    );
    choose([file('grande.pdf')]);
    await waitFor(() => expect(toastTitles()).toContain('Errore 413: File troppo grande'));
    expect(screen.getByTestId('toast').className).toContain('toast-red');
    await refusing.close();
  });
});
