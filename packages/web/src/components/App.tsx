import type { AuthStore, Config } from '@ccnl/core';
import type { ReactNode } from 'react';
import { usePathname } from '../hooks/usePathname.js';
import type { Router } from '../router.js';
import { RouterContext } from '../router-context.js';
import { ChatScreen, type ChatScreenStore } from './ChatScreen.js';
import { CookiePage } from './CookiePage.js';
import { ErrorBoundary } from './ErrorBoundary.js';
import { ErrorPage } from './ErrorPage.js';
import { Header } from './Header.js';
import { TopBar } from './TopBar.js';
import { VideoTutorialPage } from './VideoTutorialPage.js';

/** What the screens use of the app's services (`AppServices` satisfies it). */
interface PageServices {
  config: Config;
  auth: Pick<AuthStore, 'getState' | 'subscribe' | 'signIn'>;
  chat: ChatScreenStore;
}

/** The routes of spec §2; any other path is the 404 page. */
function Page({ services }: { services: PageServices }) {
  const path = usePathname();
  switch (path) {
    case '/':
      return <ChatScreen auth={services.auth} chat={services.chat} />;
    case '/cookie':
      return <CookiePage />;
    case '/video-tutorial':
      return <VideoTutorialPage url={services.config.videoTutorialUrl} />;
    default:
      return <ErrorPage statusCode={404} path={path} />;
  }
}

export function App({ services, router }: { services: PageServices; router: Router }) {
  return (
    <RouterContext value={router}>
      <Header hfurl={services.config.provisioning.hfurl} auth={services.auth} />
      <div className="app">
        <TopBar auth={services.auth} />
        <main className="page">
          <PageBoundary>
            <Page services={services} />
          </PageBoundary>
        </main>
      </div>
    </RouterContext>
  );
}

/** A new boundary per path: after an error, navigating elsewhere renders normally again. */
function PageBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary key={usePathname()}>{children}</ErrorBoundary>;
}
