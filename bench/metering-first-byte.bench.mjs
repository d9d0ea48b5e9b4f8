// What metering costs an answer: the first byte of an answer through the product server for a metered user
// (demo-iterazioni: credit reserved before forwarding, the answer debited by its id when it ends) against an
// unmetered one (demo-full: forwarded as is), on the same stack, in alternating requests. Target: ≤ +5 ms at
// the median. Every metered answer must have been debited exactly once at the end.
import { performance } from 'node:perf_hooks';
import { clients, median } from './backend-lib.mjs';
import { ITERAZIONI, startCreditStack } from './credit-lib.mjs';

export const description =
  'metering: first byte of a metered vs an unmetered answer through the product server';

const PAIRS = 60;
const WARMUPS = 5;

export async function run({ root }) {
  const { undici } = await clients(root);
  const stack = await startCreditStack(root);
  const dispatcher = new undici.Agent({ connections: 4, keepAliveTimeout: 10_000 });
  try {
    const metered = await stack.signIn(ITERAZIONI.ticket);
    const unmetered = await stack.signIn('demo-full');
    const purchased = stack.topUp(ITERAZIONI.crmid, PAIRS + WARMUPS + 10);
    const api = `${stack.creditUrl}api/assistente/`;

    async function call(user, method, path, body) {
      return undici.request(`${api}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${user.jwt}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        dispatcher,
      });
    }

    /** Milliseconds from sending the question to its first byte; the rest of the answer is read too. */
    async function firstByte(user) {
      const created = await call(user, 'POST', `create-empty-session/${user.userId}`);
      const { session_id } = await created.body.json();
      const question = {
        message: 'Quanti giorni di ferie prevede il CCNL Commercio?',
        user_id: user.userId,
        session_id,
        agent_name: 'main-agent',
      };
      const sent = performance.now();
      const response = await call(user, 'POST', 'main-agent', question);
      if (response.statusCode !== 200) throw new Error(`main-agent answered ${response.statusCode}`);
      let first = 0;
      for await (const chunk of response.body) {
        if (!first && chunk.length) first = performance.now() - sent;
      }
      return first;
    }

    for (let i = 0; i < WARMUPS; i++) {
      await firstByte(metered);
      await firstByte(unmetered);
    }
    const meteredTimes = [];
    const unmeteredTimes = [];
    for (let i = 0; i < PAIRS; i++) {
      // Alternate which goes first, so that neither always meets a warm connection or cache.
      if (i % 2 === 0) {
        meteredTimes.push(await firstByte(metered));
        unmeteredTimes.push(await firstByte(unmetered));
      } else {
        unmeteredTimes.push(await firstByte(unmetered));
        meteredTimes.push(await firstByte(metered));
      }
    }
    const answers = PAIRS + WARMUPS;
    const ledger = stack.ledger(ITERAZIONI.crmid);
    const exact = ledger.consumed === answers && ledger.keys === answers;
    const m = median(meteredTimes);
    const u = median(unmeteredTimes);
    const line =
      `metering-first-byte: metered ${m.toFixed(1)} ms median vs unmetered ${u.toFixed(1)} ms → ` +
      `+${(m - u).toFixed(1)} ms (${(m / u).toFixed(2)}×, target ≤ +5 ms) over ${PAIRS} pairs; ` +
      `${answers} metered answers, ${ledger.consumed} debited ${exact ? '(exactly once each)' : '(MISMATCH)'}, ` +
      `${purchased - ledger.consumed} credits left`;
    if (!exact) throw new Error(line);
    return { line };
  } finally {
    await dispatcher.close();
    await stack.stop();
  }
}
