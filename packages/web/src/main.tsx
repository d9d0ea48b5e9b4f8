import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadAppConfig } from './app-config.js';
import { createAppServices } from './app-services.js';
import { App } from './components/App.js';
import { ErrorPage } from './components/ErrorPage.js';
import { loadBuildManifest, watchDeployments } from './deploy/build-manifest.js';
import { listenForPreloadErrors } from './deploy/chunk-reload.js';
import { prefetchWhenIdle } from './deploy/prefetch.js';
import { idlePrefetch, loadChatView } from './lazy-chunks.js';
import { createHistoryRouter } from './router.js';
import { RouterContext } from './router-context.js';
import { createColorModeStore } from './theme/color-mode.js';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const root = createRoot(container);
const router = createHistoryRouter();
// Applied before the first render: the saved colour mode, and the chunk-reload guard.
const colorMode = createColorModeStore();
listenForPreloadErrors();
// Not a speculative prefetch: the chat is what this page shows once sign-in completes.
loadChatView().catch((error: unknown) => console.error(error));

Promise.all([loadAppConfig(), loadBuildManifest()])
  .then(([config, routing]) => {
    router.applyRouting(routing);
    const deployments = watchDeployments();
    root.render(
      <StrictMode>
        <App services={createAppServices(config)} shell={{ router, colorMode, deployments }} />
      </StrictMode>,
    );
    prefetchWhenIdle(idlePrefetch);
  })
  .catch((error: unknown) => {
    console.error(error);
    root.render(
      <RouterContext value={router}>
        <ErrorPage statusCode={500} />
      </RouterContext>,
    );
  });
