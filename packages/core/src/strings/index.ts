/**
 * The catalogue: every user-facing Italian text, split by audience. `texts` holds the spec's words,
 * `uiTexts` the web app's, `cliTexts` the terminal's (both take what they share from `shared.ts`),
 * `serverTexts` the servers'. No other module writes an Italian text a user reads (catalogue.test.ts checks).
 */
export { serverTexts } from './server.js';
export { agentLabel, agentLabels, agreementPickerTitle } from './shared.js';
export { texts } from './spec.js';
export { cliTexts } from './terminal.js';
export { uiTexts } from './ui.js';
