// Credit server under load: 50 concurrent clients for 30 seconds against the real backend's consumption
// service, each doing what the web app does per answer (a consumption check, then one registration with a
// fresh idempotency key, sometimes sent twice as a retry would). Zero errors are expected, and the ledger's
// final balance must equal the purchased credit minus the registrations that succeeded.
import { clients } from './backend-lib.mjs';
import { startCreditStack } from './credit-lib.mjs';
import { creditLoad } from './credit-load-lib.mjs';

export const description = 'credit server: 30 s at 50 concurrent clients, zero errors, exact final balance';

/** More than 50 clients can register in 30 s, so no registration is refused for lack of credit. */
const PURCHASE = 1_000_000;

export async function run({ root }) {
  const { undici } = await clients(root);
  const stack = await startCreditStack(root);
  try {
    const result = await creditLoad(stack, undici, { clients: 50, durationMs: 30_000, purchase: PURCHASE });
    const line = `credit-load: ${result.line}`;
    if (result.errorCount > 0 || !result.exact) throw new Error(line);
    return { line };
  } finally {
    await stack.stop();
  }
}
