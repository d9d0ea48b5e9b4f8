export { createApp } from './app.js';
export { type CreditServerConfig, type LogLevel, loadConfig, type PublicClientConfig } from './config.js';
export { WebDistMissingError } from './routes/web.js';
