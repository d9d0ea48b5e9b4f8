import { describe, expect, it as test } from 'vitest';
import { it } from '../strings/it.js';
import { chatErrorText } from './errors.js';

describe('chat error texts', () => {
  test('a technical English cause becomes an Italian one, in the spec’s form, with a retry', () => {
    const network = { text: `Errore: ${it.chatErrors.network}`, retry: true };
    expect(chatErrorText('Errore: Failed to fetch')).toEqual(network);
    expect(chatErrorText('Errore: Internal error')).toEqual(network);
    expect(chatErrorText('Errore: Not Found')).toEqual({
      text: `Errore: ${it.chatErrors.generic}`,
      retry: true,
    });
    expect(chatErrorText(it.chat.streamUnavailable)).toEqual({
      text: it.chat.streamUnavailable,
      retry: true,
    });
  });
  test("the server's Italian cause is kept", () => {
    expect(chatErrorText('Errore: Servizio non raggiungibile')).toEqual({
      text: 'Errore: Servizio non raggiungibile',
      retry: true,
    });
  });
  test('other messages are shown as written, without a retry', () => {
    expect(chatErrorText(it.chat.agentNotFound)).toEqual({ text: it.chat.agentNotFound, retry: false });
  });
});
