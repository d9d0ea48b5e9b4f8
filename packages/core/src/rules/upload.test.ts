import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../api/errors.js';
import { creditErrorMessage, uploadErrorMessage } from './errors.js';
import { maxFileBytes, validateUpload } from './upload.js';

const rules = { uploadTypes: ['.pdf', '.docx', '.txt'], uploadLimit: 3, MAX_FILE_SIZE: 2 };
const file = (name: string, size = 100) => ({ name, size });

describe('validateUpload (spec §5)', () => {
  it('accepts one to three files', () => {
    expect(validateUpload([], [file('a.pdf')], rules)).toEqual({ ok: true });
    expect(validateUpload([{ file_name: 'a.pdf' }], [file('b.txt'), file('c.docx')], rules)).toEqual({
      ok: true,
    });
  });
  it('refuses a name already uploaded, adding nothing', () => {
    expect(validateUpload([{ file_name: 'a.pdf' }], [file('b.pdf'), file('a.pdf')], rules)).toEqual({
      ok: false,
      error: 'Alcuni file sono già stati caricati',
    });
  });
  it('refuses two files with the same name in one upload like a name already uploaded', () => {
    expect(validateUpload([], [file('a.pdf'), file('b.pdf'), file('a.pdf')], rules)).toEqual({
      ok: false,
      error: 'Alcuni file sono già stati caricati',
    });
  });
  it('requires at least one file', () => {
    expect(validateUpload([], [], rules)).toEqual({ ok: false, error: 'Devi caricare almeno 1 file' });
  });
  it('refuses a fourth file', () => {
    const existing = [{ file_name: 'a.pdf' }, { file_name: 'b.pdf' }, { file_name: 'c.pdf' }];
    expect(validateUpload(existing, [file('d.pdf')], rules).ok).toBe(false);
  });
  it('limits size to MB × 1024 × 1024 bytes, one byte over refused', () => {
    expect(maxFileBytes(rules)).toBe(2 * 1024 * 1024);
    expect(validateUpload([], [file('a.pdf', 2 * 1024 * 1024)], rules).ok).toBe(true);
    expect(validateUpload([], [file('a.pdf', 2 * 1024 * 1024 + 1)], rules).ok).toBe(false);
  });
  it('checks allowed types from configuration', () => {
    expect(validateUpload([], [file('virus.exe')], rules).ok).toBe(false);
    expect(validateUpload([], [file('CONTRATTO.PDF')], rules).ok).toBe(true);
  });
});

describe('error catalogue (spec §8)', () => {
  it.each([
    [5039, 'Parametro mancante'],
    [5051, 'Token SSO non valido'],
    [5085, 'Il cliente non esiste'],
    [5089, 'Profilo non valido'],
    [5092, 'Permessi insufficienti'],
    [5098, 'Crediti non disponibili'],
    [801, 'Credenziali non valide'],
    [5114, 'Verifica crediti non impostata'],
    [0, 'Risposta non valida'],
    [4242, 'Errore sconosciuto'],
  ])('credit code %d → %s', (code, text) => {
    expect(creditErrorMessage(code)).toBe(text);
  });
  it('5039 about the CRMID entry reads Dati CRMID mancanti; unknown CRMID codes Errore CRMID', () => {
    expect(creditErrorMessage(5039, { crmid: true })).toBe('Dati CRMID mancanti');
    expect(creditErrorMessage(9999, { crmid: true })).toBe('Errore CRMID');
  });
  it('upload errors', () => {
    expect(uploadErrorMessage(new NetworkError('ECONNRESET'))).toBe(
      'Errore di rete o timeout del server (504). Riprova tra poco.',
    );
    expect(uploadErrorMessage(new ApiError(504, 'Gateway Timeout'))).toBe(
      'Errore di rete o timeout del server (504). Riprova tra poco.',
    );
    expect(uploadErrorMessage(new ApiError(413, 'File troppo grande'))).toBe(
      'Errore 413: File troppo grande',
    );
    expect(uploadErrorMessage(new Error('boh'))).toBe('Errore durante il caricamento dei file.');
  });
});
