export * from './chunk-reload.js';
export * from './errors.js';
export * from './notifications.js';
export * from './presentation.js';
export * from './price.js';
export * from './selection.js';
export * from './tiers.js';
export * from './upload.js';
