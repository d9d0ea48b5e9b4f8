// How an answer reads (its numbered sources, its key figure): a subpath of its own, `@ccnl/core/answer`, so
// that a web page can load it with the answer view instead of on its first screen.
export * from './answer-sources.js';
export * from './key-figure.js';
