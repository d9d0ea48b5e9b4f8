import type { ApiClient, AuthStore, ChatStore, Config, CreditStore } from '@ccnl/core';
import { uiTexts as ui } from '@ccnl/core';
import { lazy, type ReactNode, Suspense } from 'react';
import type { DeploymentWatcher } from '../deploy/build-manifest.js';
import { focusHome } from '../focus-home.js';
import { usePathname, useRoute } from '../hooks/usePathname.js';
import { loadCookiePage, loadVideoTutorialPage } from '../lazy-chunks.js';
import type { Router } from '../router.js';
import { RouterContext } from '../router-context.js';
import type { ColorModeStore } from '../theme/color-mode.js';
import { ChatScreen } from './ChatScreen.js';
import { ErrorBoundary } from './ErrorBoundary.js';
import { ErrorPage } from './ErrorPage.js';
import { Header } from './Header.js';
import { Toaster } from './Toaster.js';
import { TopBar } from './TopBar.js';
import { UpdateBanner } from './UpdateBanner.js';

/** What the screens use of the app's services (`AppServices` satisfies it). */
export interface PageServices {
  config: Config;
  api: Pick<ApiClient, 'tooltip'>;
  auth: Pick<AuthStore, 'getState' | 'subscribe' | 'signIn'>;
  chat: ChatStore;
  credit: Pick<CreditStore, 'getState' | 'subscribe'>;
}

export interface Shell {
  router: Router;
  colorMode: ColorModeStore;
  deployments: Pick<DeploymentWatcher, 'getState' | 'subscribe'>;
}

const CookiePage = lazy(() => loadCookiePage().then((module) => ({ default: module.CookiePage })));
const VideoTutorialPage = lazy(() =>
  loadVideoTutorialPage().then((module) => ({ default: module.VideoTutorialPage })),
);

/** The routes of spec §2; any other path is the 404 page, a failed navigation the 500 page. */
function Page({ services }: { services: PageServices }) {
  const { path, failed } = useRoute();
  if (failed) return <ErrorPage statusCode={500} />;
  switch (path) {
    case '/':
      return (
        <ChatScreen
          auth={services.auth}
          chat={services.chat}
          credit={services.credit}
          api={services.api}
          config={services.config}
        />
      );
    case '/cookie':
      return <CookiePage />;
    case '/video-tutorial':
      return <VideoTutorialPage url={services.config.videoTutorialUrl} />;
    default:
      return <ErrorPage statusCode={404} path={path} />;
  }
}

export function App({ services, shell }: { services: PageServices; shell: Shell }) {
  return (
    <RouterContext value={shell.router}>
      <Header hfurl={services.config.provisioning.hfurl} auth={services.auth} />
      <div className="app">
        <SkipLink />
        <TopBar auth={services.auth} credit={services.credit} colorMode={shell.colorMode} />
        <UpdateBanner deployments={shell.deployments} />
        <main className="page" id="contenuto" tabIndex={-1}>
          <PageBoundary>
            <Suspense fallback={<p className="boot">{ui.loading}</p>}>
              <Page services={services} />
            </Suspense>
          </PageBoundary>
        </main>
      </div>
      <Toaster chat={services.chat} />
    </RouterContext>
  );
}

/** The first stop of the Tab key: straight to the question box (or the page's content where there is none). */
function SkipLink() {
  return (
    <button
      type="button"
      className="skip-link"
      data-testid="skip-link"
      onClick={() => {
        if (!focusHome()) document.getElementById('contenuto')?.focus();
      }}
    >
      {ui.nav.skip}
    </button>
  );
}

/** A new boundary per path: after an error, navigating elsewhere renders normally again. */
function PageBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary key={usePathname()}>{children}</ErrorBoundary>;
}
