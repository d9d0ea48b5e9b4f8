// What the chat streaming benchmark renders: the chat view, the render options `ccnl chat` uses, and the
// same (bundled) Ink and React for its baseline harness.
export * as ink from 'ink';
export { default as React } from 'react';
export { ChatApp } from './ChatApp.js';
export { RENDER_OPTIONS } from './run.js';
