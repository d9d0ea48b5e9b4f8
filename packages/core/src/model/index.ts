export * from './agent.js';
export * from './auth.js';
export * from './conversation.js';
