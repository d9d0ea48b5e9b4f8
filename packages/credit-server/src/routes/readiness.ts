import type { FastifyInstance } from 'fastify';

export interface ReadinessDeps {
  /** Whether the credit store's database answers; never throws. */
  database: () => Promise<boolean>;
  /** The assistant API this server forwards to (its /readyz, or /healthz where it has none). */
  assistantUrl: string;
  /** The consumption service's base URL. */
  consumptionUrl: string;
  /** Each probe's time limit. */
  timeoutMs?: number;
  /** A verdict is reused this long: a flood of probes costs the services behind it nothing more. */
  cacheMs?: number;
}

type Verdict = { ready: boolean; checks: Record<'database' | 'assistant' | 'consumption', 'ok' | 'down'> };

async function status(url: string, timeoutMs: number): Promise<number | null> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' });
    await res.body?.cancel();
    return res.status;
  } catch {
    return null;
  }
}

/**
 * `/readyz`, for a load balancer: 200 while this replica can serve (its database, the assistant API and the
 * consumption service answer), 503 otherwise. It names which part is down and nothing else: no URL, no
 * error text. `/healthz` says only that the process lives.
 */
export function registerReadinessRoute(app: FastifyInstance, deps: ReadinessDeps): void {
  const timeoutMs = deps.timeoutMs ?? 2_000;
  const cacheMs = deps.cacheMs ?? 1_000;

  async function assistant(): Promise<boolean> {
    const ready = await status(`${deps.assistantUrl}/readyz`, timeoutMs);
    // An assistant API without a readiness route is ready when it lives.
    if (ready === 404) return (await status(`${deps.assistantUrl}/healthz`, timeoutMs)) === 200;
    return ready === 200;
  }

  async function consumption(): Promise<boolean> {
    // The service has no health route: any answer short of a server error shows it is there to answer.
    const answered = await status(`${deps.consumptionUrl}/check`, timeoutMs);
    return answered !== null && answered < 500;
  }

  async function probe(): Promise<Verdict> {
    const [database, upstream, ledger] = await Promise.all([deps.database(), assistant(), consumption()]);
    const word = (ok: boolean): 'ok' | 'down' => (ok ? 'ok' : 'down');
    return {
      ready: database && upstream && ledger,
      checks: { database: word(database), assistant: word(upstream), consumption: word(ledger) },
    };
  }

  // Concurrent probes share one check in flight; its verdict is reused for a moment after it settles.
  let current: { settledAt?: number; verdict: Promise<Verdict> } | undefined;
  function verdict(): Promise<Verdict> {
    if (current && (current.settledAt === undefined || Date.now() - current.settledAt < cacheMs))
      return current.verdict;
    const next: { settledAt?: number; verdict: Promise<Verdict> } = { verdict: probe() };
    void next.verdict.then(() => {
      next.settledAt = Date.now();
    });
    current = next;
    return next.verdict;
  }

  app.get('/readyz', async (_request, reply) => {
    const { ready, checks } = await verdict();
    reply.header('cache-control', 'no-store');
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable', checks });
  });
}
