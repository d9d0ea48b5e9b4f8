export * from './tiers.js';
