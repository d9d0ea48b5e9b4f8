import type { RateLimitCounters } from './credit/store.js';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store contract over the database's counters: every replica counts against the
 * same windows, so a user spreading calls over replicas meets the same limit as on one.
 */
export function sharedRateLimitStore(counters: RateLimitCounters) {
  return class SharedRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      counters.increment(key, timeWindow).then(
        (count) => callback(null, count),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback, timeWindow: number): void {
      counters.read(key, timeWindow).then(
        (count) => callback(null, count),
        (error: Error) => callback(error),
      );
    }

    child(): SharedRateLimitStore {
      return this;
    }
  };
}
