import { it as strings } from '@ccnl/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createHistoryRouter } from '../router.js';
import { ui } from '../strings.js';
import { fakeAuthStore, fakeChatStore, signedIn, testConfig } from '../test-helpers.js';
import { App } from './App.js';

function renderAt(path: string, services = { auth: fakeAuthStore(), chat: fakeChatStore() }) {
  window.history.pushState(null, '', path);
  render(<App services={{ ...services, config: testConfig }} router={createHistoryRouter()} />);
  return services;
}

describe('routing', () => {
  it('shows the 404 page with both texts for an unknown path', () => {
    renderAt('/non-esiste');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Page Not Found: /non-esiste')).toBeTruthy();
    expect(document.title).toContain(strings.errorPage.notFoundTitle);
  });

  it('renders the cookie page, and the chat again after going back', async () => {
    renderAt('/cookie');
    expect(screen.getByRole('heading', { level: 1, name: ui.cookie.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: ui.nav.cookie }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByRole('link', { name: ui.nav.chat }));
    expect(window.location.pathname).toBe('/');
    expect(screen.getByText(ui.signIn.hint)).toBeTruthy();

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(window.location.pathname).toBe('/cookie');
    expect(screen.getByRole('heading', { level: 1, name: ui.cookie.title })).toBeTruthy();
  });

  it('navigates internal links with pushState, without reloading the page', () => {
    renderAt('/');
    const before = window.history.length;
    fireEvent.click(screen.getByRole('link', { name: ui.nav.videoTutorial }));
    expect(window.location.pathname).toBe('/video-tutorial');
    expect(window.history.length).toBe(before + 1);
    expect(screen.getByRole('heading', { level: 1, name: ui.videoTutorial.title })).toBeTruthy();
  });

  it('shows Internal Server Error when a page fails to render, and recovers on navigation', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const chat = fakeChatStore();
    chat.getState = () => {
      throw new Error('broken snapshot');
    };
    renderAt('/', { auth: fakeAuthStore(signedIn), chat });
    expect(screen.getByRole('heading', { level: 1, name: strings.errorPage.internalTitle })).toBeTruthy();
    expect(screen.queryByText(/broken snapshot/)).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: ui.nav.cookie }));
    expect(screen.getByRole('heading', { level: 1, name: ui.cookie.title })).toBeTruthy();
    vi.restoreAllMocks();
  });

  it('shows the signed-in user name in the top bar', () => {
    renderAt('/cookie', { auth: fakeAuthStore(signedIn), chat: fakeChatStore() });
    expect(screen.getByTestId('user-name').textContent).toBe('Anna Rossi');
  });
});
