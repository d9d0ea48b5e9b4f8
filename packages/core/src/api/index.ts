export * from './client.js';
export * from './credit.js';
export * from './errors.js';
