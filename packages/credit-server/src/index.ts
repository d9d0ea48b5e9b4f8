export { createApp } from './app.js';
export { type CreditServerConfig, type LogLevel, loadConfig, type PublicClientConfig } from './config.js';
export { APP_ROUTES, WebDistMissingError } from './routes/web.js';
export { contentSecurityPolicy } from './security.js';
