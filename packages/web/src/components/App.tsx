import type { ReactNode } from 'react';
import type { AppServices } from '../app-services.js';
import { usePathname } from '../hooks/usePathname.js';
import type { Router } from '../router.js';
import { RouterContext } from '../router-context.js';
import { ChatScreen } from './ChatScreen.js';
import { CookiePage } from './CookiePage.js';
import { ErrorBoundary } from './ErrorBoundary.js';
import { ErrorPage } from './ErrorPage.js';
import { Header } from './Header.js';
import { TopBar } from './TopBar.js';
import { VideoTutorialPage } from './VideoTutorialPage.js';

type PageServices = Pick<AppServices, 'auth' | 'chat' | 'config'>;

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
