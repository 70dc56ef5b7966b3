import { describe, expect, it } from 'vitest';
import { createRequestIdGenerator } from '../../src/server/request-id.js';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('createRequestIdGenerator', () => {
  it('makes UUIDv7 strings that carry the millisecond timestamp', () => {
    const id = createRequestIdGenerator(() => 0x0123456789ab)();
    expect(id).toMatch(UUID_V7);
    expect(id.startsWith('01234567-89ab-7000-')).toBe(true);
  });

  it('keeps ids unique and sorted within one millisecond and across a counter overflow', () => {
    const next = createRequestIdGenerator(() => 1_700_000_000_000);
    const ids = Array.from({ length: 5000 }, () => next());
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    for (const id of ids) expect(id).toMatch(UUID_V7);
  });

  it('never goes backwards when the clock does', () => {
    const times = [2000, 1000, 1000, 3000];
    const next = createRequestIdGenerator(() => times.shift() ?? 3000);
    const ids = [next(), next(), next(), next()];
    expect([...ids].sort()).toEqual(ids);
  });
});
