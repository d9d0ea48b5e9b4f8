import { fileURLToPath } from 'node:url';

/** The repository root, for the built artefacts the tests run. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const CLI_BIN = `${ROOT}packages/cli/dist/bin.js`;
export const WEB_DIST = `${ROOT}packages/web/dist`;
export const START_SCRIPT = `${ROOT}scripts/start.mjs`;
/** Screenshots and reports go to the repository's (gitignored) test-results/. */
export const RESULTS_DIR = `${ROOT}test-results/e2e`;
