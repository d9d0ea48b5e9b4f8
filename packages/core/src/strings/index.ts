/**
 * The catalogue: every user-facing Italian text, split by audience. `texts` holds the spec's words,
 * `sharedTexts` what web and terminal both show, `uiTexts` the web app's, `cliTexts` the terminal's,
 * `serverTexts` the servers'. No other module writes an Italian text a user reads (catalogue.test.ts checks).
 */
export { serverTexts } from './server.js';
export { agentLabel, agentLabels, agreementPickerTitle, sharedTexts } from './shared.js';
export { texts } from './spec.js';
export { cliTexts } from './terminal.js';
export { uiTexts } from './ui.js';
