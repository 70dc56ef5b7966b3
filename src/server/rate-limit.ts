/** A per-key token bucket: `perMinute` requests a minute, with bursts of up to `perMinute`. */

/** Whether a request may proceed, and if not, how long the caller should wait. */
export type RateLimitDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

/** A per-key rate limiter. */
export interface RateLimiter {
  /** Takes one token from `keyId`'s bucket, or says how many whole seconds until one is available. */
  take(keyId: string): RateLimitDecision;
}

/** Options for {@link createRateLimiter}. */
export interface RateLimiterOptions {
  perMinute: number;
  /** Milliseconds clock, injectable for tests. */
  now?: () => number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/** Creates a token-bucket limiter holding one bucket per key id (keys are few: one per API key). */
export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const { perMinute } = options;
  if (!Number.isFinite(perMinute) || perMinute <= 0) {
    throw new RangeError(`rate limit must be a positive number of requests per minute, got ${perMinute}`);
  }
  const now = options.now ?? Date.now;
  const refillPerMs = perMinute / 60_000;
  const buckets = new Map<string, Bucket>();
  return {
    take(keyId) {
      const time = now();
      const bucket = buckets.get(keyId) ?? { tokens: perMinute, updatedAt: time };
      bucket.tokens = Math.min(perMinute, bucket.tokens + (time - bucket.updatedAt) * refillPerMs);
      bucket.updatedAt = time;
      buckets.set(keyId, bucket);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { ok: true };
      }
      return {
        ok: false,
        retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / refillPerMs / 1000)),
      };
    },
  };
}
