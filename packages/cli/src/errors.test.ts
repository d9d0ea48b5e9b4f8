import { ApiError, AuthError, NetworkError, StreamUnavailableError, ValidationError } from '@ccnl/core';
import { CommanderError } from 'commander';
import { describe, expect, it } from 'vitest';
import {
  CancelledError,
  describeError,
  ExitCode,
  exitCodeFor,
  NoAccessError,
  NotSignedInError,
  reportError,
  SettingsError,
  UsageError,
} from './errors.js';

describe('exit codes', () => {
  it.each([
    ['--help / --version', new CommanderError(0, 'commander.helpDisplayed', '(outputHelp)'), 0],
    ['unexpected error', new Error('boom'), 1],
    ['server error', new ApiError(500, 'Errore interno'), 1],
    ['unexpected answer', new ValidationError('unexpected answer from main-agent'), 1],
    ['missing stream body', new StreamUnavailableError('Stream non disponibile'), 1],
    ['unknown option', new CommanderError(1, 'commander.unknownOption', "error: unknown option '--x'"), 2],
    ['help after a missing command', new CommanderError(1, 'commander.help', '(outputHelp)'), 2],
    ['bad argument', new UsageError('La domanda è vuota'), 2],
    ['bad setting', new SettingsError('Valore non valido per apiUrl'), 2],
    ['not signed in', new NotSignedInError(), 3],
    ['session expired', new ApiError(401, 'Unauthorized'), 3],
    ['sign-in refused', new AuthError('Ticket non valido'), 3],
    ['no access', new ApiError(403, 'Forbidden'), 4],
    ['credit exhausted', new ApiError(402, 'Payment Required'), 4],
    ['no tier', new NoAccessError('senza abbonamento'), 4],
    ['server unreachable', new NetworkError('connect ECONNREFUSED 127.0.0.1:9'), 5],
    ['Ctrl-C', new CancelledError('[Generazione interrotta]'), 130],
    ['platform abort', new DOMException('This operation was aborted', 'AbortError'), 130],
  ])('%s → %i', (_name, error, code) => {
    expect(exitCodeFor(error)).toBe(code);
  });

  it('documents every code it returns', () => {
    expect(Object.values(ExitCode)).toEqual([0, 1, 2, 3, 4, 5, 130]);
  });
});

describe('error lines', () => {
  it('names the server and the reason when it cannot be reached', () => {
    const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' });
    const error = new NetworkError('connect ECONNREFUSED 127.0.0.1:9', {
      cause: new TypeError('fetch failed', { cause }),
    });
    expect(describeError(error, { serverUrl: 'http://127.0.0.1:9/' })).toBe(
      'Impossibile raggiungere il server http://127.0.0.1:9/: connessione rifiutata (ECONNREFUSED)',
    );
  });

  it("says the spec's words for refused access and exhausted credit", () => {
    expect(describeError(new ApiError(401, 'jwt expired'))).toBe(
      'Sessione scaduta o non valida: esegui `ccnl login`',
    );
    // Exhausted credit is the trial-ended screen in one line, with the sales form of the settings.
    expect(describeError(new ApiError(402, 'x'), { salesFormUrl: 'https://vendite.example.it/' })).toBe(
      'Crediti non disponibili — Hai terminato il tuo periodo di prova. Vuoi abbonarti per continuare ad utilizzare Assistente CCNL? Contatta un agente: https://vendite.example.it/',
    );
    expect(describeError(new ApiError(403, 'x'))).toBe(
      "Il profilo non ha un abbonamento che dia accesso all'assistente (Permessi insufficienti)",
    );
    expect(describeError(new ApiError(404, 'Conversazione non trovata'))).toBe(
      'Errore 404: Conversazione non trovata',
    );
  });

  it('translates commander usage errors', () => {
    const unknown = new CommanderError(
      1,
      'commander.unknownCommand',
      "error: unknown command 'aks'\n(Did you mean ask?)",
    );
    expect(describeError(unknown)).toBe(
      'Comando sconosciuto: aks (forse intendevi ask?) — vedi `ccnl --help`',
    );
  });

  it('writes one line, and the stack only with --debug', () => {
    const lines: string[] = [];
    const stderr = { write: (text: string) => lines.push(text) } as unknown as NodeJS.WritableStream;
    expect(reportError(new Error('boom'), { debug: false, stderr })).toBe(1);
    expect(lines).toEqual(['Errore inatteso: boom (usa --debug per i dettagli)\n']);
    lines.length = 0;
    reportError(new Error('boom'), { debug: true, stderr });
    expect(lines[1]).toMatch(/^Error: boom\n\s+at /);
  });
});
