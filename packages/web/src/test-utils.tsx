import { fireEvent, render, screen } from '@testing-library/react';
import { ChatScreen } from './components/ChatScreen.js';
import {
  chatOn,
  creditStore,
  fakeAuthStore,
  signedIn,
  type TestBackend,
  testConfig,
} from './test-helpers.js';

/** The chat screen on core's real stores against the test backend, signed in unless `auth` says otherwise. */
export function renderChat(
  backend: TestBackend,
  options: { auth?: ReturnType<typeof fakeAuthStore>; credit?: ReturnType<typeof creditStore> } = {},
) {
  const { api, chat } = chatOn(backend);
  const auth = options.auth ?? fakeAuthStore(signedIn);
  const credit = options.credit ?? creditStore();
  render(<ChatScreen auth={auth} chat={chat} credit={credit} api={api} config={testConfig} />);
  return { api, chat, auth, credit };
}

/** Types a question in the composer and sends it with Enter, as a user would. */
export async function ask(question: string): Promise<void> {
  const input = await screen.findByTestId('composer-input');
  fireEvent.change(input, { target: { value: question } });
  fireEvent.keyDown(input, { key: 'Enter' });
}
