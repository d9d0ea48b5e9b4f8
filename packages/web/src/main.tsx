import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadAppConfig } from './app-config.js';
import { createAppServices } from './app-services.js';
import { App } from './components/App.js';
import { ErrorPage } from './components/ErrorPage.js';
import { createHistoryRouter } from './router.js';
import { RouterContext } from './router-context.js';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const root = createRoot(container);
const router = createHistoryRouter();

loadAppConfig()
  .then((config) => {
    root.render(
      <StrictMode>
        <App services={createAppServices(config)} router={router} />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    console.error(error);
    root.render(
      <RouterContext value={router}>
        <ErrorPage statusCode={500} />
      </RouterContext>,
    );
  });
