import { texts, uiTexts as ui } from '@ccnl/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createHistoryRouter } from '../router.js';
import {
  chatOn,
  creditStore,
  fakeAuthStore,
  signedIn,
  testBackendPerFile,
  testConfig,
} from '../test-helpers.js';
import { createColorModeStore } from '../theme/color-mode.js';
import { App, type PageServices } from './App.js';

const backend = testBackendPerFile();

function renderAt(path: string, overrides: Partial<PageServices> = {}) {
  window.history.pushState(null, '', path);
  const { api, chat } = chatOn(backend);
  const services: PageServices = {
    config: testConfig,
    api,
    auth: fakeAuthStore(),
    chat,
    credit: creditStore(),
    ...overrides,
  };
  const router = createHistoryRouter();
  const deployments = { getState: () => false, subscribe: () => () => {} };
  render(<App services={services} shell={{ router, colorMode: createColorModeStore(), deployments }} />);
  return { services, router };
}

describe('routing', () => {
  it('shows the 404 page with both texts for an unknown path', () => {
    renderAt('/non-esiste');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Page Not Found: /non-esiste')).toBeTruthy();
    expect(document.title).toContain(texts.errorPage.notFoundTitle);
  });

  it('renders the cookie page, and the chat again after going back', async () => {
    renderAt('/cookie');
    expect(await screen.findByRole('heading', { level: 1, name: ui.cookie.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: ui.nav.cookie }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByRole('link', { name: ui.nav.chat }));
    expect(window.location.pathname).toBe('/');
    expect(screen.getByText(ui.signIn.hint)).toBeTruthy();

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(window.location.pathname).toBe('/cookie');
    expect(await screen.findByRole('heading', { level: 1, name: ui.cookie.title })).toBeTruthy();
  });

  it('navigates internal links with pushState, without reloading the page', async () => {
    renderAt('/');
    const before = window.history.length;
    fireEvent.click(screen.getByRole('link', { name: ui.nav.videoTutorial }));
    expect(window.location.pathname).toBe('/video-tutorial');
    expect(window.history.length).toBe(before + 1);
    expect(await screen.findByRole('heading', { level: 1, name: ui.videoTutorial.title })).toBeTruthy();
  });

  it('applies the build manifest: a redirect rewrites the address, a guard canonicalises it', async () => {
    const { router } = renderAt('/tutorial');
    act(() =>
      router.applyRouting({
        routeRules: { '/**': { appMiddleware: ['trailing-slash'] } },
        redirects: { '/tutorial': '/video-tutorial' },
      }),
    );
    expect(window.location.pathname).toBe('/video-tutorial');
    expect(await screen.findByRole('heading', { level: 1, name: ui.videoTutorial.title })).toBeTruthy();
    act(() => router.navigate('/cookie/'));
    expect(window.location.pathname).toBe('/cookie');
    expect(await screen.findByRole('heading', { level: 1, name: ui.cookie.title })).toBeTruthy();
  });

  it('an unknown route guard raises the spec error and shows Internal Server Error', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderAt('/');
    act(() =>
      router.applyRouting({ routeRules: { '/**': { appMiddleware: ['sconosciuto'] } }, redirects: {} }),
    );
    expect(screen.getByRole('heading', { level: 1, name: texts.errorPage.internalTitle })).toBeTruthy();
    expect(logged).toHaveBeenCalledWith("Unknown route middleware: 'sconosciuto'");
    logged.mockRestore();
  });

  it('shows Internal Server Error when a page fails to render, and recovers on navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { chat } = chatOn(backend);
    // A snapshot the chat view cannot render (the toaster outside the page still can).
    const broken = { ...chat.getState(), conversations: null as never };
    chat.getState = () => broken;
    renderAt('/', { auth: fakeAuthStore(signedIn), chat });
    expect(
      await screen.findByRole('heading', { level: 1, name: texts.errorPage.internalTitle }),
    ).toBeTruthy();
    expect(screen.queryByText(/null/)).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: ui.nav.cookie }));
    expect(await screen.findByRole('heading', { level: 1, name: ui.cookie.title })).toBeTruthy();
    vi.restoreAllMocks();
  });

  it('shows the signed-in user name, and the credit only for the Iterazioni tier once known', () => {
    const auth = fakeAuthStore(signedIn);
    const credit = creditStore('pending');
    renderAt('/cookie', { auth, credit });
    expect(screen.getByTestId('user-name').textContent).toBe('Anna Rossi');
    expect(screen.queryByTestId('credit')).toBeNull();
    act(() => auth.setState({ tier: 'IterazioniCCNLPIU-IA', roles: [{ pos: 'IterazioniCCNLPIU-IA' }] }));
    expect(screen.getByTestId('credit').textContent).toBe(ui.credit.unknown);
    act(() => {
      auth.setState({ credito: 4 });
      credit.setState({ status: 'success' });
    });
    expect(screen.getByTestId('credit').textContent).toBe('Crediti: 4');
  });

  it('keeps the colour mode in localStorage and on <html>', () => {
    renderAt('/cookie');
    const select = screen.getByRole('combobox', { name: ui.colorMode.label }) as HTMLSelectElement;
    expect(select.value).toBe('system');
    fireEvent.change(select, { target: { value: 'dark' } });
    expect(document.documentElement.dataset.colorMode).toBe('dark');
    expect(localStorage.getItem('ccnl-color-mode')).toBe('dark');
    // A new page load reads it back.
    expect(createColorModeStore().getState()).toBe('dark');
    fireEvent.change(select, { target: { value: 'system' } });
  });
});
