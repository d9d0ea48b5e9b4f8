export * from './client.js';
export * from './credit.js';
export * from './errors.js';
export { decodeTextStream } from './stream.js';
