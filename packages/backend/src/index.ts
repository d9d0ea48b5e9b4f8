// The reader and the agents, for the reading benchmark (bench/reader.bench.mjs).
export { answerRequest, runAgent } from './agents/agents.js';
export { createApp } from './app.js';
export { type BackendConfig, ConfigError, loadConfig } from './config.js';
export { createExtractor } from './documents/pool.js';
export { loadKnowledgeBase } from './kb/knowledge-base.js';
export { readQuestion } from './reader/read.js';
