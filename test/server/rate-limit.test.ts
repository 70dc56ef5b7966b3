import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../src/server/rate-limit.js';

describe('createRateLimiter', () => {
  it('check() reports an empty bucket without taking a token', () => {
    let time = 0;
    const limiter = createRateLimiter({ perMinute: 2, now: () => time });
    expect(limiter.check('a')).toEqual({ ok: true });
    limiter.take('a');
    limiter.take('a');
    expect(limiter.check('a')).toEqual({ ok: false, retryAfterSeconds: 30 });
    time = 30_000;
    expect(limiter.check('a')).toEqual({ ok: true });
    expect(limiter.take('a')).toEqual({ ok: true });
    expect(limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 30 });
  });

  it('holds at most maxKeys buckets, dropping the oldest, so a flood of addresses cannot grow it', () => {
    const limiter = createRateLimiter({ perMinute: 1, maxKeys: 3, now: () => 0 });
    for (const key of ['a', 'b', 'c', 'd']) limiter.take(key);
    expect(limiter.check('a')).toEqual({ ok: true });
    expect(limiter.check('d').ok).toBe(false);
  });
});
