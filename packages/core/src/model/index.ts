export * from './agent.js';
export * from './auth.js';
export * from './catalog.js';
export * from './consumption.js';
export * from './conversation.js';
export * from './files.js';
export * from './product-server.js';
