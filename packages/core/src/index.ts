export * from './api/index.js';
export * from './chat/index.js';
export * from './config/index.js';
export * from './model/index.js';
export * from './rules/answer.js';
export * from './rules/index.js';
export * from './strings/index.js';
