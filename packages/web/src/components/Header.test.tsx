import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuthStore } from '../test-helpers.js';
import { Header } from './Header.js';

const hfurl = 'http://127.0.0.1:9/login-script.js';

function post(data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

const loginScripts = () => [...document.scripts].filter((script) => script.src === hfurl);

afterEach(() => {
  for (const script of loginScripts()) script.remove();
  vi.restoreAllMocks();
});

describe('Header (invisible, handles login)', () => {
  it('injects the login script once and renders nothing', () => {
    const auth = fakeAuthStore();
    const { container, rerender } = render(
      <StrictMode>
        <Header hfurl={hfurl} auth={auth} />
      </StrictMode>,
    );
    rerender(
      <StrictMode>
        <Header hfurl={hfurl} auth={auth} />
      </StrictMode>,
    );
    expect(container.innerHTML).toBe('');
    expect(loginScripts()).toHaveLength(1);
  });

  it('signs in with the ticket of a gethfticket message from this origin', () => {
    const auth = fakeAuthStore();
    render(<Header hfurl={hfurl} auth={auth} />);
    post({ task: 'gethfticket', params: { ticket: 'demo-full' } });
    expect(auth.signIn).toHaveBeenCalledExactlyOnceWith('demo-full');
    // An empty ticket goes to the store too: it resets auth and chat.
    post({ task: 'gethfticket', params: { ticket: '' } });
    expect(auth.signIn).toHaveBeenLastCalledWith('');
  });

  it('ignores other origins and other messages', () => {
    const auth = fakeAuthStore();
    render(<Header hfurl={hfurl} auth={auth} />);
    post({ task: 'gethfticket', params: { ticket: 'demo-full' } }, 'http://evil.example');
    post({ task: 'altro', params: { ticket: 'demo-full' } });
    post({ task: 'gethfticket', params: {} });
    post('gethfticket');
    expect(auth.signIn).not.toHaveBeenCalled();
  });

  it('stops listening when unmounted', () => {
    const auth = fakeAuthStore();
    const { unmount } = render(<Header hfurl={hfurl} auth={auth} />);
    unmount();
    post({ task: 'gethfticket', params: { ticket: 'demo-full' } });
    expect(auth.signIn).not.toHaveBeenCalled();
  });

  it('only logs when the login script fails to load', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<Header hfurl={hfurl} auth={fakeAuthStore()} />);
    act(() => {
      loginScripts()[0]?.dispatchEvent(new Event('error'));
    });
    expect(logged).toHaveBeenCalledOnce();
    expect(String(logged.mock.calls[0]?.[0])).toContain(hfurl);
    expect(container.innerHTML).toBe('');
  });
});
