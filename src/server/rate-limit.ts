/** A token bucket per key: `perMinute` requests a minute, with bursts of up to `perMinute`. */

/** Whether a request may proceed, and if not, how long the caller should wait. */
export type RateLimitDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

/** A rate limiter keyed by an API key id or a client address. */
export interface RateLimiter {
  /** Takes one token from `key`'s bucket, or says how many whole seconds until one is available. */
  take(key: string): RateLimitDecision;
  /** Says whether `key` has a token left, without taking it. */
  check(key: string): RateLimitDecision;
}

/** Options for {@link createRateLimiter}. */
export interface RateLimiterOptions {
  perMinute: number;
  /** Most buckets held; past it, full buckets are dropped first, then the oldest. Default 100,000. */
  maxKeys?: number;
  /** Milliseconds clock, injectable for tests. */
  now?: () => number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/** Creates a token-bucket limiter with one bucket per key, bounded in memory by `maxKeys`. */
export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const { perMinute } = options;
  if (!Number.isFinite(perMinute) || perMinute <= 0) {
    throw new RangeError(`rate limit must be a positive number of requests per minute, got ${perMinute}`);
  }
  const maxKeys = options.maxKeys ?? 100_000;
  const now = options.now ?? Date.now;
  const refillPerMs = perMinute / 60_000;
  const buckets = new Map<string, Bucket>();
  const refill = (key: string, time: number): Bucket => {
    const bucket = buckets.get(key) ?? { tokens: perMinute, updatedAt: time };
    bucket.tokens = Math.min(perMinute, bucket.tokens + (time - bucket.updatedAt) * refillPerMs);
    bucket.updatedAt = time;
    return bucket;
  };
  const decide = (bucket: Bucket): RateLimitDecision =>
    bucket.tokens >= 1
      ? { ok: true }
      : { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / refillPerMs / 1000)) };
  const evict = (time: number): void => {
    // A full bucket is the same as no bucket: drop those first, then the oldest.
    for (const [key, bucket] of buckets) {
      if (bucket.tokens + (time - bucket.updatedAt) * refillPerMs >= perMinute) buckets.delete(key);
    }
    for (const key of buckets.keys()) {
      if (buckets.size < maxKeys) break;
      buckets.delete(key);
    }
  };
  return {
    take(key) {
      const time = now();
      const bucket = refill(key, time);
      if (!buckets.has(key)) {
        if (buckets.size >= maxKeys) evict(time);
        buckets.set(key, bucket);
      }
      const decision = decide(bucket);
      if (decision.ok) bucket.tokens -= 1;
      return decision;
    },
    check(key) {
      const bucket = buckets.get(key);
      return bucket === undefined ? { ok: true } : decide(refill(key, now()));
    },
  };
}
