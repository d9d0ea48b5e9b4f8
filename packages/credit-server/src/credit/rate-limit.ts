/**
 * A token bucket per user, in memory: `perMinute` requests in a burst, refilled evenly over a minute. One
 * instance's memory is enough for one server; replicas would share it through their store instead.
 */
export interface RateLimiter {
  /** Takes one token; when none is left, how many seconds until one is. */
  take(userId: string): { allowed: true } | { allowed: false; retryAfterSeconds: number };
}

interface Bucket {
  tokens: number;
  at: number;
}

/** Buckets kept before the full (idle) ones are dropped: memory stays bounded whatever the traffic. */
const MAX_BUCKETS = 10_000;

export function createRateLimiter(perMinute: number, now: () => number = Date.now): RateLimiter {
  const perMs = perMinute / 60_000;
  const buckets = new Map<string, Bucket>();

  function refill(bucket: Bucket, at: number): void {
    bucket.tokens = Math.min(perMinute, bucket.tokens + (at - bucket.at) * perMs);
    bucket.at = at;
  }

  function prune(at: number): void {
    for (const [user, bucket] of buckets) {
      refill(bucket, at);
      if (bucket.tokens >= perMinute) buckets.delete(user);
    }
  }

  return {
    take(userId) {
      const at = now();
      let bucket = buckets.get(userId);
      if (!bucket) {
        if (buckets.size >= MAX_BUCKETS) prune(at);
        bucket = { tokens: perMinute, at };
        buckets.set(userId, bucket);
      }
      refill(bucket, at);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { allowed: true };
      }
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000)),
      };
    },
  };
}
