export * from './auth-store.js';
export * from './chat-store.js';
export * from './credit-store.js';
export type { Store } from './store.js';
export * from './toasts.js';
export * from './turn.js';
