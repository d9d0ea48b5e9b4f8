export { createApp } from './app.js';
export { type BackendConfig, ConfigError, loadConfig } from './config.js';
export { createExtractor } from './documents/pool.js';
