import { describe, expect, it as test } from 'vitest';
import { texts } from '../strings/spec.js';
import { chatErrorText } from './errors.js';

describe('chat error texts', () => {
  test('a technical English cause becomes an Italian one, in the spec’s form, with a retry', () => {
    const network = { text: `Errore: ${texts.chatErrors.network}`, retry: true };
    expect(chatErrorText('Errore: Failed to fetch')).toEqual(network);
    expect(chatErrorText('Errore: Internal error')).toEqual(network);
    expect(chatErrorText('Errore: Not Found')).toEqual({
      text: `Errore: ${texts.chatErrors.generic}`,
      retry: true,
    });
    expect(chatErrorText(texts.chat.streamUnavailable)).toEqual({
      text: texts.chat.streamUnavailable,
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
    expect(chatErrorText(texts.chat.agentNotFound)).toEqual({ text: texts.chat.agentNotFound, retry: false });
  });
});
