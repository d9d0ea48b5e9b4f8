export { it } from './it.js';
