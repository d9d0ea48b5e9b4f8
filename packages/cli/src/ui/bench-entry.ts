// What the chat streaming benchmark renders: the chat view and the render options `ccnl chat` uses.
export { ChatApp } from './ChatApp.js';
export { RENDER_OPTIONS } from './run.js';
